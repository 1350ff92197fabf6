// A program's recruiting region: how much of a national class lives near it against the other programs near those
// prospects. Recruiting sorts prospects by home (recruiting/preferences.ts proximity), so a small program near the
// talent of Texas or Florida signs better players than one in Ohio or the Mountain West; a new league's rosters
// start from that (generate.ts drawStars).

import { allPrograms, membershipIn } from '../data/league.js';
import { milesBetweenStates, TALENT_STATES } from '../recruiting/talentMap.js';
import { PROXIMITY_RANGE_MILES } from '../recruiting/tuning.js';
import { REGIONAL_STARS } from './tuning.js';

const byYear = new Map<number, Map<string, number>>();

function closeness(from: string, to: string): number {
  return Math.max(0, 1 - milesBetweenStates(from, to) / PROXIMITY_RANGE_MILES) ** REGIONAL_STARS.closenessPower;
}

/**
 * Each FBS program's share of the national class in `year`: every state's prospects split among the programs by
 * closeness (to a power: the nearest programs sign most of them), as SDs from the programs' mean.
 */
function regionalShares(year: number): Map<string, number> {
  const programs = allPrograms().filter((p) => membershipIn(p, year));
  const near = programs.map((p) => TALENT_STATES.map((s) => closeness(p.state, s.code)));
  const totals = TALENT_STATES.map((_, s) => near.reduce((sum, row) => sum + row[s], 0));
  const shares = near.map((row) =>
    TALENT_STATES.reduce((sum, s, i) => sum + (totals[i] > 0 ? (s.share * row[i]) / totals[i] : 0), 0),
  );
  const mean = shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length);
  const sd = Math.sqrt(shares.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, shares.length)) || 1;
  return new Map(programs.map((p, i) => [p.name, (shares[i] - mean) / sd]));
}

/** The program's regional talent in SDs of the league's programs (0 for a program outside FBS that year). */
export function regionalTalent(name: string, year: number): number {
  let shares = byYear.get(year);
  if (!shares) {
    shares = regionalShares(year);
    byYear.set(year, shares);
  }
  return shares.get(name) ?? 0;
}

/**
 * The star shares of a program of the tier, leaned toward more stars by its regional talent: each star's share times
 * exp(lean x stars), lean REGIONAL_STARS.perSd per SD of regional talent at the tier's weight.
 */
export function regionalStarShares(shares: readonly number[], tier: number, talent: number): number[] {
  const lean = REGIONAL_STARS.perSd * REGIONAL_STARS.byPrestige[tier - 1] * talent;
  return shares.map((share, i) => share * Math.exp(lean * i));
}
