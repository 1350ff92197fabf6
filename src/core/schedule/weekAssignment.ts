// Weeks for the season's matchups: an edge colouring of the matchup graph with 14 colours (weeks), each
// team playing at most once a week. Games fixed to a week (player games, rivalries in their traditional
// week) are precoloured. The rest are coloured most-constrained first; a game whose teams share no free
// week is placed by swapping a two-week Kempe chain (the way Vizing's proof recolours), and failing that
// by bumping a conflicting game back into the queue. A local search then moves Kempe chains to pull
// conference games out of September and byes out of the opening and closing weeks.

import type { Rng } from '../random.js';
import { REGULAR_SEASON_WEEKS } from '../season/calendar.js';
import { BYE_CLUSTER_SPAN, BYE_WEEK_COST, CLUSTERED_BYES_COST, WEEK_POLISH_PASSES } from './tuning.js';

const WEEKS = REGULAR_SEASON_WEEKS;
const SLOTS = WEEKS + 1; // index 0 unused so weeks index directly
const ALL_WEEKS = ((1 << SLOTS) - 1) & ~1;
// Local copies: these are read in the innermost loops.
const BYE_COST = Float64Array.from(BYE_WEEK_COST);
const CLUSTER_COST = CLUSTERED_BYES_COST;
const CLUSTER_SPAN = BYE_CLUSTER_SPAN;
const BITS = Uint8Array.from({ length: 1 << SLOTS }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});

export interface WeekProblem {
  teams: number;
  /**
   * Teams 0..byeTeams-1 have byes to price (default: all). The others are an FCS game's opponent, one game each:
   * its week is steered by the game's cost alone.
   */
  byeTeams?: number;
  /** Matchups as team pairs. */
  games: readonly (readonly [number, number])[];
  /** Week each game is fixed to, or 0 when free. */
  fixedWeek: readonly number[];
  /** cost[game * SLOTS + week]: how unnatural that week is for that game (>= 0). */
  cost: Float64Array;
}

export const WEEK_SLOTS = SLOTS;

/** Cost of a team's byes (its free weeks) under the bye tuning; clustered patterns are priced prohibitively. */
export function byeCost(freeMask: number): number {
  let cost = 0;
  let first = 0;
  let last = 0;
  for (let w = 1; w <= WEEKS; w++) {
    if (freeMask & (1 << w)) {
      cost += BYE_COST[w];
      if (first === 0) first = w;
      last = w;
    }
  }
  const adjacent = (freeMask & (freeMask >> 1)) !== 0;
  if (first !== last && (adjacent || last <= CLUSTER_SPAN || first > WEEKS - CLUSTER_SPAN)) cost += CLUSTER_COST;
  return cost;
}

/** Two byes back to back, or all byes in the first or last BYE_CLUSTER_SPAN weeks. */
export function isClustered(byes: readonly number[]): boolean {
  if (byes.length < 2) return false;
  for (let i = 1; i < byes.length; i++) if (byes[i] - byes[i - 1] === 1) return true;
  const first = byes[0];
  const last = byes[byes.length - 1];
  return last <= BYE_CLUSTER_SPAN || first > WEEKS - BYE_CLUSTER_SPAN;
}

/** Week of each game (1-14), or null when no assignment was found. */
export function assignWeeks(problem: WeekProblem, rng: Rng): number[] | null {
  const board = new WeekBoard(problem);
  for (let g = 0; g < board.gameCount; g++) {
    const w = problem.fixedWeek[g];
    if (w === 0) continue;
    if (board.slot[board.teamA[g] * SLOTS + w] !== -1 || board.slot[board.teamB[g] * SLOTS + w] !== -1) return null;
    board.place(g, w);
  }
  if (!colourRemaining(board, rng)) return null;
  polish(board);
  return Array.from(board.week);
}

class WeekBoard {
  readonly gameCount: number;
  readonly teamA: Int32Array;
  readonly teamB: Int32Array;
  readonly fixed: Uint8Array;
  readonly cost: Float64Array;
  /** slot[team * SLOTS + week] = game index or -1. */
  readonly slot: Int32Array;
  readonly week: Int32Array;
  /** Bit w set when the team has no game in week w. */
  readonly free: Int32Array;
  /** Scratch space for Kempe components (games) and their end teams. */
  readonly chain: Int32Array;
  readonly ends = [0, 0];
  endCount = 0;
  /** Teams whose byes are priced (see WeekProblem.byeTeams). */
  readonly byeTeams: number;

