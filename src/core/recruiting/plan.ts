// The player's recruiting plan: standing weekly orders per prospect that repeat until he changes them. Each
// week the plan becomes that week's orders, checked one by one against the week after the orders he queued
// by hand: what fits is carried out, what does not (no hours left, an offer already made, no home game for
// a visit) is skipped with the reason, so the plan never spends more than the week's hours.

import { applyAction, checkAction } from './actions.js';
import { Ledger } from './ledger.js';
import { ACTION_HOURS } from './tuning.js';
import type { ActionKind, Pitch, RecruitingAction, RecruitingError, RecruitingState } from './types.js';
import type { RecruitingWeekInput } from './week.js';

/** One standing order: a kind of action for a prospect every week (a pitch with its strength). */
export interface StandingOrder {
  prospect: number;
  kind: ActionKind;
  strength?: Pitch;
}

/** The kinds in the order a week carries the plan out: offers and visits first (they decide most), scouting last. */
export const PLAN_ORDER: readonly ActionKind[] = ['offer', 'visit', 'contact', 'pitch', 'scout'];

export interface PlannedWeek {
  /** The orders the week carries out, in order. */
  carried: RecruitingAction[];
  /** The standing orders the week skips, with why. */
  skipped: { action: RecruitingAction; reason: RecruitingError }[];
  /** Hours the carried orders spend. */
  hours: number;
}

function actionOf(order: StandingOrder): RecruitingAction {
  return order.kind === 'pitch'
    ? { kind: 'pitch', prospect: order.prospect, strength: order.strength ?? 'prestige' }
    : { kind: order.kind, prospect: order.prospect };
}

/** The plan in the order a week carries it out: by kind (PLAN_ORDER), then as the player listed it. */
export function planInOrder(plan: readonly StandingOrder[]): StandingOrder[] {
  return PLAN_ORDER.flatMap((kind) => plan.filter((o) => o.kind === kind));
}

/**
 * The week's orders from the plan: each standing order checked against the week with the queued orders
 * (`earlier`) and the plan's accepted orders before it. Nothing is changed (the checks run on a copy).
 */
export function planWeek(
  state: RecruitingState,
  input: RecruitingWeekInput,
  program: string,
  earlier: readonly RecruitingAction[],
  plan: readonly StandingOrder[],
): PlannedWeek {
  const week: PlannedWeek = { carried: [], skipped: [], hours: 0 };
  if (plan.length === 0) return week;
  const ledger = new Ledger(state, input.programs, input.homeGames ?? {}, input.prospectById, false, input.summer);
  for (const action of earlier) if (!checkAction(ledger, program, action)) applyAction(ledger, program, action);
  for (const order of planInOrder(plan)) {
    const action = actionOf(order);
    const reason = checkAction(ledger, program, action);
    if (reason) {
      week.skipped.push({ action, reason });
      continue;
    }
    applyAction(ledger, program, action);
    week.carried.push(action);
    week.hours += ACTION_HOURS[action.kind];
  }
  return week;
}
