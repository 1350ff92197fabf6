// Non-conference matchups that bring every team to a full slate: teams of similar prestige meet each
// other, power programs buy games against weaker programs, and no pair meets twice in a season.

import type { Rng } from '../random.js';
import { buildPairings } from './pairingGraph.js';
import { sameConference, type SeasonIndex } from './seasonIndex.js';
import {
  NON_POWER_PAIR_WEIGHT,
  POWER_VERSUS_POWER_WEIGHT,
  POWER_VERSUS_WEAKER_BONUS,
  PRESTIGE_GAP_SCALE,
} from './tuning.js';

/** Appeal of a non-conference pairing for the greedy fill. */
export function nonConferenceAppeal(index: SeasonIndex, a: number, b: number): number {
  const pa = index.prestige[a];
  const pb = index.prestige[b];
  const gap = Math.abs(pa - pb);
  const powerA = index.power[a];
  const powerB = index.power[b];
  if (powerA && powerB) return POWER_VERSUS_POWER_WEIGHT * Math.exp(-gap / PRESTIGE_GAP_SCALE);
  if (powerA !== powerB) {
    const powerPrestige = powerA ? pa : pb;
    const otherPrestige = powerA ? pb : pa;
    // A guarantee game: the power program being the stronger side is the point, so only a gap beyond two
    // prestige levels (or an upset-prone weaker power team) costs appeal.
    const mismatch = Math.max(0, Math.abs(powerPrestige - otherPrestige) - 2);
    return POWER_VERSUS_WEAKER_BONUS * Math.exp(-mismatch / PRESTIGE_GAP_SCALE);
  }
  return NON_POWER_PAIR_WEIGHT * Math.exp(-gap / PRESTIGE_GAP_SCALE);
}

/**
 * need[team] = non-conference games still to pair; paired = size*size matrix of pairs already playing.
 * Returns the new pairs, or null when the search gave up.
 */
export function buildNonConferenceSlate(
  index: SeasonIndex,
  need: readonly number[],
  paired: Uint8Array,
  rng: Rng,
): [number, number][] | null {
  const size = index.names.length;
  const allowed = new Uint8Array(size * size);
  const appeal = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    if (need[a] <= 0) continue;
    for (let b = a + 1; b < size; b++) {
      if (need[b] <= 0 || paired[a * size + b] === 1 || sameConference(index, a, b)) continue;
      allowed[a * size + b] = allowed[b * size + a] = 1;
      appeal[a * size + b] = appeal[b * size + a] = nonConferenceAppeal(index, a, b);
    }
  }
  return buildPairings({ size, target: need, allowed, locked: [], weight: (a, b) => appeal[a * size + b] }, rng);
}
