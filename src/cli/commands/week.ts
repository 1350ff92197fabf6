// dynasty week N: one week's games of the current season, with scores or lines.
import type { Command } from 'commander';
import { FORCED_MARK } from '../../shared/forcedResult.js';
import type { WeekGame, WeekGameTeam } from '../../shared/api-types.js';
import { opponentPhrase, otherSite } from '../../shared/gameSite.js';
import { recordInParentheses } from '../../shared/recordText.js';
import { weekScheduleView } from '../../store/views/weekSchedule.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';
import { rankedName } from './rankings.js';

function side(team: WeekGameTeam): string {
  return `${rankedName(team.name, team.ranking, team.fcs)} ${recordInParentheses(team.record)}`;
}

/** The score with the winner first, or the favourite and its line, then the total. */
function resultOrLine(game: WeekGame): string {
  if (game.scoreA !== null && game.scoreB !== null) {
    const homeWon = game.winner === game.teamA.name;
    const [high, low] = homeWon ? [game.scoreA, game.scoreB] : [game.scoreB, game.scoreA];
    return `${game.winner ?? ''} ${high}-${low}${game.forced ? ` ${FORCED_MARK}` : ''}`.trim();
  }
  if (game.spreadA === null) return '';
  const favourite =
    game.spreadA === 'Even'
      ? 'Even'
      : game.spreadA.startsWith('-')
        ? `${game.teamA.name} ${game.spreadA}`
        : `${game.teamB.name} ${game.spreadB ?? ''}`.trim();
  return game.total ? `${favourite}, O/U ${game.total}` : favourite;
}

export function registerWeek(program: Command, io: CliIo): void {
  program
    .command('week <n>')
    .description("a week's games this season: scores once played, otherwise the lines")
    .option('--json', 'print JSON')
    .action((week: string, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = weekScheduleView(ctx, parseInteger(week, 'Week'));
        if (options.json) return printJson(io, view);
        io.out(`Week ${view.week} Schedule, ${ctx.year}\n`);
        if (view.games.length === 0) return io.out('No games scheduled this week yet.');
        io.out(
          formatTable(
            ['Game', 'Matchup', 'Result / Line', 'Label'],
            view.games.map((g) => [
              g.id,
              `${side(g.teamB)} ${opponentPhrase(otherSite(g.siteA), side(g.teamA))}`,
              resultOrLine(g),
              `${g.label ?? ''}${g.game_of_week ? ' (Game of the Week)' : ''}`.trim(),
            ]),
            ['Game'],
          ),
        );
      }),
    );
}
