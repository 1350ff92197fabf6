// The computer's recruiting staff (and "let my staff recruit"): it ranks prospects by value and its
// estimated chances, keeps a board by roster need, and spends the week's hours by the same rules as
// the player. It does not scout: it pitches its program's strongest point unless it knows better.

import { ROSTER_TEMPLATE } from '../players/tuning.js';
import { POSITIONS, type Position } from '../players/types.js';
import { allowed, applyAction, staffActionAt, visitEffect } from './actions.js';
import { CONTACT_BIT, OFFER_BIT, PITCH_BIT, VISIT_BIT, type Ledger } from './ledger.js';
import { closenessOf, fitFor, programFactors } from './preferences.js';
import { scoutingReport } from './scoutingReport.js';
import {
  ACTION_HOURS, ACTION_POINTS, BASE_PREFERENCE, MAX_OFFICIAL_VISITS, BOARD_PER_SCHOLARSHIP, CHANCE_STEEPNESS, FULL_PLAYING_TIME_SHARE, NEUTRAL_SCHEME_FIT, NON_POWER_CONFERENCE_FACTOR, EXPECTED_SUITOR_PRESTIGE, FLIP_CHASE_GAP, GIVE_UP_WEEK, HOPELESS_GAP, HOPELESS_SHARE, LATE_WEEK, PRESTIGE_WEIGHT_PER_STAR,
  OFFERS_PER_SCHOLARSHIP, SHORTLIST_SIZE, TARGET_VALUE_BY_STARS, VISITS_PER_HOME_WEEK,
} from './tuning.js';
import { PITCHES, type Pitch, type PreferenceWeights, type Prospect, type RecruitingAction, type RecruitingProgram, type Suitor } from './types.js';

/** What a prospect of the stars wants on average: all a staff assumes before scouting. */
export function typicalPreferences(stars: number): PreferenceWeights {
  return { ...BASE_PREFERENCE, prestige: BASE_PREFERENCE.prestige + PRESTIGE_WEIGHT_PER_STAR * (stars - 1) };
}

/** Fit of the program such prospects usually choose, by stars (index 0 = 1 star), under their usual wants. */
const RIVAL_FIT: readonly number[] = EXPECTED_SUITOR_PRESTIGE.map((rivalPrestige, i) => fitFor(typicalPreferences(i + 1), {
  playingTime: 0.6, proximity: 0.5, prestige: (rivalPrestige - 1) / 6, contending: (rivalPrestige - 1) / 6,
  conference: rivalPrestige >= 3 ? 1 : 0.3, schemeFit: 0.5,
}));
const TYPICAL: readonly PreferenceWeights[] = [1, 2, 3, 4, 5].map(typicalPreferences);

/**
 * The staff's estimate, 0-1, of landing the prospect: a logistic of its fit (from what prospects of
 * his stars usually want) against the fit of the program such prospects usually choose. Steep, so a
 * staff chases the best it can land rather than everyone's five-stars.
 */
export function estimatedChance(prospect: Prospect, program: RecruitingProgram): number {
  const ours = fitFor(TYPICAL[prospect.stars - 1], programFactors(prospect, program));
  return 1 / (1 + Math.exp(-CHANCE_STEEPNESS * (ours - RIVAL_FIT[prospect.stars - 1])));
}

/**
 * Prospects alike for a staff's estimate (the same stars, position and home state get the same score from
 * every program), each group's ids in increasing order. Built once per cycle: a staff then scores a group, not
 * each prospect, which makes ranking every program's shortlist about ten times cheaper.
 */
export interface ProspectGroups {
  /** Each group's sample prospect, its ids, and its position (index in POSITIONS) and home (index in `states`). */
  members: { sample: Prospect; ids: number[]; pos: number; home: number }[];
  /** The home states of the class. */
  states: string[];
}

export function groupProspects(prospects: readonly Prospect[]): ProspectGroups {
  const byKey = new Map<string, { sample: Prospect; ids: number[]; pos: number; home: number }>();
  const states = new Map<string, number>();
  for (const prospect of prospects) {
    const key = `${prospect.stars}|${prospect.pos}|${prospect.state}`;
    const group = byKey.get(key);
    if (group) {
      group.ids.push(prospect.id);
      continue;
    }
    let home = states.get(prospect.state);
    if (home === undefined) states.set(prospect.state, (home = states.size));
    byKey.set(key, { sample: prospect, ids: [prospect.id], pos: POSITIONS.indexOf(prospect.pos), home });
  }
  const members = [...byKey.values()];
  for (const group of members) group.ids.sort((a, b) => a - b);
  return { members, states: [...states.keys()] };
}

/**
 * The prospects at positions the program needs, by value times estimated chance, best first (ties by id), at
 * most SHORTLIST_SIZE.
 */
