// How FBS-vs-FBS games end (shared/reference/fbs-eras.md section 2): final margins, big scores and shutouts.

import type { GameResult } from './types.js';

export type EndingFigure =
  | 'withinThreePct'
  | 'withinSevenPct'
  | 'withinEightPct'
  | 'byTwentyEightPct'
  | 'meanMargin'
  | 'medianMargin'
  | 'marginThreePct'
  | 'marginSevenPct'
  | 'marginTenPct'
  | 'marginFourteenPct'
  | 'fiftyPlusPct'
  | 'seventyPlusPct'
  | 'shutoutPct'
  | 'seasonHighScore';

export interface EndingTarget {
  target: number;
  tolerance: number;
  /** What the reference says. */
  real: string;
}

/** The reference's ranges as a middle and a half-width; single figures get about a point of sampling room. */
export const ENDING_TARGETS: Record<EndingFigure, EndingTarget> = {
  withinThreePct: { target: 16, tolerance: 2, real: '14-18%' },
  withinSevenPct: { target: 33.5, tolerance: 2.5, real: '31-36%' },
  withinEightPct: { target: 37, tolerance: 2, real: '35-39%' },
  byTwentyEightPct: { target: 21, tolerance: 4, real: '17-25%' },
  meanMargin: { target: 17, tolerance: 1, real: '16-18' },
  medianMargin: { target: 14, tolerance: 1, real: '13-15' },
  marginThreePct: { target: 9.5, tolerance: 1.5, real: 'about 9.5%, the most common' },
  marginSevenPct: { target: 8.3, tolerance: 1.5, real: 'about 8.3%, the second' },
  marginTenPct: { target: 4.5, tolerance: 1.25, real: 'about 4.5%' },
  marginFourteenPct: { target: 4.5, tolerance: 1.25, real: 'about 4.5%' },
  fiftyPlusPct: { target: 7, tolerance: 2, real: '5-9% of team-games' },
  seventyPlusPct: { target: 0.3, tolerance: 0.2, real: '0.1-0.5% of team-games' },
  shutoutPct: { target: 1.4, tolerance: 0.7, real: 'about 1.4% of team-games' },
  seasonHighScore: { target: 77, tolerance: 7, real: 'usually 70-84' },
};

/** The first season of the running clock (after a first down), when scoring and margins came down. */
export const RUNNING_CLOCK_FROM = 2023;

/** The one season whose clock started on the kick-off and on a change of possession (repealed for 2007). */
export const KICKOFF_CLOCK_SEASON = 2006;

/**
 * The targets of a season. Before 2009 shutouts were more common than the 2008-2024 average: 1.7% of 2005's
 * FBS-vs-FBS team-games and 2.3% of 2008's (docs/reference/fbs-early-seasons.md); 2006's shorter games had fewer big
 * scores and more shutouts, counted game by game there. From 2023 fewer teams scored 50 (4.5%, 5.6% and 4.2% in
 * 2023-2025) and games were closer (mean margins 16.1-16.4), below the 2008-2024 ranges
 * (docs/reference/fbs-game-endings.md).
 */
export function endingTargets(year: number): Record<EndingFigure, EndingTarget> {
  if (year >= RUNNING_CLOCK_FROM)
    return {
      ...ENDING_TARGETS,
      fiftyPlusPct: { target: 4.8, tolerance: 1.5, real: '4.2-5.6% (2023-25)' },
      meanMargin: { target: 16.2, tolerance: 1, real: '16.1-16.4 (2023-25)' },
    };
  if (year === KICKOFF_CLOCK_SEASON)
    return {
      ...ENDING_TARGETS,
      fiftyPlusPct: { target: 2.9, tolerance: 1.5, real: '2.9% (2006)' },
      seventyPlusPct: { target: 0.15, tolerance: 0.15, real: 'none of 1,428 team-games (2006)' },
      shutoutPct: { target: 3.4, tolerance: 0.7, real: '3.4% (2006)' },
      seasonHighScore: { target: 68, tolerance: 7, real: '68 (2006)' },
    };
  if (year > 2008) return ENDING_TARGETS;
  return { ...ENDING_TARGETS, shutoutPct: { target: 2, tolerance: 0.7, real: '1.7% (2005), 2.3% (2008)' } };
}

export interface GameEndings {
  games: number;
  figures: Record<EndingFigure, number>;
  /** The most common final margins, most common first (margin and percent of games). */
  commonMargins: { margin: number; pct: number }[];
  /** The highest team score of the batch. */
  highestScore: number;
}

