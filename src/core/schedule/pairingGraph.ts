// Who plays whom: a graph in which every team has exactly the number of opponents it needs
// (a degree-constrained subgraph, "b-matching"). Conference slates and non-conference slates both come
// from here: a weighted random greedy fill does most of the work, then alternating-path repair
// (add a pair, drop a pair, add a pair...) tops up the few teams the greedy fill left short.

import type { Rng } from '../random.js';

export interface PairingProblem {
  /** Number of teams (vertices 0..size-1). */
  size: number;
  /** Opponents wanted per team. */
  target: readonly number[];
  /** size*size matrix: 1 where the two teams may be paired. */
  allowed: Uint8Array;
  /** Pairs that must be in the result (never dropped by the repair). */
  locked: readonly (readonly [number, number])[];
  /** Pairs added right after the locked ones while both teams still need opponents (e.g. division games). */
  preferred?: readonly (readonly [number, number])[];
  /** Relative appeal of a pair for the greedy fill (> 0); uniform when absent. */
  weight?: (a: number, b: number) => number;
}

const REPAIR_ROUNDS = 60;

/** Pairs meeting every target exactly, or null when the search gave up. */
export function buildPairings(problem: PairingProblem, rng: Rng): [number, number][] | null {
  const { size, target, allowed } = problem;
  const adjacent = new Uint8Array(size * size);
  const removable = new Uint8Array(size * size);
  const degree = new Array<number>(size).fill(0);

  // removable: 0 = locked, 1 = preferred (dropped only when nothing else works), 2 = ordinary.
  const link = (a: number, b: number, level: number): void => {
    adjacent[a * size + b] = adjacent[b * size + a] = 1;
    removable[a * size + b] = removable[b * size + a] = level;
    degree[a]++;
    degree[b]++;
  };
  const unlink = (a: number, b: number): void => {
    adjacent[a * size + b] = adjacent[b * size + a] = 0;
    removable[a * size + b] = removable[b * size + a] = 0;
    degree[a]--;
    degree[b]--;
  };
  const deficit = (v: number): number => target[v] - degree[v];
  const canAdd = (a: number, b: number): boolean =>
    a !== b && allowed[a * size + b] === 1 && adjacent[a * size + b] === 0;

  for (const [a, b] of problem.locked) {
    if (adjacent[a * size + b] === 0) link(a, b, 0);
  }
  const addPreferred = (): void => {
    for (const [a, b] of problem.preferred ?? []) {
      if (canAdd(a, b) && deficit(a) > 0 && deficit(b) > 0) link(a, b, 1);
    }
  };
  addPreferred();
  if (degree.some((d, v) => d > target[v])) return null;

  greedyFill(problem, rng, adjacent, degree, (a, b) => link(a, b, 2));

  for (let round = 0; round < REPAIR_ROUNDS; round++) {
    let stuck = false;
    for (;;) {
      const short = shortTeams(size, deficit);
      if (short.length === 0) return collectPairs(size, adjacent);
      const start = short[rng.int(0, short.length - 1)];
      const path =
        alternatingPath(start, size, canAdd, adjacent, removable, 2, deficit, rng)
        ?? alternatingPath(start, size, canAdd, adjacent, removable, 1, deficit, rng);
      if (!path) {
        stuck = true;
        break;
      }
      // path = start, y1, z1, y2, z2, ..., end: add start-y1, drop y1-z1, add z1-y2, ..., add last-end.
      for (let i = 0; i + 1 < path.length; i++) {
        if (i % 2 === 0) link(path[i], path[i + 1], 2);
        else unlink(path[i], path[i + 1]);
      }
    }
    if (stuck) {
      // Shake the graph: drop a few removable pairs around the short teams and fill greedily again.
      for (const v of shortTeams(size, deficit)) {
        const partners: number[] = [];
        for (let u = 0; u < size; u++) if (removable[v * size + u] > 0) partners.push(u);
        for (const u of rng.shuffle(partners).slice(0, 2)) {
          for (let w = 0; w < size; w++) {
            if (removable[u * size + w] > 0 && rng.chance(0.5)) unlink(u, w);
          }
        }
      }
      addPreferred();
      greedyFill(problem, rng, adjacent, degree, (a, b) => link(a, b, 2));
    }
  }
  return null;
}

