// How the lines did against the results: by the size of the favourite's spread, as the real closing lines are
// tabled (shared/reference/fbs-targets.md, Odds), and by the size of the total (over/under). A line means what it
// says when, at every size, the favourite covers about half the time, the margin beats the spread by about nothing
// on average and the favourite wins about as often as real favourites of that size did; a total, when the over hits
// about half the time and the points beat the total by about nothing.

/** One played game with its lines: the home team's spread (negative: home favoured) and the total, where set. */
export interface LinedResult {
  homePoints: number;
  awayPoints: number;
  homeSpread: number | null;
  total?: number | null;
}

/** A size of line: [min, max) of the favourite's spread (or of the total). */
export interface LineSize {
  label: string;
  min: number;
  max: number;
}

/** A size of spread with what real favourites of that size did (2023-24 closing lines, fbs-targets.md). */
export interface SpreadSize extends LineSize {
  real: { games: number; wonPct: number; coveredPct: number };
}

/**
 * The real table's sizes (fbs-targets.md, Odds: 1,618 FBS games of 2023-24 with a closing line). Lines are quoted in
 * half points, so 0.5-2.5 is [0.5, 3), the 3 is [3, 3.5) and so on; a pick'em (0) has no favourite.
 */
export const SPREAD_SIZES: readonly SpreadSize[] = [
  { label: '0.5-2.5', min: 0.5, max: 3, real: { games: 234, wonPct: 50.0, coveredPct: 47.0 } },
  { label: '3', min: 3, max: 3.5, real: { games: 133, wonPct: 51.1, coveredPct: 37.6 } },
  { label: '3.5-6.5', min: 3.5, max: 7, real: { games: 310, wonPct: 65.8, coveredPct: 52.9 } },
  { label: '7', min: 7, max: 7.5, real: { games: 73, wonPct: 67.1, coveredPct: 47.9 } },
  { label: '7.5-9.5', min: 7.5, max: 10, real: { games: 149, wonPct: 72.5, coveredPct: 56.4 } },
  { label: '10-13.5', min: 10, max: 14, real: { games: 214, wonPct: 75.7, coveredPct: 43.5 } },
  { label: '14-16.5', min: 14, max: 17, real: { games: 123, wonPct: 91.1, coveredPct: 48.8 } },
  { label: '17-20.5', min: 17, max: 21, real: { games: 126, wonPct: 94.4, coveredPct: 52.4 } },
  { label: '21-27.5', min: 21, max: 28, real: { games: 154, wonPct: 93.5, coveredPct: 42.2 } },
  { label: '28+', min: 28, max: Infinity, real: { games: 102, wonPct: 99.0, coveredPct: 51.0 } },
];

/** Sizes of the total, five points apart around the FBS game's 50-60 combined points. */
export const TOTAL_SIZES: readonly LineSize[] = [
  { label: 'under 45', min: 0, max: 45 },
  { label: '45-49.5', min: 45, max: 50 },
  { label: '50-54.5', min: 50, max: 55 },
  { label: '55-59.5', min: 55, max: 60 },
  { label: '60-64.5', min: 60, max: 65 },
  { label: '65+', min: 65, max: Infinity },
];

/**
 * The games of one size. For spreads the side is the favourite: `won` its wins, `beat` the games it covered, `even`
 * the pushes, `beyond` the sum of its margin minus its spread. For totals the side is the over: `beat` the overs,
 * `even` the pushes, `beyond` the sum of the points minus the total (`won` is unused).
 */
export interface SizeRecord extends LineSize {
  games: number;
  won: number;
  beat: number;
  even: number;
  beyond: number;
}

export interface LineRecord {
  spreads: SizeRecord[];
  totals: SizeRecord[];
  /** Every game with a spread (pick'ems included) and with a total: the mean and SD of what beat the line. */
  spread: { games: number; mean: number; sd: number };
  total: { games: number; mean: number; sd: number };
}

function emptySizes(sizes: readonly LineSize[]): SizeRecord[] {
  return sizes.map(({ label, min, max }) => ({ label, min, max, games: 0, won: 0, beat: 0, even: 0, beyond: 0 }));
}

function add(sizes: SizeRecord[], size: number, beyond: number, won: boolean): void {
  const s = sizes.find((x) => size >= x.min && size < x.max);
  if (!s) return;
  s.games += 1;
  if (won) s.won += 1;
  if (beyond > 0) s.beat += 1;
  else if (beyond === 0) s.even += 1;
  s.beyond += beyond;
}

function moments(values: readonly number[]): { games: number; mean: number; sd: number } {
  const n = values.length;
  const mean = n === 0 ? 0 : values.reduce((a, b) => a + b, 0) / n;
  const sd = n < 2 ? 0 : Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
  return { games: n, mean, sd };
}

/** The lines' record over the games. */
export function lineRecord(games: readonly LinedResult[]): LineRecord {
  const spreads = emptySizes(SPREAD_SIZES);
  const totals = emptySizes(TOTAL_SIZES);
  const spreadMisses: number[] = [];
  const totalMisses: number[] = [];
  for (const g of games) {
    const margin = g.homePoints - g.awayPoints;
    if (g.homeSpread !== null) {
      spreadMisses.push(margin + g.homeSpread);
      if (g.homeSpread !== 0) {
        const favouriteMargin = g.homeSpread < 0 ? margin : -margin;
        const spread = Math.abs(g.homeSpread);
        add(spreads, spread, favouriteMargin - spread, favouriteMargin > 0);
      }
    }
    if (g.total !== undefined && g.total !== null) {
      const beyond = g.homePoints + g.awayPoints - g.total;
      totalMisses.push(beyond);
      add(totals, g.total, beyond, false);
    }
  }
  return { spreads, totals, spread: moments(spreadMisses), total: moments(totalMisses) };
}

/** The share of a size's decided games (pushes left out) that beat the line, in percent (50 with none). */
export function beatPct(s: SizeRecord): number {
  const decided = s.games - s.even;
  return decided === 0 ? 50 : (100 * s.beat) / decided;
}