/**
 * The endings of a batch of FBS-vs-FBS games. seasonOf: the season each result belongs to (the season-high score
 * is the mean over seasons of each season's highest score).
 */
export function summarizeEndings(
  results: readonly GameResult[],
  seasonOf: (i: number) => number = () => 0,
): GameEndings {
  const margins: number[] = [];
  const byMargin = new Map<number, number>();
  const seasonHigh = new Map<number, number>();
  let fifty = 0;
  let seventy = 0;
  let shutouts = 0;
  results.forEach((r, i) => {
    const m = Math.abs(r.homePoints - r.awayPoints);
    margins.push(m);
    byMargin.set(m, (byMargin.get(m) ?? 0) + 1);
    const season = seasonOf(i);
    for (const p of [r.homePoints, r.awayPoints]) {
      if (p >= 50) fifty += 1;
      if (p >= 70) seventy += 1;
      if (p === 0) shutouts += 1;
      seasonHigh.set(season, Math.max(seasonHigh.get(season) ?? 0, p));
    }
  });
  const n = Math.max(1, margins.length);
  const pct = (count: number, of = n) => (100 * count) / of;
  const share = (test: (m: number) => boolean) => pct(margins.filter(test).length);
  const sorted = [...margins].sort((a, b) => a - b);
  const median =
    sorted.length === 0
      ? 0
      : sorted.length % 2 === 1
        ? sorted[(sorted.length - 1) / 2]
        : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  const highs = [...seasonHigh.values()];
  const commonMargins = [...byMargin.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 8)
    .map(([margin, count]) => ({ margin, pct: pct(count) }));
  return {
    games: margins.length,
    figures: {
      withinThreePct: share((m) => m <= 3),
      withinSevenPct: share((m) => m <= 7),
      withinEightPct: share((m) => m <= 8),
      byTwentyEightPct: share((m) => m >= 28),
      meanMargin: margins.reduce((a, m) => a + m, 0) / n,
      medianMargin: median,
      marginThreePct: pct(byMargin.get(3) ?? 0),
      marginSevenPct: pct(byMargin.get(7) ?? 0),
      marginTenPct: pct(byMargin.get(10) ?? 0),
      marginFourteenPct: pct(byMargin.get(14) ?? 0),
      fiftyPlusPct: pct(fifty, 2 * n),
      seventyPlusPct: pct(seventy, 2 * n),
      shutoutPct: pct(shutouts, 2 * n),
      seasonHighScore: highs.length === 0 ? 0 : highs.reduce((a, h) => a + h, 0) / highs.length,
    },
    commonMargins,
    highestScore: highs.length === 0 ? 0 : Math.max(...highs),
  };
}

/**
 * How far (in standard errors of the difference of two shares of the same games) a margin may lead one the reference
 * ranks above it before the order counts as broken. The reference's 3 (about 9.5%) and 7 (8.3%) are 1.2 points apart:
 * in a 4-season batch (about 2,700 games) the standard error of that difference is 0.8 points, so a batch of games
 * that ended exactly as real ones do would still show 7 ahead of 3 about one time in fourteen (1.5 standard errors).
 */
export const MARGIN_ORDER_SE = 2;

/** Whether share `a` (percent) of n games is behind share `b` by no more than sampling explains (MARGIN_ORDER_SE). */
function notClearlyBehind(a: number, b: number, n: number): boolean {
  if (a >= b) return true;
  const pa = a / 100;
  const pb = b / 100;
  const se = Math.sqrt(Math.max(0, pa + pb - (pa - pb) ** 2) / Math.max(1, n));
  return pb - pa <= MARGIN_ORDER_SE * se;
}

/**
 * The reference's order of the most common margins: 3 first, 7 second, every other margin behind them. It holds unless
 * the games clearly say otherwise: a margin ahead of one the reference ranks above it by more than sampling explains.
 */
export function marginOrderHolds(e: GameEndings): boolean {
  const pct = (m: number) => e.commonMargins.find((c) => c.margin === m)?.pct ?? 0;
  const three = pct(3);
  const seven = pct(7);
  const other = Math.max(0, ...e.commonMargins.filter((c) => c.margin !== 3 && c.margin !== 7).map((c) => c.pct));
  return notClearlyBehind(three, seven, e.games) && notClearlyBehind(seven, other, e.games);
}

/** Nothing above about 85 in a 10-season batch (fbs-eras.md: FBS-vs-FBS season highs 70-84). */
export const HIGHEST_SCORE_LIMIT = 85;
