// How big the lines are, beside the real ones: the share of FBS-vs-FBS games by the size of the favourite's spread,
// over all of them and between two power-conference programs, the median line, the shares of 21 and 28 points or
// more (the real closing lines of 2023-24, fbs-targets.md, Odds), and the mean line of conference games, over all
// conferences and the power conferences' own (2024's conference play, docs/reference/lines.md). A line the engine
// sets is honest (lineReport.ts judges that); how big it is follows from how far apart the programs are.
import { SPREAD_SIZES } from '../core/odds/lineRecord.js';
import { mean, round } from '../core/stats/math.js';

/** A played FBS-vs-FBS game's line, with what kind of pairing it was. */
export interface SizedLine {
  homeSpread: number | null;
  /** Both programs in power conferences. */
  power?: boolean;
  /** A regular-season game between two members of one conference. */
  conference?: boolean;
}

/** The seasons whose lines the real figures describe: 2023-24's, and the seasons played as they are (to 2026). */
export const LINE_SIZES_JUDGED_FROM = 2023;

/** Games with a closing line in the real table (fbs-targets.md, Odds): its shares' sampling error. */
const REAL_GAMES = SPREAD_SIZES.reduce((sum, s) => sum + s.real.games, 0);

/**
 * Shares of the real games at or above a size (fbs-targets.md, Odds: 256 of 1,618 lines of 21 or more, 102 of 28 or
 * more), in percent.
 */
export const REAL_SHARE_FROM: Readonly<Record<number, number>> = {
  21: (100 * (154 + 102)) / REAL_GAMES,
  28: (100 * 102) / REAL_GAMES,
};

/**
 * The real median line: 46.4% of the 2023-24 lines were 7 or less and 55.6% 9.5 or less, so the middle line lies in
 * 7.5-9.5 (the band: its centre and half its width).
 */
export const REAL_MEDIAN = { centre: 8.5, halfWidth: 1 } as const;

/**
 * The mean line of conference games, halfway through 2024's conference play (docs/reference/lines.md): 9.22 over all
 * FBS conferences, and 9.24 for the four power conferences' (SEC 11.24, Big Ten 10.51, ACC 9.18, Big 12 5.88,
 * weighted by their members). `games`: about how many games each mean was taken over (half of a season's conference
 * games), for its sampling error.
 */
export const REAL_CONFERENCE_MEAN = {
  all: { mean: 9.22, games: 300 },
  power: { mean: 9.24, games: 135 },
} as const;

/** About one conference game's SD of its line (the engine's: 7-10 points), for the means' sampling error. */
export const CONFERENCE_LINE_SD = 8;

/** The share of each size, over all games and between power programs, beside the real share. */
export interface SizeShare {
  label: string;
  pct: number;
  realPct: number;
  powerPct: number;
}

/** The sizes of the lines of a batch's FBS-vs-FBS games with a favourite (pick'ems left out, as the real table). */
export interface LineSizes {
  games: number;
  powerGames: number;
  median: number;
  powerMedian: number;
  shares: SizeShare[];
  /** Lines of 21 and of 28 or more, in percent: all games, between power programs. */
  from21: { pct: number; powerPct: number };
  from28: { pct: number; powerPct: number };
  /** Mean line of conference games (pick'ems in, as a mean spread is), and their number. */
  conference: { games: number; mean: number };
  powerConference: { games: number; mean: number };
}

function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const pctOf = (sizes: readonly number[], test: (s: number) => boolean) =>
  sizes.length === 0 ? 0 : (100 * sizes.filter(test).length) / sizes.length;

export function lineSizes(games: readonly SizedLine[]): LineSizes {
  const lined = games.filter((g) => g.homeSpread !== null);
  const sizes = lined.map((g) => Math.abs(g.homeSpread!)).filter((s) => s > 0);
  const power = lined.filter((g) => g.power).map((g) => Math.abs(g.homeSpread!));
  const powerSizes = power.filter((s) => s > 0);
  const conference = lined.filter((g) => g.conference);
  const powerConference = conference.filter((g) => g.power);
  const meanLine = (gs: readonly SizedLine[]) => ({
    games: gs.length,
    mean: round(mean(gs.map((g) => Math.abs(g.homeSpread!))), 3),
  });
  return {
    games: sizes.length,
    powerGames: powerSizes.length,
    median: medianOf(sizes),
    powerMedian: medianOf(powerSizes),
    shares: SPREAD_SIZES.map((s) => {
      const inSize = (x: number) => x >= s.min && x < s.max;
      return {
        label: s.label,
        pct: round(pctOf(sizes, inSize), 3),
        realPct: round((100 * s.real.games) / REAL_GAMES, 3),
        powerPct: round(pctOf(powerSizes, inSize), 3),
      };
    }),
    from21: {
      pct: round(
        pctOf(sizes, (x) => x >= 21),
        3,
      ),
      powerPct: round(
        pctOf(powerSizes, (x) => x >= 21),
        3,
      ),
    },
    from28: {
      pct: round(
        pctOf(sizes, (x) => x >= 28),
        3,
      ),
      powerPct: round(
        pctOf(powerSizes, (x) => x >= 28),
        3,
      ),
    },
    conference: meanLine(conference),
    powerConference: meanLine(powerConference),
  };
}