export function rankShortlist(prospects: readonly Prospect[], program: RecruitingProgram, groups: ProspectGroups = groupProspects(prospects)): number[] {
  // What estimatedChance works out per position, home state and stars is worked out once for the program, not per
  // group: the same numbers, summed in the same order.
  const openAt = POSITIONS.map((pos) => program.openings[pos]);
  const openShare = POSITIONS.map((pos, at) => Math.max(0, Math.min(1, openAt[at] / Math.max(1, ROSTER_TEMPLATE[pos] * FULL_PLAYING_TIME_SHARE))));
  const closeness = new Float64Array(groups.states.length).fill(Number.NaN);
  const byStars = TYPICAL.map((w) => ({
    w,
    total: w.playingTime + w.proximity + w.prestige + w.contending + w.conference + w.schemeFit,
    prestige: w.prestige * (program.prestige - 1) / 6,
    contending: w.contending * Math.max(0, Math.min(1, program.contending)),
    conference: w.conference * (program.power ? 1 : NON_POWER_CONFERENCE_FACTOR),
    schemeFit: w.schemeFit * NEUTRAL_SCHEME_FIT,
  }));
  // Indexed: a for-of here is compiled with its iterator's results, and the loop's last one threw the code away.
  const members = groups.members;
  scoreScratchFor(members.length);
  const scoredGroups = scoredGroupScratch;
  const scores = scoreScratch;
  let count = 0;
  for (let g = 0; g < members.length; g++) {
    const { sample, pos, home } = members[g];
    if (openAt[pos] <= 0) continue;
    let near = closeness[home];
    if (Number.isNaN(near)) {
      // programFactors' proximity, without building its object (whose shape varies with its numbers).
      near = closenessOf(sample.state, program.state);
      closeness[home] = near;
    }
    // chanceWithCloseness, spelled out with the program's terms.
    const star = byStars[sample.stars - 1];
    const w = star.w;
    const ours = (w.playingTime * openShare[pos] + w.proximity * near + star.prestige + star.contending + star.conference + star.schemeFit) / star.total;
    const chance = 1 / (1 + Math.exp(-CHANCE_STEEPNESS * (ours - RIVAL_FIT[sample.stars - 1])));
    scoredGroups[count] = g;
    scores[count] = TARGET_VALUE_BY_STARS[sample.stars - 1] * chance;
    count++;
  }
  // The scored groups (by their place in scores) that can reach the shortlist, best first: a stable sort by score
  // (ties in group order, as the places rise with it).
  const best = reachingShortlist(scores, count, members, scoredGroups);
  best.sort((a, b) => scores[b] - scores[a] || a - b);
  const shortlist: number[] = [];
  for (let i = 0; i < best.length && shortlist.length < SHORTLIST_SIZE;) {
    // Groups of an equal score merge by id, as one sorted list would order them.
    let j = i + 1;
    while (j < best.length && scores[best[j]] === scores[best[i]]) j++;
    const ids = j - i === 1 ? members[scoredGroups[best[i]]].ids : mergedIds(members, scoredGroups, best, i, j);
    for (let k = 0; k < ids.length; k++) {
      if (shortlist.length >= SHORTLIST_SIZE) break;
      shortlist.push(ids[k]);
    }
    i = j;
  }
  return shortlist;
}

/**
 * rankShortlist's scratch, grown to the class's groups and overwritten by each program: each scored group's place in
 * the groups and its score (rather than an object per group: some 200,000 for a league's shortlists), and a copy of
 * the scores for the selection below.
 */
let scoredGroupScratch = new Int32Array(0);
let scoreScratch = new Float64Array(0);
let selectionScratch = new Float64Array(0);

function scoreScratchFor(groups: number): void {
  if (scoreScratch.length >= groups) return;
  scoredGroupScratch = new Int32Array(groups);
  scoreScratch = new Float64Array(groups);
  selectionScratch = new Float64Array(groups);
}

/** The ids of the groups at best[from..to-1] (places in scoredGroups; each group's ids in increasing order) in one increasing list. */
function mergedIds(members: ProspectGroups['members'], scoredGroups: Int32Array, best: readonly number[], from: number, to: number): Float64Array {
  let length = 0;
  for (let g = from; g < to; g++) length += members[scoredGroups[best[g]]].ids.length;
  const ids = new Float64Array(length);
  let at = 0;
  for (let g = from; g < to; g++) {
    const group = members[scoredGroups[best[g]]].ids;
    ids.set(group, at);
    at += group.length;
  }
  // (A typed array sorts numbers ascending without a comparator's calls.)
  return ids.sort();
}

