// dynasty game --id N: a game of the dynasty (box score and drives once played, a preview before).
// dynasty game --home A --away B --year Y [--neutral] [--seed S]: an exhibition between two programs of a season,
// no save needed.
import { LINE_HINT } from '../../shared/lineWhy.js';
import { previewStatText } from '../../shared/previewStat.js';
import { neutralMark, otherSite, siteWord } from '../../shared/gameSite.js';
import { rivalryText } from '../../shared/rivalryText.js';
import type { Command } from 'commander';
import type { GameResponse, KeyPlayer, TeamPreviewStatKey } from '../../shared/api-types.js';
import { GameError } from '../../store/errors.js';
import { gameView } from '../../store/views/game.js';
import { formatBoxScore, type BoxScore } from '../../workbench/boxScore.js';
import { exhibitionBoxScore, playExhibition, type ExhibitionGame } from '../../workbench/exhibition.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';
import { registerGameCoach } from './gameCoach.js';
import { rankedName } from './rankings.js';

interface GameOptions {
  id?: string;
  home?: string;
  away?: string;
  year?: string;
  neutral?: boolean;
  seed?: string;
  json?: boolean;
}

/** An exhibition without --seed plays this seed, so the same command always shows the same game. */
const DEFAULT_EXHIBITION_SEED = 1;

function storedBoxScore(view: GameResponse): BoxScore {
  const logs = view.game_logs;
  const lines = logs ? [...logs.Passing, ...logs.Rushing, ...logs.Receiving] : [];
  const seen = new Set<number>();
  return {
    teamA: view.game.teamA.name,
    teamB: view.game.teamB.name,
    periodsA: view.linescore?.teamA ?? [view.game.scoreA ?? 0],
    periodsB: view.linescore?.teamB ?? [view.game.scoreB ?? 0],
    stats: view.stats,
    drives: view.drives,
    // A player can appear in several categories' lists with the same line.
    leaders: lines
      .filter((l) => !seen.has(l.player_id) && seen.add(l.player_id))
      .map(({ first, last, team_name, pos, player_id: _id, game_log_string: _text, yards: _yards, ...line }) => ({
        name: `${first} ${last}`,
        team: team_name,
        pos,
        line,
      })),
  };
}

function printStoredGame(io: CliIo, view: GameResponse): void {
  const g = view.game;
  const a = rankedName(g.teamA.name, g.rankATOG);
  const b = rankedName(g.teamB.name, g.rankBTOG, g.teamB.fcs);
  const where = siteWord(otherSite(g.siteA));
  io.out(
    `${g.year} Week ${g.weekPlayed}, ${g.label ?? ''}${g.game_of_week ? ' (Game of the Week)' : ''}, game ${g.id}`,
  );
  if (g.forced_note) io.out(g.forced_note);
  if (g.rivalry) io.out(rivalryText(g.rivalry));
  if (g.day) io.out(g.day.text);
  if (g.winner === null) {
    printPreview(io, view, `${b} ${where} ${a}${neutralMark(g.siteA)}`);
    return;
  }
  const overtime = g.overtime > 0 ? ` (${g.overtime > 1 ? `${g.overtime}OT` : 'OT'})` : '';
  io.out(`FINAL${overtime}: ${b} ${g.scoreB}, ${a} ${g.scoreA}`);
  if (g.headline) io.out(g.headline);
  io.out('');
  io.out(formatBoxScore(storedBoxScore(view)));
  printSpecialLines(io, view);
}

/** The defense's leading tacklers, the kickers and the punters of a stored game (its box score's own tables). */
function printSpecialLines(io: CliIo, view: GameResponse): void {
  const logs = view.game_logs;
  if (!logs) return;
  const n = (v: number | undefined): number => v ?? 0;
  const who = (p: { first: string; last: string; pos: string; team_name: string }) => [
    `${p.first} ${p.last}`,
    p.pos,
    p.team_name,
  ];
  const tables: [string, string[], string[][]][] = [
    [
      'Defense',
      ['Tkl', 'TFL', 'Sacks', 'Int', 'PD', 'FF'],
      (logs.Defense ?? [])
        .slice(0, 10)
        .map((p) => [
          ...who(p),
          ...[p.tackles, p.tackles_for_loss, p.sacks, p.interceptions, p.passes_defended, p.forced_fumbles].map((v) =>
            String(n(v)),
          ),
        ]),
    ],
    [
      'Kicking',
      ['FG', 'Long', 'XP'],
      (logs.Kicking ?? []).map((p) => [
        ...who(p),
        `${n(p.field_goals_made)}/${n(p.field_goals_attempted)}`,
        String(n(p.field_goal_long)),
        `${n(p.extra_points_made)}/${n(p.extra_points_attempted)}`,
      ]),
    ],
    [
      'Punting',
      ['Punts', 'Yds', 'Avg', 'Long'],
      (logs.Punting ?? []).map((p) => [
        ...who(p),
        String(n(p.punts)),
        String(n(p.punt_yards)),
        n(p.punt_average).toFixed(1),
        String(n(p.punt_long)),
      ]),
    ],
  ];
  for (const [title, heads, rows] of tables) {
    if (rows.length === 0) continue;
    io.out('');
    io.out(formatTable([title, 'Pos', 'Team', ...heads], rows, heads));
  }
}

