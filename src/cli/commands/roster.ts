// dynasty roster [TEAM]
import type { Command } from 'commander';
import { rosterView } from '../../store/views/roster.js';
import { formatTable } from '../format.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';

export function registerRoster(program: Command, io: CliIo): void {
  program
    .command('roster [team]')
    .description("a team's roster by position (default: your team)")
    .option('--json', 'print JSON')
    .action((team: string | undefined, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = rosterView(ctx, team ?? ctx.state.userTeam);
        if (options.json) return printJson(io, view);
        io.out(`${view.team.name} ${view.team.mascot} (${view.team.conference}), rating ${view.team.rating} (offense ${view.team.offense}, defense ${view.team.defense})\n`);
        io.out(
          formatTable(
            ['Pos', 'Name', 'Rating', 'Year', 'Status', 'Id'],
            view.roster.map((p) => [
              p.pos, `${p.first} ${p.last}`, p.rating, p.class_label ?? p.year.toUpperCase(),
              p.injury ? `Out: ${p.injury}` : p.starter ? 'Starter' : p.redshirting ? 'Redshirting' : 'Backup', p.id,
            ]),
            ['Rating', 'Id'],
          ),
        );
        io.out('\nInjury report');
        io.out(view.injuries.length === 0 ? 'Nobody is hurt.' : formatTable(
          ['Pos', 'Name', 'Injury', 'Back'],
          view.injuries.map((i) => [i.pos, `${i.first} ${i.last}`, i.injury, i.out_for_season ? 'Out for season' : `Week ${i.return_week}`]),
        ));
      }),
    );
}
