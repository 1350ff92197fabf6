// A coached game: the simulated game with one side's calls made by a coach. The engine asks the coach (GameState
// caller) at each decision; a coach with no answer yet pauses the game there. The game is replayed from its seed with
// the calls made so far to resume it: the same teams, seed and calls always give the same game, and a coach who
// leaves every call to the coordinator gets the simulated game.

import { callProblem } from './coaching.js';
import type { Call, DecisionKind } from './calls.js';
import { gameResult, playGame } from './game.js';
import { GameState, type TeamIndex } from './state.js';
import type { GameResult, SimulateGameInput } from './types.js';

/** A decision waiting for the coach. */
export interface PendingDecision {
  kind: DecisionKind;
  side: TeamIndex;
}

/** Thrown by a coach with no call yet: the game stops before the decision. */
class CallNeeded extends Error {
  constructor(readonly decision: PendingDecision) {
    super('call needed');
  }
}

/** A call the coach made, with the decision it answered. */
export interface MadeCall {
  kind: DecisionKind;
  call: Call;
}

/**
 * Answers the coached side's decisions for the rest of a game (the coordinator for a drive, a script): a call, or
 * undefined to stop and wait for the coach.
 */
export type MoreCalls = (kind: DecisionKind, s: GameState) => Call | undefined;

/** Where a coached game stands: paused before `pending`, or over with its `result`. */
export interface CoachedRun {
  state: GameState;
  pending: PendingDecision | null;
  result: GameResult | null;
  /** Every call of the coached side, in order (those given, then those `more` made). */
  calls: MadeCall[];
}

/** How a coached game asks: `facing` false replays a game saved when its defense was asked before every snap. */
export interface CoachedRules {
  facing?: boolean;
}

/**
 * Plays a game with `side` coached: its decisions are answered from `calls` in order, then by `more`; the first one
 * left unanswered pauses the game; `observe` sees each call with the game as it stands. Throws when a call cannot be
 * made where it is used. The coached defense is asked what it faces (coaching.ts askSnap) unless `rules` says not.
 */
export function runCoachedGame(
  input: SimulateGameInput,
  side: TeamIndex,
  calls: readonly Call[],
  more?: MoreCalls,
  observe?: (kind: DecisionKind, call: Call, s: GameState) => void,
  rules: CoachedRules = {},
): CoachedRun {
  const s = new GameState(input);
  s.coachedSide = side;
  s.facingAsked = rules.facing ?? true;
  const made: MadeCall[] = [];
  s.caller = (kind, asked, state) => {
    if (asked !== side) return null;
    const recorded = made.length < calls.length;
    const call = recorded ? calls[made.length] : more?.(kind, state);
    if (call === undefined) throw new CallNeeded({ kind, side });
    const problem = callProblem(state, kind, side, call, recorded);
    if (problem) throw new Error(`call ${made.length + 1} (${call}): ${problem}`);
    made.push({ kind, call });
    observe?.(kind, call, state);
    return call;
  };
  try {
    playGame(s);
  } catch (e) {
    if (e instanceof CallNeeded) return { state: s, pending: e.decision, result: null, calls: made };
    throw e;
  }
  return { state: s, pending: null, result: gameResult(s, input), calls: made };
}
