// Coaches grow with success and slow with age: ratings after a season.
import type { Rng } from '../random.js';
import { expectedWinPct, winPct, type CoachSeason } from './jobSecurity.js';
import { COACH_PROGRESSION } from './tuning.js';
import type { CoachRatings } from './types.js';

const KEYS: readonly (keyof CoachRatings)[] = ['offense', 'defense', 'recruiting', 'development', 'gameManagement'];

/** Ratings one season on: up by success against expectation, down past the decline age, a little noise. */
export function progressCoach<T extends CoachRatings>(coach: T, season: CoachSeason, age: number, rng: Rng): T {
  const margin = winPct(season) - expectedWinPct(season.prestige);
  const base = Math.max(-COACH_PROGRESSION.maxLoss, Math.min(COACH_PROGRESSION.maxGain, COACH_PROGRESSION.perTenth * margin * 10));
  const decline = age >= COACH_PROGRESSION.declineFromAge ? 1 : 0;
  const next = { ...coach };
  for (const key of KEYS) {
    const change = Math.round(base + rng.normal(0, 1) - decline);
    next[key] = Math.max(20, Math.min(99, coach[key] + change));
  }
  return next;
}
