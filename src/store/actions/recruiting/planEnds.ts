// Standing orders end by themselves: an order for a prospect who signed does nothing, and one for a prospect who
// committed ends too unless the player keeps him warm. Ended orders stay in the plan's table, marked with the
// recruiting week and the reason, so the plan's week report says which ended and why.
import type { RecruitingState } from '../../../core/recruiting/index.js';
import { signedEarly } from '../../../core/recruiting/timetable.js';
import type { Db } from '../../database.js';
import { endStandingOrders, teamPlan } from '../../queries/recruitingPlan.js';

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
