// dynasty noncon series | book --opponent NAME --kind KIND --week N [--from YEAR] [--first home|away] | unbook --game ID
import type { Command } from 'commander';
import { isSeriesKind, SERIES_KINDS } from '../../core/schedule/series.js';
import { bookSeries, removeBookedGame } from '../../store/actions/series.js';
import { GameError } from '../../store/errors.js';
import { PageContext } from '../../store/views/context.js';
import { bookedSeriesView, seriesGamesText } from '../../store/views/series.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext, withProgramChange } from '../options.js';

/** The player's booked series games, this season's and the coming seasons'. */
export function printBookedGames(io: CliIo, ctx: PageContext): void {
  const { games } = bookedSeriesView(ctx.db, ctx.program);
  if (games.length === 0) {
    io.out('\nNo series booked (dynasty noncon book).');
    return;
  }
  io.out('\nBooked series (dynasty noncon unbook --game ID removes a game before its season starts):');
  io.out(
    formatTable(
      ['Game', 'Season', 'Week', 'Opponent', 'Site', 'Series'],
      games.map((g) => [
        g.id,
        g.year,
        g.week,
        g.opponent,
        g.site,
        `${g.kind}${g.real ? ' (real)' : ''}${g.locked ? ' (locked)' : ''}`,
      ]),
      ['Game', 'Season', 'Week'],
    ),
  );
}

const jsonOf = (command: Command, own?: boolean): boolean =>
  Boolean(own || command.optsWithGlobals<{ json?: boolean }>().json);

export function registerSeriesCommands(noncon: Command, io: CliIo): void {
  noncon
    .command('series')
    .description("your program's booked series games, this season's and the coming seasons'")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) =>
        jsonOf(command, options.json)
          ? printJson(io, bookedSeriesView(ctx.db, ctx.program))
          : printBookedGames(io, ctx),
      ),
    );
  noncon
    .command('book')
    .description('book a home-and-home or a two-for-one series from a coming season (preseason)')
    .requiredOption('--opponent <name>', 'an FBS program outside your conference')
    .requiredOption('--kind <kind>', `${SERIES_KINDS.join(' or ')} (two games at the bigger program, one at the other)`)
    .requiredOption('--week <n>', 'the week of every game of it (1-14)')
    .option('--from <year>', 'the season of the first game (default: next season)')
    .option('--first <site>', "a home-and-home's first game: home (default) or away")
    .option('--json', 'print JSON')
    .action(
      (
        options: { opponent: string; kind: string; week: string; from?: string; first?: string; json?: boolean },
        command: Command,
      ) =>
        withProgramChange(command, (save, program) => {
          if (!isSeriesKind(options.kind))
            throw new GameError(
              'bad_input',
              `--kind must be one of ${SERIES_KINDS.join(', ')}, not "${options.kind}".`,
            );
          if (options.first !== undefined && options.first !== 'home' && options.first !== 'away') {
            throw new GameError('bad_input', `--first must be home or away, not "${options.first}".`);
          }
          const request = {
            opponent: options.opponent,
            kind: options.kind,
            week: parseInteger(options.week, 'Week'),
            from: options.from === undefined ? undefined : parseInteger(options.from, 'Season'),
            first: options.first as 'home' | 'away' | undefined,
          };
          const games = save.change(() => bookSeries(save.db, program, request));
          if (jsonOf(command, options.json)) return printJson(io, bookedSeriesView(save.db, program));
          io.out(`Booked a ${request.kind}: ${seriesGamesText(games, bookedSeriesView(save.db, program).team)}.`);
          printBookedGames(io, new PageContext(save.db, program));
        }),
    );
  noncon
    .command('unbook')
    .description('remove a booked series game before its season starts (the other games of the series stay)')
    .requiredOption('--game <id>', 'the booked game (dynasty noncon series lists them)')
    .option('--json', 'print JSON')
    .action((options: { game: string; json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const game = save.change(() => removeBookedGame(save.db, program, parseInteger(options.game, 'Game')));
        if (jsonOf(command, options.json)) return printJson(io, bookedSeriesView(save.db, program));
        io.out(`Removed: ${seriesGamesText([game], bookedSeriesView(save.db, program).team)}.`);
        printBookedGames(io, new PageContext(save.db, program));
      }),
    );
}
