// dynasty history [TEAM]: a team's seasons in this dynasty, and the national champions by year.
import { forcedGamesText } from '../../shared/forcedResult.js';
import type { Command } from 'commander';
import type { TeamHistoryResponse } from '../../shared/api-types.js';
import { allChampions } from '../../store/queries/postseason.js';
import { teamHistoryView } from '../../store/views/teamHistory.js';
import { formatTable, record } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';
import { isRanked } from './rankings.js';
import { prestigeTier } from '../../core/data/prestige.js';

/** Spec (Team history): prestige shows as 1 to 7 stars, clamped to that range. */
export function prestigeStars(prestige: number): string {
  return '*'.repeat(prestigeTier(prestige));
}

export function rankText(rank: number): string {
  if (rank === 0) return 'N/A';
  return isRanked(rank) ? `#${rank}` : `(${rank})`;
}

export type HistoryOutput = TeamHistoryResponse & { champions: { year: number; team: string; runner_up: string }[] };

export function registerHistory(program: Command, io: CliIo): void {
  program
    .command('history [team]')
    .description("a team's seasons in this dynasty (default: your team), and the national champions by year")
    .option('--json', 'print JSON')
    .action((team: string | undefined, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const output: HistoryOutput = {
          ...teamHistoryView(ctx, team ?? ctx.program.team),
          champions: allChampions(ctx.db),
        };
        if (options.json) return printJson(io, output);
        const wins = output.years.reduce((sum, y) => sum + y.wins, 0);
        const losses = output.years.reduce((sum, y) => sum + y.losses, 0);
        io.out(`${output.team.name} history: ${record(wins, losses)} all time\n`);
        io.out(
          formatTable(
            ['Year', 'Prestige', 'Rating', 'Conference', 'Record', 'Rank'],
            // A trophy on the record of a season finished at #1 (spec).
            output.years.map((y) => [
              y.year,
              prestigeStars(y.prestige),
              y.rating,
              y.conference,
              `${record(y.wins, y.losses)}${y.rank === 1 ? ' 🏆' : ''}${forcedGamesText(y.forced_games)}`,
              rankText(y.rank),
            ]),
            ['Year', 'Rating', 'Rank'],
          ),
        );
        if (output.awards.length > 0) {
          io.out('\nAward winners');
          io.out(
            formatTable(
              ['Year', 'Award', 'Player', 'Pos'],
              output.awards.map((a) => [
                a.year,
                a.award === 'heisman' && a.slot > 1 ? 'Heisman Trophy finalist' : a.award_name,
                a.name,
                a.pos,
              ]),
              ['Year'],
            ),
          );
        }
        io.out('\nNational champions');
        if (output.champions.length === 0)
          return io.out('None yet: the first champion is crowned at the end of the first season.');
        io.out(
          formatTable(
            ['Year', 'Champion', 'Runner-up'],
            output.champions.map((c) => [c.year, c.team, c.runner_up]),
            ['Year'],
          ),
        );
      }),
    );
}
