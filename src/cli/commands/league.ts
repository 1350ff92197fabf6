// dynasty league: the league's setup (conferences, rivalries, playoff format, rules), shared as a file
// (export, import) and changed by hand in the preseason (move, create, rename, dissolve, divisions, games,
// title-game, rivalry, playoff, rules).
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Command } from 'commander';
import type { LeagueSetup } from '../../core/league/types.js';
import {
  changePlayoff,
  changeRules,
  currentSetup,
  exportLeague,
  readLeagueFileOrThrow,
  unfinishedLeague,
} from '../../store/actions/leagueSetup.js';
import { newDynasty } from '../../store/actions/newDynasty.js';
import * as realign from '../../store/actions/realign.js';
import { GameError } from '../../store/errors.js';
import { nameForNewDynasty, setCurrentSave } from '../../store/saveFolder.js';
import { PageContext } from '../../store/views/context.js';
import type { SaveFile } from '../../store/saveFile.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, parseYesNo, wantsJson, withChangingSave, withSave } from '../options.js';
import { chosenSavePath, savesFolder } from '../savePath.js';
import { printStatus } from './status.js';
import { parseRuleOptions, RULE_OPTIONS, type RuleOptions } from './leagueRules.js';

/** "SEC: 16 teams, 9 conference games, title game, no divisions" and its members. */
export function setupLines(setup: LeagueSetup): string[] {
  const lines: string[] = [];
  for (const c of setup.conferences) {
    const divisions = c.divisions ? c.divisions.map((d) => `${d.name} (${d.teams.join(', ')})`).join('; ') : null;
    lines.push(
      `${c.name}: ${c.teams.length} teams, ${c.confGames} conference games, ${c.championshipGame ? 'title game' : 'no title game'}${c.power ? ', power' : ''}`,
    );
    lines.push(divisions ? `  Divisions: ${divisions}` : `  ${c.teams.join(', ')}`);
  }
  lines.push(`Independents: ${setup.independents.join(', ') || 'none'}`);
  lines.push(`Protected rivalries: ${setup.rivalries.length}`);
  const p = setup.playoff;
  lines.push(
    `Playoff: ${p.teams} teams, ${p.autobids} automatic bids, champions take the byes: ${p.confChampTop4 ? 'yes' : 'no'}, on-campus rounds: ${p.onCampusRounds}`,
  );
  const r = setup.rules;
  lines.push(
    `Rules: transfers sit out ${r.transferSitOut ? 'yes' : 'no'}, redshirt games ${r.redshirtGames}, NIL ${r.nil ? 'on' : 'off'}, `
      + `scholarships ${r.scholarshipLimit ?? 'no limit'}, roster ${r.rosterLimit ?? 'no limit'}, overtime ${r.overtime}, FCS games ${r.fcsGames}`,
  );
  return lines;
}

/** A realignment under way: what keeps the season from starting, and the ways out. */
function printUnfinished(io: CliIo, setup: LeagueSetup): void {
  const unfinished = unfinishedLeague(setup);
  if (unfinished) io.out(`Realignment under way (the season starts once every conference can play): ${unfinished}`);
}

function printSetup(io: CliIo, setup: LeagueSetup, json: boolean): void {
  if (json) {
    printJson(io, setup);
    return;
  }
  for (const line of setupLines(setup)) io.out(line);
}

/** A change to the save's league, then the league as it now stands. */
function change(
  io: CliIo,
  command: Command,
  options: { json?: boolean },
  what: (save: SaveFile) => LeagueSetup,
  done: string,
) {
  return withChangingSave(command, (save) => {
    const setup = save.change(() => what(save));
    if (!wantsJson(command, options)) {
      io.out(done);
      printUnfinished(io, setup);
    }
    printSetup(io, setup, wantsJson(command, options));
  });
}

const list = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');

/** "East=Ohio State,Michigan" -> a division. */
function division(text: string): { name: string; teams: string[] } {
  const [name, teams] = text.split('=');
  if (!name?.trim() || teams === undefined)
    throw new GameError('bad_input', `A division is NAME=TEAM,TEAM,..., not "${text}".`);
  return { name: name.trim(), teams: list(teams) };
}

