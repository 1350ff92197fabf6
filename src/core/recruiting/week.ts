// A recruiting week of every program, as a pure function: the player's orders are checked first (one
// refused order refuses the week and changes nothing), then every program acts, interest fades where
// nobody called, and prospects commit or decommit.

import { applyAction, checkAction } from './actions.js';
import { endWeek } from './commitments.js';
import { Ledger } from './ledger.js';
import { pullSurplusOffers, runStaffWeek } from './staffWeek.js';
import { cycleWeeks } from './lateWeeks.js';
import type {
  HomeGame,
  Prospect,
  RecruitingAction,
  RecruitingError,
  RecruitingNews,
  RecruitingProgram,
  RecruitingState,
} from './types.js';

export interface RecruitingWeekInput {
  programs: readonly RecruitingProgram[];
  /** Orders of the programs whose staff does not recruit (the player's), in the order given. */
  orders?: Readonly<Record<string, readonly RecruitingAction[]>>;
  /** Programs with a home game this week, with the game's result. */
  homeGames?: Readonly<Record<string, HomeGame>>;
  /** The prospects by id, when the caller keeps one (saves rebuilding it each week). */
  prospectById?: ReadonlyMap<number, Prospect>;
  /**
   * The caller gives the state up: the week edits its statuses in place rather than copying them (the same
   * result, far less work). A refused order still changes nothing (orders are checked on a copy first).
   */
  inPlace?: boolean;
  /** A spring or summer period before week 1 (camps, junior days): played as week 0, the cycle's week stays 0. */
  summer?: boolean;
}

export type RecruitingWeekResult =
  | { ok: true; state: RecruitingState; news: RecruitingNews[] }
  | { ok: false; error: RecruitingError; program: string; order: number };

/** Checks and applies one program's orders on the ledger; the first refused order is returned. */
function applyOrders(
  ledger: Ledger,
  program: string,
  orders: readonly RecruitingAction[],
): { error: RecruitingError; order: number } | null {
  for (let i = 0; i < orders.length; i++) {
    const error = checkAction(ledger, program, orders[i]);
    if (error) return { error, order: i };
    applyAction(ledger, program, orders[i]);
  }
  return null;
}

/**
 * Plays week state.week + 1. Orders apply first (the player acts during the week), then the staffs of
 * every auto board in program order. Signing day comes after the cycle's last week (the late weeks included).
 */
export function recruitingWeek(state: RecruitingState, input: RecruitingWeekInput): RecruitingWeekResult {
  if (state.signed || state.week >= cycleWeeks(state.season)) {
    return {
      ok: false,
      program: '',
      order: -1,
      error: { code: 'cycle-over', message: `The ${state.season} recruiting cycle is over: signing day is next` },
    };
  }
  if (input.summer && state.week > 0) {
    return {
      ok: false,
      program: '',
      order: -1,
      error: { code: 'cycle-over', message: `The ${state.season} season has begun: the summer periods are over` },
    };
  }
  const orders = Object.entries(input.orders ?? {});
  if (input.inPlace && orders.some(([, list]) => list.length > 0)) {
    const check = new Ledger(state, input.programs, input.homeGames ?? {}, input.prospectById, false, input.summer);
    for (const [program, list] of orders) {
      const refused = applyOrders(check, program, list);
      if (refused) return { ok: false, program, ...refused };
    }
  }
  const ledger = new Ledger(
    state,
    input.programs,
    input.homeGames ?? {},
    input.prospectById,
    input.inPlace,
    input.summer,
  );
  for (const [program, list] of orders) {
    const refused = applyOrders(ledger, program, list);
    if (refused) return { ok: false, program, ...refused };
  }
  for (let p = 0; p < input.programs.length; p++) {
    const program = input.programs[p];
    if (ledger.board(program.name)?.auto) runStaffWeek(ledger, program);
  }
  const news = endWeek(ledger);
  // The week's commitments made, every staff's offers are back within its limit.
  for (let p = 0; p < input.programs.length; p++) {
    const program = input.programs[p];
    if (ledger.board(program.name)?.auto) pullSurplusOffers(ledger, program);
  }
  return { ok: true, state: ledger.result(), news };
}

/**
 * Checks one order against the week to come after the orders already queued, without playing it (for a
 * player queuing orders); an earlier order that no longer fits is reported instead.
 */
export function checkOrder(
  state: RecruitingState,
  input: RecruitingWeekInput,
  program: string,
  earlier: readonly RecruitingAction[],
  order: RecruitingAction,
): RecruitingError | null {
  const ledger = new Ledger(state, input.programs, input.homeGames ?? {}, input.prospectById);
  const refused = applyOrders(ledger, program, earlier);
  return refused ? refused.error : checkAction(ledger, program, order);
}

/**
 * Checks several orders in turn after the orders already queued, each against the week with the accepted ones
 * before it (what checkOrder gives for each, with one ledger instead of one per order): which are accepted.
 */
export function acceptedOrders(
  state: RecruitingState,
  input: RecruitingWeekInput,
  program: string,
  earlier: readonly RecruitingAction[],
  orders: readonly RecruitingAction[],
): boolean[] {
  const ledger = new Ledger(state, input.programs, input.homeGames ?? {}, input.prospectById);
  if (applyOrders(ledger, program, earlier)) return orders.map(() => false);
  return orders.map((order) => {
    if (checkAction(ledger, program, order)) return false;
    applyAction(ledger, program, order);
    return true;
  });
}
