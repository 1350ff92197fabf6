// Team statistics: every team's offense per game, and its defense (what opponents did against it); plus one
// team's line with ranks (GET /api/{team}/stats/).
import type { RankedStat, TeamSeasonStatsResponse, TeamStatsLine, TeamStatsResponse } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { seasonTeamStats } from '../queries/teamStats.js';
import type { PageContext } from './context.js';
import { teamStatsLine } from './statLines.js';

/** Seasons of this dynasty (the stats pages accept ?year=). */
export function checkDynastyYear(ctx: PageContext, year: number): number {
  if (year < ctx.state.startYear || year > ctx.year) {
    throw new GameError('not_found', `No season ${year} in this dynasty (${ctx.state.startYear}-${ctx.year}).`);
  }
  return year;
}

function lines(
  ctx: PageContext,
  year: number,
): { offense: Record<string, TeamStatsLine>; defense: Record<string, TeamStatsLine> } {
  return ctx.memo(`teamStatsLines:${year}`, () => computeLines(ctx, year));
}

function computeLines(
  ctx: PageContext,
  year: number,
): { offense: Record<string, TeamStatsLine>; defense: Record<string, TeamStatsLine> } {
  const offense: Record<string, TeamStatsLine> = {};
  const defense: Record<string, TeamStatsLine> = {};
  for (const row of seasonTeamStats(ctx.db, year)) {
    offense[row.team] = teamStatsLine(row.offense, row.games);
    defense[row.team] = teamStatsLine(row.defense, row.games);
  }
  return { offense, defense };
}

export function teamStatsView(ctx: PageContext, year = ctx.year): TeamStatsResponse {
  checkDynastyYear(ctx, year);
  const conferences = ctx.memo(`teamConferences:${year}`, () =>
    Object.fromEntries(ctx.league(year).teams.map((t) => [t.name, t.conference])),
  );
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(ctx.program.team),
    ...lines(ctx, year),
    team_conferences: conferences,
  };
}

/** Offensive figures where less is better (the rest: more is better). */
const OFFENSE_LOWER_IS_BETTER = new Set<keyof TeamStatsLine>(['fumbles', 'interceptions', 'turnovers']);

/**
 * One team's season line with its rank among all teams: offense keys as they are, defense keys prefixed
 * "defense_" (ranked the other way round: fewer yards allowed is better, more takeaways is better).
 */
export function teamSeasonStatsView(ctx: PageContext, teamName: string): TeamSeasonStatsResponse {
  const team = ctx.resolveTeam(teamName);
  const { offense, defense } = lines(ctx, ctx.year);
  const stats: Record<string, RankedStat> = {};
  const add = (
    prefix: string,
    table: Record<string, TeamStatsLine>,
    lowerIsBetter: (key: keyof TeamStatsLine) => boolean,
  ): void => {
    const own = table[team];
    if (!own) return;
    for (const key of Object.keys(own) as (keyof TeamStatsLine)[]) {
      if (key === 'games') continue;
      const better = Object.values(table).filter((l) =>
        lowerIsBetter(key) ? l[key] < own[key] : l[key] > own[key],
      ).length;
      stats[`${prefix}${key}`] = { value: own[key], rank: better + 1 };
    }
  };
  add('', offense, (key) => OFFENSE_LOWER_IS_BETTER.has(key));
  add('defense_', defense, (key) => !OFFENSE_LOWER_IS_BETTER.has(key));
  return { info: ctx.info(), conferences: ctx.conferences(), team: ctx.team(team), stats };
}
