// Coaches grow by what their seasons earn and slow with age: ratings and experience points (XP) after a season.
import { ratingsAfterSeason, seasonXp, spendByProfile, type CoachSeasonResults, type XpSource } from './abilities.js';
import type { CoachRatings } from './types.js';

export interface CoachAfterSeason<T> {
  coach: T;
  /** The season's XP, part by part. */
  earned: { source: XpSource; xp: number }[];
  /** XP left to spend. */
  xp: number;
}

/**
 * A coach one season on: ratings lowered by a season below expectation and by age, the season's XP added to his
 * balance (but the parts he `alreadyEarned` as they came); a computer coach (autoSpend) spends it at once by his
 * profile, the player's coach keeps it for the player to spend.
 */
export function progressCoach<T extends CoachRatings>(
  coach: T,
  season: CoachSeasonResults,
  age: number,
  balance: number,
  autoSpend: boolean,
  alreadyEarned: ReadonlySet<XpSource> = new Set(),
): CoachAfterSeason<T> {
  const earned = seasonXp(season).filter((e) => !alreadyEarned.has(e.source));
  const after = ratingsAfterSeason(coach, season, age);
  const xp = balance + earned.reduce((sum, e) => sum + e.xp, 0);
  if (!autoSpend) return { coach: after, earned, xp };
  const spent = spendByProfile(after, xp);
  return { coach: spent.coach, earned, xp: spent.xp };
}
