// The voters' ballots: each of the 62 voters ranks 25 teams from the consensus belief plus his own
// leanings, and the ballots are counted Borda-style (25 points for first down to 1 for 25th).

import { hashString, type Rng } from '../random.js';
import { AP_VOTERS, BALLOT_CANDIDATES, BALLOT_LENGTH, VOTER_LEAN_SD, VOTER_WEEKLY_NOISE_SD } from './tuning.js';

export interface BallotCount {
  points: Map<string, number>;
  firstPlaceVotes: Map<string, number>;
}

/** A 32-bit integer hash (the splitmix32 finaliser): well-mixed bits from a seed. */
function mix32(x: number): number {
  let z = (x + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * A voter's lasting opinion of a team (standard normal), the same every week of a season: derived
 * from the poll's voter seed by hashing rather than drawn, so it needs no stored state.
 */
function voterLean(voterSeed: number, voter: number, teamHash: number): number {
  const first = mix32(voterSeed ^ Math.imul(voter + 1, 0x27d4eb2f) ^ teamHash);
  const second = mix32(first);
  const u = (first + 1) / 4294967297;
  const v = second / 4294967296;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Teams in consensus order: belief, then name, so equal beliefs still give one order. */
export function consensusOrder(beliefs: ReadonlyMap<string, number>): string[] {
  return [...beliefs.keys()].sort((a, b) => beliefs.get(b)! - beliefs.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
}

export function countBallots(beliefs: ReadonlyMap<string, number>, voterSeed: number, rng: Rng): BallotCount {
  const candidates = consensusOrder(beliefs).slice(0, BALLOT_CANDIDATES);
  const points = new Map<string, number>();
  const firstPlaceVotes = new Map<string, number>();
  if (candidates.length === 0) return { points, firstPlaceVotes };
  const teamHashes = candidates.map((team) => hashString(team));
  const consensus = candidates.map((team) => beliefs.get(team)!);
  // One voter's view of each candidate and the candidates in his order, reused voter after voter (62 ballots a week).
  const view = new Float64Array(candidates.length);
  const order: number[] = candidates.map((_, i) => i);
  const byView = (a: number, b: number): number => view[b] - view[a];
  const length = Math.min(BALLOT_LENGTH, candidates.length);
  for (let voter = 0; voter < AP_VOTERS; voter++) {
    for (let i = 0; i < candidates.length; i++) {
      view[i] = consensus[i] + VOTER_LEAN_SD * voterLean(voterSeed, voter, teamHashes[i]) + rng.normal(0, VOTER_WEEKLY_NOISE_SD);
      order[i] = i;
    }
    // A stable sort from candidate order, as the ballot's ties were always broken.
    order.sort(byView);
    for (let place = 0; place < length; place++) {
      const team = candidates[order[place]];
      points.set(team, (points.get(team) ?? 0) + BALLOT_LENGTH - place);
    }
    const first = candidates[order[0]];
    firstPlaceVotes.set(first, (firstPlaceVotes.get(first) ?? 0) + 1);
  }
  return { points, firstPlaceVotes };
}
