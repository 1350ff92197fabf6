// A prospect as the recruiting pages show him to the program they are for: what it knows of him (its scouting), its
// own standing (interest, offer, visit, board), and his suitors. A suitor's interest is public, as recruiting sites
// report it; whether a program offered him or hosted his visit is public for the computer's programs and the page's
// own, but in an online league another coach's offers, visits and pipelines are his (PageContext.isPrivate): never
// shown. His dealbreakers are what the page's program scouted (its own knowledge).
import {
  leadInWords,
  leaderShares,
  scoutingReport,
  type Prospect,
  type Suitor,
} from '../../../core/recruiting/index.js';
import { signedEarly, timetableHint, timetableOf } from '../../../core/recruiting/timetable.js';
import { scoutedWants } from '../../../core/recruiting/scoutingReport.js';
import { dealbreakersShown, tierIn } from './wants.js';
import type { ProspectSummary, SuitorInterest } from '../../../shared/recruitingApi.js';
import type { RecruitingDesk } from '../../actions/recruiting/desk.js';
import type { PageContext } from '../context.js';

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * A suitor as the page shows him; `share`: of his top three schools' interest, 0-1 (0 outside them); `home`: the
 * prospect's home state (the suitor's pipeline there is shown).
 */
export function suitorShown(ctx: PageContext, s: Suitor, home: string, share = 0): SuitorInterest {
  const hidden = ctx.isPrivate(s.program);
  return {
    team: s.program,
    interest: oneDecimal(s.interest),
    offered: !hidden && s.offered,
    visited: !hidden && s.visited,
    share: Math.round(share * 100),
    pipeline: hidden ? null : tierIn(ctx, s.program, home),
  };
}

/** His suitors, the strongest first (ties by name). */
export function rankedSuitors(suitors: readonly Suitor[]): Suitor[] {
  return suitors.slice().sort((a, b) => b.interest - a.interest || (a.program < b.program ? -1 : 1));
}

/** board: the program's board, when the caller has it. */
export function prospectSummary(
  ctx: PageContext,
  desk: RecruitingDesk,
  p: Prospect,
  board?: ReadonlySet<number>,
): ProspectSummary {
  const cycle = desk.cycle;
  const status = cycle?.state.status[p.id];
  const suitors = status?.suitors ?? [];
  const ours = suitors.find((s) => s.program === desk.team);
  const report = scoutingReport(p, desk.scoutingLevel(p.id));
  const wants = scoutedWants(p, report.level, cycle?.state.season ?? desk.state.year);
  const top = rankedSuitors(suitors).slice(0, 3);
  const shares = leaderShares(top);
  return {
    id: p.id,
    first: p.first,
    last: p.last,
    pos: p.pos,
    stars: p.stars,
    rank: p.rank,
    state: p.state,
    town: p.town,
    height: p.heightInches,
    weight: p.weightPounds,
    scouting: report.level,
    rating: report.rating,
    potential: report.potential,
    interest: oneDecimal(ours?.interest ?? 0),
    offered: ours?.offered ?? false,
    offer_queued: desk.offerQueued(p.id),
    visited: ours?.visited ?? false,
    on_board: board ? board.has(p.id) : desk.onBoard(p.id),
    committed_to: status?.committedTo ?? null,
    committed_week: status?.committedWeek ?? 0,
    decides: timetableHint(timetableOf(p, cycle?.state.season ?? 0), (cycle?.state.week ?? 0) + 1),
    signed_early:
      status !== undefined && cycle !== null && signedEarly(status, cycle.state.season, cycle.state.week + 1),
    leaders: top.map((s, i) => suitorShown(ctx, s, p.state, shares[i])),
    lead: leadInWords(suitors, desk.team, status?.committedTo ?? null),
    suitor_count: suitors.length,
    pipeline: tierIn(ctx, desk.team, p.state),
    dealbreakers: dealbreakersShown(desk, p, wants.dealbreakers),
  };
}
