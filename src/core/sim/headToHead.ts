// A head-to-head game: the simulated game with both sides' calls made by coaches, each calling his own side of every
// snap (offense against defense) and his kicks. The engine asks each side in turn; a side with no call yet pauses the
// game there. The two calls of a snap are made apart: a side may send his call before the engine reaches it (the
// defense before the offense has called), and it waits, unseen, until the snap is played. The game is replayed from
// its seed with both sides' calls to resume it, as a coached game is (coachedGame.ts).

import { callProblem } from './coaching.js';
import type { Call, DecisionKind } from './calls.js';
import type { MadeCall, PendingDecision } from './coachedGame.js';
import { gameResult, playGame } from './game.js';
import { GameState, type TeamIndex } from './state.js';
import type { GameResult, SimulateGameInput } from './types.js';

/** Thrown by a side with no call yet: the game stops before the decision. */
class CallNeeded extends Error {
  constructor(readonly decision: PendingDecision) {
    super('call needed');
  }
}

/** Each side's calls, home first. */
export type SideCalls = readonly [readonly Call[], readonly Call[]];

/** Answers a side's decisions beyond its calls (the coordinator to the end): a call, or undefined to wait. */
export type MoreSideCalls = (side: TeamIndex, kind: DecisionKind, s: GameState) => Call | undefined;

/** Where a head-to-head game stands: paused before the decisions of `waiting`, or over with its `result`. */
export interface HeadToHeadRun {
  state: GameState;
  /**
   * The sides the game waits for, each with his decision: at a snap both sides when neither has called yet (the
   * offense's first), one side when the other has called; at a kick-off or a try the kicking side alone.
   */
  waiting: PendingDecision[];
  /** Each side's calls used so far, home first. */
  made: [MadeCall[], MadeCall[]];
  /** Each side's calls sent but not yet used: a call waiting for the other side's before the snap is played. */
  unused: [number, number];
  /** Calls made by either side (the mark of the decision the game stands before: it grows with every call used). */
  point: number;
  /** No side has called at this decision yet: a new play clock starts. */
  fresh: boolean;
  result: GameResult | null;
}

/**
 * Plays a game with both sides coached: each side's decisions are answered from its calls in order, then by `more`;
 * the first decision left unanswered pauses the game. A call that cannot be made where the engine reaches it (one sent
 * before the other side's timeout changed the snap) is the coordinator's, so every replay plays the same game.
 */
export function runHeadToHead(input: SimulateGameInput, calls: SideCalls, more?: MoreSideCalls): HeadToHeadRun {
  const s = new GameState(input);
  // Both defenses are asked before every snap (no side sees how the other lines up first).
  s.facingAsked = false;
  const made: [MadeCall[], MadeCall[]] = [[], []];
  s.caller = (kind, side, state) => {
    const own = made[side];
    const sent = own.length < calls[side].length ? calls[side][own.length] : more?.(side, kind, state);
    if (sent === undefined) throw new CallNeeded({ kind, side });
    const call = callProblem(state, kind, side, sent) === null ? sent : 'coordinator';
    own.push({ kind, call });
    return call;
  };
  const unusedOf = (): [number, number] => [calls[0].length - made[0].length, calls[1].length - made[1].length];
  const point = (): number => made[0].length + made[1].length;
  try {
    playGame(s);
  } catch (e) {
    if (!(e instanceof CallNeeded)) throw e;
    const unused = unusedOf();
    const first = e.decision;
    const waiting = [first];
    // The offense is asked first at a snap: the defense is asked next, and waits too unless it has called.
    const other = (1 - first.side) as TeamIndex;
    const defenseToCome = first.kind === 'offense';
    if (defenseToCome && unused[other] === 0) waiting.push({ kind: 'defense', side: other });
    const fresh = defenseToCome ? unused[other] === 0 : first.kind !== 'defense';
    return { state: s, waiting, made, unused, point: point(), fresh, result: null };
  }
  return {
    state: s,
    waiting: [],
    made,
    unused: unusedOf(),
    point: point(),
    fresh: false,
    result: gameResult(s, input),
  };
}

/** The coordinator's call for every decision left: the game as the staffs would finish it. */
export const COORDINATORS: MoreSideCalls = () => 'coordinator';
