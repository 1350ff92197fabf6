// dynasty heisman: the weekly Heisman watch: the top candidates of the season so far and their statistics.
import type { Command } from 'commander';
import { heismanBallotNote } from '../../shared/heismanBallot.js';
import { heismanWatchView } from '../../store/views/heismanWatch.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';
import { rankedName } from './rankings.js';

export function registerHeisman(program: Command, io: CliIo): void {
  program
    .command('heisman')
    .description('the Heisman watch: the top candidates of the season so far')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = heismanWatchView(ctx);
        if (options.json) return printJson(io, view);
        io.out(`${view.year} Heisman Watch${view.week > 0 ? ` (after week ${view.week})` : ''}\n`);
        const ballot = heismanBallotNote(view.week, {
          lastWeek: view.info.lastWeek,
          playoffTeams: view.info.playoffFormat.teams,
        });
        if (ballot) io.out(`${ballot}\n`);
        if (view.winner)
          io.out(`Winner: ${view.winner.name} (${view.winner.pos}, ${view.winner.team}) - ${view.winner.line}\n`);
        if (view.candidates.length === 0)
          return io.out('No candidates yet: the watch list starts after the first week of games.');
        io.out(
          formatTable(
            ['#', 'Player', 'Pos', 'Cl', 'Team', 'Record', 'Season'],
            view.candidates.map((c) => [
              c.rank,
              c.name,
              c.pos,
              c.year.toUpperCase(),
              rankedName(c.team, c.team_rank),
              c.team_record,
              c.line,
            ]),
            ['#'],
          ),
        );
      }),
    );
}
