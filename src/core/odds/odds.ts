// Point spreads, win probabilities and moneylines. Honest odds: a team favoured by s points wins about
// Phi(s / 14.5) of the time in the engine, and its average margin is the spread (calibration.ts).

import type { TeamStrength } from '../sim/types.js';
import { LAST_YEAR } from '../data/types.js';
import { HOME_FIELD_POINTS, MARGIN_SD, marginScale } from './calibration.js';
import { normalCdf } from './normal.js';

/**
 * Expected margin of `home` over `away` in points (home field counted unless neutral), in the football of `year`
 * (today's game when the caller names no season).
 */
export function expectedMargin(home: TeamStrength, away: TeamStrength, neutral: boolean, year = LAST_YEAR): number {
  return marginScale(year) * (home.overall - away.overall) + (neutral ? 0 : HOME_FIELD_POINTS);
}

/**
 * Betting-line spread of the home team, rounded to half a point: negative when home is favoured
 * (home -7 means home should win by 7). The away team's spread is its negation.
 */
export function spreadFor(home: TeamStrength, away: TeamStrength, neutral: boolean, year = LAST_YEAR): number {
  const s = -Math.round(expectedMargin(home, away, neutral, year) * 2) / 2;
  return s === 0 ? 0 : s; // no -0
}

/** Chance that the team with this spread wins: Phi(-spread / 14.5). */
export function winProbability(spread: number): number {
  return normalCdf(-spread / MARGIN_SD);
}

/**
 * American moneyline for a win probability, with the book's margin `vig` added to the probability
 * (4.5% split over the two sides by default): -150 means stake 150 to win 100, +130 stake 100 to win 130.
 */
export function moneylineFromProbability(p: number, vig = 0.045): number {
  const q = Math.min(0.995, Math.max(0.005, p * (1 + vig)));
  const line = q >= 0.5 ? -(100 * q) / (1 - q) : (100 * (1 - q)) / q;
  // Lines are quoted in steps of 5.
  const rounded = Math.round(line / 5) * 5;
  return rounded === 0 ? 100 : rounded;
}

export interface GameOdds {
  /** Home spread (negative = home favoured); the away spread is -homeSpread. */
  homeSpread: number;
  awaySpread: number;
  homeWinProbability: number;
  homeMoneyline: number;
  awayMoneyline: number;
}

/** Everything a game preview shows about the odds. */
export function gameOdds(home: TeamStrength, away: TeamStrength, neutral: boolean, year = LAST_YEAR): GameOdds {
  const homeSpread = spreadFor(home, away, neutral, year);
  const p = normalCdf(expectedMargin(home, away, neutral, year) / MARGIN_SD);
  return {
    homeSpread,
    awaySpread: homeSpread === 0 ? 0 : -homeSpread,
    homeWinProbability: p,
    homeMoneyline: moneylineFromProbability(p),
    awayMoneyline: moneylineFromProbability(1 - p),
  };
}
