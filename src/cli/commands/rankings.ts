// dynasty rankings [--all] [--week N]: the AP poll with movement, poll points, strength of record and the games
// around it. Also the few text forms of teams and games that the other season pages print the same way.
import { resultWithScore } from '../../shared/forcedResult.js';
import { opponentPhrase } from '../../shared/gameSite.js';
import { teamNameText } from '../../shared/teamName.js';
import type { Command } from 'commander';
import type { LastGameRef, NextGameRef, RankingsResponse } from '../../shared/api-types.js';
import { rankingsView } from '../../store/views/rankings.js';
import type { PageContext } from '../../store/views/context.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';

/** The poll ranks a page shows in front of a name (spec: only 25 or better). */
export const TOP_25 = 25;

export function isRanked(ranking: number): boolean {
  return ranking >= 1 && ranking <= TOP_25;
}

/** "#5 Michigan", or just "Michigan" outside the top 25; an FCS team "Montana (FCS)". */
export function rankedName(name: string, ranking: number, fcs = false): string {
  const text = teamNameText({ name, fcs });
  return isRanked(ranking) ? `#${ranking} ${text}` : text;
}

/** "W 35-14 vs #5 Michigan", "L 10-17 at Iowa", "W 28-21 vs #9 Utah (N)". */
export function lastGameText(game: LastGameRef | null): string {
  if (!game) return '';
  const result = resultWithScore(game) || [game.result, game.score].filter((part) => part !== null).join(' ');
  return `${result} ${opponentPhrase(game.site, rankedName(game.opponent.name, game.opponent.ranking, game.opponent.fcs))}`;
}

/** "at #3 Texas (-7.5, O/U 54.5)": the next opponent, where, and the team's own line and the total. */
export function nextGameText(game: NextGameRef | null): string {
  if (!game) return '';
  const name = opponentPhrase(game.site, rankedName(game.opponent.name, game.opponent.ranking, game.opponent.fcs));
  if (game.spread === null) return name;
  return `${name} (${game.spread}${game.total ? `, O/U ${game.total}` : ''})`;
}

/** Poll score and strength of record read with one decimal, N/A when missing (spec section 2). */
export function oneDecimalText(value: number | null): string {
  return value === null ? 'N/A' : value.toFixed(1);
}

function movementText(movement: number): string {
  if (movement === 0) return '';
  return movement > 0 ? `+${movement}` : String(movement);
}

/** "Week 3", "Preseason", "End of season": which poll the page shows (spec: Rankings subtitle). */
function pollTitle(ctx: PageContext, view: RankingsResponse, askedWeek: number | undefined): string {
  const week = view.week ?? null;
  if (askedWeek !== undefined || ['season', 'playoff'].includes(ctx.state.stage)) {
    return week === null || week === 0 ? 'Preseason' : `Week ${week}`;
  }
  return ctx.state.stage === 'preseason' ? 'Preseason' : 'End of season';
}

export function registerRankings(program: Command, io: CliIo): void {
  program
    .command('rankings')
    .description('the AP Top 25 (--all: every team) with movement, poll score, strength of record, last and next game')
    .option('--all', 'show every team, not only the top 25 (the JSON always lists every team)')
    .option('--week <n>', 'the poll taken after that week (0: the preseason poll; default: the latest)')
    .option(
      '--season <year>',
      "a season of the dynasty (default: the current one; a past season's weeks keep their Top 25)",
    )
    .option('--json', 'print JSON')
    .action((options: { all?: boolean; week?: string; season?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const week = options.week === undefined ? undefined : parseInteger(options.week, 'Week');
        const season = options.season === undefined ? ctx.year : parseInteger(options.season, 'Season');
        const view = rankingsView(ctx, week, season);
        if (options.json) return printJson(io, view);
        const shown = options.all ? view.rankings : view.rankings.filter((r) => isRanked(r.ranking));
        const title = options.all ? `AP Rankings: all ${view.rankings.length} teams` : 'AP Top 25';
        const when =
          season === ctx.year
            ? pollTitle(ctx, view, week)
            : view.week === view.poll_weeks?.at(-1)
              ? 'Final'
              : `Week ${view.week}`;
        io.out(`${title}, ${season} ${when}\n`);
        if (shown.length === 0) return io.out('No poll has been taken yet.');
        io.out(
          formatTable(
            ['Rank', 'Move', 'Team', 'Record', 'Poll Score', 'SOR', 'Last Week', 'This Week'],
            shown.map((r) => [
              r.ranking > 0 ? r.ranking : '',
              movementText(r.movement),
              r.name,
              r.record,
              oneDecimalText(r.poll_score),
              oneDecimalText(r.strength_of_record),
              lastGameText(r.last_game),
              nextGameText(r.next_game),
            ]),
            ['Rank', 'Move', 'Poll Score', 'SOR'],
          ),
        );
      }),
    );
}
