// The player's ended standing orders as his pages and his plan read them from the recruiting desk: which prospects
// are settled, which orders ended and when, and the plan's week line (planEnds.ts ends them as the weeks are played).
import type { EndedPlanEntry } from '../../../shared/recruitingApi.js';
import { endedOrders } from '../../queries/recruitingPlan.js';
import { fullName, type RecruitingDesk } from './desk.js';
import { settledIn, type Settled } from './planEnds.js';

/** The prospects of the desk's cycle who signed or committed, as the coming week sees them. */
export function settledProspects(desk: RecruitingDesk): Map<number, Settled> {
  const state = desk.cycle?.state;
  return state ? settledIn(state, state.week + 1) : new Map();
}

/** The orders that ended by themselves this cycle, by prospect, the latest first. */
export function endedEntries(desk: RecruitingDesk): EndedPlanEntry[] {
  const byId = desk.prospectById();
  const entries = new Map<number, EndedPlanEntry>();
  for (const order of endedOrders(desk.db, desk.team)) {
    const entry = entries.get(order.prospect);
    if (entry) {
      entry.kinds.push(order.kind);
      continue;
    }
    const p = byId.get(order.prospect);
    entries.set(order.prospect, {
      prospect_id: order.prospect,
      prospect_name: p ? fullName(p) : String(order.prospect),
      kinds: [order.kind],
      week: order.week,
      reason: order.reason,
    });
  }
  return [...entries.values()];
}

function weeksText(from: number, to: number): string {
  if (to === 0) return 'the summer';
  if (from === to) return `week ${to}`;
  return from === 0 ? `the summer and weeks 1-${to}` : `weeks ${from}-${to}`;
}

/**
 * The plan's week report: the orders that ended by themselves after the recruiting weeks from `from` to the last one
 * played, grouped by why; null when none did.
 */
export function planWeekLine(desk: RecruitingDesk, from: number): string | null {
  const to = desk.cycle?.state.week ?? 0;
  const ended = endedEntries(desk).filter((e) => e.week >= from && e.week <= to);
  if (ended.length === 0) return null;
  const weeks = ended.map((e) => e.week);
  const when = weeksText(Math.min(...weeks), Math.max(...weeks));
  if (ended.length === 1) return `Plan: ${ended[0].prospect_name}'s orders ended after ${when} (${ended[0].reason}).`;
  const byReason = new Map<string, string[]>();
  for (const e of ended) {
    const names = byReason.get(e.reason) ?? [];
    names.push(e.prospect_name);
    byReason.set(e.reason, names);
  }
  const groups = [...byReason].map(
    ([reason, names]) => `${reason}: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` +${names.length - 3}` : ''}`,
  );
  return `Plan: orders for ${ended.length} prospects ended after ${when} (${groups.join('; ')}).`;
}
