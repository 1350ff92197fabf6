// Early departures: underclassmen good enough for the NFL declare for the draft after the season.
import type { Rng } from '../random.js';
import type { Player } from '../players/types.js';
import { EARLY_ENTRANTS_PER_YEAR, EARLY_ENTRY_FLOOR, EARLY_ENTRY_MIDPOINT, EARLY_ENTRY_SPREAD } from './tuning.js';

/**
 * Three seasons out of high school: the NFL's rule. Juniors (redshirt juniors too) and redshirt sophomores
 * may declare; true sophomores and freshmen may not, seniors leave anyway.
 */
export function eligibleForDraft(player: Pick<Player, 'year' | 'redshirted'>): boolean {
  return player.year === 'jr' || (player.year === 'so' && player.redshirted);
}

/** Chance an eligible player declares, by his overall. */
export function declareChance(rating: number, midpoint = EARLY_ENTRY_MIDPOINT): number {
  if (rating < EARLY_ENTRY_FLOOR) return 0;
  return 1 / (1 + Math.exp(-(rating - midpoint) / EARLY_ENTRY_SPREAD));
}

/**
 * The year's midpoint: the one at which the league's eligible players (their overalls) are expected to send
 * `target` early entrants (bisection; the floor still holds, so a thin class sends fewer).
 */
export function earlyEntryMidpoint(eligibleRatings: readonly number[], target = EARLY_ENTRANTS_PER_YEAR): number {
  // Each distinct overall's chance worked out once a midpoint (overalls are whole numbers: a few dozen distinct among
  // thousands of players), then summed in the list's order: the same sum as a chance worked out per player.
  const distinct = new Map<number, number>();
  const slots = new Int32Array(eligibleRatings.length);
  for (let i = 0; i < eligibleRatings.length; i++) {
    const r = eligibleRatings[i];
    let slot = distinct.get(r);
    if (slot === undefined) {
      slot = distinct.size;
      distinct.set(r, slot);
    }
    slots[i] = slot;
  }
  const ratings = [...distinct.keys()];
  const chances = new Float64Array(ratings.length);
  const expected = (midpoint: number) => {
    for (let k = 0; k < ratings.length; k++) chances[k] = declareChance(ratings[k], midpoint);
    let sum = 0;
    for (let i = 0; i < slots.length; i++) sum += chances[slots[i]];
    return sum;
  };
  let low = 50;
  let high = 110;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (expected(mid) > target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The roster's early entrants this offseason (a draw per eligible player, in roster order). `chanceOf`: his chance,
 * declareChance's, or what keeping him made of it (core/retention).
 */
export function earlyEntrants(
  roster: readonly Player[],
  rng: Rng,
  midpoint = EARLY_ENTRY_MIDPOINT,
  chanceOf: (player: Player) => number = (player) => declareChance(player.rating, midpoint),
): Player[] {
  const out: Player[] = [];
  for (const player of roster) {
    if (!eligibleForDraft(player)) continue;
    const chance = chanceOf(player);
    if (chance > 0 && rng.chance(chance)) out.push(player);
  }
  return out;
}
