// Standing orders end by themselves: an order for a prospect who signed does nothing, and one for a prospect who
// committed ends too unless the player keeps him warm. Ended orders stay in the plan's table, marked with the
// recruiting week and the reason, so the plan's week report says which ended and why.
import type { RecruitingState } from '../../../core/recruiting/index.js';
import { signedEarly } from '../../../core/recruiting/timetable.js';
import type { Db } from '../../database.js';
import type { EndedPlanEntry } from '../../../shared/recruitingApi.js';
import { endedOrders, endStandingOrders, teamPlan } from '../../queries/recruitingPlan.js';
import { fullName, type RecruitingDesk } from './desk.js';

/** Why a prospect's orders end: he signed (final) or committed (they go on only when kept warm). */
export interface Settled {
  signed: boolean;
  reason: string;
}

/**
 * The prospects of the cycle who signed or committed, as the coming week (`week`, the one after the last played)
 * sees them: an early signing counts from the week after the early signing period.
 */
export function settledIn(state: RecruitingState, week: number): Map<number, Settled> {
  const settled = new Map<number, Settled>();
  for (const [id, status] of Object.entries(state.status)) {
    if (status.signedWith) settled.set(Number(id), { signed: true, reason: `signed with ${status.signedWith}` });
    else if (status.committedTo && signedEarly(status, state.season, week))
      settled.set(Number(id), { signed: true, reason: `signed early with ${status.committedTo}` });
    else if (status.committedTo)
      settled.set(Number(id), { signed: false, reason: `committed to ${status.committedTo}` });
  }
  return settled;
}

export function settledProspects(desk: RecruitingDesk): Map<number, Settled> {
  const state = desk.cycle?.state;
  return state ? settledIn(state, state.week + 1) : new Map();
}

/**
 * Ends the player's standing orders that can no longer do anything he asked: for a prospect who signed, or who
 * committed and is not kept warm (as the week after the state's sees them), marked as ended in recruiting week `week`.
 */
export function endSettledOrders(db: Db, team: string, state: RecruitingState, week: number): void {
  const plan = teamPlan(db, team);
  if (plan.length === 0) return;
  const settled = settledIn(state, state.week + 1);
  const done = new Set<number>();
  for (const order of plan) {
    const why = settled.get(order.prospect);
    if (!why || done.has(order.prospect) || (!why.signed && order.warm)) continue;
    done.add(order.prospect);
    endStandingOrders(db, team, order.prospect, week, why.reason);
  }
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
