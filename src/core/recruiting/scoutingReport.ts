// What a program knows of a prospect: scouting narrows his rating step by step and reveals what he wants and what
// he will not do without (his dealbreakers, from the first scouting).

import { NIL_FROM } from '../money/budget.js';
import { dealbreakersOf, type Dealbreaker } from './dealbreakers.js';
import { rankedPreferences } from './preferences.js';
import { NIL_WEIGHT, SCOUTING_RATING_RANGE } from './tuning.js';
import { PITCHES, type Pitch, type Prospect } from './types.js';

export interface ScoutingReport {
  level: number;
  /** Rating and potential bounds the program sees (equal when fully scouted). */
  rating: [number, number];
  potential: [number, number];
  /** His preferences from strongest, as far as revealed: none at 0-1, the top one at 2, all at 3. */
  preferences: Pitch[];
}

/**
 * The report at a scouting level 0-3. The bounds always hold the truth; their place around it is fixed
 * per prospect (from his id), so a report does not move as it narrows in a way that gives him away.
 */
export function scoutingReport(prospect: Prospect, level: number): ScoutingReport {
  const step = Math.max(0, Math.min(SCOUTING_RATING_RANGE.length - 1, Math.floor(level)));
  const range = SCOUTING_RATING_RANGE[step];
  // Where the truth sits inside the range, 0-1: a fixed hash of the id, not a draw.
  const place = ((prospect.id * 2654435761) >>> 0) / 4294967296;
  const bounds = (value: number): [number, number] => {
    const low = Math.max(0, Math.round(value - 2 * range * place));
    return [low, Math.min(99, low + 2 * range)];
  };
  const ranked = rankedPreferences(prospect.preferences);
  return {
    level: step,
    rating: bounds(prospect.rating),
    potential: bounds(prospect.potential),
    preferences: step >= 3 ? ranked : step >= 2 ? ranked.slice(0, 1) : [],
  };
}

/** What a prospect may want: a program's strengths, and NIL money (from NIL_FROM). */
export type Motivation = Pitch | 'nil';

/** What scouting has learned of what he wants and will not do without. */
export interface ScoutedWants {
  /**
   * His motivations from strongest, each with its share 0-1 of what he weighs: none below level 2, the strongest at 2
   * (its share not yet known: null), all at 3. NIL counts from NIL_FROM; the scheme only for those who weigh it.
   */
  motivations: { key: Motivation; share: number | null }[];
  /** His dealbreakers from the first scouting (level 1); null before: not known. */
  dealbreakers: readonly Dealbreaker[] | null;
}

/** The level of scouting at which his dealbreakers are known. */
export const DEALBREAKERS_SCOUTED_AT = 1;

export function scoutedWants(prospect: Prospect, level: number, season: number): ScoutedWants {
  const w = prospect.preferences;
  const weights: { key: Motivation; weight: number }[] = PITCHES.filter((key) => w[key] > 0).map((key) => ({
    key,
    weight: w[key],
  }));
  if (season >= NIL_FROM) weights.push({ key: 'nil', weight: w.nil ?? NIL_WEIGHT });
  weights.sort((a, b) => b.weight - a.weight);
  const total = weights.reduce((sum, m) => sum + m.weight, 0);
  const all = weights.map((m) => ({ key: m.key, share: total > 0 ? m.weight / total : 0 }));
  const step = Math.floor(level);
  return {
    motivations: step >= 3 ? all : step >= 2 ? all.slice(0, 1).map((m) => ({ key: m.key, share: null })) : [],
    dealbreakers: step >= DEALBREAKERS_SCOUTED_AT ? dealbreakersOf(prospect, season) : null,
  };
}
