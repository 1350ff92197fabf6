// The depth chart: who starts and who backs up at each position.

import { perPosition } from './positionTable.js';
import { POSITIONS, STARTERS, type ClassYear, type Player, type Position } from './types.js';

const POSITION_ORDER = perPosition((pos) => POSITIONS.indexOf(pos));

/** What a depth chart reads and sets of a player (signing day orders rosters read without their ratings' details). */
export type DepthChartPlayer = Pick<Player, 'id' | 'pos' | 'year' | 'redshirted' | 'rating' | 'depth' | 'starter'>;

/** Better overall first; ties go to the older player, then the lower id, so the order is stable. */
function compareForDepth(a: DepthChartPlayer, b: DepthChartPlayer): number {
  return b.rating - a.rating || classRank(b) - classRank(a) || a.id - b.id;
}

const CLASS_ORDER: Record<ClassYear, number> = { fr: 0, so: 1, jr: 2, sr: 3 };

function classRank(player: DepthChartPlayer): number {
  return CLASS_ORDER[player.year] * 2 + (player.redshirted ? 1 : 0);
}

function sortedForDepth<T extends DepthChartPlayer>(players: readonly T[]): T[] {
  return players.slice().sort((a, b) => POSITION_ORDER[a.pos] - POSITION_ORDER[b.pos] || compareForDepth(a, b));
}

/**
 * Sets depth (1..n per position, best overall first) and starter (the first STARTERS[pos]) on copies of
 * the players; the input is not changed. The result is ordered by position (QB, RB, ... P), then depth.
 */
export function assignDepthChart<T extends DepthChartPlayer>(players: readonly T[]): T[] {
  return setDepthChartOf(sortedForDepth(players).map((player) => ({ ...player })));
}

/**
 * assignDepthChart for players the caller has just created and owns: sets depth and starter on the
 * objects themselves (no copies, which matters when a whole league is generated).
 */
export function assignDepthChartInPlace<T extends DepthChartPlayer>(players: T[]): T[] {
  return setDepthChartOf(sortedForDepth(players));
}

/** Players already sorted by position then depth order: sets depth and starter on them. */
function setDepthChartOf<T extends DepthChartPlayer>(sorted: T[]): T[] {
  let depth = 0;
  for (let i = 0; i < sorted.length; i++) {
    const player = sorted[i];
    depth = i > 0 && sorted[i - 1].pos === player.pos ? depth + 1 : 1;
    player.depth = depth;
    player.starter = depth <= STARTERS[player.pos];
  }
  return sorted;
}

/** The player's own order at the positions he edited: player ids, first string first. */
export type DepthEdits = ReadonlyMap<Position, readonly number[]>;

/**
 * The depth chart with the player's edits: at an edited position his listed players who are still there
 * come first in his order, then anyone new by overall; other positions are automatic (best overall first).
 * Copies, ordered by position then depth, like assignDepthChart.
 */
export function applyDepthEdits(players: readonly Player[], edits: DepthEdits): Player[] {
  const auto = assignDepthChart(players);
  if (edits.size === 0) return auto;
  const rank = new Map<number, { pos: Position; at: number }>();
  for (const [pos, ids] of edits) {
    ids.forEach((id, at) => {
      rank.set(id, { pos, at });
    });
  }
  const place = (p: Player): number => {
    const r = rank.get(p.id);
    return r && r.pos === p.pos ? r.at : 10000 + p.depth;
  };
  auto.sort((a, b) => POSITION_ORDER[a.pos] - POSITION_ORDER[b.pos] || place(a) - place(b));
  return setDepthChartOf(auto);
}

/**
 * The order of a position after moving one player to a slot (1-based): the others keep their order.
 * `order` is the position's current chart (player ids, first string first).
 */
export function moveToSlot(order: readonly number[], playerId: number, slot: number): number[] {
  const rest = order.filter((id) => id !== playerId);
  const at = Math.max(0, Math.min(rest.length, slot - 1));
  return [...rest.slice(0, at), playerId, ...rest.slice(at)];
}
