// The playing rules of a dynasty season: the season's real rules, with the league's own overtime rule when the
// player set the league rules.
import type { OvertimeRule } from '../core/league/types.js';
import { rulesForYear } from '../core/sim/rules.js';
import type { EraRules } from '../core/sim/types.js';
import type { Db } from './database.js';
import { readCustomRules } from './queries/leagueSetup.js';

/** Two-point tries and shootouts by overtime rule (see rulesForYear). */
const OVERTIME: Record<OvertimeRule, Pick<EraRules['overtime'], 'twoPointRequiredFrom' | 'twoPointShootoutFrom'>> = {
  possessions: { twoPointRequiredFrom: 3, twoPointShootoutFrom: null },
  'shootout-from-5th': { twoPointRequiredFrom: 3, twoPointShootoutFrom: 5 },
  'shootout-from-3rd': { twoPointRequiredFrom: 2, twoPointShootoutFrom: 3 },
};

export function playingRules(db: Db, year: number): EraRules {
  const rules = rulesForYear(Math.min(year, 2026));
  const custom = readCustomRules(db);
  return custom ? { ...rules, overtime: { ...rules.overtime, ...OVERTIME[custom.overtime] } } : rules;
}
