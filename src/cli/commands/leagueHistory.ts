// dynasty league-history: the league's seasons in this dynasty: champions, Heisman winners, awards and records by year.
import { FORCED_MARK } from '../../shared/forcedResult.js';
import type { Command } from 'commander';
import { leagueHistoryView } from '../../store/views/leagueHistory.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';

export function registerLeagueHistory(program: Command, io: CliIo): void {
  program
    .command('league-history')
    .description('league history: national champions, Heisman winners, awards and records by year')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = leagueHistoryView(ctx);
        if (options.json) return printJson(io, view);
        io.out('League History\n');
        io.out(
          formatTable(
            ['Year', 'Champion', 'Runner-up', 'Heisman Trophy'],
            view.years.map((y) => [
              y.god_mode ? `${y.year} (God Mode)` : y.year,
              y.champion ? `${y.champion}${y.champion_forced ? ` (${FORCED_MARK})` : ''}` : '-',
              y.runner_up ?? '-',
              y.heisman ? `${y.heisman.name} (${y.heisman.pos}, ${y.heisman.team})` : '-',
            ]),
            ['Year'],
          ),
        );
        if (view.titles.length > 0)
          io.out(`\nNational titles: ${view.titles.map((t) => `${t.team} ${t.titles}`).join(', ')}`);
        for (const y of view.years) {
          if (y.awards.length === 0 && y.records.length === 0) continue;
          io.out(`\n${y.year}`);
          for (const a of y.awards)
            io.out(`  ${a.award_name}: ${a.name}${a.pos === 'HC' ? '' : ` (${a.pos})`}, ${a.team}`);
          for (const r of y.records)
            io.out(
              `  Record (${r.span}): ${r.stat_name} ${r.value}, ${r.holder}${r.player_id === null ? '' : `, ${r.team}`}`,
            );
        }
      }),
    );
}
