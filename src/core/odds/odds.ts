// Point spreads, totals, win probabilities and moneylines. Honest lines: the expected margin follows the engine's
// results at every size of mismatch (calibration.ts), the spread hangs where favourites cover about half the time,
// and a team favoured by s points wins about Phi(s / 14.5) of the time.

import type { TeamStrength } from '../sim/types.js';
import { LAST_YEAR } from '../data/types.js';
import { eraSeason } from '../sim/eras.js';
import {
  HOME_FIELD_POINTS,
  LOPSIDED,
  MARGIN_SD,
  MEDIAN_SHIFT,
  TOTAL,
  TOWARD_MEDIAN,
  marginScale,
} from './calibration.js';
import { normalCdf } from './normal.js';

/**
 * Expected margin of `home` over `away` in points (home field counted unless neutral), in the football of `year`
 * (today's game when the caller names no season): the strength model's straight line, shortened for lopsided games.
 */
export function expectedMargin(home: TeamStrength, away: TeamStrength, neutral: boolean, year = LAST_YEAR): number {
  return shortened(straightMargin(home.overall, away.overall, homeEdge(neutral), year));
}

/** The strength model's straight line: the era's points per strength point times the difference, plus the home edge. */
function straightMargin(homeOverall: number, awayOverall: number, homeEdge: number, year: number): number {
  return marginScale(year) * (homeOverall - awayOverall) + homeEdge;
}

/** A straight-line margin shortened for a lopsided game (LOPSIDED). */
function shortened(straight: number): number {
  return straight / (1 + LOPSIDED * Math.abs(straight));
}

/** The median margin's offset from an expected margin of `size` points (size >= 0), read off MEDIAN_SHIFT. */
function medianShift(size: number): number {
  const last = MEDIAN_SHIFT.length - 1;
  if (size >= last) return MEDIAN_SHIFT[last];
  const i = Math.floor(size);
  return MEDIAN_SHIFT[i] + (size - i) * (MEDIAN_SHIFT[i + 1] - MEDIAN_SHIFT[i]);
}

/** Rounds to half a point, with no -0. */
function halfPoint(x: number): number {
  const r = Math.round(x * 2) / 2;
  return r === 0 ? 0 : r;
}

/**
 * Betting-line spread of the home team, rounded to half a point: negative when home is favoured
 * (home -7 means home should win by 7). The away team's spread is its negation.
 */
export function spreadFor(home: TeamStrength, away: TeamStrength, neutral: boolean, year = LAST_YEAR): number {
  return halfPoint(-towardMedian(expectedMargin(home, away, neutral, year)));
}

/** An expected margin moved toward the middle result (TOWARD_MEDIAN), before the half-point rounding. */
function towardMedian(expected: number): number {
  return expected + TOWARD_MEDIAN * Math.sign(expected) * medianShift(Math.abs(expected));
}

/**
 * A spread's arithmetic step by step, from what the odds read when the line was set: each team's strength
 * (TeamStrength.overall) and the home edge in points (0 at a neutral site). Margins are the home team's.
 */
export interface LineSteps {
  /** Each team's points above an average team in the season's football (the era's scale applied). */
  homePoints: number;
  awayPoints: number;
  homeEdge: number;
  /** homePoints - awayPoints + homeEdge. */
  straight: number;
  /** The straight margin shortened for a lopsided game. */
  expected: number;
  /** The expected margin moved toward the middle result. */
  median: number;
  /** The home spread (spreadFor's): -median rounded to half a point. */
  homeSpread: number;
}

/** spreadFor's steps for kept strengths: homeSpread is spreadFor's value for the same strengths, to the bit. */
export function lineSteps(homeOverall: number, awayOverall: number, homeEdge: number, year = LAST_YEAR): LineSteps {
  const straight = straightMargin(homeOverall, awayOverall, homeEdge, year);
  const expected = shortened(straight);
  const median = towardMedian(expected);
  const scale = marginScale(year);
  return {
    homePoints: scale * homeOverall,
    awayPoints: scale * awayOverall,
    homeEdge,
    straight,
    expected,
    median,
    homeSpread: halfPoint(-median),
  };
}

/** The home edge the odds give a game: HOME_FIELD_POINTS, none at a neutral site. */
export function homeEdge(neutral: boolean): number {
  return neutral ? 0 : HOME_FIELD_POINTS;
}

/** Combined points expected of the game. */
export function expectedTotal(home: TeamStrength, away: TeamStrength, neutral: boolean, year = LAST_YEAR): number {
  const scoring = home.offense + away.offense - home.defense - away.defense;
  const margin = expectedMargin(home, away, neutral, year);
  const straight =
    TOTAL.base
    + TOTAL.era * 2 * eraSeason(year).points
    + TOTAL.strength * scoring
    + (home.pace ?? 0)
    + (away.pace ?? 0)
    + (TOTAL.lopsided * margin * margin) / 100;
  return straight + (TOTAL.convex * (straight - TOTAL.centre) ** 2) / 100;
}

/** The game's total (over/under), rounded to half a point: toward the middle result from the expected one. */
export function totalFor(home: TeamStrength, away: TeamStrength, neutral: boolean, year = LAST_YEAR): number {
  return Math.max(0, halfPoint(expectedTotal(home, away, neutral, year) + TOWARD_MEDIAN * TOTAL.medianShift));
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
  /** Combined points, over/under. */
  total: number;
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
    total: totalFor(home, away, neutral, year),
    homeWinProbability: p,
    homeMoneyline: moneylineFromProbability(p),
    awayMoneyline: moneylineFromProbability(1 - p),
  };
}
