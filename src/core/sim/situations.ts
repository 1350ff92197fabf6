// The situations that come to the coach in a coached game: he picks them (third downs, the red zone, the last minutes
// of a half...) and the coordinator calls every other decision by his own book, exactly as in the simulated game.

import type { Call, DecisionKind } from './calls.js';
import type { MoreCalls } from './coachedGame.js';
import type { GameState, TeamIndex } from './state.js';

/**
 * third, fourth: third and fourth downs; redzone: a snap inside the 20 (his offense's or the other's); late: the last
 * four minutes of each half, and overtime; two_minute: his ball, trailing or tied, the last two minutes of a half;
 * kicks: kick-offs and the try after a touchdown; every: every snap.
 */
export const SITUATIONS = ['third', 'fourth', 'redzone', 'late', 'two_minute', 'kicks', 'every'] as const;
export type SituationName = (typeof SITUATIONS)[number];

/** Which snaps the situations ask about: his offense's, his defense's, or both. */
export const SITUATION_SIDES = ['offense', 'defense', 'both'] as const;
export type SituationSide = (typeof SITUATION_SIDES)[number];

export interface SituationSet {
  situations: SituationName[];
  sides: SituationSide;
}

/** The default set: the downs that decide games, about 50 decisions a game (docs/calibration.md). */
export const DEFAULT_SITUATIONS: Readonly<SituationSet> = {
  situations: ['third', 'fourth', 'two_minute', 'kicks'],
  sides: 'both',
};

/** Every decision, as coached games asked before the coach could choose (games saved before then resume so). */
export const ALL_SITUATIONS: Readonly<SituationSet> = { situations: ['every', 'kicks'], sides: 'both' };

const RED_ZONE = 80;
const LATE_SECONDS = 240;
const TWO_MINUTE_SECONDS = 120;

/**
 * Does this decision of the coached side come to the coach? The defense's answer to a punt or a field goal is a snap
 * on defense (its down, its place on the field, its clock).
 */
export function comesToCoach(set: SituationSet, kind: DecisionKind, side: TeamIndex, s: GameState): boolean {
  const has = (name: SituationName): boolean => set.situations.includes(name);
  if (kind === 'kickoff' || kind === 'try') return has('kicks');
  const snapSide = kind === 'offense' ? 'offense' : 'defense';
  if (set.sides !== 'both' && set.sides !== snapSide) return false;
  if (has('every')) return true;
  if (has('third') && s.down === 3) return true;
  if (has('fourth') && s.down === 4) return true;
  if (has('redzone') && s.ballOn >= RED_ZONE) return true;
  const endOfHalf = s.overtime === 0 && (s.quarter === 2 || s.quarter === 4);
  if (has('late') && (s.overtime > 0 || (endOfHalf && s.clock <= LATE_SECONDS))) return true;
  const ownBall = kind === 'offense' && s.offense === side;
  return (
    has('two_minute') && ownBall && endOfHalf && s.clock <= TWO_MINUTE_SECONDS && s.score[side] <= s.score[1 - side]
  );
}

/** `more`, for the decisions that come to the coach; the coordinator's call for the rest. */
export function onlyAsked(set: SituationSet, side: TeamIndex, more: MoreCalls | undefined): MoreCalls {
  return (kind: DecisionKind, s: GameState): Call | undefined =>
    comesToCoach(set, kind, side, s) ? more?.(kind, s) : 'coordinator';
}

/** What is wrong with a set sent by a player, naming the valid values; null when nothing is. */
export function situationSetProblem(situations: readonly string[], sides: string): string | null {
  const bad = situations.find((n) => !(SITUATIONS as readonly string[]).includes(n));
  if (bad !== undefined) return `Unknown situation '${bad}': use ${SITUATIONS.join(', ')}.`;
  if (situations.length === 0) return `Choose at least one situation: ${SITUATIONS.join(', ')}.`;
  if (!(SITUATION_SIDES as readonly string[]).includes(sides))
    return `Unknown side '${sides}': use ${SITUATION_SIDES.join(', ')}.`;
  return null;
}
