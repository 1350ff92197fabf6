// What a program expects of its head coach, and how safe his job is: the hot seat.
import { EXPECTED_WIN_PCT, SECURITY } from './tuning.js';
import { prestigeTier } from '../data/prestige.js';

/** Expected winning percentage at a program of this prestige (1-7). */
export function expectedWinPct(prestige: number): number {
  return EXPECTED_WIN_PCT[prestigeTier(prestige)];
}

export interface CoachSeason {
  wins: number;
  losses: number;
  /** Prestige of the program that season (its expectations). */
  prestige: number;
  /** Final AP rank (0: unranked). */
  finalRank: number;
  champion: boolean;
}

export function winPct(s: Pick<CoachSeason, 'wins' | 'losses'>): number {
  const games = s.wins + s.losses;
  return games === 0 ? 0.5 : s.wins / games;
}

/** Job security (0-100) after a season: the season's record against expectation, a ranking, a title. */
export function securityAfter(security: number, season: CoachSeason): number {
  let next = security + SECURITY.perSeason * (winPct(season) - expectedWinPct(season.prestige));
  if (season.finalRank > 0 && season.finalRank <= 25) next += SECURITY.rankedBonus;
  if (season.champion) next += SECURITY.titleBonus;
  return Math.round(Math.max(0, Math.min(SECURITY.max, next)));
}

export type HotSeat = 'secure' | 'warm' | 'hot';

export const HOT_SEAT_LABELS: Record<HotSeat, string> = { secure: 'Secure', warm: 'Warm seat', hot: 'Hot seat' };

export function hotSeat(security: number): HotSeat {
  return security < SECURITY.hot ? 'hot' : security < SECURITY.warm ? 'warm' : 'secure';
}

/** Fired at season's end: security gone, past the grace seasons a new coach gets. */
export function firedAfter(security: number, seasonsAtProgram: number): boolean {
  return security < SECURITY.fireBelow && seasonsAtProgram > SECURITY.graceSeasons;
}
