// One week's games of the current season: teams with ranks and records, scores or lines.
import type { WeekGame, WeekGameTeam, WeekScheduleResponse } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { gamesOfWeek, isPlayed, type GameRow } from '../queries/games.js';
import type { PageContext } from './context.js';
import { recordText, spreadText } from './format.js';
import { gameLabel } from './labels.js';

function side(ctx: PageContext, game: GameRow, team: string): WeekGameTeam {
  const record = ctx.record(team, game.year);
  const played = isPlayed(game);
  const rankThen = team === game.home ? game.home_rank : game.away_rank;
  return { name: team, ranking: played ? rankThen : ctx.rank(team, game.year), record: recordText(record.wins, record.losses) };
}

/** teamA is the home team (or the first-named team at a neutral site), teamB the visitor. */
export function weekGame(ctx: PageContext, game: GameRow): WeekGame {
  const played = isPlayed(game);
  const winner = !played || game.home_points === game.away_points ? null : game.home_points! > game.away_points! ? game.home : game.away;
  return {
    id: game.id,
    label: gameLabel(game),
    game_of_week: game.game_of_week === 1,
    teamA: side(ctx, game, game.home),
    teamB: side(ctx, game, game.away),
    scoreA: game.home_points,
    scoreB: game.away_points,
    winner,
    spreadA: played ? null : spreadText(game.spread),
    spreadB: played || game.spread === null ? null : spreadText(-game.spread),
  };
}

export function weekScheduleView(ctx: PageContext, week: number): WeekScheduleResponse {
  if (week < 1 || week > ctx.lastWeek) {
    throw new GameError('not_found', `Week ${week} is not in the ${ctx.year} season (weeks 1-${ctx.lastWeek}).`);
  }
  const games = gamesOfWeek(ctx.db, ctx.year, week)
    .sort((a, b) => b.game_of_week - a.game_of_week || a.id - b.id)
    .map((g) => weekGame(ctx, g));
  return { info: ctx.info(), conferences: ctx.conferences(), team: ctx.team(ctx.state.userTeam), week, games };
}
