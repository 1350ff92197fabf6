// The computer's recruiting staff (and "let my staff recruit"): it ranks prospects by value and its
// estimated chances, keeps a board by roster need, and spends the week's hours by the same rules as
// the player. It does not scout: it pitches its program's strongest point unless it knows better.

import { POSITIONS } from '../players/types.js';
import { POSITION_COUNT } from './cycleIndex.js';
import type { WeekScratch } from './weekScratch.js';
import type { Ledger } from './ledger.js';
import { factorsAt } from './ledgerFactors.js';
import { programFactors } from './preferences.js';
import { scoutingReport } from './scoutingReport.js';
import { TYPICAL } from './shortlist.js';
import {
  BOARD_PER_SCHOLARSHIP,
  FLIP_CHASE_GAP,
  GIVE_UP_WEEK,
  HOPELESS_GAP,
  HOPELESS_SHARE,
  LATE_WEEK,
} from './tuning.js';
import { PITCHES, type Pitch, type PreferenceWeights, type Prospect, type RecruitingProgram } from './types.js';

/** Late in the cycle a staff keeps after a prospect committed elsewhere while it is close behind (a flip is possible). */
function closeBehind(ledger: Ledger, program: string, p: number | undefined, index: number): boolean {
  if (ledger.week < LATE_WEEK - 1) return false;
  const status = ledger.statusAtIndex(index);
  const ours = p === undefined ? ledger.suitorAt(index, program) : ledger.suitorOf(p, index);
  const theirs = status.committedTo === null ? 0 : (ledger.suitorAt(index, status.committedTo)?.interest ?? 0);
  return !!ours && ours.offered && ours.interest >= theirs - FLIP_CHASE_GAP;
}

/**
 * Would the staff still chase the prospect at `index`? Not when he signed, committed elsewhere (unless close behind
 * late), the position is filled (the board holding `onBoardAtPosition` targets there), or it is hopeless late (`p`:
 * the program's index in the week, undefined when it does not recruit).
 */
function worthChasingAt(
  ledger: Ledger,
  program: RecruitingProgram,
  p: number | undefined,
  index: number,
  onBoardAtPosition: number,
): boolean {
  // The ledger's arrays read directly (see Ledger): a board's refresh asks this of every target of every program weekly.
  const status = ledger.index.statusAt[index];
  if (status.signedWith) return false;
  if (status.committedTo) return status.committedTo === program.name || closeBehind(ledger, program.name, p, index);
  if (toldNo(ledger, program.name, p, index)) return false;
  const position = ledger.classIndex.positions[index];
  const committed =
    p === undefined
      ? ledger.commitmentsAtIndex(program.name, position)
      : ledger.index.commitsAt[p * POSITION_COUNT + position];
  const filled = committed + onBoardAtPosition / BOARD_PER_SCHOLARSHIP;
  if (filled >= program.openings[POSITIONS[position]] + 1) return false;
  return !givenUpOn(ledger, program.name, p, index);
}

/**
 * He told the staff no: the program worked on him and earned nothing at all, as it does with a prospect who has ruled it
 * out (below one of his dealbreakers: dealbreakers.ts). What any coach sees of his own program's standing; the staff
 * drops him rather than spend more hours there.
 */
function toldNo(ledger: Ledger, program: string, p: number | undefined, index: number): boolean {
  const suitor = p === undefined ? ledger.suitorAt(index, program) : ledger.suitorOf(p, index);
  return suitor !== undefined && suitor.effort > 0 && suitor.interest === 0;
}

/**
 * From GIVE_UP_WEEK, wrapped up: another program leads him by HOPELESS_GAP, or holds more than 1 / HOPELESS_SHARE of
 * this program's interest, too far behind to keep chasing, or to start on him; never before.
 */
function givenUpOn(ledger: Ledger, program: string, p: number | undefined, index: number): boolean {
  if (p === undefined)
    return ledger.week >= GIVE_UP_WEEK && ledger.leaderAheadAt(index, program, p, HOPELESS_GAP, HOPELESS_SHARE);
  // leaderAheadAt for a program of the week, read on its arrays (the leader noted is the one the week began with).
  if (ledger.leaderKnown[index] === 0) ledger.keepLeader(index);
  const leader = ledger.leaderSlot[index];
  if (leader === 0) return false;
  const slot = ledger.index.slots[p * ledger.size + index];
  if (slot === leader) return false;
  const first = ledger.leaderInterest[index];
  const ours = slot === 0 ? 0 : ledger.index.statusAt[index].suitors[slot - 1].interest;
  return (first - ours >= HOPELESS_GAP || ours < HOPELESS_SHARE * first) && ledger.week >= GIVE_UP_WEEK;
}

