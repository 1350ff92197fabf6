// Team offense, defense and overall ratings from the starters.

import {
  DEFENSE_WEIGHTS,
  OFFENSE_WEIGHTS,
  OVERALL_SHARES,
  RAW_CENTER,
  REPLACEMENT_RATING,
  TEAM_RATING_CENTER,
  TEAM_RATING_STRETCH_ABOVE,
  TEAM_RATING_STRETCH_BELOW,
} from './tuning.js';
import { POSITIONS, type Player, type Position, type TeamRatings } from './types.js';
import { clampRating } from './attributes.js';
import { perPosition } from './positionTable.js';

type Raw = { offense: number; defense: number; overall: number };

/** Best overalls at each position, best first (does not rely on depth being set). */
function topRatingsByPosition(players: readonly Pick<Player, 'pos' | 'rating'>[]): Record<Position, number[]> {
  const byPos = perPosition((): number[] => []);
  for (const player of players) byPos[player.pos].push(player.rating);
  for (const pos of POSITIONS) byPos[pos].sort((a, b) => b - a);
  return byPos;
}

function weighted(byPos: Record<Position, number[]>, weights: Partial<Record<Position, readonly number[]>>): number {
  let sum = 0;
  let total = 0;
  for (const [pos, slots] of Object.entries(weights) as [Position, readonly number[]][]) {
    slots.forEach((weight, i) => {
      sum += weight * (byPos[pos][i] ?? REPLACEMENT_RATING);
      total += weight;
    });
  }
  return sum / total;
}

/** The weighted starter averages before they are spread onto the displayed scale. */
export function rawTeamRatings(players: readonly Pick<Player, 'pos' | 'rating'>[]): Raw {
  const byPos = topRatingsByPosition(players);
  const offense = weighted(byPos, OFFENSE_WEIGHTS);
  const defense = weighted(byPos, DEFENSE_WEIGHTS);
  const overall =
    OVERALL_SHARES.offense * offense
    + OVERALL_SHARES.defense * defense
    + OVERALL_SHARES.K * (byPos.K[0] ?? REPLACEMENT_RATING)
    + OVERALL_SHARES.P * (byPos.P[0] ?? REPLACEMENT_RATING);
  return { offense, defense, overall };
}

function display(raw: number): number {
  const slope = raw < RAW_CENTER ? TEAM_RATING_STRETCH_BELOW : TEAM_RATING_STRETCH_ABOVE;
  return clampRating(TEAM_RATING_CENTER + slope * (raw - RAW_CENTER));
}

/**
 * Offense, defense and overall 0-99 from the best players at each position (the starters once the
 * depth chart is set), weighted by position importance and spread so a league ranges from about 60 to
 * 90+ with a tier-4 (average) program near 75 (tuning.ts).
 */
export function teamRatings(players: readonly Pick<Player, 'pos' | 'rating'>[]): TeamRatings {
  const raw = rawTeamRatings(players);
  return { offense: display(raw.offense), defense: display(raw.defense), overall: display(raw.overall) };
}
