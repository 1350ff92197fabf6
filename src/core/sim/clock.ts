// The clock as a coach plays it: the tempo he sets on offense (it holds until he changes it), the sideline call that
// sends the carrier out of bounds, and when the clock starts again after a play out of bounds (the season's rule).

import type { Tempo } from './decisions.js';
import { PlayKind, type Outcome } from './outcome.js';
// Import circle: the game's state runs this step of the play, which reads it (a type only).
import type { GameState, TeamIndex } from './state.js';
import { SIDELINE } from './tuning.js';

/** The tempos a coach sets on offense; `tempo_auto` hands the tempo back to the coordinator. */
export const TEMPO_CALLS = ['tempo_huddle', 'tempo_hurry', 'tempo_milk', 'tempo_auto'] as const;
export type TempoCall = (typeof TEMPO_CALLS)[number];

/** A coach's tempo: huddle between snaps, the no-huddle hurry-up, or milk the play clock. */
export const COACH_TEMPOS = ['huddle', 'hurry', 'milk'] as const;
export type CoachTempo = (typeof COACH_TEMPOS)[number];

/** The engine's tempo (decisions.ts) for a coach's: the huddle is the staff's normal pace. */
const ENGINE_TEMPO: Readonly<Record<CoachTempo, Tempo>> = { huddle: 'normal', hurry: 'hurry', milk: 'milk' };

export function isTempoCall(call: string): call is TempoCall {
  return (TEMPO_CALLS as readonly string[]).includes(call);
}

/** Sets (or hands back, `tempo_auto`) the tempo of a side's offense. */
export function setTempo(s: GameState, side: TeamIndex, call: TempoCall): void {
  s.coachTempo[side] = call === 'tempo_auto' ? null : (call.slice('tempo_'.length) as CoachTempo);
}

/** The snap's tempo: the one the offense's coach set, else the coordinator's. */
export function snapTempo(s: GameState, coordinator: Tempo): Tempo {
  const set = s.coachTempo[s.offense];
  return s.overtime > 0 || set === null ? coordinator : ENGINE_TEMPO[set];
}

/** The plays a coach can send to the sideline: the throws outside and the run to the edge. */
export const SIDELINE_PLAYS = ['outside_run', 'quick_pass', 'intermediate_pass', 'deep_shot', 'play_action'] as const;
export const SIDELINE_SUFFIX = '+sideline';

/** A called play and whether it goes to the sideline ("quick_pass+sideline"). */
export function splitSideline(call: string): { play: string; sideline: boolean } {
  return call.endsWith(SIDELINE_SUFFIX)
    ? { play: call.slice(0, -SIDELINE_SUFFIX.length), sideline: true }
    : { play: call, sideline: false };
}

/** Why a play cannot go to the sideline (null: it can). */
export function sidelineProblem(play: string): string | null {
  return (SIDELINE_PLAYS as readonly string[]).includes(play)
    ? null
    : `Only ${SIDELINE_PLAYS.join(', ')} can be sent to the sideline.`;
}

/**
 * A sideline call: the carrier of a completion or a run works to the sideline and more often gets out of bounds, at a
 * cost in yards (he gives up what he would gain after contact). A play that scores still scores.
 */
export function toSideline(s: GameState, o: Outcome): void {
  const carried = o.kind === PlayKind.Run || (o.kind === PlayKind.Pass && o.complete && !o.intercepted);
  if (!carried || o.fumble || o.outOfBounds || s.ballOn + o.yards >= 100) return;
  if (!s.rng.below(SIDELINE.outOfBounds)) return;
  o.outOfBounds = true;
  if (o.yards > 1) o.yards -= Math.min(o.yards - 1, Math.round(SIDELINE.yardsBase + SIDELINE.yardsShare * o.yards));
}

/**
 * After a play out of bounds on a snap the coach called: does the clock start again on the ready signal (the 2008
 * rule, outside the last two minutes of each half)? Otherwise it stays stopped until the snap.
 */
export function startsOnReady(s: GameState): boolean {
  return s.coachedSnap && s.overtime === 0 && s.rules.outOfBoundsClock === 'ready' && s.timeLeftInHalf() > 120;
}
