// dynasty new: start a dynasty in the preseason.
import type { Command } from 'commander';
import { ABILITIES } from '../../core/coaches/abilities.js';
import { COACH_BACKGROUNDS, COACH_CREATION } from '../../core/coaches/creation.js';
import { DEFENSIVE_FRONTS, OFFENSIVE_SCHEMES } from '../../core/coaches/types.js';
import { coachCreationFromText } from '../../store/actions/coaches/creationInput.js';
import { GameError } from '../../store/errors.js';
import { newDynasty } from '../../store/actions/newDynasty.js';
import { PageContext } from '../../store/views/context.js';
import type { CliIo } from '../io.js';
import { basename, join } from 'node:path';
import { nameForNewDynasty, setCurrentSave } from '../../store/saveFolder.js';
import { parseInteger, parseYesNo } from '../options.js';
import { chosenSavePath, savesFolder } from '../savePath.js';
import { printStatus } from './status.js';

interface NewOptions {
  year: string;
  team?: string;
  teams?: string;
  playoff?: string;
  autobids?: string;
  top4?: string;
  onCampus?: string;
  staffRecruiting?: boolean;
  role?: string;
  coachName?: string;
  background?: string;
  offense?: string;
  defense?: string;
  points?: string;
  seed?: string;
  force?: boolean;
  json?: boolean;
}

export function registerNew(program: Command, io: CliIo): void {
  program
    .command('new')
    .description(
      'start a new dynasty in the preseason (a new save in the saves folder, named after team and year, unless --save names one)',
    )
    .requiredOption('--year <year>', 'season to start in (2000-2026)')
    .option('--team <name>', 'the program you coach')
    .option(
      '--teams <list>',
      'multi-team mode: the programs coached by players, comma-separated ("Ohio State,Michigan"); each gets its own coach',
    )
    .option('--playoff <teams>', "playoff format: 2, 4, 8, 12, 16 or 24 teams (default: the season's real format)")
    .option('--autobids <n>', '8 teams or more: conference champions guaranteed a spot')
    .option('--top4 <yes|no>', '12 or 24 teams: conference champions take the seeds with byes')
    .option(
      '--on-campus <rounds>',
      "playoff rounds at the better seed's stadium (default: the 12-team first round only)",
    )
    .option(
      '--staff-recruiting',
      '"let my staff recruit" from the start (off by default; `dynasty recruit auto on|off` any week)',
    )
    .option(
      '--role <role>',
      "start as the program's head coach (head-coach, the default) or its offensive coordinator (coordinator)",
    )
    .option('--coach-name <name>', "your head coach's first and last name (default: a name drawn for the program)")
    .option(
      '--background <kind>',
      `where his ratings start: ${COACH_BACKGROUNDS.join(', ')} (default: chosen for the program)`,
    )
    .option('--offense <scheme>', `his offense: ${OFFENSIVE_SCHEMES.join(', ')} (default: the program's)`)
    .option('--defense <front>', `his defensive front: ${DEFENSIVE_FRONTS.join(', ')} (default: the program's)`)
    .option(
      '--points <spend>',
      `his ${COACH_CREATION.points} starting points, e.g. offense=6,recruiting=4 (abilities: ${ABILITIES.join(', ')}; default: on his strengths)`,
    )
    .option('--seed <n>', 'random seed (same seed, same dynasty)')
    .option('--force', 'with --save: replace an existing save')
    .option('--json', 'print JSON')
    .action(async (options: NewOptions, command: Command) => {
      const year = parseInteger(options.year, 'Year');
      const more = teamsOption(options.team, options.teams);
      const team = options.team ?? more.shift();
      if (team === undefined)
        throw new GameError('bad_input', 'Name the program you coach: --team NAME (or --teams A,B).');
      const chosen = chosenSavePath(command.optsWithGlobals<{ save?: string }>().save);
      // Without --save (or DYNASTY_SAVE) a dynasty gets a new file of its own in the saves folder, named after
      // its team and year, and becomes the current save: no other dynasty is ever touched.
      const folder = savesFolder();
      const path = chosen ?? join(folder, nameForNewDynasty(folder, team, year));
      const save = await newDynasty(path, {
        year,
        team,
        moreTeams: more,
        playoffTeams: options.playoff === undefined ? undefined : parseInteger(options.playoff, 'Playoff teams'),
        autobids: options.autobids === undefined ? undefined : parseInteger(options.autobids, 'Autobids'),
        confChampTop4: options.top4 === undefined ? undefined : parseYesNo(options.top4, '--top4'),
        onCampusRounds: options.onCampus === undefined ? undefined : parseInteger(options.onCampus, 'On-campus rounds'),
        staffRecruiting: Boolean(options.staffRecruiting),
        role: parseRoleOption(options.role),
        coach: coachCreationFromText({
          name: options.coachName,
          background: options.background,
          offense: options.offense,
          defense: options.defense,
          points: options.points,
        }),
        seed: options.seed === undefined ? undefined : parseInteger(options.seed, 'Seed'),
        force: options.force,
      });
      try {
        if (!chosen) setCurrentSave(folder, basename(path));
        printStatus(io, new PageContext(save.db), save.path, Boolean(options.json));
      } finally {
        save.close();
      }
    });
}

/**
 * --teams: the programs of a multi-team dynasty. The form lists them all (--teams "Ohio State,Michigan",
 * the first the one --team names when both are given); the programs besides --team's are returned.
 */
function teamsOption(team: string | undefined, list: string | undefined): string[] {
  if (list === undefined) return [];
  const names = list
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  if (names.length === 0) throw new GameError('bad_input', '--teams names the programs, comma-separated.');
  return names.filter((t) => t.toLowerCase() !== team?.trim().toLowerCase());
}

/** --role: head-coach (the default) or coordinator. */
function parseRoleOption(role: string | undefined): 'head_coach' | 'coordinator' {
  if (role === undefined || role === 'head-coach' || role === 'head_coach') return 'head_coach';
  if (role === 'coordinator') return 'coordinator';
  throw new GameError('bad_input', `Unknown role "${role.slice(0, 30)}": use head-coach or coordinator.`);
}
