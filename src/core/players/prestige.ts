// A program's prestige from one season to the next.

import {
  PRESTIGE_MOVE_MARGIN, PRESTIGE_RANK_25_LEVEL, PRESTIGE_SEASON_WEIGHTS, PRESTIGE_TOP_LEVEL,
  PRESTIGE_UNRANKED_SLOPE,
} from './tuning.js';

/** The prestige level (1-7, fractional) one season's results deserve. finalRank 0 means unranked. */
export function deservedPrestige(finalRank: number, winPct: number): number {
  if (finalRank >= 1) {
    const rank = Math.min(25, finalRank);
    return PRESTIGE_TOP_LEVEL - ((PRESTIGE_TOP_LEVEL - PRESTIGE_RANK_25_LEVEL) * (rank - 1)) / 24;
  }
  const pct = Math.max(0, Math.min(1, winPct));
  return Math.min(PRESTIGE_RANK_25_LEVEL, 1 + PRESTIGE_UNRANKED_SLOPE * pct);
}

/**
 * Next season's prestige. Rule: each of the last three seasons (arrays most recent first, as a query
 * ordered by year descending returns them; rank 0 = unranked) deserves a level (deservedPrestige),
 * averaged with weights 3-2-1 from the most recent. Prestige moves one step toward that level when it is at least PRESTIGE_MOVE_MARGIN away,
 * never more than one step a season, and always stays within floor..ceiling (and 1..7). No seasons:
 * no change.
 */
export function nextPrestige(
  current: number, ceiling: number, floor: number, recentFinalRanks: readonly number[], winPcts: readonly number[],
): number {
  const low = Math.max(1, Math.min(floor, ceiling));
  const high = Math.min(7, Math.max(floor, ceiling));
  const clamp = (value: number): number => Math.max(low, Math.min(high, Math.round(value)));
  const seasons = Math.min(recentFinalRanks.length, winPcts.length, PRESTIGE_SEASON_WEIGHTS.length);
  let now = clamp(current);
  if (seasons === 0) return now;
  let sum = 0;
  let weights = 0;
  for (let back = 0; back < seasons; back++) {
    const rank = recentFinalRanks[back];
    const pct = winPcts[back];
    sum += PRESTIGE_SEASON_WEIGHTS[back] * deservedPrestige(rank, pct);
    weights += PRESTIGE_SEASON_WEIGHTS[back];
  }
  const deserved = sum / weights;
  if (deserved >= now + PRESTIGE_MOVE_MARGIN) now += 1;
  else if (deserved <= now - PRESTIGE_MOVE_MARGIN) now -= 1;
  return clamp(now);
}
