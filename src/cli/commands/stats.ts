// dynasty stats [category] [--season Y]: the season's leaders of a category (passing, rushing, receiving, defense,
// kicking, punting) or every team's offense and defense per game (team), for any season of the dynasty.
import type { Command } from 'commander';
import type { IndividualStatEntry, TeamStatsLine } from '../../shared/api-types.js';
import { isLeaderCategory, LEADER_CATEGORIES, LEADER_SPECS, leaderStat } from '../../shared/leaderCategories.js';
import { GameError } from '../../store/errors.js';
import { individualStatsView } from '../../store/views/individualStats.js';
import { teamStatsView } from '../../store/views/teamStats.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';

interface StatsOptions {
  season?: string;
  sort?: string;
  limit?: string;
  perGame?: boolean;
  position?: string;
  defense?: boolean;
  json?: boolean;
}

const TEAM_COLUMNS: [keyof TeamStatsLine, string][] = [
  ['games', 'G'],
  ['ppg', 'Pts/G'],
  ['yardspg', 'Yds/G'],
  ['pass_ypg', 'Pass Y/G'],
  ['rush_ypg', 'Rush Y/G'],
  ['ypp', 'Y/P'],
  ['comp_percent', 'Cmp%'],
  ['rush_ypc', 'Y/C'],
  ['first_downs_total', '1st Dn'],
  ['turnovers', 'TO'],
];

function oneDecimal(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function registerStats(program: Command, io: CliIo): void {
  program
    .command('stats [category]')
    .description(
      `a season's leaders: ${LEADER_CATEGORIES.join(', ')} (default passing), or team: every team's offense and defense`,
    )
    .option('--season <year>', 'a season of the dynasty (default: the current one)')
    .option('--sort <stat>', "the stat to order by (a column's key, e.g. sacks; default: the category's own)")
    .option('--limit <n>', 'rows shown (default 25)')
    .option('--per-game', "counting stats per game (the player's own games)")
    .option('--position <pos>', 'only players of this position (e.g. LB)')
    .option('--defense', 'team: what opponents did against each team')
    .option('--json', 'print JSON (the whole page: every category)')
    .action((category: string | undefined, options: StatsOptions, command: Command) =>
      withContext(command, (ctx) => {
        const season = options.season === undefined ? ctx.year : parseInteger(options.season, 'Season');
        const limit = options.limit === undefined ? 25 : parseInteger(options.limit, 'Limit');
        if (limit < 1) throw new GameError('bad_input', 'Limit must be at least 1.');
        const name = (category ?? 'passing').toLowerCase();
        if (name === 'team') {
          const view = teamStatsView(ctx, season);
          if (options.json) return printJson(io, view);
          const table = options.defense ? view.defense : view.offense;
          const sortKey = (options.sort ?? 'ppg') as keyof TeamStatsLine;
          if (!TEAM_COLUMNS.some(([key]) => key === sortKey)) {
            throw new GameError('bad_input', `Sort by one of: ${TEAM_COLUMNS.map(([key]) => key).join(', ')}.`);
          }
          // Defense: less allowed is better, except takeaways.
          const lowFirst = options.defense ? sortKey !== 'turnovers' : sortKey === 'turnovers';
          const rows = Object.entries(table).sort(([, a], [, b]) =>
            lowFirst ? a[sortKey] - b[sortKey] : b[sortKey] - a[sortKey],
          );
          io.out(`Team ${options.defense ? 'defense' : 'offense'} per game, ${season}\n`);
          return io.out(
            formatTable(
              ['Team', ...TEAM_COLUMNS.map(([, header]) => header)],
              rows.slice(0, limit).map(([team, line]) => [team, ...TEAM_COLUMNS.map(([key]) => oneDecimal(line[key]))]),
              TEAM_COLUMNS.map(([, header]) => header),
            ),
          );
        }
        if (!isLeaderCategory(name)) {
          throw new GameError(
            'bad_input',
            `Category must be one of ${[...LEADER_CATEGORIES, 'team'].join(', ')}, not "${category}".`,
          );
        }
        const view = individualStatsView(ctx, season);
        if (options.json) return printJson(io, view);
        const spec = LEADER_SPECS[name];
        const sortKey = options.sort ?? spec.sortBy;
        if (!spec.columns.some(([key]) => key === sortKey)) {
          throw new GameError('bad_input', `Sort ${name} by one of: ${spec.columns.map(([key]) => key).join(', ')}.`);
        }
        const perGame = options.perGame === true;
        const position = options.position?.toUpperCase();
        const stat = (e: IndividualStatEntry, key: string): number => leaderStat(name, e.stats, key, perGame);
        const rows = Object.values<IndividualStatEntry>(view.stats[name])
          .filter((e) => position === undefined || e.pos === position)
          .sort((a, b) => stat(b, sortKey) - stat(a, sortKey) || a.last.localeCompare(b.last));
        io.out(`${spec.title} leaders, ${season}${perGame ? ' (per game)' : ''}\n`);
        if (rows.length === 0) return io.out('No players qualify yet.');
        const headers = spec.columns.map(([, header]) => header);
        io.out(
          formatTable(
            ['#', 'Player', 'Pos', 'Team', 'G', ...headers],
            rows
              .slice(0, limit)
              .map((e, i) => [
                i + 1,
                `${e.first} ${e.last}`,
                e.pos,
                e.team,
                e.gamesPlayed,
                ...spec.columns.map(([key]) => oneDecimal(stat(e, key))),
              ]),
            ['#', 'G', ...headers],
          ),
        );
      }),
    );
}