export function registerLeague(program: Command, io: CliIo): void {
  const league = program
    .command('league')
    .description(
      "the league's setup: conferences, rivalries, playoff format and rules; change it in the preseason, share it as a file",
    )
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withSave(command, (save) => {
        const setup = currentSetup(save.db);
        if (!wantsJson(command, options)) printUnfinished(io, setup);
        printSetup(io, setup, wantsJson(command, options));
      }),
    );
  registerLeagueFile(league, io);
  registerRealignment(league, io);
  registerRivalries(league, io);
  registerFormat(league, io);
}

/** The league as a file: written out, or a new dynasty started in it. */
function registerLeagueFile(league: Command, io: CliIo): void {
  league
    .command('export <file>')
    .description(
      'write the league (conferences, rivalries, playoff format, rules) as a league file (docs/league-file.md)',
    )
    .action((file: string, _options: unknown, command: Command) =>
      withSave(command, (save) => {
        writeFileSync(file, exportLeague(save.db));
        io.out(`League written to ${file}.`);
      }),
    );

  league
    .command('import <file>')
    .description('start a new dynasty in the league of a league file (checked first: nothing is made from a bad file)')
    .requiredOption('--team <name>', 'the program you coach (a team of the league)')
    .option('--year <year>', "season to start in (default: the file's year)")
    .option('--seed <n>', 'random seed (same seed, same dynasty)')
    .option('--force', 'with --save: replace an existing save')
    .option('--json', 'print JSON')
    .action(
      async (
        file: string,
        options: { team: string; year?: string; seed?: string; force?: boolean; json?: boolean },
        command: Command,
      ) => {
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          throw new GameError('not_found', `Cannot read league file ${file}.`);
        }
        const { year: fileYear, setup } = readLeagueFileOrThrow(text);
        const year = options.year === undefined ? fileYear : parseInteger(options.year, 'Year');
        const chosen = chosenSavePath(command.optsWithGlobals<{ save?: string }>().save);
        const folder = savesFolder();
        const path = chosen ?? join(folder, nameForNewDynasty(folder, options.team, year));
        const save = await newDynasty(path, {
          year,
          team: options.team,
          setup,
          force: options.force,
          seed: options.seed === undefined ? undefined : parseInteger(options.seed, 'Seed'),
        });
        try {
          if (!chosen) setCurrentSave(folder, basename(path));
          printStatus(io, new PageContext(save.db), save.path, wantsJson(command, options));
        } finally {
          save.close();
        }
      },
    );
}

/** The conferences changed by hand: members, names, divisions, games and title games. */
function registerRealignment(league: Command, io: CliIo): void {
  league
    .command('move <team>')
    .description('move a program to another conference (or "Independent")')
    .requiredOption('--to <conference>', 'the conference, or Independent')
    .option('--division <name>', 'the division, when the conference has divisions')
    .option('--json', 'print JSON')
    .action((team: string, options: { to: string; division?: string; json?: boolean }, command: Command) =>
      change(
        io,
        command,
        options,
        (save) => realign.moveProgram(save.db, team, options.to, options.division),
        `Moved ${team} to ${options.to}.`,
      ),
    );

  league
    .command('create <name>')
    .description(
      'create a conference of the programs named (eight conference games and a title game; change them after)',
    )
    .requiredOption('--teams <list>', 'its programs, comma separated')
    .option('--json', 'print JSON')
    .action((name: string, options: { teams: string; json?: boolean }, command: Command) =>
      change(
        io,
        command,
        options,
        (save) => realign.createConference(save.db, name, list(options.teams)),
        `Created ${name}.`,
      ),
    );

  league
    .command('rename <conference> <new-name>')
    .description('rename a conference')
    .option('--json', 'print JSON')
    .action((name: string, newName: string, options: { json?: boolean }, command: Command) =>
      change(
        io,
        command,
        options,
        (save) => realign.renameConference(save.db, name, newName),
        `Renamed ${name} to ${newName}.`,
      ),
    );

  league
    .command('dissolve <conference>')
    .description('dissolve a conference: its programs become independents')
    .option('--json', 'print JSON')
    .action((name: string, options: { json?: boolean }, command: Command) =>
      change(io, command, options, (save) => realign.dissolveConference(save.db, name), `Dissolved ${name}.`),
    );

  league
    .command('divisions <conference> [divisions...]')
    .description('two divisions as NAME=TEAM,TEAM,... NAME=TEAM,..., or --none')
    .option('--none', 'no divisions')
    .option('--json', 'print JSON')
    .action((name: string, divisions: string[], options: { none?: boolean; json?: boolean }, command: Command) => {
      if (!options.none && divisions.length !== 2)
        throw new GameError('bad_input', 'Name two divisions (NAME=TEAM,TEAM,...) or --none.');
      return change(
        io,
        command,
        options,
        (save) => realign.setDivisions(save.db, name, options.none ? null : divisions.map(division)),
        `Divisions of ${name} set.`,
      );
    });

  league
    .command('games <conference> <games>')
    .description('conference games per team: 7, 8 or 9 from eight teams, a full round robin for a smaller conference')
    .option('--json', 'print JSON')
    .action((name: string, games: string, options: { json?: boolean }, command: Command) =>
      change(
        io,
        command,
        options,
        (save) => realign.setConferenceGames(save.db, name, parseInteger(games, 'Conference games')),
        `${name} plays ${games} conference games.`,
      ),
    );

  league
    .command('title-game <conference> <yes|no>')
    .description('a conference championship game (division winners, or the top two)')
    .option('--json', 'print JSON')
    .action((name: string, on: string, options: { json?: boolean }, command: Command) =>
      change(
        io,
        command,
        options,
        (save) => realign.setChampionshipGame(save.db, name, parseYesNo(on, 'Title game')),
        `${name} title game: ${on}.`,
      ),
    );
}

