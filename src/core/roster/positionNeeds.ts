// The position changes a computer program makes in an offseason: where a position has a hole in its two-deep and a
// similar one has a player to spare, it moves the one who fills the hole best. A few a program a year at most
// (COMPUTER_POSITION_CHANGES), each worth more to the position he joins than to the one he leaves. Depends on the
// roster alone: the same roster always makes the same moves.
import { perPosition } from '../players/positionTable.js';
import { STARTERS, type Player, type Position } from '../players/types.js';
import { OVERALL_WEIGHTS, REPLACEMENT_RATING, type AttributeName } from '../players/tuning.js';
import { convertToPosition, positionSimilarity, type ConvertedPlayer } from './positionChange.js';
import { COMPUTER_POSITION_CHANGES } from './tuning.js';

/** Positions a program moves players between: kickers, punters and quarterbacks stay what they are. */
const MOVABLE: readonly Position[] = ['RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S'];

export interface NeedMove {
  player: Player;
  to: Position;
  converted: ConvertedPlayer;
  /** Points it adds to the two-deep at `to` less what it takes from his old position's. */
  worth: number;
}

/** A position's two-deep: its starters and one backup for each. */
const twoDeep = (pos: Position): number => 2 * STARTERS[pos];

/**
 * The two-deep's strength from the position's overalls, best first: starters whole, backups by the backup weight, an
 * empty slot a walk-on. `add`: one more player's overall; `skip`: the index of one who leaves.
 */
function depthValue(pos: Position, sorted: readonly number[], add = -1, skip = -1): number {
  let value = 0;
  let at = 0;
  let added = add < 0;
  for (let slot = 0; slot < twoDeep(pos); slot++) {
    if (at === skip) at++;
    let rating: number;
    if (!added && (at >= sorted.length || add > sorted[at])) {
      rating = add;
      added = true;
    } else rating = at < sorted.length ? sorted[at++] : REPLACEMENT_RATING;
    value += (slot < STARTERS[pos] ? 1 : COMPUTER_POSITION_CHANGES.backupWeight) * rating;
  }
  return value;
}

/** The attributes each position's overall reads. */
const READS = perPosition((pos) => Object.keys(OVERALL_WEIGHTS[pos]) as AttributeName[]);

/** The highest overall a conversion to `to` can give him: no attribute it reads ends above his old overall or itself. */
function ceilingAt(player: Player, to: Position): number {
  let ceiling = player.rating;
  for (const name of READS[to]) ceiling = Math.max(ceiling, player.attributes[name]);
  return ceiling;
}

/** The best move the roster has now, or null when none is worth making. `converted`: conversions worked out so far. */
function bestMove(
  roster: readonly Player[],
  moved: ReadonlySet<number>,
  converted: Map<string, ConvertedPlayer>,
): NeedMove | null {
  const sortedAt = new Map<Position, number[]>();
  for (const pos of MOVABLE) sortedAt.set(pos, []);
  for (const p of roster) sortedAt.get(p.pos)?.push(p.rating);
  for (const ratings of sortedAt.values()) ratings.sort((a, b) => b - a);
  const valueAt = new Map(MOVABLE.map((pos) => [pos, depthValue(pos, sortedAt.get(pos)!)]));
  let best: NeedMove | null = null;
  for (const player of roster) {
    const from = player.pos;
    const fromRatings = sortedAt.get(from);
    // Only from a position with a player to spare: it keeps a full two-deep without him.
    if (!fromRatings || moved.has(player.id) || fromRatings.length <= twoDeep(from)) continue;
    const cost = valueAt.get(from)! - depthValue(from, fromRatings, -1, fromRatings.indexOf(player.rating));
    for (const to of MOVABLE) {
      if (to === from || positionSimilarity(from, to) < COMPUTER_POSITION_CHANGES.similarity) continue;
      const toRatings = sortedAt.get(to)!;
      const weakest = toRatings[twoDeep(to) - 1] ?? REPLACEMENT_RATING;
      if (ceilingAt(player, to) <= weakest) continue;
      const key = `${player.id}:${to}`;
      let conversion = converted.get(key);
      if (!conversion) {
        conversion = convertToPosition(player, to);
        converted.set(key, conversion);
      }
      const worth = depthValue(to, toRatings, conversion.rating) - valueAt.get(to)! - cost;
      if (worth < COMPUTER_POSITION_CHANGES.gain) continue;
      // Ties: the greater worth, then the lower id (the roster's order does not matter).
      if (best === null || worth > best.worth || (worth === best.worth && player.id < best.player.id))
        best = { player, to, converted: conversion, worth };
    }
  }
  return best;
}

/**
 * The moves a computer program makes this offseason, in the order it makes them (each decided on the roster as the
 * ones before it left it). The roster is not changed.
 */
export function needMoves(roster: readonly Player[]): NeedMove[] {
  let current = roster.slice();
  const moved = new Set<number>();
  const converted = new Map<string, ConvertedPlayer>();
  const moves: NeedMove[] = [];
  while (moves.length < COMPUTER_POSITION_CHANGES.perProgram) {
    const move = bestMove(current, moved, converted);
    if (move === null) break;
    moves.push(move);
    moved.add(move.player.id);
    current = current.map((p) =>
      p.id === move.player.id
        ? { ...p, pos: move.to, attributes: move.converted.attributes, rating: move.converted.rating }
        : p,
    );
  }
  return moves;
}
