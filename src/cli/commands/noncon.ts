// dynasty noncon [add --opponent NAME --week N [--site home|away|neutral] | opponents --week N | series |
//   book --opponent NAME --kind home-and-home|two-for-one --week N [--from YEAR] [--first home|away] | unbook --game ID]
import type { Command } from 'commander';
import { GAME_SITES, isGameSite, type GameSite } from '../../core/schedule/gameSite.js';
import type { ScheduledGame } from '../../core/schedule/types.js';
import { opponentChoicesForWeek, scheduleNonConferenceGame } from '../../store/actions/scheduleNonConference.js';
import { GameError } from '../../store/errors.js';
import { PageContext } from '../../store/views/context.js';
import { nonconView } from '../../store/views/noncon.js';
import { printBookedGames, registerSeriesCommands } from './series.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, programOfCommand, withContext, withProgramChange, withSave } from '../options.js';

function printNoncon(io: CliIo, ctx: PageContext, json: boolean): void {
  const view = nonconView(ctx);
  if (json) {
    printJson(io, view);
    return;
  }
  io.out(`${view.team.name}: Non-Conference Games Scheduled: ${view.team.nonConfGames} / ${view.team.nonConfLimit}`);
  io.out(
    'Remaining games are scheduled automatically when the season starts; rivalry games are fixed and happen every year.\n',
  );
  io.out(
    formatTable(
      ['Week', 'Opponent', 'Label'],
      view.schedule.map((w) => [w.weekPlayed, w.opponent?.name ?? '(open)', w.opponent ? w.label : '']),
      ['Week'],
    ),
  );
  printBookedGames(io, ctx);
}

function siteOption(value: string | undefined): GameSite | undefined {
  if (value === undefined || isGameSite(value)) return value;
  throw new GameError('bad_input', `--site must be one of ${GAME_SITES.join(', ')}, not "${value}".`);
}

function gameLine(game: ScheduledGame): string {
  return game.neutral
    ? `week ${game.week}, ${game.home} vs ${game.away} at a neutral site`
    : `week ${game.week}, ${game.away} at ${game.home}${game.fcs ? ' (FCS)' : ''}`;
}

export function registerNoncon(program: Command, io: CliIo): void {
  const noncon = program
    .command('noncon')
    .description("your team's non-conference schedule in the preseason")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => printNoncon(io, ctx, Boolean(options.json))),
    );
  noncon
    .command('add')
    .description('schedule a non-conference game')
    .requiredOption('--opponent <name>', 'the opponent')
    .requiredOption('--week <n>', 'the week (1-14)')
    .option(
      '--site <site>',
      'home, away or neutral, where the opponent agrees (an FCS team always comes to you; default: keep home and away even)',
    )
    .option('--json', 'print JSON')
    .action((options: { opponent: string; week: string; site?: string; json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        // `noncon` takes --json too; commander hands it to whichever command it reads first.
        options.json ||= Boolean(command.optsWithGlobals<{ json?: boolean }>().json);
        const week = parseInteger(options.week, 'Week');
        const site = siteOption(options.site);
        const game = save.change(() => scheduleNonConferenceGame(save.db, program, options.opponent, week, site));
        if (!options.json) io.out(`Scheduled: ${gameLine(game)}.`);
        printNoncon(io, new PageContext(save.db, program), Boolean(options.json));
      }),
    );
  noncon
    .command('opponents')
    .description('teams you can still schedule in a week (FBS, then FCS) and where each would play you')
    .requiredOption('--week <n>', 'the week (1-14)')
    .option('--json', 'print JSON')
    .action((options: { week: string; json?: boolean }, command: Command) =>
      withSave(command, (save) => {
        options.json ||= Boolean(command.optsWithGlobals<{ json?: boolean }>().json);
        const choices = opponentChoicesForWeek(
          save.db,
          programOfCommand(command, save.db),
          parseInteger(options.week, 'Week'),
        );
        if (options.json) return printJson(io, choices);
        // One opponent a line: "Air Force: home, away, neutral", "Montana (FCS): home".
        for (const c of choices) io.out(`${c.name}${c.fcs ? ' (FCS)' : ''}: ${c.sites.join(', ')}`);
      }),
    );
  registerSeriesCommands(noncon, io);
}