/** The board's targets as indices in the class (-1: not in it): those the last refresh left, or looked up. */
function targetIndices(ledger: Ledger, targets: readonly number[]): readonly number[] {
  const kept = ledger.index.targetIndices.get(targets);
  if (kept !== undefined && kept.length === targets.length) return kept;
  const indices: number[] = [];
  for (let t = 0; t < targets.length; t++) indices.push(ledger.indexOf.get(targets[t]) ?? -1);
  return indices;
}

/** Drops the board's targets no longer worth chasing and fills it from the shortlist: its targets as indices in the class (the board holds their ids). */
export function refreshedTargets(ledger: Ledger, program: RecruitingProgram): number[] {
  const before = ledger.board(program.name)?.targets ?? [];
  const beforeIndices = targetIndices(ledger, before);
  const board = ledger.editBoard(program.name);
  const p = ledger.recruiterIndex(program.name);
  // By position (POSITIONS' order): the board's targets there not yet committed to it.
  const onBoardAt = ledger.scratch.onBoardAt.fill(0);
  // The targets worth keeping, then new ones from the shortlist.
  const kept: Kept = { ids: [], indices: [] };
  keepWorthChasing(ledger, program, p, before, beforeIndices, onBoardAt, kept);
  fillFromShortlist(ledger, program, p, board.shortlist, kept, onBoardAt);
  const onBoard = ledger.marks;
  for (let k = 0; k < kept.indices.length; k++) onBoard[kept.indices[k]] = 0;
  // The edited board's targets are its own (copied by editBoard this week, or a board the week owns: see
  // Ledger.editBoard): the new targets are written over them (read already); their indices are kept for the next refresh.
  const targets = board.targets;
  for (let k = 0; k < kept.ids.length; k++) targets[k] = kept.ids[k];
  targets.length = kept.ids.length;
  ledger.index.targetIndices.set(targets, kept.indices);
  return kept.indices;
}

/** A refresh's new targets: their ids and their indices in the class, in the board's order. */
interface Kept {
  ids: number[];
  indices: number[];
}

/**
 * The board's targets still worth chasing, added to `kept`, marked on the ledger's marks (refreshedTargets clears
 * them) and counted by position in onBoardAt when not yet committed to the program.
 */
function keepWorthChasing(
  ledger: Ledger,
  program: RecruitingProgram,
  p: number | undefined,
  before: readonly number[],
  beforeIndices: readonly number[],
  onBoardAt: Float64Array,
  kept: Kept,
): void {
  const positionOf = ledger.classIndex.positions;
  const statusAt = ledger.index.statusAt;
  const onBoard = ledger.marks;
  for (let t = 0; t < before.length; t++) {
    const index = beforeIndices[t];
    if (index < 0) continue;
    const at = positionOf[index];
    if (!worthChasingAt(ledger, program, p, index, onBoardAt[at])) continue;
    kept.ids.push(before[t]);
    kept.indices.push(index);
    onBoard[index] = 1;
    if (statusAt[index].committedTo !== program.name) onBoardAt[at]++;
  }
}

