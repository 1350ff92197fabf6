// Summary -> progression: returning players develop, seniors leave. The lists are kept for the page.
import { progressRoster } from '../../../core/players/progression.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import type { DynastyState } from '../../queries/meta.js';
import { retirePlayers, teamRoster, updatePlayers } from '../../queries/players.js';
import { saveRosterChange } from '../../queries/rosterChanges.js';
import { seasonRedshirts } from '../roster/redshirts.js';
import { developmentBonus } from '../../../core/coaches/index.js';
import { coachesByTeam } from '../../queries/coaches.js';
import { closeCoachingCarousel } from '../coaches/offers.js';

export function progressRosters(db: Db, state: DynastyState): DynastyState {
  const year = state.year;
  // Offers not taken lapse and every program has its coach for next season before its players develop.
  closeCoachingCarousel(db, state);
  const coaches = coachesByTeam(db);
  const developmentMean = mean([...coaches.values()].map((c) => c.development));
  const rng = createRng(`${state.seed}:progression:${year}`);
  const keepsYear = seasonRedshirts(db, year);
  for (const team of dynastyLeague(db, year).teams) {
    const roster = teamRoster(db, team.name);
    const coach = coaches.get(team.name);
    const coaching = coach ? developmentBonus(coach.development, developmentMean) : 0;
    const result = progressRoster(roster, rng.fork(team.name), keepsYear, coaching);
    updatePlayers(db, result.returning);
    retirePlayers(db, result.leaving.map((p) => p.id), year);
    for (const p of result.leaving) {
      saveRosterChange(db, { year, player_id: p.id, team: team.name, kind: 'leaving', rating_before: p.rating, rating_after: p.rating, change: 0 });
    }
    for (const { player, change } of result.progressed) {
      saveRosterChange(db, {
        year, player_id: player.id, team: team.name, kind: 'progressed',
        rating_before: player.rating - change, rating_after: player.rating, change,
      });
    }
  }
  return { ...state, stage: 'progression' };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}