/**
 * The places 0..count-1 of the scored groups that can reach the shortlist, in order: those scoring at least a
 * threshold chosen so that they hold SHORTLIST_SIZE prospects or more (all of them when a score is NaN or all hold
 * fewer). Every other group sorts after all of them, so sorting these alone (a stable sort) gives the full sort's
 * first SHORTLIST_SIZE prospects, at a fraction of its cost. The threshold is the score of about as many groups as
 * hold the shortlist at the scored groups' average size (more when those fall short): a third as many groups to
 * sort as one group per place on the shortlist.
 */
function reachingShortlist(scores: Float64Array, count: number, members: ProspectGroups['members'], scoredGroups: Int32Array): number[] {
  const all = (): number[] => Array.from({ length: count }, (_, k) => k);
  let held = 0;
  for (let k = 0; k < count; k++) {
    if (Number.isNaN(scores[k])) return all();
    held += members[scoredGroups[k]].ids.length;
  }
  if (held <= SHORTLIST_SIZE) return all();
  const selection = selectionScratch;
  for (let groups = Math.ceil((1.25 * SHORTLIST_SIZE * count) / held); groups < count; groups *= 2) {
    selection.set(scores.subarray(0, count));
    const threshold = kthSmallest(selection.subarray(0, count), count - groups);
    let reached = 0;
    for (let k = 0; k < count; k++) if (scores[k] >= threshold) reached += members[scoredGroups[k]].ids.length;
    if (reached < SHORTLIST_SIZE) continue;
    const reaching: number[] = [];
    for (let k = 0; k < count; k++) if (scores[k] >= threshold) reaching.push(k);
    return reaching;
  }
  return all();
}

/** The value a sort would put at index k (no NaN in values; values is reordered): a selection, not a sort. */
function kthSmallest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const swap = values[i];
        values[i] = values[j];
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k];
  }
  return values[k];
}

/** Late in the cycle a staff keeps after a prospect committed elsewhere while it is close behind (a flip is possible). */
function closeBehind(ledger: Ledger, program: string, p: number | undefined, index: number): boolean {
  if (ledger.week < LATE_WEEK - 1) return false;
  const status = ledger.statusAtIndex(index);
  const ours = p === undefined ? ledger.suitorAt(index, program) : ledger.suitorOf(p, index);
  const theirs = status.committedTo === null ? 0 : ledger.suitorAt(index, status.committedTo)?.interest ?? 0;
  return !!ours && ours.offered && ours.interest >= theirs - FLIP_CHASE_GAP;
}

/** Would the staff still chase him? Not when he signed, committed elsewhere, the spot is filled, or it is hopeless late. */
export function stillWorthChasing(ledger: Ledger, program: RecruitingProgram, prospect: Prospect, targets: ReadonlyMap<Position, number>): boolean {
  const index = ledger.indexOf.get(prospect.id);
  if (index === undefined) return false;
  return worthChasingAt(ledger, program, ledger.recruiterIndex(program.name), index, targets.get(prospect.pos) ?? 0);
}

/**
 * stillWorthChasing of the prospect at `index`, the board holding `onBoardAtPosition` targets at his position (`p`:
 * the program's index in the week, undefined when it does not recruit).
 */
function worthChasingAt(ledger: Ledger, program: RecruitingProgram, p: number | undefined, index: number, onBoardAtPosition: number): boolean {
  // The ledger's arrays read directly (see Ledger): a board's refresh asks this of every target of every program weekly.
  const status = ledger.index.statusAt[index];
  if (status.signedWith) return false;
  if (status.committedTo) return status.committedTo === program.name || closeBehind(ledger, program.name, p, index);
  const position = ledger.classIndex.positions[index];
  const committed = p === undefined ? ledger.commitmentsAtIndex(program.name, position) : ledger.index.commitsAt[p * POSITION_COUNT + position];
  const filled = committed + onBoardAtPosition / BOARD_PER_SCHOLARSHIP;
  if (filled >= program.openings[POSITIONS[position]] + 1) return false;
  return !givenUpOn(ledger, program.name, p, index);
}

/**
 * From GIVE_UP_WEEK, wrapped up: another program leads him by HOPELESS_GAP, or holds more than 1 / HOPELESS_SHARE of
 * this program's interest, too far behind to keep chasing, or to start on him; never before. Asked whatever the week
 * (a call first made in week GIVE_UP_WEEK would throw away the compiled code of its caller, compiled in the first
 * weeks). For a program of the week the ledger's arrays are read here (leaderAheadAt's rule, one call fewer): a
 * board's refresh asks this of up to SHORTLIST_SIZE prospects for every program every week.
 */
