// dynasty glance: the season at a glance, as the dashboard shows it: the team's rank by week, its next three
// games, the Heisman race's top five and the team's leaders.
import type { Command } from 'commander';
import { seasonGlanceView } from '../../store/views/seasonGlance.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';
import { rankedName } from './rankings.js';

export function registerGlance(program: Command, io: CliIo): void {
  program
    .command('glance')
    .description("the season at a glance: your team's rank by week, next games, the Heisman race and your leaders")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = seasonGlanceView(ctx);
        if (options.json) return printJson(io, view);
        io.out(`${view.team}, ${view.year} at a glance`);
        const ranks = view.rank_by_week.map((r) => `${r.week === 0 ? 'Pre' : `W${r.week}`} ${r.rank ?? 'NR'}`);
        io.out(`\nRank by week: ${ranks.length > 0 ? ranks.join(', ') : 'no poll yet'}`);
        io.out('\nNext games');
        if (view.next_games.length === 0) io.out('  none left this season');
        for (const g of view.next_games)
          io.out(
            `  Week ${g.weekPlayed}: ${rankedName(g.opponent.name, g.opponent.ranking)} (${g.label})${g.spread ? `, spread ${g.spread}` : ''}${g.total ? `, O/U ${g.total}` : ''}`,
          );
        io.out('\nHeisman race');
        if (view.heisman.length === 0) io.out('  no candidates yet');
        else
          io.out(
            formatTable(
              ['#', 'Player', 'Pos', 'Team', 'Season'],
              view.heisman.map((c) => [c.rank, c.name, c.pos, c.team, c.line]),
              ['#'],
            ),
          );
        io.out('\nTeam leaders');
        if (view.leaders.length === 0) io.out('  no games played yet');
        else
          io.out(
            formatTable(
              ['', 'Player', 'Pos', 'Season'],
              view.leaders.map((l) => [l.category, l.name, l.pos, l.line]),
            ),
          );
      }),
    );
}
