// Rosters and team ratings for every team of a season.
import type { SeasonLeague } from '../../core/data/types.js';
import { assignDepthChart } from '../../core/players/depthChart.js';
import { generateTeamRoster } from '../../core/players/generate.js';
import { sideLeanSd } from '../../core/sim/rules.js';
import { teamRatings } from '../../core/players/teamRatings.js';
import type { IdSource } from '../../core/players/types.js';
import type { Rng } from '../../core/random.js';
import type { Db } from '../database.js';
import { savePlayers } from '../queries/players.js';
import { insertTeamSeasons } from '../queries/teamSeasons.js';

export function buildLeagueRosters(db: Db, league: SeasonLeague, rng: Rng, ids: IdSource): void {
  const seasons = league.teams.map((team) => {
    const roster = assignDepthChart(
      generateTeamRoster(
        { name: team.name, prestige: team.prestige, sideLeanSd: sideLeanSd(league.year), year: league.year },
        rng.fork(team.name),
        ids,
      ),
    );
    savePlayers(db, roster, league.year);
    const ratings = teamRatings(roster);
    return {
      year: league.year,
      team: team.name,
      conference: team.conference,
      division: team.division,
      prestige: team.prestige,
      ceiling: team.ceiling,
      floor: team.floor,
      rating: ratings.overall,
      offense: ratings.offense,
      defense: ratings.defense,
    };
  });
  insertTeamSeasons(db, seasons);
}
