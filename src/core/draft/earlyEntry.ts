// Early departures: underclassmen good enough for the NFL declare for the draft after the season.
import type { Rng } from '../random.js';
import type { Player } from '../players/types.js';
import { EARLY_ENTRY_FLOOR, EARLY_ENTRY_MIDPOINT, EARLY_ENTRY_SPREAD } from './tuning.js';

/**
 * Three seasons out of high school: the NFL's rule. Juniors (redshirt juniors too) and redshirt sophomores
 * may declare; true sophomores and freshmen may not, seniors leave anyway.
 */
export function eligibleForDraft(player: Pick<Player, 'year' | 'redshirted'>): boolean {
  return player.year === 'jr' || (player.year === 'so' && player.redshirted);
}

/** Chance an eligible player declares, by his overall. */
export function declareChance(rating: number): number {
  if (rating < EARLY_ENTRY_FLOOR) return 0;
  return 1 / (1 + Math.exp(-(rating - EARLY_ENTRY_MIDPOINT) / EARLY_ENTRY_SPREAD));
}

/** The roster's early entrants this offseason (a draw per eligible player, in roster order). */
export function earlyEntrants(roster: readonly Player[], rng: Rng): Player[] {
  const out: Player[] = [];
  for (const player of roster) {
    if (!eligibleForDraft(player)) continue;
    const chance = declareChance(player.rating);
    if (chance > 0 && rng.chance(chance)) out.push(player);
  }
  return out;
}