const PREVIEW_STATS: [TeamPreviewStatKey, string][] = [
  ['points_per_game', 'Points per game'],
  ['offensive_ypg', 'Offensive yards per game'],
  ['defensive_ypg', 'Defensive yards per game'],
];

function printPreview(io: CliIo, view: GameResponse, matchup: string): void {
  const g = view.game;
  io.out(`Preview: ${matchup}\n`);
  const line = (team: string, spread: string | null, moneyline: string | null) =>
    `${team} ${spread ?? 'no line'}${moneyline ? ` (${moneyline})` : ''}`;
  io.out(
    `Line: ${line(g.teamA.name, g.spreadA, g.moneylineA)}, ${line(g.teamB.name, g.spreadB, g.moneylineB)}`
      + (g.total ? `; total ${g.total} (over/under)` : ''),
  );
  if (view.line_why) io.out(`Why the line: ${view.line_why.text}\n(${LINE_HINT})`);
  const stat = (team: GameResponse['game']['teamA'], key: TeamPreviewStatKey): string => previewStatText(team, key);
  io.out('');
  io.out(
    formatTable(
      ['Season', g.teamB.name, g.teamA.name],
      PREVIEW_STATS.map(([key, name]) => [name, stat(g.teamB, key), stat(g.teamA, key)]),
    ),
  );
  const keys = (team: string, players: KeyPlayer[]) =>
    players.map((p) => [team, `${p.first} ${p.last}`, p.pos, p.year.toUpperCase(), p.rating]);
  if (view.top_players) {
    io.out('\nKey players');
    io.out(
      formatTable(
        ['Team', 'Player', 'Pos', 'Class', 'Rating'],
        [...keys(g.teamB.name, view.top_players[1]), ...keys(g.teamA.name, view.top_players[0])],
        ['Rating'],
      ),
    );
  }
}

function printExhibition(io: CliIo, game: ExhibitionGame): void {
  const overtime = game.overtimes > 0 ? ` (${game.overtimes > 1 ? `${game.overtimes}OT` : 'OT'})` : '';
  const favourite =
    game.odds.homeSpread === 0
      ? 'Even'
      : game.odds.homeSpread < 0
        ? `${game.home} ${game.odds.homeSpread}`
        : `${game.away} ${-game.odds.homeSpread}`;
  io.out(
    `${game.year} exhibition${game.neutral ? ' at a neutral site' : ''} (seed ${game.seed}), line: ${favourite}, `
      + `O/U ${game.odds.total}`,
  );
  io.out(`FINAL${overtime}: ${game.away} ${game.awayPoints}, ${game.home} ${game.homePoints}`);
  if (game.headline) io.out(game.headline);
  io.out('');
  io.out(formatBoxScore(exhibitionBoxScore(game)));
}

export function registerGame(program: Command, io: CliIo): void {
  const game = program
    .command('game')
    .description(
      'a game of your dynasty (--id N), or an exhibition between two teams of a season (--home, --away, --year; no save needed)',
    )
    .option('--id <n>', 'a game of the dynasty (ids are listed by `dynasty week N`)')
    .option('--home <team>', 'exhibition: the home team')
    .option('--away <team>', 'exhibition: the visiting team')
    .option('--year <year>', 'exhibition: the season (2000-2026) whose teams and rules are used')
    .option('--neutral', 'exhibition: play at a neutral site')
    .option('--seed <n>', `exhibition: random seed (default ${DEFAULT_EXHIBITION_SEED})`)
    .option('--json', 'print JSON')
    .action(async (options: GameOptions, command: Command) => {
      const exhibition = options.home !== undefined || options.away !== undefined || options.year !== undefined;
      if (options.id !== undefined) {
        if (exhibition || options.neutral || options.seed !== undefined) {
          throw new GameError(
            'bad_input',
            'Give either --id N (a game of your dynasty) or --home, --away and --year (an exhibition), not both.',
          );
        }
        const id = parseInteger(options.id, 'Game id');
        return withContext(command, (ctx) => {
          const view = gameView(ctx, id);
          if (options.json) return printJson(io, view);
          printStoredGame(io, view);
        });
      }
      if (options.home === undefined || options.away === undefined || options.year === undefined) {
        throw new GameError(
          'bad_input',
          'Give --id N for a game of your dynasty, or --home TEAM --away TEAM --year YEAR for an exhibition.',
        );
      }
      const game = playExhibition({
        year: parseInteger(options.year, 'Year'),
        home: options.home,
        away: options.away,
        neutral: Boolean(options.neutral),
        seed: options.seed === undefined ? DEFAULT_EXHIBITION_SEED : parseInteger(options.seed, 'Seed'),
      });
      if (options.json) return printJson(io, game);
      printExhibition(io, game);
    });
  registerGameCoach(game, io);
}
