// Rosters and team ratings for every team of a season.
import type { SeasonLeague } from '../../core/data/types.js';
import { generateTeamRoster } from '../../core/players/generate.js';
import { sideLeanSd } from '../../core/sim/rules.js';
import { teamRatings } from '../../core/players/teamRatings.js';
import type { IdSource, Player } from '../../core/players/types.js';
import type { Rng } from '../../core/random.js';
import type { Db } from '../database.js';
import { byPositionAndDepth } from '../queries/packedRosters.js';
import { savePlayers } from '../queries/players.js';
import { insertTeamSeasons } from '../queries/teamSeasons.js';

/**
 * Generates and saves every team's roster. Returns them as allRosters reads them back (teams in name order, each
 * team's players by position and depth), so that a caller going on with them (a new dynasty's recruiting cycle)
 * does not read back the league's 11,000 players it has just written.
 */
export function buildLeagueRosters(db: Db, league: SeasonLeague, rng: Rng, ids: IdSource): Map<string, Player[]> {
  const rosters = new Map<string, Player[]>();
  const seasons = league.teams.map((team) => {
    // Generated with its depth chart set (generateTeamRoster charts its own players).
    const roster = generateTeamRoster(
      { name: team.name, prestige: team.prestige, sideLeanSd: sideLeanSd(league.year), year: league.year },
      rng.fork(team.name),
      ids,
    );
    savePlayers(db, roster, league.year);
    rosters.set(team.name, roster);
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
  return new Map([...rosters.keys()].sort().map((name) => [name, [...rosters.get(name)!].sort(byPositionAndDepth)]));
}
