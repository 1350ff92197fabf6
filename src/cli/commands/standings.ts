// dynasty standings [CONFERENCE]: a conference's standings (default: your team's), "independent" for the
// independents.
import type { Command } from 'commander';
import { standingsView } from '../../store/views/standings.js';
import { formatTable, record } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';
import { lastGameText, nextGameText, rankedName } from './rankings.js';

export function registerStandings(program: Command, io: CliIo): void {
  program
    .command('standings [conference]')
    .description('conference standings (default: your conference; "independent" for the independents)')
    .option('--json', 'print JSON')
    .action((conference: string | undefined, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = standingsView(ctx, conference ?? ctx.team(ctx.program.team).conference);
        if (options.json) return printJson(io, view);
        const independent = view.conference === undefined;
        const divisions = view.teams.some((t) => t.division);
        io.out(`${independent ? 'Independent Teams' : `${view.conference} Standings`}, ${ctx.year}\n`);
        const headers = [
          '#',
          'Team',
          ...(divisions ? ['Division'] : []),
          ...(independent ? [] : ['Conf']),
          'Overall',
          'Last Week',
          'This Week',
        ];
        io.out(
          formatTable(
            headers,
            view.teams.map((t, i) => [
              i + 1,
              rankedName(t.name, t.ranking),
              ...(divisions ? [t.division ?? ''] : []),
              ...(independent ? [] : [record(t.confWins, t.confLosses)]),
              record(t.totalWins, t.totalLosses),
              lastGameText(t.last_game),
              nextGameText(t.next_game),
            ]),
            ['#', 'Conf', 'Overall'],
          ),
        );
      }),
    );
}