function givenUpOn(ledger: Ledger, program: string, p: number | undefined, index: number): boolean {
  if (p === undefined) return ledger.week >= GIVE_UP_WEEK && ledger.leaderAheadAt(index, program, p, HOPELESS_GAP, HOPELESS_SHARE);
  // leaderAheadAt for a program of the week, its arrays read here (one call fewer for each prospect asked). Worked out
  // before GIVE_UP_WEEK too, and the week tested last: code compiled in the first weeks, when this returned at once,
  // was thrown away in week GIVE_UP_WEEK (the leader noted early is the one the week began with, as it would be later).
  if (ledger.leaderKnown[index] === 0) ledger.keepLeader(index);
  const leader = ledger.leaderSlot[index];
  if (leader === 0) return false;
  const slot = ledger.index.slots[p * ledger.size + index];
  if (slot === leader) return false;
  const first = ledger.leaderInterest[index];
  const ours = slot === 0 ? 0 : ledger.index.statusAt[index].suitors[slot - 1].interest;
  return (first - ours >= HOPELESS_GAP || ours < HOPELESS_SHARE * first) && ledger.week >= GIVE_UP_WEEK;
}

/** Each board's targets as indices in the class, by the targets' array (a refresh leaves it for the next week's). */
const TARGET_INDICES = new WeakMap<readonly number[], number[]>();

/**
 * refreshedTargets' counts by position (POSITIONS' order), overwritten by each refresh: typed arrays of more than a few
 * numbers are allocated outside V8's heap, and every program refreshes its board every week.
 */
const ON_BOARD_AT = new Float64Array(POSITIONS.length);
const MOST_AT = new Float64Array(POSITIONS.length);

/** The board's targets as indices in the class (-1: not in it): those the last refresh left, or looked up. */
function targetIndices(ledger: Ledger, targets: readonly number[]): readonly number[] {
  const cached = TARGET_INDICES.get(targets);
  if (cached !== undefined && cached.length === targets.length) return cached;
  const indices: number[] = [];
  for (let t = 0; t < targets.length; t++) indices.push(ledger.indexOf.get(targets[t]) ?? -1);
  return indices;
}

/** Drops targets no longer worth it and fills the board from the shortlist up to its size. */
export function refreshBoard(ledger: Ledger, program: RecruitingProgram): number[] {
  refreshedTargets(ledger, program);
  // (The refresh left the board edited, its targets the new ones.)
  return ledger.editBoard(program.name).targets;
}

/** refreshBoard's targets as indices in the class (the board holds their ids). */
function refreshedTargets(ledger: Ledger, program: RecruitingProgram): number[] {
  const before = ledger.board(program.name)?.targets ?? [];
  const beforeIndices = targetIndices(ledger, before);
  const board = ledger.editBoard(program.name);
  const p = ledger.recruiterIndex(program.name);
  // By position (POSITIONS' order): the board's targets there not yet committed to it.
  const onBoardAt = ON_BOARD_AT.fill(0);
  // The two walks are functions of their own: the first has nothing to walk in a cycle's first week, when the
  // second is compiled (code first run weeks after its function was compiled would throw the compiled code away).
  let count = keepWorthChasing(ledger, program, p, before, beforeIndices, onBoardAt);
  count = fillFromShortlist(ledger, program, p, board.shortlist, count, onBoardAt);
  const onBoard = ledger.marks;
  for (let k = 0; k < count; k++) onBoard[KEEP_INDICES[k]] = 0;
  // The edited board's targets are its own (copied by editBoard this week, or a board the week owns: see
  // Ledger.editBoard): the new targets are written over them (read already), and their indices over the list kept for
  // them (a new one for a list copied this week). One way for every week: a path first taken in the second week would
  // throw away this function's code compiled in the first.
  const targets = board.targets;
  let indices = TARGET_INDICES.get(targets);
  if (indices === undefined) {
    indices = [];
    TARGET_INDICES.set(targets, indices);
  }
  // The `count` new targets and their indices written over the board's lists (both read already).
  for (let k = 0; k < count; k++) {
    targets[k] = KEEP[k];
    indices[k] = KEEP_INDICES[k];
  }
  targets.length = count;
  indices.length = count;
  return indices;
}

/**
 * A refresh's new targets (ids) and their indices in the class, in their first `count` entries: scratch lists written
 * by place, overwritten by the next refresh (they keep the longest board's room).
 */
const KEEP: number[] = [];
const KEEP_INDICES: number[] = [];

/**
 * The board's targets still worth chasing, written to KEEP and KEEP_INDICES from their start (returns how many),
 * marked on the ledger's marks (refreshedTargets clears them) and counted by position in onBoardAt when not yet
 * committed to the program.
 */