/** Fills the board from the shortlist up to its size (keepWorthChasing's targets, marks and counts carried on). */
function fillFromShortlist(
  ledger: Ledger,
  program: RecruitingProgram,
  p: number | undefined,
  shortlistIds: readonly number[],
  kept: Kept,
  onBoardAt: Float64Array,
): void {
  let count = kept.ids.length;
  // Who is on the board is marked by index in the class, and the shortlist is walked by index: the walk looks at up
  // to SHORTLIST_SIZE prospects for every program every week.
  const positionOf = ledger.classIndex.positions;
  const onBoard = ledger.marks;
  // (The commitment counts read from the ledger's arrays for a program of the week, as its accessors read them: their
  // ten calls a refresh made them worth compiling.)
  const commits = ledger.index.commits;
  const commitsAt = ledger.index.commitsAt;
  const committed = p === undefined ? ledger.commitments(program.name) : commits[p];
  const size =
    Math.max(0, (ledger.programs.get(program.name)?.scholarships ?? 0) - committed) * BOARD_PER_SCHOLARSHIP + committed;
  const prospects = ledger.prospects;
  const shortlist = ledger.shortlistIndices(shortlistIds);
  // Who is committed or signed, by index (no commitment moves while staffs recruit): read here, not by a call each.
  const attached = ledger.index.attached;
  // By position, the most the board takes (no commitment moves while staffs recruit, so this holds for the whole walk).
  const mostAt = ledger.scratch.mostAt;
  for (let at = 0; at < POSITIONS.length; at++) {
    const committedAt =
      p === undefined ? ledger.commitmentsAtIndex(program.name, at) : commitsAt[p * POSITION_COUNT + at];
    mostAt[at] = (program.openings[POSITIONS[at]] - committedAt) * BOARD_PER_SCHOLARSHIP;
  }
  for (let k = 0; k < shortlist.length; k++) {
    if (count >= size) break;
    const index = shortlist[k];
    // Cheap checks first: late in a cycle most of the shortlist has committed.
    if (index < 0 || onBoard[index] === 1 || attached[index] === 1) continue;
    const at = positionOf[index];
    if (onBoardAt[at] >= mostAt[at]) continue;
    // For a prospect committed nowhere, worthChasingAt's tests are: the position not filled (commitments +
    // board / BOARD_PER_SCHOLARSHIP below openings + 1) and, late, not wrapped up. The board's share of the
    // position (above) is the stricter of the two position tests, so it stands for both, tested first (all the
    // tests are pure: their order changes nothing but the cost); wrapped up is asked once.
    if (givenUpOn(ledger, program.name, p, index)) continue;
    kept.ids.push(prospects[index].id);
    kept.indices.push(index);
    count++;
    onBoard[index] = 1;
    onBoardAt[at]++;
  }
}

/**
 * The strength to pitch: the one that scores best on what the staff knows he wants (all his weights
 * when fully scouted; what prospects of his stars usually want, with his revealed top preference
 * counted double, otherwise) times what the program offers.
 */
export function bestPitch(ledger: Ledger, program: RecruitingProgram, prospect: Prospect): Pitch {
  const index = ledger.indexOf.get(prospect.id);
  const factors =
    index === undefined
      ? programFactors(prospect, program, ledger.commitmentsAt(program.name, prospect.pos))
      : factorsAt(ledger, index, program);
  return pitchFor(ledger, program, prospect, factors);
}

export function pitchFor(
  ledger: Ledger,
  program: RecruitingProgram,
  prospect: Prospect,
  factors: Readonly<Record<Pitch, number>>,
): Pitch {
  const level = ledger.board(program.name)?.scouting[prospect.id] ?? 0;
  const weights: PreferenceWeights = level >= 3 ? prospect.preferences : TYPICAL[prospect.stars - 1];
  const top = level === 2 ? scoutingReport(prospect, level).preferences[0] : undefined;
  // The first best score wins.
  let best: Pitch = 'prestige';
  let bestScore = -1;
  for (const pitch of PITCHES) {
    const score = weights[pitch] * (top === pitch ? 2 : 1) * factors[pitch];
    if (score > bestScore) {
      best = pitch;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The places 0..n-1 by standing (its first n entries), highest first, ties by place: what sorting them with
 * `(a, b) => standing[b] - standing[a] || a - b` gives (a stable merge sort of places taken in order), without a
 * comparator's call per comparison (every program sorts its board every week). The places are in the week's
 * scratch (its first n entries), overwritten by the next sort.
 */
export function byStanding(standing: Float64Array, n: number, scratch: WeekScratch): Int32Array {
  let [from, to] = scratch.placesFor(n);
  for (let k = 0; k < n; k++) from[k] = k;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let at = lo;
      // Stable: on equal standings the left run's place (the lower) goes first.
      while (i < mid && j < hi) to[at++] = standing[from[j]] > standing[from[i]] ? from[j++] : from[i++];
      while (i < mid) to[at++] = from[i++];
      while (j < hi) to[at++] = from[j++];
    }
    const swap = from;
    from = to;
    to = swap;
  }
  return from;
}
