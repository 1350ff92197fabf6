// How a computer program spends its NIL pool on single players, by one rule for all: its best targets first (the
// prospects on its board it stands best with, the best transfers it needs), each offered his market value (what a player of his stars is
// worth), no more of them than the places it has, while the money lasts; each a deal by the players' answers
// (negotiation.ts). The player spends his own pool as he chooses
// (budgetActions.ts), or lets his staff spend it by this rule when it recruits for him; he competes with these offers.
import { marketValue } from './nil.js';
import { computerDeal, type NilAsk } from './negotiation.js';

/** Of a season's NIL pool, the share a computer program spends on recruits; the rest (and what recruits left) on transfers. */
export const RECRUIT_NIL_SHARE = 0.6;

export interface NilTarget {
  id: number;
  stars: number;
}

export interface NilOfferPlan extends NilTarget {
  /** Thousands of dollars. */
  amount: number;
}

/**
 * The offers a program makes from `budget` (thousands) to at most `places` of `targets` (given best first), each at
 * his market value; one it cannot afford is passed over for a cheaper one. With `askOf` (what each asks) an offer is
 * a deal by the players' answers (negotiation.ts computerDeal): one who refuses, or counters above what the program
 * pays, is passed over too.
 */
export function nilOffersFor(
  targets: readonly NilTarget[],
  budget: number,
  places: number,
  askOf?: (target: NilTarget) => NilAsk,
): NilOfferPlan[] {
  const out: NilOfferPlan[] = [];
  let left = budget;
  for (const t of targets) {
    if (out.length >= places) break;
    const amount = askOf ? computerDeal(t.stars, askOf(t), left) : marketValue(t.stars);
    if (amount === null || amount > left) continue;
    left -= amount;
    out.push({ id: t.id, stars: t.stars, amount });
  }
  return out;
}
