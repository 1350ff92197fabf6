// Home and away: every game starts with its natural host (rivalries alternate by season, the bigger
// program hosts a guarantee game), then hosting is passed along paths of games until conference slates
// are split evenly and no team is worse than 7-5 either way. Flipping the games of a path a->b->c moves
// one home game from a to c and leaves b's count unchanged, so each step only touches its two ends.
// Among such paths the cheapest is taken, where sending a big program to a much smaller one's stadium
// costs more than a home-and-home between equals.

import { CONFERENCE_FLIP_COST, HOST_MISMATCH_COST } from './tuning.js';

export interface HostProblem {
  teams: number;
  games: readonly (readonly [number, number])[];
  /** Neutral-site games count as neither home nor away. */
  neutral: readonly boolean[];
  /** Games whose host is given and must not change (the player's games). */
  locked: readonly boolean[];
  conference: readonly boolean[];
  /** Starting host of each game (one of its two teams). */
  host: readonly number[];
  /** Program strength (prestige, power conference) per team: the stronger side usually hosts. */
  strength: readonly number[];
}

/** Most a team's home games may exceed its away games (7-5), or trail them. */
export const MAX_HOME_AWAY_GAP = 2;

/** Host of each game after balancing. */
export function balanceHosts(problem: HostProblem): number[] {
  const host = problem.host.slice();
  const counted = problem.games.map((_, g) => !problem.neutral[g]);
  const movable = problem.games.map((_, g) => counted[g] && !problem.locked[g]);
  const byTeam: number[][] = Array.from({ length: problem.teams }, () => []);
  problem.games.forEach(([a, b], g) => {
    byTeam[a].push(g);
    byTeam[b].push(g);
  });

  // Conference slates first: 4-4 (or 5-4) wherever the slate allows.
  const confGap = gaps(problem, host, (g) => counted[g] && problem.conference[g]);
  const conferenceOnly = (g: number): number => (movable[g] && problem.conference[g] ? 1 : -1);
  evenOut(problem, host, byTeam, confGap, conferenceOnly);

  // Then the whole season within 7-5, moving non-conference games before touching conference ones.
  const gap = gaps(problem, host, (g) => counted[g]);
  // Cost of handing a game's hosting to the other team; -1 = not to be flipped.
  const mismatch = (g: number): number => {
    const [a, b] = problem.games[g];
    const newHost = host[g] === a ? b : a;
    const newAway = host[g] === a ? a : b;
    return 1 + HOST_MISMATCH_COST * Math.max(0, problem.strength[newAway] - problem.strength[newHost]);
  };
  const nonConferenceOnly = (g: number): number => (movable[g] && !problem.conference[g] ? mismatch(g) : -1);
  // Conference games move last: an uneven conference split (3-5) is rarer in reality than a 7-5 season.
  const anyMovable = (g: number): number =>
    !movable[g] ? -1 : problem.conference[g] ? CONFERENCE_FLIP_COST : mismatch(g);
  for (const usable of [nonConferenceOnly, anyMovable]) {
    // Stronger programs settle first: they hold the guarantee games the others want to move.
    const order = Array.from({ length: problem.teams }, (_, t) => t).sort(
      (x, y) => problem.strength[y] - problem.strength[x] || x - y,
    );
    for (const team of order) {
      while (Math.abs(gap[team]) > MAX_HOME_AWAY_GAP) {
        const toward = gap[team] > 0 ? 1 : -1;
        const path = hostingPath(problem, host, byTeam, team, toward, usable, (w) => gap[w] * toward <= 0);
        if (!path) break;
        flip(problem, host, path);
        gap[team] -= 2 * toward;
        gap[pathEnd(problem, team, path)] += 2 * toward;
      }
    }
  }
  return host;
}

/** Home games minus away games per team among the games picked by include. */
function gaps(problem: HostProblem, host: readonly number[], include: (g: number) => boolean): number[] {
  const gap = new Array<number>(problem.teams).fill(0);
  problem.games.forEach(([a, b], g) => {
    if (!include(g)) return;
    gap[host[g]]++;
    gap[host[g] === a ? b : a]--;
  });
  return gap;
}

function pathEnd(problem: HostProblem, start: number, path: readonly number[]): number {
  let team = start;
  for (let i = path.length - 1; i >= 0; i--) {
    const [a, b] = problem.games[path[i]];
    team = a === team ? b : a;
  }
  return team;
}

/** Lower the sum of squared gaps by passing home games from the most-home teams to the most-away ones. */
function evenOut(
  problem: HostProblem,
  host: number[],
  byTeam: number[][],
  gap: number[],
  usable: (g: number) => number,
): void {
  for (let round = 0; round < problem.teams * 4; round++) {
    let moved = false;
    for (let team = 0; team < problem.teams; team++) {
      const g = gap[team];
      if (g < 1) continue;
      const path = hostingPath(problem, host, byTeam, team, 1, usable, (w) => gap[w] <= g - 3);
      if (path) {
        flip(problem, host, path);
        gap[team] -= 2;
        gap[pathEnd(problem, team, path)] += 2;
        moved = true;
      }
    }
    if (!moved) return;
  }
}

/**
 * Cheapest path of games from team where, with toward = 1, each game is hosted by the team the path is at
 * (toward = -1: hosted by the other team), ending at a team accepted by goal. cost(g) is the price of
 * flipping game g, or -1 when it may not be flipped (Dijkstra).
 */
function hostingPath(
  problem: HostProblem,
  host: number[],
  byTeam: number[][],
  start: number,
  toward: 1 | -1,
  cost: (g: number) => number,
  goal: (team: number) => boolean,
): number[] | null {
  const size = problem.teams;
  const distance = new Float64Array(size).fill(Infinity);
  const via = new Int32Array(size).fill(-1);
  const done = new Uint8Array(size);
  distance[start] = 0;
  // Teams reached but not yet settled; scanning this short list beats a heap at this size.
  const open = [start];
  while (open.length > 0) {
    let pick = 0;
    for (let i = 1; i < open.length; i++) if (distance[open[i]] < distance[open[pick]]) pick = i;
    const team = open[pick];
    open[pick] = open[open.length - 1];
    open.pop();
    done[team] = 1;
    if (team !== start && goal(team)) {
      const path: number[] = [];
      for (let t = team; t !== start; ) {
        const g = via[t];
        path.push(g);
        const [x, y] = problem.games[g];
        t = x === t ? y : x;
      }
      return path;
    }
    for (const g of byTeam[team]) {
      if ((host[g] === team) !== (toward === 1)) continue;
      const price = cost(g);
      if (price < 0) continue;
      const [a, b] = problem.games[g];
      const other = a === team ? b : a;
      if (done[other] === 1 || distance[team] + price >= distance[other]) continue;
      if (distance[other] === Infinity) open.push(other);
      distance[other] = distance[team] + price;
      via[other] = g;
    }
  }
  return null;
}

function flip(problem: HostProblem, host: number[], path: readonly number[]): void {
  for (const g of path) {
    const [a, b] = problem.games[g];
    host[g] = host[g] === a ? b : a;
  }
}