function keepWorthChasing(
  ledger: Ledger, program: RecruitingProgram, p: number | undefined, before: readonly number[], beforeIndices: readonly number[],
  onBoardAt: Float64Array,
): number {
  const positionOf = ledger.classIndex.positions;
  const statusAt = ledger.index.statusAt;
  const onBoard = ledger.marks;
  let count = 0;
  for (let t = 0; t < before.length; t++) {
    const index = beforeIndices[t];
    if (index < 0) continue;
    const at = positionOf[index];
    if (!worthChasingAt(ledger, program, p, index, onBoardAt[at])) continue;
    KEEP[count] = before[t];
    KEEP_INDICES[count] = index;
    count++;
    onBoard[index] = 1;
    if (statusAt[index].committedTo !== program.name) onBoardAt[at]++;
  }
  return count;
}

/**
 * Fills the board from the shortlist up to its size (keepWorthChasing's `count` targets, marks and counts carried on);
 * returns the board's new count.
 */
function fillFromShortlist(
  ledger: Ledger, program: RecruitingProgram, p: number | undefined, shortlistIds: readonly number[],
  kept: number, onBoardAt: Float64Array,
): number {
  let count = kept;
  // Who is on the board is marked by index in the class, and the shortlist is walked by index: the walk looks at up
  // to SHORTLIST_SIZE prospects for every program every week.
  const positionOf = ledger.classIndex.positions;
  const onBoard = ledger.marks;
  // (The commitment counts read from the ledger's arrays for a program of the week, as its accessors read them: their
  // ten calls a refresh made them worth compiling.)
  const commits = ledger.index.commits;
  const commitsAt = ledger.index.commitsAt;
  const committed = p === undefined ? ledger.commitments(program.name) : commits[p];
  const size = Math.max(0, (ledger.programs.get(program.name)?.scholarships ?? 0) - committed) * BOARD_PER_SCHOLARSHIP + committed;
  const prospects = ledger.prospects;
  const shortlist = ledger.shortlistIndices(shortlistIds);
  // Who is committed or signed, by index (no commitment moves while staffs recruit): read here, not by a call each.
  const attached = ledger.index.attached;
  // By position, the most the board takes (no commitment moves while staffs recruit, so this holds for the whole walk).
  const mostAt = MOST_AT;
  for (let at = 0; at < POSITIONS.length; at++) {
    const committedAt = p === undefined ? ledger.commitmentsAtIndex(program.name, at) : commitsAt[p * POSITION_COUNT + at];
    mostAt[at] = (program.openings[POSITIONS[at]] - committedAt) * BOARD_PER_SCHOLARSHIP;
  }
  for (let k = 0; k < shortlist.length; k++) {
    if (count >= size) break;
    const index = shortlist[k];
    // Cheap checks first: late in a cycle most of the shortlist has committed.
    if (index < 0 || onBoard[index] === 1 || attached[index] === 1) continue;
    const at = positionOf[index];
    if (onBoardAt[at] >= mostAt[at]) continue;
    // For a prospect committed nowhere, stillWorthChasing's tests are: the position not filled (commitments +
    // board / BOARD_PER_SCHOLARSHIP below openings + 1) and, late, not wrapped up. The board's share of the
    // position (above) is the stricter of the two position tests, so it stands for both, tested first (all the
    // tests are pure: their order changes nothing but the cost); wrapped up is asked once.
    if (givenUpOn(ledger, program.name, p, index)) continue;
    KEEP[count] = prospects[index].id;
    KEEP_INDICES[count] = index;
    count++;
    onBoard[index] = 1;
    onBoardAt[at]++;
  }
  return count;
}

/**
 * The strength to pitch: the one that scores best on what the staff knows he wants (all his weights
 * when fully scouted; what prospects of his stars usually want, with his revealed top preference
 * counted double, otherwise) times what the program offers.
 */
export function bestPitch(ledger: Ledger, program: RecruitingProgram, prospect: Prospect): Pitch {
  const index = ledger.indexOf.get(prospect.id);
  const factors = index === undefined ? programFactors(prospect, program, ledger.commitmentsAt(program.name, prospect.pos)) : ledger.factors(index, program);
  return pitchFor(ledger, program, prospect, factors);
}

