// A staff's view of a class before it recruits: what a prospect of his stars wants on average, its estimated
// chance with him, and its shortlist (the prospects worth a place on its board, best first).

import { ROSTER_TEMPLATE } from '../players/tuning.js';
import { POSITIONS } from '../players/types.js';
import { closenessOf, fitFor, programFactors } from './preferences.js';
import { pipelineGain } from './pipelines.js';
import {
  APPEAL_SHARPNESS,
  BASE_PREFERENCE,
  CHANCE_STEEPNESS,
  FULL_PLAYING_TIME_SHARE,
  NEUTRAL_SCHEME_FIT,
  NON_POWER_CONFERENCE_FACTOR,
  EXPECTED_SUITOR_PRESTIGE,
  PRESTIGE_WEIGHT_PER_STAR,
  SHORTLIST_SIZE,
  TARGET_VALUE_BY_STARS,
} from './tuning.js';
import type { PreferenceWeights, Prospect, RecruitingProgram } from './types.js';

/** What a prospect of the stars wants on average: all a staff assumes before scouting. */
export function typicalPreferences(stars: number): PreferenceWeights {
  return { ...BASE_PREFERENCE, prestige: BASE_PREFERENCE.prestige + PRESTIGE_WEIGHT_PER_STAR * (stars - 1) };
}

/** Fit of the program such prospects usually choose, by stars (index 0 = 1 star), under their usual wants. */
const RIVAL_FIT: readonly number[] = EXPECTED_SUITOR_PRESTIGE.map((rivalPrestige, i) =>
  fitFor(typicalPreferences(i + 1), {
    playingTime: 0.6,
    proximity: 0.5,
    prestige: (rivalPrestige - 1) / 6,
    contending: (rivalPrestige - 1) / 6,
    conference: rivalPrestige >= 3 ? 1 : 0.3,
    schemeFit: 0.5,
  }),
);
export const TYPICAL: readonly PreferenceWeights[] = [1, 2, 3, 4, 5].map(typicalPreferences);

/**
 * The fit a pipeline's gain is worth (the same appeal: appealOf(fit + this) = appealOf(fit) x the gain), for a staff's
 * estimate of its chances in the state.
 */
function pipelineFit(program: RecruitingProgram, state: string): number {
  return Math.log(pipelineGain(program.pipelines?.[state])) / APPEAL_SHARPNESS;
}

/**
 * The staff's estimate, 0-1, of landing the prospect: a logistic of its fit (from what prospects of
 * his stars usually want, its pipeline in his state counted as the fit it is worth) against the fit of the program
 * such prospects usually choose. Steep, so a staff chases the best it can land rather than everyone's five-stars.
 */
export function estimatedChance(prospect: Prospect, program: RecruitingProgram): number {
  const ours =
    fitFor(TYPICAL[prospect.stars - 1], programFactors(prospect, program)) + pipelineFit(program, prospect.state);
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
    if (home === undefined) {
      home = states.size;
      states.set(prospect.state, home);
    }
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
export function rankShortlist(
  prospects: readonly Prospect[],
  program: RecruitingProgram,
  groups: ProspectGroups = groupProspects(prospects),
): number[] {
  // What estimatedChance works out per position, home state and stars is worked out once for the program, not per
  // group: the same numbers, summed in the same order.
  const openAt = POSITIONS.map((pos) => program.openings[pos]);
  const openShare = POSITIONS.map((pos, at) =>
    Math.max(0, Math.min(1, openAt[at] / Math.max(1, ROSTER_TEMPLATE[pos] * FULL_PLAYING_TIME_SHARE))),
  );
  const closeness = new Float64Array(groups.states.length).fill(Number.NaN);
  // The fit its pipeline in each home state is worth (pipelineFit), worked out with the closeness.
  const pipelines = new Float64Array(groups.states.length);
  const byStars = TYPICAL.map((w) => ({
    w,
    total: w.playingTime + w.proximity + w.prestige + w.contending + w.conference + w.schemeFit,
    prestige: (w.prestige * (program.prestige - 1)) / 6,
    contending: w.contending * Math.max(0, Math.min(1, program.contending)),
    conference: w.conference * (program.power ? 1 : NON_POWER_CONFERENCE_FACTOR),
    schemeFit: w.schemeFit * NEUTRAL_SCHEME_FIT,
  }));
  const members = groups.members;
  // Each scored group's place in the groups and its score (rather than an object per group: some 200,000 for a
  // league's shortlists).
  const scoredGroups = new Int32Array(members.length);
  const scores = new Float64Array(members.length);
  let count = 0;
  for (let g = 0; g < members.length; g++) {
    const { sample, pos, home } = members[g];
    if (openAt[pos] <= 0) continue;
    let near = closeness[home];
    if (Number.isNaN(near)) {
      // programFactors' proximity, without building its object (whose shape varies with its numbers).
      near = closenessOf(sample.state, program.state);
      closeness[home] = near;
      pipelines[home] = pipelineFit(program, sample.state);
    }
    // chanceWithCloseness, spelled out with the program's terms.
    const star = byStars[sample.stars - 1];
    const w = star.w;
    const ours =
      (w.playingTime * openShare[pos]
        + w.proximity * near
        + star.prestige
        + star.contending
        + star.conference
        + star.schemeFit)
        / star.total
      + pipelines[home];
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
  for (let i = 0; i < best.length && shortlist.length < SHORTLIST_SIZE; ) {
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

/** The ids of the groups at best[from..to-1] (places in scoredGroups; each group's ids in increasing order) in one increasing list. */
function mergedIds(
  members: ProspectGroups['members'],
  scoredGroups: Int32Array,
  best: readonly number[],
  from: number,
  to: number,
): Float64Array {
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
function reachingShortlist(
  scores: Float64Array,
  count: number,
  members: ProspectGroups['members'],
  scoredGroups: Int32Array,
): number[] {
  const all = (): number[] => Array.from({ length: count }, (_, k) => k);
  let held = 0;
  for (let k = 0; k < count; k++) {
    if (Number.isNaN(scores[k])) return all();
    held += members[scoredGroups[k]].ids.length;
  }
  if (held <= SHORTLIST_SIZE) return all();
  // A copy of the scores for the selection.
  const selection = new Float64Array(count);
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
