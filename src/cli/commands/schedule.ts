// dynasty schedule [TEAM]
import type { Command } from 'commander';
import { recordInParentheses } from '../../shared/recordText.js';
import { resultWithScore } from '../../shared/forcedResult.js';
import { opponentPhrase } from '../../shared/gameSite.js';
import { teamNameText } from '../../shared/teamName.js';
import { teamScheduleView } from '../../store/views/teamSchedule.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';

export function registerSchedule(program: Command, io: CliIo): void {
  program
    .command('schedule [team]')
    .description("a team's schedule (default: your team, this season)")
    .option('--year <year>', 'an earlier season of the dynasty')
    .option('--json', 'print JSON')
    .action((team: string | undefined, options: { year?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const year = options.year === undefined ? undefined : parseInteger(options.year, 'Year');
        const view = teamScheduleView(ctx, team ?? ctx.program.team, year);
        if (options.json) return printJson(io, view);
        io.out(`${view.year} ${view.team.name} schedule ${recordInParentheses(view.team.record)}\n`);
        io.out(
          formatTable(
            ['Week', 'Opponent', 'Rating', 'Record', 'Spread', 'O/U', 'Result', 'Notes'],
            view.games.map((g) => [
              g.weekPlayed,
              opponentPhrase(
                g.site,
                `${g.opponent.ranking > 0 && g.opponent.ranking <= 25 ? `#${g.opponent.ranking} ` : ''}${teamNameText(g.opponent)}`,
              ),
              g.opponent.rating,
              g.opponent.record,
              g.spread ?? '',
              g.total ?? '',
              resultWithScore(g),
              g.label ?? '',
            ]),
            ['Week', 'Rating'],
          ),
        );
        // Each forced game says who forced it, and why.
        for (const g of view.games) if (g.forced_note) io.out(`Week ${g.weekPlayed}: ${g.forced_note}`);
      }),
    );
}