function pitchFor(ledger: Ledger, program: RecruitingProgram, prospect: Prospect, factors: Readonly<Record<Pitch, number>>): Pitch {
  const level = ledger.board(program.name)?.scouting[prospect.id] ?? 0;
  const weights: PreferenceWeights = level >= 3 ? prospect.preferences : TYPICAL[prospect.stars - 1];
  const top = level === 2 ? scoutingReport(prospect, level).preferences[0] : undefined;
  // PITCHES in order, written out (weights[key] and factors[key] with six keys at one place go megamorphic in V8,
  // and every pitch of every staff asks): the first best score wins.
  // With the best strength, his own weight for it and the program's factor (what the pitch's gain reads: see below).
  const own = prospect.preferences;
  let best: Pitch = 'prestige';
  let bestOwn = own.prestige;
  let bestFactor = factors.prestige;
  let bestScore = -1;
  let score = weights.playingTime * (top === 'playingTime' ? 2 : 1) * factors.playingTime;
  if (score > bestScore) { best = 'playingTime'; bestScore = score; bestOwn = own.playingTime; bestFactor = factors.playingTime; }
  score = weights.proximity * (top === 'proximity' ? 2 : 1) * factors.proximity;
  if (score > bestScore) { best = 'proximity'; bestScore = score; bestOwn = own.proximity; bestFactor = factors.proximity; }
  score = weights.prestige * (top === 'prestige' ? 2 : 1) * factors.prestige;
  if (score > bestScore) { best = 'prestige'; bestScore = score; bestOwn = own.prestige; bestFactor = factors.prestige; }
  score = weights.contending * (top === 'contending' ? 2 : 1) * factors.contending;
  if (score > bestScore) { best = 'contending'; bestScore = score; bestOwn = own.contending; bestFactor = factors.contending; }
  score = weights.conference * (top === 'conference' ? 2 : 1) * factors.conference;
  if (score > bestScore) { best = 'conference'; bestScore = score; bestOwn = own.conference; bestFactor = factors.conference; }
  score = weights.schemeFit * (top === 'schemeFit' ? 2 : 1) * factors.schemeFit;
  if (score > bestScore) { best = 'schemeFit'; bestScore = score; bestOwn = own.schemeFit; bestFactor = factors.schemeFit; }
  // The pitch's multiplier (actions.ts' pitchMultiplier: 2 x pitchEmphasis of his weights x the program's factor, the
  // same sums in the same order), into PITCH_MULTIPLIER[0] for the staff's pitch: worked out here, where the strength's
  // weight and factor are at hand, rather than by two more functions warmed up and compiled for every pitch.
  const total = own.playingTime + own.proximity + own.prestige + own.contending + own.conference + own.schemeFit;
  const count = own.schemeFit > 0 ? PITCHES.length : PITCHES.length - 1;
  const emphasis = total > 0 ? (bestOwn * count) / total : 0;
  PITCH_MULTIPLIER[0] = 2 * emphasis * bestFactor;
  return best;
}

/** pitchFor's multiplier of its strength's points (a typed array: a number returned would be a new heap number each pitch). */
const PITCH_MULTIPLIER = new Float64Array(1);

/** Tries an action; the staff never breaks a rule (a refused action is skipped). */
export function attempt(ledger: Ledger, program: string, action: RecruitingAction): boolean {
  if (!allowed(ledger, program, action.kind, action.prospect)) return false;
  applyAction(ledger, program, action);
  return true;
}

/** Targets in the order the staff works them: where it stands best relative to the leader, then board order. */
export function workOrder(ledger: Ledger, program: string, targets: readonly number[]): number[] {
  const indices = targets.map((id) => ledger.indexOf.get(id) ?? -1);
  const p = ledger.recruiterIndex(program);
  return workOrderAt(ledger, program, p, indices).map((k) => targets[k]);
}

/** workOrder of targets given as indices in the class (-1: not in it): their places in `targets`, in order. */
function workOrderAt(ledger: Ledger, program: string, p: number | undefined, targets: readonly number[]): number[] {
  const order = workOrderScratch(ledger, program, p, targets);
  const places: number[] = new Array(targets.length);
  for (let k = 0; k < targets.length; k++) places[k] = order[k];
  return places;
}

/**
 * workOrderAt's places in a scratch array (its first targets.length entries, overwritten by the next call): every
 * staff sorts its board every week, and typed arrays of more than a few numbers are allocated outside V8's heap.
 */
function workOrderScratch(ledger: Ledger, program: string, p: number | undefined, targets: readonly number[]): Int32Array {
  const n = targets.length;
  const standing = scratchFor(n);
  // The ledger's arrays read directly (see Ledger): every staff sorts its board every week.
  const statusAt = ledger.index.statusAt;
  const slots = ledger.index.slots;
  const size = ledger.size;
  const leaderKnown = ledger.leaderKnown;
  const leaderInterest = ledger.leaderInterest;
  // One store of each standing (a store of its own for a target already ours, first met once the first target
  // committed, in the cycle's second week, threw away this function's code compiled in the first).
  for (let k = 0; k < n; k++) {
    const index = targets[k];
    let value = 0;
    if (index >= 0) {
      const status = statusAt[index];
      if (status.committedTo === program) {
        value = -1; // already ours: least attention
      } else {
        let ours = 0;
        if (p === undefined) {
          ours = ledger.suitorAt(index, program)?.interest ?? 0;
        } else {
          const slot = slots[p * size + index];
          if (slot !== 0) ours = status.suitors[slot - 1].interest;
        }
        if (leaderKnown[index] === 0) ledger.keepLeader(index);
        value = (ours + 10) / (leaderInterest[index] + 10);
      }
    }
    standing[k] = value;
  }
  return byStanding(standing, n);
}

