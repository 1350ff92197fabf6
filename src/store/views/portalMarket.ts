// The portal market's answers: one portal player's market as the player sees it (his own program's share of the
// player's decision, the names of the few others he weighs most), and a day of the window. GET /api/portal/market/, the CLI, the screen.
// In an online league another coach's portal offer is his own (PageContext.isPrivate): the market never names his
// program (its offer still counts in the player's decision, and among the other offers).
import { VISITS_SHOWN, marketWords } from '../../core/portal/market.js';
import { PORTAL_DAYS } from '../../core/portal/tuning.js';
import type { PortalDayResponse, PortalMarketResponse } from '../../shared/departures-types.js';
import { portalMarketOf, type PortalDecision } from '../actions/portalMarket.js';
import type { Program } from '../program.js';
import { portalOffersOf } from '../queries/portal.js';
import type { PageContext } from './context.js';
import { portalPlayerEntry } from './portalEntries.js';

/** How the market names a program whose offer is another coach's own. */
const UNNAMED = 'another program';

/** A portal player's market now (who: his id or name), for the page's program. */
export function portalMarketView(ctx: PageContext, who: string | number): PortalMarketResponse {
  const { program } = ctx;
  const market = portalMarketOf(ctx.db, program, who);
  const offered = new Set(portalOffersOf(ctx.db, market.entry.year, program.team));
  const others = market.suitors.filter((s) => s.program !== program.team);
  const visits = new Set(others.filter((s) => !ctx.isPrivate(s.program)).slice(0, VISITS_SHOWN));
  return {
    status: 'success',
    player: portalPlayerEntry(market.entry, offered),
    day: market.day,
    last_day: PORTAL_DAYS,
    // His own day, or the window's next day once his has passed (offered now, he decides when the window moves on);
    // past the last day: at the window's close.
    decision_day: Math.max(market.decisionDay, market.day + 1),
    asks: { starting_role: market.asks.startingRole, nil: market.asks.nil },
    words: marketWords(market.suitors, (team) => (ctx.isPrivate(team) ? UNNAMED : team)),
    // The player sees his own standing and the programs the player visits, not every offer.
    suitors: market.suitors
      .filter((s) => s.program === program.team || visits.has(s))
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
