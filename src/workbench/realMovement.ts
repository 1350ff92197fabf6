// What real college football does, and the project's goals, for the league movement report (./leagueMovement.ts):
// risers, coaching changes and wins gained or lost a season, how much a season carries over, the champions of
// 2000-2025 and the blue bloods' share of them.
import { mean, round } from '../core/stats/math.js';

/**
 * What real college football does, for the report's comparison (our reading of 2014-2024 seasons). Preseason AP top
 * 25 teams still ranked in the final poll: 62% in 2010-2019 (NCAA.com), 52% in 2020-2024 (Sporting News).
 */
export const REAL_MOVEMENT = {
  risersPerSeason: [1, 4],
  coachingChangesPerSeason: [15, 30],
  gainFourWins: 0.1,
  loseFourWins: 0.09,
  preseasonTop25Kept: [13, 16],
} as const;

/**
 * Who wins and how much a season carries over, real FBS (docs/reference/program-movement.md): a program's winning
 * percentage correlates 0.53 with the season before's over 2004-2024, and 0.45 over the pairs of seasons from 2021 on
 * (one free transfer and NIL deals; counted from 2021-2025's games); 21-28 teams won ten games or more in 2017-2025's
 * seasons (25.0 a season); a winless team about every other season; the ten blue bloods won 11 of the 12 titles of
 * 2014-2025 (Indiana 2025 the other).
 */
export const REAL_CARRY_OVER = {
  winPctCarryOver: 0.53,
  winPctCarryOverFrom2021: 0.45,
  tenWinTeams: [21, 28],
  tenWinTeamsPerSeason: 25,
  winlessPerSeason: 0.5,
  blueBloodTitles: [11, 12],
} as const;

/** The first season of the transfer portal's era: a season from it on carries less of the one before. */
export const PORTAL_ERA_FROM = 2021;

/**
 * The real carry-over for a run of seasons: each season's correlation with the one before, as real FBS had it in that
 * season's era, over the run's pairs of seasons (a 2014 start's 2015-2025: 0.49; a 2024 start's: 0.45).
 */
export function realWinPctCarryOver(years: readonly number[]): number {
  const pairs = years.slice(1);
  if (pairs.length === 0) return REAL_CARRY_OVER.winPctCarryOver;
  const real = (year: number) =>
    year >= PORTAL_ERA_FROM ? REAL_CARRY_OVER.winPctCarryOverFrom2021 : REAL_CARRY_OVER.winPctCarryOver;
  return round(mean(pairs.map(real)), 3);
}
/**
 * The national champions of 2000-2025 (the BCS title game's winner through 2013, the playoff's from 2014; 2003's
 * split title is LSU's, the BCS's; docs/reference/final-top-tens.md).
 */
export const REAL_CHAMPIONS: Readonly<Record<number, string>> = {
  2000: 'Oklahoma',
  2001: 'Miami',
  2002: 'Ohio State',
  2003: 'LSU',
  2004: 'USC',
  2005: 'Texas',
  2006: 'Florida',
  2007: 'LSU',
  2008: 'Florida',
  2009: 'Alabama',
  2010: 'Auburn',
  2011: 'Alabama',
  2012: 'Alabama',
  2013: 'Florida State',
  2014: 'Ohio State',
  2015: 'Alabama',
  2016: 'Clemson',
  2017: 'Alabama',
  2018: 'Clemson',
  2019: 'LSU',
  2020: 'Alabama',
  2021: 'Georgia',
  2022: 'Georgia',
  2023: 'Michigan',
  2024: 'Ohio State',
  2025: 'Indiana',
};

export const BLUE_BLOODS: readonly string[] = [
  'Alabama',
  'Ohio State',
  'Georgia',
  'Clemson',
  'Michigan',
  'Texas',
  'Oklahoma',
  'LSU',
  'USC',
  'Notre Dame',
];

/**
 * The blue bloods' real share of the titles over as many seasons as a dynasty from `start` plays (at least 12), in
 * the real seasons it covers, or in the last such run of seasons on record for a dynasty that runs past 2025: 8 of
 * 12 in 2004-2015, 11 of 12 in 2014-2025. With the titles counted.
 */
export function realBlueBloodShare(start: number, seasons: number): { share: number; titles: number; from: number } {
  const years = Object.keys(REAL_CHAMPIONS).map(Number);
  const span = Math.min(Math.max(12, seasons), years.length);
  const from = Math.max(years[0], Math.min(start, years[years.length - 1] - span + 1));
  const won = years.filter((y) => y >= from && y < from + span).map((y) => REAL_CHAMPIONS[y]);
  return { share: won.filter((t) => BLUE_BLOODS.includes(t)).length / won.length, titles: won.length, from };
}

/**
 * The band a dynasty's blue-blood share of titles is judged in: from the real share of its seasons less two standard
 * errors of that many real titles (a binomial's: 0.16 for 11 of 12), to all of them.
 */
export function blueBloodShareBand(start: number, seasons: number): [number, number] {
  return titleShareBand(realBlueBloodShare(start, seasons));
}

/** A real share of titles less two binomial standard errors of that many titles, to all of them. */
export function titleShareBand({ share, titles }: { share: number; titles: number }): [number, number] {
  return [round(Math.max(0, share - 2 * Math.sqrt((share * (1 - share)) / titles)), 2), 1];
}

/**
 * Real seasons beside the project's goals (public record, not in shared/reference):
 * - Alabama's six titles of 2009-2020 (2009, 2011, 2012, 2015, 2017, 2020) put 5 or 6 titles in 6 of the 10
 *   twelve-season windows of 2004-2024 (2006-17 to 2011-22).
 * - The one 12-team field that followed another, 2025's (Indiana, Ohio State, Georgia, Texas Tech, Oregon, Ole Miss,
 *   Texas A&M, Oklahoma, Alabama, Miami, Tulane, James Madison; selected December 7, 2025), had 8 programs that were not
 *   in 2024's (Oregon, Georgia, Boise State, Arizona State, Texas, Penn State, Notre Dame, Ohio State, Tennessee,
 *   Indiana, SMU, Clemson).
 * - The four-team fields of 2014-2023 changed by 20 teams over 9 seasons: 2.2 of 4 a season, 6.7 of 12 at that rate.
 */
export const REAL_BESIDE_GOALS = {
  windowsWithFiveTitles: [6, 10],
  newToField2025: 8,
  newToFieldFourTeamShare: 20 / 36,
} as const;

/**
 * The project's movement goals over 12-season dynasties, on the mean over the dynasties: the most titles by one
 * program 3-6, and 4-8 programs in each season's playoff field that were not in the one before (fields of 12).
 */
export const MOVEMENT_GOALS = { mostTitles: [3, 6], newToField: [4, 8] } as const;

/** "11 of 12 in 2014-2025". */
export function realTitles(real: { share: number; titles: number; from: number }): string {
  return `${Math.round(real.share * real.titles)} of ${real.titles} in ${real.from}-${real.from + real.titles - 1}`;
}
