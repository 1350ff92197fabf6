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

/**
 * The draws being built (one personnel at a time): the players and weights of the entries so far (a builder's loops
 * write them straight in, after room(): no call and no heap number per weight), and how many there are.
 */
export const building = { players: new Int32Array(128), weights: new Float64Array(128), count: 0 };
/** Where each closed draw ends. */
const drawEnds = new Int32Array(DRAW_COUNT);
let drawCount = 0;

/** Starts a personnel's draws. */
export function beginDraws(): void {
  building.count = 0;
  drawCount = 0;
}

/** Makes room for `more` entries. */
export function room(more: number): void {
  const need = building.count + more;
  if (need <= building.players.length) return;
  const players = new Int32Array(2 * need);
  const weights = new Float64Array(2 * need);
  players.set(building.players);
  weights.set(building.weights);
  building.players = players;
  building.weights = weights;
}

/** Adds one entry to the draw being built. */
export function addEntry(player: number, weight: number): void {
  room(1);
  const b = building;
  b.players[b.count] = player;
  b.weights[b.count] = weight;
  b.count++;
}

/**
 * Closes the draw being built: its weights turned into cumulative ones, sum for sum as they always were (negative
 * weights count as 0; all zero: equal shares), the last exactly 1.
 */
export function endDraw(): void {
  const start = drawCount === 0 ? 0 : drawEnds[drawCount - 1];
  const n = building.count - start;
  const w = building.weights;
  let total = 0;
  for (let i = 0; i < n; i++) total += Math.max(0, w[start + i]);
  let run = 0;
  for (let i = 0; i < n; i++) {
    run += total > 0 ? Math.max(0, w[start + i]) / total : 1 / n;
    w[start + i] = i === n - 1 ? 1 : run;
  }
  drawEnds[drawCount++] = building.count;
}

/**
 * Arrays of V8's packed small-integer and double kinds, sliced to the size of a personnel's draws (one copy of the
 * kind at once): every draw reads one kind of array, and a size known up front grows nothing.
 */
const SMIS: number[] = [0];
const DOUBLES: number[] = [0.5];
for (let i = 1; i < 128; i++) {
  SMIS.push(0);
  DOUBLES.push(0.5);
}
/** A literal of DRAW_COUNT small integers. */
const NO_ENDS: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** The draws built since beginDraws. */
export function finishDraws(): Draws {
  const n = building.count;
  const entryPlayers = building.players;
  const entryWeights = building.weights;
  const idx = n <= SMIS.length ? SMIS.slice(0, n) : SMIS.slice();
  const cum = n <= DOUBLES.length ? DOUBLES.slice(0, n) : DOUBLES.slice();
  for (let i = 0; i < n; i++) {
    if (i < idx.length) {
      idx[i] = entryPlayers[i];
      cum[i] = entryWeights[i];
    } else {
      idx.push(entryPlayers[i]);
      cum.push(entryWeights[i]);
    }
  }
  const ends = NO_ENDS.slice();
  for (let k = 0; k < DRAW_COUNT; k++) ends[k] = k < drawCount ? drawEnds[k] : n;
  return { idx, cum, ends };
}
