// The voters' ballots: each of the 62 voters ranks 25 teams from the consensus belief plus his own
// leanings, and the ballots are counted Borda-style (25 points for first down to 1 for 25th).

import { hashString, type Rng } from '../random.js';
import { AP_VOTERS, BALLOT_LENGTH, VOTER_LEAN_SD, VOTER_WEEKLY_NOISE_SD } from './tuning.js';

/** The count by candidate (the candidates' places in the consensus order). */
export interface BallotCount {
  /** AP points; 0 for a candidate on no ballot. */
  points: Int32Array;
  firstPlaceVotes: Int32Array;
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
 * voterKey is voterSeed ^ Math.imul(voter + 1, 0x27d4eb2f).
 */
function voterLean(voterKey: number, teamHash: number): number {
  const first = mix32(voterKey ^ teamHash);
  const second = mix32(first);
  const u = (first + 1) / 4294967297;
  const v = second / 4294967296;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * Counts the 62 ballots over the candidates (the first teams of the consensus order, with their consensus
 * beliefs). Each voter views every candidate (one normal draw each, in candidate order) and ranks the best
 * 25 by his view, ties in candidate order.
 */
export function countBallots(
  candidates: readonly string[],
  consensus: ArrayLike<number>,
  voterSeed: number,
  rng: Rng,
): BallotCount {
  const n = candidates.length;
  const points = new Int32Array(n);
  const firstPlaceVotes = new Int32Array(n);
  if (n === 0) return { points, firstPlaceVotes };
  // Each candidate's leanings, one per voter (worked out again each week: a few thousand hashes).
  const leanOf: Float64Array[] = [];
  for (let i = 0; i < n; i++) {
    const teamHash = hashString(candidates[i]);
    const lean = new Float64Array(AP_VOTERS);
    for (let voter = 0; voter < AP_VOTERS; voter++)
      lean[voter] = voterLean(voterSeed ^ Math.imul(voter + 1, 0x27d4eb2f), teamHash);
    leanOf.push(lean);
  }
  // One voter's view of each candidate and his ballot (candidates, best first), reused voter after voter.
  const view = new Float64Array(n);
  const length = Math.min(BALLOT_LENGTH, n);
  const ballot = new Int32Array(length);
  // Each voter's steps: his view of the candidates, then his ballot.
  for (let voter = 0; voter < AP_VOTERS; voter++) {
    viewOf(view, n, consensus, leanOf, voter, rng);
    bestByView(view, n, ballot);
    countBallot(ballot, points, firstPlaceVotes);
  }
  return { points, firstPlaceVotes };
}

/** One voter's view of each candidate: the consensus, his lasting lean and this week's noise (drawn in candidate order). */
function viewOf(
  view: Float64Array,
  n: number,
  consensus: ArrayLike<number>,
  leanOf: readonly Float64Array[],
  voter: number,
  rng: Rng,
): void {
  for (let i = 0; i < n; i++)
    view[i] = consensus[i] + VOTER_LEAN_SD * leanOf[i][voter] + rng.normal(0, VOTER_WEEKLY_NOISE_SD);
}

/** A ballot's points (25 for first down to 1 for 25th) and its first-place vote. */
function countBallot(ballot: Int32Array, points: Int32Array, firstPlaceVotes: Int32Array): void {
  for (let place = 0; place < ballot.length; place++) points[ballot[place]] += BALLOT_LENGTH - place;
  firstPlaceVotes[ballot[0]]++;
}

/**
 * The best ballot.length of the first n views into ballot (indices, highest view first; equal views in index
 * order): the head of a stable sort by view, highest first, without sorting the rest.
 */
export function bestByView(view: ArrayLike<number>, n: number, ballot: Int32Array): void {
  const length = ballot.length;
  let filled = 0;
  for (let i = 0; i < n; i++) {
    const seen = view[i];
    // The ballot so far holds the best of views 0..i-1; a later one goes below equal views.
    if (filled === length) {
      if (!(seen > view[ballot[length - 1]])) continue;
    } else filled++;
    let place = filled - 1;
    while (place > 0 && view[ballot[place - 1]] < seen) {
      ballot[place] = ballot[place - 1];
      place--;
    }
    ballot[place] = i;
  }
}
