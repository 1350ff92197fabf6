// The dashboard: the player's team, its games of last week and this week, its conference standings and the AP top 10.
import { INDEPENDENT } from '../../core/data/types.js';
import type { DashboardResponse, TeamSummary } from '../../shared/api-types.js';
import type { PageContext } from './context.js';
import { recordText } from './format.js';
import { gameOfWeek } from './scheduleGame.js';
import { gamesByTeam, rankingOrder } from './seasonData.js';
import { conferenceOrder } from './standingsOrder.js';

const TOP_SHOWN = 10;

/** The columns of standings-like lists, without the per-team queries of ctx.team(). */
export function teamSummary(ctx: PageContext, name: string, year = ctx.year): TeamSummary {
  const record = ctx.record(name, year);
  const info = ctx.league(year).teams.find((t) => t.name === name);
  return {
    name,
    ranking: ctx.rank(name, year),
    rating: ctx.teamSeasons(year).get(name)?.rating ?? 0,
    record: recordText(record),
    conference: info?.conference ?? INDEPENDENT,
    confWins: record.confWins,
    confLosses: record.confLosses,
    totalWins: record.wins,
    totalLosses: record.losses,
  };
}

export function dashboardView(ctx: PageContext): DashboardResponse {
  const team = ctx.state.userTeam;
  const games = gamesByTeam(ctx).get(team) ?? [];
  const own = ctx.team(team);
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: own,
    prev_game: gameOfWeek(ctx, games, ctx.state.currentWeek - 1, team),
    curr_game: gameOfWeek(ctx, games, ctx.state.currentWeek, team),
    confTeams: conferenceOrder(ctx, own.conference).map((p) => teamSummary(ctx, p.team)),
    top_10: rankingOrder(ctx)
      .filter((name) => ctx.rank(name) > 0)
      .slice(0, TOP_SHOWN)
      .map((name) => teamSummary(ctx, name)),
  };
}
