// The portal market's answers: one portal player's market as the player sees it (his own program's share of the
// player's decision, the names of the few others he weighs most), and a day of the window. GET /api/portal/market/, the CLI, the screen.
import { VISITS_SHOWN } from '../../core/portal/market.js';
import { PORTAL_DAYS } from '../../core/portal/tuning.js';
import type { PortalDayResponse, PortalMarketResponse } from '../../shared/departures-types.js';
import type { PortalDecision, PortalMarket } from '../actions/portalMarket.js';
import type { Db } from '../database.js';
import type { Program } from '../program.js';
import { portalOffersOf } from '../queries/portal.js';
import { portalPlayerEntry } from './portalEntries.js';

export function portalMarketAnswer(db: Db, program: Program, market: PortalMarket): PortalMarketResponse {
  const offered = new Set(portalOffersOf(db, market.entry.year, program.team));
  const others = market.suitors.filter((s) => s.program !== program.team);
  return {
    status: 'success',
    player: portalPlayerEntry(market.entry, offered),
    day: market.day,
    last_day: PORTAL_DAYS,
    decision_day: market.decisionDay,
    asks: { starting_role: market.asks.startingRole, nil: market.asks.nil },
    words: market.words,
    // The player sees his own standing and the programs the player visits, not every offer.
    suitors: market.suitors
      .filter((s) => s.program === program.team || others.indexOf(s) < VISITS_SHOWN)
      .map((s) => {
        const yours = s.program === program.team;
        return { team: s.program, yours, share: yours ? Math.round(s.share * 100) / 100 : null };
      }),
    other_offers: others.length,
    promised: market.promised,
  };
}

export function portalDayAnswer(
  program: Program,
  result: { day: number; decisions: PortalDecision[] },
): PortalDayResponse {
  return {
    status: 'success',
    day: result.day,
    last_day: PORTAL_DAYS,
    decisions: result.decisions.map(({ entry, team }) => ({
      id: entry.player_id,
      first: entry.first,
      last: entry.last,
      pos: entry.pos,
      team,
      yours: team === program.team,
    })),
  };
}
