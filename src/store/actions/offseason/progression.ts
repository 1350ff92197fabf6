// Summary -> progression: returning players develop, seniors leave, underclassmen declare for the NFL draft,
// players enter the transfer portal, and the draft is held (departures.ts). The lists are kept for the pages.
import { assignDepthChart } from '../../../core/players/depthChart.js';
import { progressRoster } from '../../../core/players/progression.js';
import type { DraftProspect } from '../../../core/draft/types.js';
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
import { declareDepartures, draftProspect, enterPortal, holdDraft, leagueEarlyEntryMidpoint } from './departures.js';

export function progressRosters(db: Db, state: DynastyState): DynastyState {
  const year = state.year;
  // Offers not taken lapse and every program has its coach for next season before its players develop.
  closeCoachingCarousel(db, state);
  const coaches = coachesByTeam(db);
  const developmentMean = mean([...coaches.values()].map((c) => c.development));
  const rng = createRng(`${state.seed}:progression:${year}`);
  const keepsYear = seasonRedshirts(db, year);
  const draftPool: DraftProspect[] = [];
  const midpoint = leagueEarlyEntryMidpoint(db);
  for (const team of dynastyLeague(db, year).teams) {
    const departures = declareDepartures(db, state, team.name, teamRoster(db, team.name), midpoint);
    draftPool.push(...departures.early.map((p) => draftProspect(p, true)));
    const roster = teamRoster(db, team.name);
    const coach = coaches.get(team.name);
    const coaching = coach ? developmentBonus(coach.development, developmentMean) : 0;
    const result = progressRoster(roster, rng.fork(team.name), keepsYear, coaching);
    const returning = assignDepthChart(result.returning.filter((p) => !departures.portal.has(p.id)));
    // Portal entrants keep their progression (they play next season somewhere) but leave the depth chart.
    updatePlayers(db, [...returning, ...result.returning.filter((p) => departures.portal.has(p.id))]);
    retirePlayers(db, result.leaving.map((p) => p.id), year);
    draftPool.push(...result.leaving.map((p) => draftProspect(p, false)));
    for (const p of result.leaving) {
      saveRosterChange(db, { year, player_id: p.id, team: team.name, kind: 'leaving', rating_before: p.rating, rating_after: p.rating, change: 0 });
    }
    for (const { player, change } of result.progressed) {
      const reason = departures.portal.get(player.id);
      if (reason) {
        enterPortal(db, year, player, reason);
        continue;
      }
      saveRosterChange(db, {
        year, player_id: player.id, team: team.name, kind: 'progressed',
        rating_before: player.rating - change, rating_after: player.rating, change,
      });
    }
  }
  holdDraft(db, state, draftPool);
  return { ...state, stage: 'progression' };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}
