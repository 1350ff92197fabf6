// A program's long-run standing: what recruits and budgets see beyond its last few seasons (brand, money, tradition).
import { findProgram, membershipIn, prestigeIn } from '../../../core/data/league.js';
import { traditionTier } from '../../../core/data/tradition.js';
import type { SeasonLeague } from '../../../core/data/types.js';
import { PROGRAM_LEVEL_BRAND } from '../../../core/players/tuning.js';
import { BRAND_DRAW, BRAND_SEASONS, TRADITION_SHARE } from '../../../core/recruiting/tuning.js';
import type { Db } from '../../database.js';
import { readState } from '../../queries/meta.js';

/**
 * Each program's mean prestige over the BRAND_SEASONS seasons up to the league's: this one and the dynasty's seasons as
 * they were played, and the real ones before the dynasty began where the data knows the program (seasons it played
 * FBS), leaned toward its all-time tradition by TRADITION_SHARE. None when BRAND_DRAW and players.PROGRAM_LEVEL_BRAND
 * are 0 (nothing reads them).
 */
export function longRunStandings(db: Db, league: SeasonLeague): Map<string, number> | null {
  if (BRAND_DRAW === 0 && PROGRAM_LEVEL_BRAND === 0) return null;
  const from = league.year - BRAND_SEASONS + 1;
  const startYear = readState(db).startYear;
  const played = new Map<string, Map<number, number>>();
  for (const row of db.all<{ team: string; year: number; prestige: number }>(
    'SELECT team, year, prestige FROM team_seasons WHERE year >= ? AND year < ?',
    [from, league.year],
  )) {
    let seasons = played.get(row.team);
    if (!seasons) {
      seasons = new Map();
      played.set(row.team, seasons);
    }
    seasons.set(row.year, row.prestige);
  }
  const standings = new Map<string, number>();
  for (const team of league.teams) {
    const program = findProgram(team.name);
    const seasons = played.get(team.name);
    let total = team.prestige;
    let count = 1;
    for (let year = from; year < league.year; year++) {
      const prestige =
        year >= startYear
          ? seasons?.get(year)
          : program && membershipIn(program, year)
            ? prestigeIn(program, year)
            : undefined;
      if (prestige === undefined) continue;
      total += prestige;
      count++;
    }
    const tradition = traditionTier(team.name);
    const mean = total / count;
    standings.set(team.name, tradition === undefined ? mean : mean + TRADITION_SHARE * (tradition - mean));
  }
  return standings;
}

/**
 * A program's prestige as recruits and its recruiting budget see it: its prestige now leaned toward its long-run
 * standing (longRunStandings) by BRAND_DRAW.
 */
export function drawingPrestige(name: string, prestige: number, standings: ReadonlyMap<string, number> | null): number {
  const standing = standings?.get(name);
  return standing === undefined ? prestige : prestige + BRAND_DRAW * (standing - prestige);
}