  constructor(problem: WeekProblem) {
    this.gameCount = problem.games.length;
    this.byeTeams = problem.byeTeams ?? problem.teams;
    this.teamA = Int32Array.from(problem.games, (g) => g[0]);
    this.teamB = Int32Array.from(problem.games, (g) => g[1]);
    this.fixed = Uint8Array.from(problem.fixedWeek, (w) => (w !== 0 ? 1 : 0));
    this.cost = problem.cost;
    this.slot = new Int32Array(problem.teams * SLOTS).fill(-1);
    this.week = new Int32Array(this.gameCount);
    this.free = new Int32Array(problem.teams).fill(ALL_WEEKS);
    this.chain = new Int32Array(this.gameCount + 1);
  }
  place(g: number, w: number): void {
    const a = this.teamA[g];
    const b = this.teamB[g];
    this.slot[a * SLOTS + w] = g;
    this.slot[b * SLOTS + w] = g;
    this.free[a] &= ~(1 << w);
    this.free[b] &= ~(1 << w);
    this.week[g] = w;
  }
  lift(g: number): void {
    const w = this.week[g];
    const a = this.teamA[g];
    const b = this.teamB[g];
    this.slot[a * SLOTS + w] = -1;
    this.slot[b * SLOTS + w] = -1;
    this.free[a] |= 1 << w;
    this.free[b] |= 1 << w;
    this.week[g] = 0;
  }
  other(g: number, team: number): number {
    return this.teamA[g] === team ? this.teamB[g] : this.teamA[g];
  }
  /** Exchange weeks x and y over games chain[0..length). */
  swap(length: number, x: number, y: number): void {
    const moved: number[] = [];
    for (let i = 0; i < length; i++) {
      const h = this.chain[i];
      moved.push(this.week[h] === x ? y : x);
      this.lift(h);
    }
    for (let i = 0; i < length; i++) this.place(this.chain[i], moved[i]);
  }
}

function weeksOf(mask: number): number[] {
  const out: number[] = [];
  for (let w = 1; w <= WEEKS; w++) if (mask & (1 << w)) out.push(w);
  return out;
}

function colourRemaining(board: WeekBoard, rng: Rng): boolean {
  const { teamA, teamB, free, cost } = board;
  const pending: number[] = [];
  for (let g = 0; g < board.gameCount; g++) if (board.fixed[g] === 0) pending.push(g);
  const tiebreak = new Float64Array(board.gameCount);
  for (const g of pending) tiebreak[g] = rng.next();
  let budget = board.gameCount * 60;

  while (pending.length > 0) {
    if (--budget < 0) return false;
    // Most constrained game first: fewest weeks in which both teams are free.
    let pick = 0;
    let fewest = Infinity;
    for (let i = 0; i < pending.length; i++) {
      const h = pending[i];
      const n = BITS[free[teamA[h]] & free[teamB[h]]] + tiebreak[h];
      if (n < fewest) {
        fewest = n;
        pick = i;
        if (n < 1) break;
      }
    }
    const g = pending[pick];
    pending[pick] = pending[pending.length - 1];
    pending.pop();
    const a = teamA[g];
    const b = teamB[g];
    const common = free[a] & free[b];
    if (common !== 0) {
      let best = 0;
      let bestScore = Infinity;
      for (let w = 1; w <= WEEKS; w++) {
        if ((common & (1 << w)) === 0) continue;
        // Filling the weeks where a bye would hurt first leaves the byes for the middle of the season.
        let score = cost[g * SLOTS + w] - 0.5 * BYE_COST[w] + rng.next() * 0.5;
        // A team's last game decides its byes: price them in.
        const leftA = free[a] & ~(1 << w);
        const leftB = free[b] & ~(1 << w);
        if (BITS[leftA] <= 2 && a < board.byeTeams) score += byeCost(leftA);
        if (BITS[leftB] <= 2 && b < board.byeTeams) score += byeCost(leftB);
        if (score < bestScore) {
          bestScore = score;
          best = w;
        }
      }
      board.place(g, best);
      continue;
    }
    if (kempePlace(board, g, rng)) continue;
    const bumped = bumpPlace(board, g, rng);
    if (bumped === null) return false;
    pending.push(...bumped);
  }
  return true;
}

/**
 * Place game (u, v) after swapping weeks x/y along the chain of games starting at v, where x is free for
 * u and y free for v: afterwards x is free for both. The chain must not end at u or move a fixed game.
 */
function kempePlace(board: WeekBoard, g: number, rng: Rng): boolean {
  const u = board.teamA[g];
  const v = board.teamB[g];
  const options: [number, number][] = [];
  for (const x of weeksOf(board.free[u])) for (const y of weeksOf(board.free[v])) options.push([x, y]);
  let bestLength = Infinity;
  let bestPair: [number, number] = [0, 0];
  for (const [x, y] of rng.shuffle(options)) {
    const length = chainFrom(board, v, u, x, y);
    if (length >= 0 && length < bestLength) {
      bestLength = length;
      bestPair = [x, y];
    }
  }
  if (bestLength === Infinity) return false;
  const [x, y] = bestPair;
  board.swap(chainFrom(board, v, u, x, y), x, y);
  board.place(g, x);
  return true;
}

