// The options of `dynasty league rules` and their parsing into league rules.
import { OVERTIME_RULES, type LeagueRules } from '../../core/league/types.js';
import { GameError } from '../../store/errors.js';
import { parseInteger, parseYesNo } from '../options.js';

export interface RuleOptions {
  transferSitOut?: string;
  redshirtGames?: string;
  nil?: string;
  scholarships?: string;
  roster?: string;
  overtime?: string;
  fcsGames?: string;
}

export const RULE_OPTIONS: [string, string][] = [
  ['--transfer-sit-out <yes|no>', 'transfers sit out a season'],
  ['--redshirt-games <n>', 'games a player may play and keep his redshirt (0-6)'],
  ['--nil <on|off>', 'name, image and likeness payments'],
  ['--scholarships <n|none>', 'scholarship limit (60-105), or none'],
  ['--roster <n|none>', 'roster limit (70-130), or none'],
  ['--overtime <rule>', `overtime: ${OVERTIME_RULES.join(', ')}`],
  ['--fcs-games <n>', 'FCS opponents a program may schedule (0-2)'],
];

const onOff = (value: string, what: string): boolean =>
  parseYesNo(value.replace(/^on$/i, 'yes').replace(/^off$/i, 'no'), what);
const limit = (value: string, what: string): number | null =>
  value.trim().toLowerCase() === 'none' ? null : parseInteger(value, what);

export function parseRuleOptions(o: RuleOptions): Partial<LeagueRules> {
  const rules: Partial<LeagueRules> = {};
  if (o.transferSitOut !== undefined) rules.transferSitOut = parseYesNo(o.transferSitOut, '--transfer-sit-out');
  if (o.redshirtGames !== undefined) rules.redshirtGames = parseInteger(o.redshirtGames, 'Redshirt games');
  if (o.nil !== undefined) rules.nil = onOff(o.nil, '--nil');
  if (o.scholarships !== undefined) rules.scholarshipLimit = limit(o.scholarships, 'Scholarship limit');
  if (o.roster !== undefined) rules.rosterLimit = limit(o.roster, 'Roster limit');
  if (o.overtime !== undefined) {
    if (!(OVERTIME_RULES as readonly string[]).includes(o.overtime))
      throw new GameError('bad_input', `--overtime must be one of ${OVERTIME_RULES.join(', ')}, not "${o.overtime}".`);
    rules.overtime = o.overtime as LeagueRules['overtime'];
  }
  if (o.fcsGames !== undefined) rules.fcsGames = parseInteger(o.fcsGames, 'FCS games');
  if (Object.keys(rules).length === 0)
    throw new GameError(
      'bad_input',
      `Name a rule to change: ${RULE_OPTIONS.map(([f]) => f.split(' ')[0]).join(', ')}.`,
    );
  return rules;
}
