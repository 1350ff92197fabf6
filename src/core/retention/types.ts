// Types of keeping players: what a player wants (his motives), what a coach may promise him, and how a promise
// turned out.
import type { Position } from '../players/types.js';

export const MOTIVES = ['playingTime', 'development', 'nil', 'coach', 'winning'] as const;
export type Motive = (typeof MOTIVES)[number];
/** His weights on each thing he wants, summing to 1. */
export type Motives = Record<Motive, number>;

export const MOTIVE_LABELS: Record<Motive, string> = {
  playingTime: 'Playing time',
  development: 'Development',
  nil: 'NIL',
  coach: 'His coach staying',
  winning: 'Winning',
};

/** What a coach may promise a player in the offseason: to start, to play a position, NIL money. */
export const PROMISE_KINDS = ['starter', 'position', 'nil'] as const;
export type PromiseKind = (typeof PROMISE_KINDS)[number];

export const PROMISE_LABELS: Record<PromiseKind, string> = {
  starter: 'a starting role',
  position: 'a position',
  nil: 'NIL money',
};

/**
 * How a promise stands: pending until the season judges it (at its start and its end), kept, broken, or lapsed (he
 * left before it was judged). NIL is paid when promised: kept at once.
 */
export type PromiseStatus = 'pending' | 'kept' | 'broken' | 'lapsed';

/** What the program did for one player this offseason, as his risk reads it. */
export interface Keeping {
  talked: boolean;
  /** A starting role promised. */
  starter?: boolean;
  /** The position promised. */
  position?: Position;
  /** NIL promised against his ask, 0-1. */
  nilShare?: number;
  /** A promise made to him was broken in the season just played. */
  broken: boolean;
}

export const NO_KEEPING: Keeping = { talked: false, broken: false };
