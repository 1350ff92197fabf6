// The real final AP Top 25 (after the bowls) of the seasons before the start years that have no full real preseason
// poll on file (realPolls.ts): what preseason voters remember of last season in a dynasty's first year, as they
// remember the dynasty's own seasons later on. Ranks first to 25th with each team's record, by the game's program
// names; the sources are listed in docs/reference/ap-preseason-polls.md.

import type { LastSeason } from './types.js';

type Finish = readonly [team: string, wins: number, losses: number];

const FINALS: Readonly<Record<number, readonly Finish[]>> = {
  2001: [
    ['Miami', 12, 0],
    ['Oregon', 11, 1],
    ['Florida', 10, 2],
    ['Tennessee', 11, 2],
    ['Texas', 11, 2],
    ['Oklahoma', 11, 2],
    ['LSU', 10, 3],
    ['Nebraska', 11, 2],
    ['Colorado', 10, 3],
    ['Washington State', 10, 2],
    ['Maryland', 10, 2],
    ['Illinois', 10, 2],
    ['South Carolina', 9, 3],
    ['Syracuse', 10, 3],
    ['Florida State', 8, 4],
    ['Stanford', 9, 3],
    ['Louisville', 11, 2],
    ['Virginia Tech', 8, 4],
    ['Washington', 8, 4],
    ['Michigan', 8, 4],
    ['Boston College', 8, 4],
    ['Georgia', 8, 4],
    ['Toledo', 10, 2],
    ['Georgia Tech', 8, 5],
    ['BYU', 12, 2],
  ],
  2004: [
    ['USC', 13, 0],
    ['Auburn', 13, 0],
    ['Oklahoma', 12, 1],
    ['Utah', 12, 0],
    ['Texas', 11, 1],
    ['Louisville', 11, 1],
    ['Georgia', 10, 2],
    ['Iowa', 10, 2],
    ['California', 10, 2],
    ['Virginia Tech', 10, 3],
    ['Miami', 9, 3],
    ['Boise State', 11, 1],
    ['Tennessee', 10, 3],
    ['Michigan', 9, 3],
    ['Florida State', 9, 3],
    ['LSU', 9, 3],
    ['Wisconsin', 9, 3],
    ['Texas Tech', 8, 4],
    ['Arizona State', 9, 3],
    ['Ohio State', 8, 4],
    ['Boston College', 9, 3],
    ['Fresno State', 9, 3],
    ['Virginia', 8, 4],
    ['Navy', 10, 2],
    ['Pittsburgh', 8, 4],
  ],
  2006: [
    ['Florida', 13, 1],
    ['Ohio State', 12, 1],
    ['LSU', 11, 2],
    ['USC', 11, 2],
    ['Boise State', 13, 0],
    ['Louisville', 12, 1],
    ['Wisconsin', 12, 1],
    ['Michigan', 11, 2],
    ['Auburn', 11, 2],
    ['West Virginia', 11, 2],
    ['Oklahoma', 11, 3],
    ['Rutgers', 11, 2],
    ['Texas', 10, 3],
    ['California', 10, 3],
    ['Arkansas', 10, 4],
    ['BYU', 11, 2],
    ['Notre Dame', 10, 3],
    ['Wake Forest', 11, 3],
    ['Virginia Tech', 10, 3],
    ['Boston College', 10, 3],
    ['Oregon State', 10, 4],
    ['TCU', 11, 2],
    ['Georgia', 9, 4],
    ['Penn State', 9, 4],
    ['Tennessee', 9, 4],
  ],
  2025: [
    ['Indiana', 16, 0],
    ['Miami', 13, 3],
    ['Ole Miss', 13, 2],
    ['Oregon', 13, 2],
    ['Ohio State', 12, 2],
    ['Georgia', 12, 2],
    ['Texas Tech', 12, 2],
    ['Texas A&M', 11, 2],
    ['Alabama', 11, 4],
    ['Notre Dame', 10, 2],
    ['BYU', 12, 2],
    ['Texas', 10, 3],
    ['Oklahoma', 10, 3],
    ['Utah', 11, 2],
    ['Vanderbilt', 10, 3],
    ['Virginia', 11, 3],
    ['Iowa', 9, 4],
    ['Tulane', 11, 3],
    ['James Madison', 12, 2],
    ['USC', 9, 4],
    ['Michigan', 9, 4],
    ['Houston', 10, 3],
    ['Navy', 11, 2],
    ['North Texas', 12, 2],
    ['TCU', 9, 4],
  ],
};

/** The real final AP Top 25 of a season (program names, first to 25th), or undefined when none is on file. */
export function realFinalPoll(year: number): readonly string[] | undefined {
  return FINALS[year]?.map(([team]) => team);
}

/** The seasons with a real final poll on file. */
export function realFinalPollYears(): number[] {
  return Object.keys(FINALS).map(Number);
}

/**
 * Each of the teams' last season as voters remember it from a real final poll (undefined when none is on file): a
 * ranked team its rank and record; every other team unranked (rank 0) with no record known (0-0, which voters read as
 * an average season).
 */
export function realLastSeasons(year: number, teams: readonly string[]): Map<string, LastSeason> | undefined {
  const finals = FINALS[year];
  if (!finals) return undefined;
  const byTeam = new Map(finals.map(([team, wins, losses], i) => [team, { finalRank: i + 1, wins, losses }]));
  return new Map(teams.map((team) => [team, byTeam.get(team) ?? { finalRank: 0, wins: 0, losses: 0 }]));
}
