// Summary -> progression: returning players develop, seniors leave. The lists are kept for the page.
import { progressRoster } from '../../../core/players/progression.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import type { DynastyState } from '../../queries/meta.js';
import { retirePlayers, teamRoster, updatePlayers } from '../../queries/players.js';
import { saveRosterChange } from '../../queries/rosterChanges.js';
import { seasonRedshirts } from '../roster/redshirts.js';

export function progressRosters(db: Db, state: DynastyState): DynastyState {
  const year = state.year;
  const rng = createRng(`${state.seed}:progression:${year}`);
  const keepsYear = seasonRedshirts(db, year);
  for (const team of dynastyLeague(db, year).teams) {
    const roster = teamRoster(db, team.name);
    const result = progressRoster(roster, rng.fork(team.name), keepsYear);
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
