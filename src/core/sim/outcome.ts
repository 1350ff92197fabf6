// What a scrimmage play did, before it is committed to the game (so a penalty can still wipe it out).
// One object per game, reset before each play: no allocation per snap.

export const PlayKind = { Run: 0, Scramble: 1, Kneel: 2, Sack: 3, Pass: 4, Spike: 5 } as const;
export type PlayKind = (typeof PlayKind)[keyof typeof PlayKind];

export interface Outcome {
  kind: PlayKind;
  /** Player indices in the offense's roster (-1: none). */
  passer: number;
  /** Ball carrier: the rusher, or the receiver of a completion. */
  carrier: number;
  /** Intended receiver of a pass (-1 for a throw-away or spike). */
  target: number;
  complete: boolean;
  intercepted: boolean;
  /** Yards gained from the line of scrimmage (negative for losses). For an interception, where it was caught. */
  yards: number;
  /** Pass depth bucket 0-3 (behind, short, intermediate, deep), or -1. */
  depth: number;
  /** Yards the throw travelled past the line of scrimmage (its catch or pick spot), or 0: the play's drawing only. */
  air: number;
  outOfBounds: boolean;
  fumble: boolean;
  fumbleLost: boolean;
  /** Defense roster index: tackler, sacker, interceptor or the defender who broke up the pass (-1: none). */
  defender: number;
  /** A second tackler who shared the tackle (-1: none): each is credited with a tackle, as NCAA totals count assists. */
  assister: number;
  breakup: boolean;
  /** Defender who recovered a lost fumble. */
  recoverer: number;
  /** Yards the defense returned an interception or fumble. */
  returnYards: number;
  /** Snap-to-whistle seconds. */
  seconds: number;
}

export function createOutcome(): Outcome {
  return {
    kind: PlayKind.Run,
    passer: -1,
    carrier: -1,
    target: -1,
    complete: false,
    intercepted: false,
    yards: 0,
    depth: -1,
    air: 0,
    outOfBounds: false,
    fumble: false,
    fumbleLost: false,
    defender: -1,
    assister: -1,
    breakup: false,
    recoverer: -1,
    returnYards: 0,
    seconds: 0,
  };
}

export function resetOutcome(o: Outcome): void {
  o.kind = PlayKind.Run;
  o.passer = -1;
  o.carrier = -1;
  o.target = -1;
  o.complete = false;
  o.intercepted = false;
  o.yards = 0;
  o.depth = -1;
  o.air = 0;
  o.outOfBounds = false;
  o.fumble = false;
  o.fumbleLost = false;
  o.defender = -1;
  o.assister = -1;
  o.breakup = false;
  o.recoverer = -1;
  o.returnYards = 0;
  o.seconds = 0;
}
