// The team schedule page: a team's games of one season.
import type { TeamScheduleGame, TeamScheduleResponse } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { gamesOfTeam, isPlayed, type GameRow } from '../queries/games.js';
import type { PageContext } from './context.js';
import { recordText, scoreText, spreadText } from './format.js';
import { gameLabel } from './labels.js';

export function scheduleYears(ctx: PageContext): number[] {
  return ctx.memo('scheduleYears', () => ctx.db.all<{ year: number }>('SELECT DISTINCT year FROM team_seasons ORDER BY year').map((r) => r.year));
}

export function teamScheduleGame(ctx: PageContext, game: GameRow, team: string, year: number): TeamScheduleGame {
  const home = game.home === team;
  const opponent = home ? game.away : game.home;
  const own = home ? game.home_points : game.away_points;
  const other = home ? game.away_points : game.home_points;
  const opponentRecord = ctx.record(opponent, year);
  const ownSpread = game.spread === null ? null : home ? game.spread : -game.spread;
  return {
    id: game.id,
    weekPlayed: game.week,
    opponent: {
      name: opponent,
      ranking: isPlayed(game) ? (home ? game.away_rank : game.home_rank) : ctx.rank(opponent, year),
      rating: ctx.teamSeasons(year).get(opponent)?.rating ?? 0,
      record: recordText(opponentRecord.wins, opponentRecord.losses),
    },
    spread: isPlayed(game) ? null : spreadText(ownSpread),
    result: own === null || other === null ? null : own > other ? 'W' : 'L',
    score: scoreText(own, other),
    label: gameLabel(game),
  };
}

export function teamScheduleView(ctx: PageContext, teamName: string, year = ctx.year): TeamScheduleResponse {
  const years = scheduleYears(ctx);
  if (!years.includes(year)) throw new GameError('not_found', `No season ${year} in this dynasty (seasons: ${years.join(', ')}).`);
  const name = ctx.resolveTeam(teamName, year);
  const games = gamesOfTeam(ctx.db, year, name).map((g) => teamScheduleGame(ctx, g, name, year));
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(name, year),
    games,
    teams: ctx.teamNames(year),
    years,
    year,
  };
}
