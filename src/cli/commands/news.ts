// dynasty news [--week N] [--year Y]: the week's top stories (upsets, falls in the poll, records, commitments,
// coaching changes), newest first.
import type { Command } from 'commander';
import { newsFeedView } from '../../store/views/newsFeed.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';

export function registerNews(program: Command, io: CliIo): void {
  program
    .command('news')
    .description("the news feed: each week's top stories, newest first")
    .option('--week <n>', 'one week only')
    .option('--year <y>', 'a past season')
    .option('--json', 'print JSON')
    .action((options: { week?: string; year?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const week = options.week === undefined ? undefined : parseInteger(options.week, 'Week');
        const year = options.year === undefined ? undefined : parseInteger(options.year, 'Year');
        const view = newsFeedView(ctx, { week, year });
        if (options.json) return printJson(io, view);
        io.out(`${view.year} News${view.week === null ? '' : ` (week ${view.week})`}`);
        if (view.stories.length === 0) return io.out('\nNo news yet: stories come as games are played.');
        let shown = -1;
        for (const s of view.stories) {
          if (s.week !== shown) io.out(`\nWeek ${s.week}`);
          shown = s.week;
          io.out(`  ${s.user_team ? '*' : ' '} ${s.headline}`);
        }
      }),
    );
}