/** Scratch of byStanding and workOrderScratch, grown as boards need: standings and two runs of places. */
let standingScratch = new Float64Array(128);
let placesFrom = new Int32Array(128);
let placesTo = new Int32Array(128);

function scratchFor(n: number): Float64Array {
  if (standingScratch.length < n) {
    const size = Math.max(n, 2 * standingScratch.length);
    standingScratch = new Float64Array(size);
    placesFrom = new Int32Array(size);
    placesTo = new Int32Array(size);
  }
  return standingScratch;
}

/**
 * The places 0..n-1 by standing (its first n entries), highest first, ties by place: what sorting them with
 * `(a, b) => standing[b] - standing[a] || a - b` gives (a stable merge sort of places taken in order), without a
 * comparator's call per comparison: every program sorts its board every week, cold in a short command. The places
 * are in a scratch array (its first n entries), overwritten by the next sort.
 */
function byStanding(standing: Float64Array, n: number): Int32Array {
  scratchFor(n);
  let from = placesFrom;
  let to = placesTo;
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

/**
 * One week of the staff: refresh the board, offer, host visits on a home week, contact, then pitch. Each step is a
 * function called every week whatever it finds to do: a step first met weeks into a cycle (no hours left for contacts
 * after the first week's offers, no home game) would otherwise throw away this function's compiled code.
 */
export function runStaffWeek(ledger: Ledger, program: RecruitingProgram): void {
  const targets = refreshedTargets(ledger, program);
  const p = ledger.recruiterIndex(program.name);
  if (p === undefined) return;
  // A refused try changes nothing, so tries that cannot pass (no hours left for their kind) are skipped,
  // and a pitch's strength is only worked out for a pitch that will be made.
  offerTargets(ledger, program, p, targets);
  const order = workingOrder(ledger, program.name, p, targets);
  hostVisits(ledger, program, p, order);
  contactTargets(ledger, program, p, order);
  pitchTargets(ledger, program, p, order);
}

// The staff's tries below are allowedAt's rules spelled out on the ledger's arrays (see Ledger), the same tests in the
// same order (a staff's own program object at `p`, a target never -1): every staff tries some hundred actions a week,
// and each rule's accessor was a call of its own and a compile of its own in a short command.

function offerTargets(ledger: Ledger, program: RecruitingProgram, p: number, targets: readonly number[]): void {
  const hoursLeft = ledger.hoursLeft;
  const statusAt = ledger.index.statusAt;
  const slots = ledger.index.slots;
  const commits = ledger.index.commits;
  const offers = ledger.index.offers;
  const row = p * ledger.size;
  // Indexed loops: a short command runs this cold, where for-of calls an array iterator per element.
  for (let t = 0; t < targets.length; t++) {
    const index = targets[t];
    if (hoursLeft[p] < OFFER_HOURS) break;
    // No scholarship left to offer refuses every offer that follows (offers only use more): most weeks, once the
    // offers are out, the loop stops here at once. (These are also offerAllowedAt's scholarship tests.)
    const left = program.scholarships - commits[p];
    if (left <= 0 || offers[p] >= Math.max(0, left) * OFFERS_PER_SCHOLARSHIP) break;
    const status = statusAt[index];
    if (status.signedWith) continue;
    if (offeredIn(status.suitors, slots[row + index])) continue;
    // applyAt's offer (points times 1), and recordKind's.
    const suitor = staffActionAt(ledger, program, p, index, OFFER_HOURS, OFFER_BIT, OFFER_POINTS, ledger.factorsOf(index, program, p));
    suitor.offered = true;
    if (!statusAt[index].committedTo) offers[p] += 1;
  }
}

/**
 * The targets not yet committed to the program, in the order the staff works them: a view of a scratch array,
 * overwritten by the next program's (a list pushed onto grew by steps, every program every week).
 */
function workingOrder(ledger: Ledger, name: string, p: number, targets: readonly number[]): Int32Array {
  if (orderScratch.length < targets.length) orderScratch = new Int32Array(Math.max(targets.length, 2 * orderScratch.length));
  const order = orderScratch;
  let count = 0;
  // workOrderScratch for a program of the week, spelled out (one function fewer warmed up and compiled).
  const n = targets.length;
  const standing = scratchFor(n);
  const statusAt = ledger.index.statusAt;
  const slots = ledger.index.slots;
  const row = p * ledger.size;
  const leaderKnown = ledger.leaderKnown;
  const leaderInterest = ledger.leaderInterest;
  for (let k = 0; k < n; k++) {
    const index = targets[k];
    let value = 0;
    if (index >= 0) {
      const status = statusAt[index];
      if (status.committedTo === name) {
        value = -1; // already ours: least attention
      } else {
        const slot = slots[row + index];
        const ours = slot === 0 ? 0 : status.suitors[slot - 1].interest;
        if (leaderKnown[index] === 0) ledger.keepLeader(index);
        value = (ours + 10) / (leaderInterest[index] + 10);
      }
    }
    standing[k] = value;
  }
  const worked = byStanding(standing, n);
  for (let w = 0; w < targets.length; w++) {
    const index = targets[worked[w]];
    if (statusAt[index].committedTo !== name) order[count++] = index;
  }
  return order.subarray(0, count);
}

let orderScratch = new Int32Array(256);

/**
 * Has the suitor in `slot` of his suitors (the cycle index's: 0 for none) been offered? A function asked at every try:
 * in a cycle's first week a staff has no suitor yet for any prospect it offers, and a suitor first read in its second
 * would throw away offerTargets' compiled code.
 */
function offeredIn(suitors: readonly Suitor[], slot: number): boolean {
  return slot !== 0 && suitors[slot - 1].offered;
}

function hostVisits(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  if (!ledger.homeGames[program.name]) return;
  // applyAt's points for a visit: the home game's effect, the same for each.
  const points = VISIT_POINTS * visitEffect(ledger.homeGames[program.name]);
  const hoursLeft = ledger.hoursLeft;
  const statusAt = ledger.index.statusAt;
  const slots = ledger.index.slots;
  const row = p * ledger.size;
  for (let v = 0; v < order.length && v < VISITS_PER_HOME_WEEK; v++) {
    const index = order[v];
    const status = statusAt[index];
    if (status.signedWith || hoursLeft[p] < VISIT_HOURS) continue;
    const slot = slots[row + index];
    if (slot !== 0 && status.suitors[slot - 1].visited) continue;
    const suitors = status.suitors;
    let visits = 0;
    for (let k = 0; k < suitors.length; k++) if (suitors[k].visited) visits++;
    if (visits >= MAX_OFFICIAL_VISITS) continue;
    staffActionAt(ledger, program, p, index, VISIT_HOURS, VISIT_BIT, points, ledger.factorsOf(index, program, p)).visited = true;
  }
}

function contactTargets(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  const hoursLeft = ledger.hoursLeft;
  const statusAt = ledger.index.statusAt;
  const acted = ledger.actedBits;
  const row = p * ledger.size;
  for (let w = 0; w < order.length; w++) {
    const index = order[w];
    if (hoursLeft[p] < CONTACT_HOURS) break;
    if (statusAt[index].signedWith || (acted[row + index] & CONTACT_BIT) !== 0) continue;
    staffActionAt(ledger, program, p, index, CONTACT_HOURS, CONTACT_BIT, CONTACT_POINTS, ledger.factorsOf(index, program, p));
  }
}

function pitchTargets(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  const hoursLeft = ledger.hoursLeft;
  const statusAt = ledger.index.statusAt;
  const acted = ledger.actedBits;
  const row = p * ledger.size;
  for (let w = 0; w < order.length; w++) {
    const index = order[w];
    if (hoursLeft[p] < PITCH_HOURS) break;
    if (statusAt[index].signedWith || (acted[row + index] & PITCH_BIT) !== 0) continue;
    // The factors worked out once for the pitch's strength and its gain (applyAt worked them out again: the same numbers).
    const prospect = ledger.prospects[index];
    const factors = ledger.factorsOf(index, program, p);
    pitchFor(ledger, program, prospect, factors);
    staffActionAt(ledger, program, p, index, PITCH_HOURS, PITCH_BIT, PITCH_POINTS * PITCH_MULTIPLIER[0], factors);
  }
}

/** ACTION_HOURS of the staff's kinds as module constants (read without a property lookup). */
const OFFER_HOURS = ACTION_HOURS.offer;
const CONTACT_HOURS = ACTION_HOURS.contact;
const PITCH_HOURS = ACTION_HOURS.pitch;
const VISIT_HOURS = ACTION_HOURS.visit;
const OFFER_POINTS = ACTION_POINTS.offer;
const CONTACT_POINTS = ACTION_POINTS.contact;
const PITCH_POINTS = ACTION_POINTS.pitch;
const VISIT_POINTS = ACTION_POINTS.visit;
const POSITION_COUNT = POSITIONS.length;
