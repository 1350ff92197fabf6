// The team schedule page: a team's games of one season.
import type { TeamScheduleResponse } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { gamesOfTeam } from '../queries/games.js';
import type { PageContext } from './context.js';
import { scheduleGame } from './scheduleGame.js';

/** Seasons of this dynasty, newest first (the year dropdown). */
export function scheduleYears(ctx: PageContext): number[] {
  return ctx.memo('scheduleYears', () =>
    ctx.db.all<{ year: number }>('SELECT DISTINCT year FROM team_seasons ORDER BY year DESC').map((r) => r.year),
  );
}

export function teamScheduleView(ctx: PageContext, teamName: string, year = ctx.year): TeamScheduleResponse {
  const years = scheduleYears(ctx);
  if (!years.includes(year))
    throw new GameError('not_found', `No season ${year} in this dynasty (seasons: ${years.join(', ')}).`);
  const name = ctx.resolveTeam(teamName, year);
  const games = ctx.memo(`teamSchedule:${year}:${name}`, () =>
    gamesOfTeam(ctx.db, year, name).map((g) => scheduleGame(ctx, g, name)),
  );
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