/**
 * Writes into board.chain the games alternating weeks x, y from team start (which has no y game) and
 * returns their number, or -1 when the chain holds a fixed game or ends at team avoid.
 */
function chainFrom(board: WeekBoard, start: number, avoid: number, x: number, y: number): number {
  let length = 0;
  let team = start;
  let w = x;
  for (;;) {
    const g = board.slot[team * SLOTS + w];
    if (g === -1) return team === avoid ? -1 : length;
    if (board.fixed[g] === 1) return -1;
    board.chain[length++] = g;
    team = board.other(g, team);
    w = w === x ? y : x;
  }
}

/** Put the game in the week with fewest movable games in the way and send those back to the queue. */
function bumpPlace(board: WeekBoard, g: number, rng: Rng): number[] | null {
  const u = board.teamA[g];
  const v = board.teamB[g];
  let best: number[] | null = null;
  let bestWeek = 0;
  for (const w of rng.shuffle(weeksOf(ALL_WEEKS))) {
    const inWay: number[] = [];
    let blocked = false;
    for (const team of [u, v]) {
      const other = board.slot[team * SLOTS + w];
      if (other === -1) continue;
      if (board.fixed[other] === 1) blocked = true;
      else if (!inWay.includes(other)) inWay.push(other);
    }
    if (blocked) continue;
    if (best === null || inWay.length < best.length) {
      best = inWay;
      bestWeek = w;
    }
  }
  if (best === null) return null;
  for (const other of best) board.lift(other);
  board.place(g, bestWeek);
  return best;
}

/**
 * Writes into board.chain the Kempe component (path or even cycle) of games in weeks {week of g, y}
 * containing game g, and into board.ends its path's end teams (whose byes move between the two weeks).
 * Returns the number of games, or -1 when it holds a fixed game.
 */
function component(board: WeekBoard, g: number, y: number): number {
  if (board.fixed[g] === 1) return -1;
  const x = board.week[g];
  board.chain[0] = g;
  let length = 1;
  board.endCount = 0;
  // Walk out from both teams of g; a walk that comes back to g closed a cycle, with nothing left to find.
  for (let side = 0; side < 2; side++) {
    let team = side === 0 ? board.teamA[g] : board.teamB[g];
    let w = y;
    for (;;) {
      const h = board.slot[team * SLOTS + w];
      if (h === -1) {
        board.ends[board.endCount++] = team;
        break;
      }
      if (h === g) return length;
      if (board.fixed[h] === 1) return -1;
      board.chain[length++] = h;
      team = board.other(h, team);
      w = w === x ? y : x;
    }
  }
  return length;
}

/** Change in total cost if the component in board.chain swapped weeks x and y. */
function componentDelta(board: WeekBoard, length: number, x: number, y: number): number {
  let delta = 0;
  for (let i = 0; i < length; i++) {
    const h = board.chain[i];
    const from = board.week[h];
    const to = from === x ? y : x;
    delta += board.cost[h * SLOTS + to] - board.cost[h * SLOTS + from];
  }
  const toggle = (1 << x) | (1 << y);
  for (let i = 0; i < board.endCount; i++) {
    const team = board.ends[i];
    if (team >= board.byeTeams) continue;
    delta += byeCost(board.free[team] ^ toggle) - byeCost(board.free[team]);
  }
  return delta;
}

/** Try every week swap touching a game; apply the best one if it lowers the total cost. */
function improveAround(board: WeekBoard, g: number): boolean {
  const x = board.week[g];
  let bestDelta = -1e-9;
  let bestY = 0;
  for (let y = 1; y <= WEEKS; y++) {
    if (y === x) continue;
    const length = component(board, g, y);
    if (length < 0) continue;
    const delta = componentDelta(board, length, x, y);
    if (delta < bestDelta) {
      bestDelta = delta;
      bestY = y;
    }
  }
  if (bestY === 0) return false;
  board.swap(component(board, g, bestY), x, bestY);
  return true;
}

function polish(board: WeekBoard): void {
  for (let pass = 0; pass < WEEK_POLISH_PASSES; pass++) {
    let improved = false;
    for (let team = 0; team < board.byeTeams; team++) {
      if (byeCost(board.free[team]) === 0) continue;
      // Moving a bye from week x to week y = moving one of this team's week-y games to week x.
      for (let y = 1; y <= WEEKS; y++) {
        const g = board.slot[team * SLOTS + y];
        if (g === -1 || board.fixed[g] === 1) continue;
        if (improveAround(board, g)) improved = true;
        if (byeCost(board.free[team]) === 0) break;
      }
    }
    for (let g = 0; g < board.gameCount; g++) {
      if (board.fixed[g] === 0 && board.cost[g * SLOTS + board.week[g]] > 0) {
        if (improveAround(board, g)) improved = true;
      }
    }
    if (!improved) break;
  }
}