function registerRivalries(league: Command, io: CliIo): void {
  const rivalry = league.command('rivalry').description('protected rivalries, played every season');
  rivalry
    .command('add <team1> <team2>')
    .option('--name <name>', 'what it is called')
    .option('--week <n>', 'its traditional week (1-14)')
    .option('--json', 'print JSON')
    .action((a: string, b: string, options: { name?: string; week?: string; json?: boolean }, command: Command) =>
      change(
        io,
        command,
        options,
        (save) =>
          realign.addRivalry(
            save.db,
            a,
            b,
            options.name,
            options.week === undefined ? null : parseInteger(options.week, 'Week'),
          ),
        `Rivalry added: ${a} and ${b}.`,
      ),
    );
  rivalry
    .command('remove <team1> <team2>')
    .option('--json', 'print JSON')
    .action((a: string, b: string, options: { json?: boolean }, command: Command) =>
      change(io, command, options, (save) => realign.removeRivalry(save.db, a, b), `Rivalry removed: ${a} and ${b}.`),
    );
}

/** The playoff format and the rules, from this season on. */
function registerFormat(league: Command, io: CliIo): void {
  league
    .command('playoff')
    .description('the playoff format from this season on: 2, 4, 8, 12, 16 or 24 teams')
    .option('--teams <n>', 'teams in the field')
    .option('--autobids <n>', 'conference champions guaranteed a spot')
    .option('--top4 <yes|no>', 'the highest-ranked champions take the byes (12 and 24 teams)')
    .option('--on-campus <rounds>', 'rounds played at the better seed (0 up to all but the title game)')
    .option('--json', 'print JSON')
    .action(
      (
        options: { teams?: string; autobids?: string; top4?: string; onCampus?: string; json?: boolean },
        command: Command,
      ) =>
        change(
          io,
          command,
          options,
          (save) =>
            changePlayoff(save.db, {
              playoffTeams: options.teams === undefined ? undefined : parseInteger(options.teams, 'Playoff teams'),
              autobids: options.autobids === undefined ? undefined : parseInteger(options.autobids, 'Autobids'),
              confChampTop4: options.top4 === undefined ? undefined : parseYesNo(options.top4, '--top4'),
              onCampusRounds:
                options.onCampus === undefined ? undefined : parseInteger(options.onCampus, 'On-campus rounds'),
            }),
          'Playoff format set.',
        ),
    );

  const rules = league.command('rules').description('the league rules from this season on');
  for (const [flag, description] of RULE_OPTIONS) rules.option(flag, description);
  rules
    .option('--json', 'print JSON')
    .action((options: RuleOptions & { json?: boolean }, command: Command) =>
      change(io, command, options, (save) => changeRules(save.db, parseRuleOptions(options)), 'League rules set.'),
    );
}
