// What a program knows of a prospect: scouting narrows his rating step by step and reveals what he wants.

import { rankedPreferences } from './preferences.js';
import { SCOUTING_RATING_RANGE } from './tuning.js';
import type { Pitch, Prospect } from './types.js';

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