function shortTeams(size: number, deficit: (v: number) => number): number[] {
  const out: number[] = [];
  for (let v = 0; v < size; v++) if (deficit(v) > 0) out.push(v);
  return out;
}

function collectPairs(size: number, adjacent: Uint8Array): [number, number][] {
  const pairs: [number, number][] = [];
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) if (adjacent[a * size + b] === 1) pairs.push([a, b]);
  }
  return pairs;
}

/**
 * Rounds in which every team still short of opponents (neediest first) takes one more, drawn by weight
 * among the teams that also still need one.
 */
function greedyFill(
  problem: PairingProblem,
  rng: Rng,
  adjacent: Uint8Array,
  degree: number[],
  add: (a: number, b: number) => void,
): void {
  const { size, target, allowed } = problem;
  const weight = problem.weight ?? (() => 1);
  const tiebreak = Array.from({ length: size }, () => rng.next());
  const options: number[] = [];
  const weights: number[] = [];
  for (;;) {
    const order: number[] = [];
    for (let v = 0; v < size; v++) if (degree[v] < target[v]) order.push(v);
    order.sort((a, b) => target[b] - degree[b] - (target[a] - degree[a]) || tiebreak[a] - tiebreak[b]);
    let added = false;
    for (const a of order) {
      if (degree[a] >= target[a]) continue;
      options.length = 0;
      weights.length = 0;
      for (let b = 0; b < size; b++) {
        const need = target[b] - degree[b];
        if (need > 0 && b !== a && allowed[a * size + b] === 1 && adjacent[a * size + b] === 0) {
          options.push(b);
          weights.push(weight(a, b) * need);
        }
      }
      if (options.length === 0) continue;
      add(a, options[rng.weightedIndex(weights)]);
      added = true;
    }
    if (!added) return;
  }
}

/**
 * Breadth-first search for an alternating path from a short team: pairs to add and removable pairs to
 * drop alternate, ending at a short team (the start itself when it needs two more). Applying it raises
 * both ends by one opponent and leaves everyone in between unchanged. Vertices are visited once, so the
 * path never repeats a team; odd cycles can hide a path, which the caller's shake-and-retry covers.
 */
function alternatingPath(
  start: number,
  size: number,
  canAdd: (a: number, b: number) => boolean,
  adjacent: Uint8Array,
  removable: Uint8Array,
  minLevel: number,
  deficit: (v: number) => number,
  rng: Rng,
): number[] | null {
  const parent = new Int32Array(size).fill(-1);
  const seen = new Uint8Array(size);
  seen[start] = 1;
  let frontier = [start];
  const order = rng.shuffle(Array.from({ length: size }, (_, i) => i));
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const x of frontier) {
      for (const y of order) {
        if (!canAdd(x, y)) continue;
        const closesLoop = y === start && deficit(start) >= 2 && x !== start;
        if (closesLoop || (seen[y] === 0 && deficit(y) > 0)) {
          const path = [y, x];
          for (let v = x; v !== start; ) {
            v = parent[v];
            path.push(v);
          }
          return path.reverse();
        }
        if (seen[y] === 1) continue;
        // Step over y to each team z it may drop, so z is again open for an added pair.
        for (const z of order) {
          if (seen[z] === 1 || z === y || adjacent[y * size + z] === 0 || removable[y * size + z] < minLevel) continue;
          seen[y] = 1;
          seen[z] = 1;
          parent[y] = x;
          parent[z] = y;
          next.push(z);
        }
      }
    }
    frontier = next;
  }
  return null;
}
