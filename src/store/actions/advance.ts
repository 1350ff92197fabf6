// Moving the dynasty to its next stage: one transition, in one transaction.
import { nextStage } from '../../core/season/stages.js';
import type { Db } from '../database.js';
import { readState, writeState, type DynastyState } from '../queries/meta.js';
import { earnUserCoachXp, XP_AT_SIGNING_DAY } from './coaches/progression.js';
import { endSeason } from './offseason/endSeason.js';
import { startNextYear } from './offseason/nextYear.js';
import { progressRosters } from './offseason/progression.js';
import { holdSigningDay } from './recruiting/signingDay.js';
import { openPortalMarket, signTransfersWithRosters } from './offseason/portalSigning.js';
import { openSpringWindow } from './offseason/springPortal.js';
import { startSeason } from './season/startSeason.js';

export function advanceStage(db: Db): DynastyState {
  return db.transaction(() => {
    const state = readState(db);
    let next: DynastyState;
    switch (state.stage) {
      case 'preseason':
        next = startSeason(db, state);
        break;
      case 'season':
      case 'playoff':
        next = endSeason(db, state);
        break;
      case 'summary':
        next = progressRosters(db, state);
        openPortalMarket(db, next, 'winter');
        break;
      case 'progression': {
        // Signing day takes the rosters as the portal's signings left them (read once for both), and writes the
        // depth charts once for both.
        const portal = signTransfersWithRosters(db, state, true);
        next = holdSigningDay(db, portal.state, portal.rosters, portal.uncharted);
        earnUserCoachXp(db, next.year, XP_AT_SIGNING_DAY);
        openSpringWindow(db, next);
        break;
      }
      case 'recruiting_summary':
        next = startNextYear(db, state);
        break;
    }
    if (next.stage !== nextStage(state.stage)) throw new Error(`stage ${state.stage} moved to ${next.stage}`);
    writeState(db, next);
    return next;
  });
}
