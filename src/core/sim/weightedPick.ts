// A team's draws of players for credit on a play (who carries, who is thrown to, who makes the tackle): built once
// per game and personnel (lineup.ts), drawn from on every play.

import type { Rng } from '../random.js';

/** The draws of a personnel, in the order they are kept (Draws). */
export const DRAW = {
  /** Designed runs by backs (RB1, RB2, ... with the rotation's shares). */
  backs: 0,
  /** A receiver that gets the ball on a jet sweep or end-around. */
  sweepers: 1,
  /** Targets by depth of pass (targets + depth): behind the line, short, intermediate, deep. */
  targets: 2,
  kickReturners: 6,
  /** Tacklers on runs, on short passes, on deep passes; sacks; coverage (breakups, interceptions). */
  runTacklers: 7,
  shortTacklers: 8,
  deepTacklers: 9,
  rushers: 10,
  coverers: 11,
  /** Special-teams tacklers. */
  coverTeam: 12,
} as const;
export const DRAW_COUNT = 13;

/**
 * Every draw of a personnel in three arrays, one draw after another (DRAW's order): a lineup used to make two arrays
 * and an object per draw (some thirty allocations a personnel, the most of a game's setup).
 */
export interface Draws {
  /** Player indices (into the team's roster). */
  idx: number[];
  /** Cumulative weights, normalised within each draw so that its last is 1. */
  cum: number[];
  /** Where each draw ends in idx and cum (it starts where the one before it ends). */
  ends: number[];
}

/** The player of draw `draw` (DRAW): the first whose cumulative weight is above a uniform draw, the last when none is. */
export function drawFrom(draws: Draws, draw: number, rng: Rng): number {
  return draws.idx[rng.drawIn(draws.cum, draw === 0 ? 0 : draws.ends[draw - 1], draws.ends[draw])];
}

/** The first player of draw `draw` (the play-by-play's name for a two-point try). */
export function firstOfDraw(draws: Draws, draw: number): number {
  return draws.idx[draw === 0 ? 0 : draws.ends[draw - 1]];
}

/** A personnel's draws being built, one after another: add a draw's entries, then close it with endDraw. */
export class DrawBuilder {
  readonly players: number[] = [];
  readonly weights: number[] = [];
  private readonly ends: number[] = [];

  /** Entries added so far. */
  get count(): number {
    return this.players.length;
  }

  add(player: number, weight: number): void {
    this.players.push(player);
    this.weights.push(weight);
  }

  /**
   * Closes the draw being built: its weights turned into cumulative ones (negative weights count as 0; all zero:
   * equal shares), the last exactly 1.
   */
  endDraw(): void {
    const start = this.ends.length === 0 ? 0 : this.ends[this.ends.length - 1];
    const n = this.count - start;
    const w = this.weights;
    let total = 0;
    for (let i = 0; i < n; i++) total += Math.max(0, w[start + i]);
    let run = 0;
    for (let i = 0; i < n; i++) {
      run += total > 0 ? Math.max(0, w[start + i]) / total : 1 / n;
      w[start + i] = i === n - 1 ? 1 : run;
    }
    this.ends.push(this.count);
  }

  /** The draws built (DRAW's order; a draw never closed is empty). */
  finish(): Draws {
    const n = this.count;
    const ends: number[] = [];
    for (let k = 0; k < DRAW_COUNT; k++) ends.push(k < this.ends.length ? this.ends[k] : n);
    return { idx: this.players, cum: this.weights, ends };
  }
}
