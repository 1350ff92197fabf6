// Team strength on a common scale (standard deviations of the team rating across FBS) and the win
// probability it implies.

import type { PollTeam } from './types.js';
import { HOME_FIELD_POINTS, LOGISTIC_NORMAL_SCALE, MARGIN_SD, POINTS_PER_STRENGTH_SD, BALLOT_LENGTH } from './tuning.js';

/** Each team's rating as a z-score across the given teams. */
export function strengthScale(teams: readonly PollTeam[]): Map<string, number> {
  if (teams.length === 0) return new Map();
  const mean = teams.reduce((s, t) => s + t.rating, 0) / teams.length;
  const variance = teams.reduce((s, t) => s + (t.rating - mean) ** 2, 0) / teams.length;
  const sd = Math.sqrt(variance) || 1;
  return new Map(teams.map((t) => [t.name, (t.rating - mean) / sd]));
}

/** Average strength of the 25 strongest teams: the "average top-25 team" of strength of record. */
export function top25Strength(strength: ReadonlyMap<string, number>): number {
  const best = [...strength.values()].sort((a, b) => b - a).slice(0, BALLOT_LENGTH);
  return best.length === 0 ? 0 : best.reduce((s, z) => s + z, 0) / best.length;
}

/** The logistic of the expected margin: P(win) for a team `gap` strength SDs better, at a site. */
export function winProbability(gap: number, site: 1 | 0 | -1): number {
  const margin = POINTS_PER_STRENGTH_SD * gap + site * HOME_FIELD_POINTS;
  return 1 / (1 + Math.exp(-LOGISTIC_NORMAL_SCALE * margin / MARGIN_SD));
}

/** Slope of log-odds per strength SD (for the resume rating's Newton steps). */
export const LOG_ODDS_PER_SD = LOGISTIC_NORMAL_SCALE * POINTS_PER_STRENGTH_SD / MARGIN_SD;
