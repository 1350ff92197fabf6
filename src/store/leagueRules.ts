// The league rules a season is played under: the player's own when he set the league rules, else the real rule of
// that season as the engine has always played it (a dynasty that never set rules plays exactly as before).
import { NIL_FROM } from '../core/money/budget.js';
import { nilBeforeEra } from '../core/money/nil.js';
import { leagueRosterLimit, rosterLimitFor, type RosterLimit } from '../core/players/rosterLimits.js';
import { IMMEDIATE_ELIGIBILITY_FROM } from '../core/portal/tuning.js';
import { realRedshirtGames } from '../core/roster/tuning.js';
import type { Db } from './database.js';
import { readCustomRules } from './queries/leagueSetup.js';

/** Whether an undergraduate transfer who joins for `season` sits it out (unless a waiver lets him play). */
export function transferSitOutIn(db: Db, season: number): boolean {
  return readCustomRules(db)?.transferSitOut ?? season < IMMEDIATE_ELIGIBILITY_FROM;
}

/** Games a redshirting player may play in `year` and keep his year. */
export function redshirtGamesIn(db: Db, year: number): number {
  return readCustomRules(db)?.redshirtGames ?? realRedshirtGames(year);
}

/** Whether NIL money moves recruits and transfers in `year`. */
export function nilIn(db: Db, year: number): boolean {
  return readCustomRules(db)?.nil ?? year >= NIL_FROM;
}

/** Why NIL cannot be offered in `year` (before NIL, or a league without it), or null when it can. */
export function nilRefusal(db: Db, year: number): string | null {
  const rules = readCustomRules(db);
  if (!rules) return nilBeforeEra(year);
  return rules.nil ? null : 'There is no NIL in this league: its rules turned name, image and likeness deals off.';
}

/** The most players a program may carry into `season`: the league's scholarship or roster limit. */
export function rosterLimitIn(db: Db, season: number): RosterLimit {
  const rules = readCustomRules(db);
  return rules ? leagueRosterLimit(rules) : rosterLimitFor(season);
}
