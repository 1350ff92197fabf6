// Team strength on a common scale (standard deviations of the team rating across FBS) and the win
// probability it implies.

import type { PollTeam } from './types.js';
import {
  HOME_FIELD_POINTS,
  LOGISTIC_NORMAL_SCALE,
  MARGIN_SD,
  POINTS_PER_STRENGTH_SD,
  BALLOT_LENGTH,
} from './tuning.js';

/** Each team's rating as a z-score across the given teams, by the team's index in teams. */
export function strengthValues(teams: readonly PollTeam[]): Float64Array {
  const z = new Float64Array(teams.length);
  if (teams.length === 0) return z;
  let sum = 0;
  for (let i = 0; i < teams.length; i++) sum += teams[i].rating;
  const mean = sum / teams.length;
  let squares = 0;
  for (let i = 0; i < teams.length; i++) squares += (teams[i].rating - mean) ** 2;
  const sd = Math.sqrt(squares / teams.length) || 1;
  for (let i = 0; i < teams.length; i++) z[i] = (teams[i].rating - mean) / sd;
  return z;
}

/** Each team's rating as a z-score across the given teams. */
export function strengthScale(teams: readonly PollTeam[]): Map<string, number> {
  const z = strengthValues(teams);
  return new Map(teams.map((t, i) => [t.name, z[i]]));
}

/** Average strength of the 25 strongest teams: the "average top-25 team" of strength of record. */
export function top25Strength(strength: ArrayLike<number>): number {
  // Sorted by the typed array's own (numeric) sort; summed strongest first.
  const sorted = Float64Array.from(strength).sort();
  const count = Math.min(BALLOT_LENGTH, sorted.length);
  let sum = 0;
  for (let i = 0; i < count; i++) sum += sorted[sorted.length - 1 - i];
  return count === 0 ? 0 : sum / count;
}

/** The logistic of the expected margin: P(win) for a team `gap` strength SDs better, at a site. */
export function winProbability(gap: number, site: 1 | 0 | -1): number {
  const margin = POINTS_PER_STRENGTH_SD * gap + site * HOME_FIELD_POINTS;
  return 1 / (1 + Math.exp((-LOGISTIC_NORMAL_SCALE * margin) / MARGIN_SD));
}

/** Slope of log-odds per strength SD (for the resume rating's Newton steps). */
export const LOG_ODDS_PER_SD = (LOGISTIC_NORMAL_SCALE * POINTS_PER_STRENGTH_SD) / MARGIN_SD;
