// Real FBS football by season (shared/reference/fbs-eras.md, section 1): what a team averaged a game in each
// season, and how much teams differed. The realism report compares a batch of any year with its season here.

/** One season's row of the era table: per FBS team per game, all games. */
export interface EraSeason {
  /** The season the figures are of (2000-2003 share the cited ranges; 2025-26 are 2024's). */
  source: number;
  points: number;
  /** SD of teams' points per game across the season (null: the table has none for the season). */
  teamPointsSd: number | null;
  totalYards: number;
  passYards: number;
  rushYards: number;
  plays: number;
  yardsPerPlay: number;
  completionPct: number;
  passAttempts: number;
  turnovers: number;
  /** SD of teams' pass attempts per game, and the fewest and most of any team. */
  teamPassAttemptsSd: number;
  fewestPassAttempts: number;
  mostPassAttempts: number;
}

type Row = [
  number,
  number | null,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** season: points, SD of team points/g, yards, pass yds, rush yds, plays, yds/play, cmp%, pass att, turnovers, SD of team pass att/g, fewest, most. */
const TABLE: Record<number, Row> = {
  2004: [26.6, null, 377, 218, 159, 70.2, 5.36, 56.8, 31.0, 1.95, 6.9, 10, 54],
  2005: [26.8, null, 379, 224, 155, 70.6, 5.37, 57.8, 32.0, 1.99, 6.0, 12, 49],
  2006: [24.5, null, 346, 206, 140, 63.9, 5.41, 58.4, 29.1, 1.93, 5.7, 9, 51],
  2007: [28.8, 7.4, 391, 232, 159, 71.8, 5.44, 59.0, 33.5, 1.99, 7.0, 11, 54],
  2008: [26.9, 7.9, 370, 215, 155, 67.6, 5.48, 59.0, 30.9, 1.91, 6.7, 7, 51],
  2009: [27.0, 6.3, 377, 222, 155, 67.7, 5.58, 59.1, 31.0, 1.75, 7.2, 8, 53],
  2010: [27.9, 7.1, 384, 222, 162, 68.4, 5.62, 59.7, 30.9, 1.76, 7.0, 11, 49],
  2011: [28.2, 7.6, 393, 230, 163, 69.8, 5.63, 60.3, 31.8, 1.76, 7.6, 8, 50],
  2012: [29.2, 7.5, 407, 237, 170, 71.4, 5.7, 60.4, 32.7, 1.73, 7.7, 10, 52],
  2013: [29.4, 8.1, 412, 237, 175, 71.8, 5.73, 59.6, 32.5, 1.68, 7.5, 11, 58],
  2014: [29.4, 7.5, 410, 233, 178, 71.9, 5.71, 59.0, 32.4, 1.66, 7.7, 9, 64],
  2015: [29.6, 7.5, 411, 233, 178, 71.5, 5.74, 58.8, 31.9, 1.59, 7.2, 9, 57],
  2016: [30.0, 6.9, 417, 234, 183, 71.5, 5.83, 59.0, 31.7, 1.54, 7.3, 9, 54],
  2017: [28.7, 7.0, 403, 229, 174, 70.0, 5.76, 59.2, 31.1, 1.51, 7.5, 5, 55],
  2018: [29.4, 6.8, 406, 230, 177, 70.2, 5.79, 59.9, 31.1, 1.48, 6.9, 8, 52],
  2019: [28.9, 6.9, 404, 234, 170, 69.3, 5.83, 60.6, 31.1, 1.42, 6.7, 8, 55],
  2020: [29.0, 7.8, 403, 234, 169, 69.7, 5.78, 61.2, 31.5, 1.46, 6.6, 6, 51],
  2021: [28.5, 6.6, 398, 235, 164, 68.6, 5.8, 61.5, 31.1, 1.36, 6.7, 8, 54],
  2022: [28.3, 7.0, 393, 234, 160, 68.6, 5.74, 61.1, 31.7, 1.41, 6.3, 7, 49],
  2023: [27.8, 6.7, 386, 230, 156, 66.9, 5.77, 61.5, 30.9, 1.38, 5.6, 8, 44],
  2024: [28.0, 5.9, 388, 227, 160, 66.5, 5.83, 61.5, 30.7, 1.36, 5.8, 9, 46],
};

/**
 * 2000-2003: the NCAA's points, total yards and plays a game (docs/reference/fbs-early-seasons.md); the rest of
 * their row is 2004's, the nearest season with every figure.
 */
const EARLY: Record<number, { points: number; totalYards: number; plays: number }> = {
  2000: { points: 26.2, totalYards: 370, plays: 71.0 },
  2001: { points: 27.2, totalYards: 382, plays: 71.4 },
  2002: { points: 27.3, totalYards: 376, plays: 70.6 },
  2003: { points: 26.9, totalYards: 383, plays: 71.0 },
};

/** The era table's season for a year (any year is clamped to 2000-2024's rows). */
export function eraSeason(year: number): EraSeason {
  const y = Math.max(2004, Math.min(2024, Math.round(year)));
  const [
    points,
    teamPointsSd,
    totalYards,
    passYards,
    rushYards,
    plays,
    yardsPerPlay,
    completionPct,
    passAttempts,
    turnovers,
    teamPassAttemptsSd,
    fewestPassAttempts,
    mostPassAttempts,
  ] = TABLE[y];
  const season: EraSeason = {
    source: y,
    points,
    teamPointsSd,
    totalYards,
    passYards,
    rushYards,
    plays,
    yardsPerPlay,
    completionPct,
    passAttempts,
    turnovers,
    teamPassAttemptsSd,
    fewestPassAttempts,
    mostPassAttempts,
  };
  if (year < 2004) {
    const source = Math.max(2000, Math.round(year));
    return { ...season, source, ...EARLY[source] };
  }
  return season;
}
