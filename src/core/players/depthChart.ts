// The depth chart: who starts and who backs up at each position.

import { perPosition } from './positionTable.js';
import { POSITIONS, STARTERS, type ClassYear, type Player } from './types.js';

const POSITION_ORDER = perPosition((pos) => POSITIONS.indexOf(pos));

/** Better overall first; ties go to the older player, then the lower id, so the order is stable. */
function compareForDepth(a: Player, b: Player): number {
  return b.rating - a.rating || classRank(b) - classRank(a) || a.id - b.id;
}

const CLASS_ORDER: Record<ClassYear, number> = { fr: 0, so: 1, jr: 2, sr: 3 };

function classRank(player: Player): number {
  return CLASS_ORDER[player.year] * 2 + (player.redshirted ? 1 : 0);
}

function sortedForDepth(players: readonly Player[]): Player[] {
  return players.slice().sort((a, b) => POSITION_ORDER[a.pos] - POSITION_ORDER[b.pos] || compareForDepth(a, b));
}

/**
 * Sets depth (1..n per position, best overall first) and starter (the first STARTERS[pos]) on copies of
 * the players; the input is not changed. The result is ordered by position (QB, RB, ... P), then depth.
 */
export function assignDepthChart(players: readonly Player[]): Player[] {
  return setDepthChartOf(sortedForDepth(players).map((player) => ({ ...player })));
}

/**
 * assignDepthChart for players the caller has just created and owns: sets depth and starter on the
 * objects themselves (no copies, which matters when a whole league is generated).
 */
export function assignDepthChartInPlace(players: Player[]): Player[] {
  return setDepthChartOf(sortedForDepth(players));
}

/** Players already sorted by position then depth order: sets depth and starter on them. */
function setDepthChartOf(sorted: Player[]): Player[] {
  let depth = 0;
  for (let i = 0; i < sorted.length; i++) {
    const player = sorted[i];
    depth = i > 0 && sorted[i - 1].pos === player.pos ? depth + 1 : 1;
    player.depth = depth;
    player.starter = depth <= STARTERS[player.pos];
  }
  return sorted;
}

/** The starters of a roster whose depth chart is set, in depth order per position. */
export function startersOf(players: readonly Player[]): Player[] {
  return players.filter((player) => player.starter);
}
