// The dashboard: the player's team, its games of last week and this week, its conference standings and the AP
// top 10.
import { latestNews } from '../queries/recordBook.js';
import { INDEPENDENT } from '../../core/data/types.js';
import type { DashboardResponse } from '../../shared/api-types.js';
import type { PageContext } from './context.js';
import { gameOfWeek, lastPlayedGame } from './scheduleGame.js';
import { gamesByTeam, rankingOrder } from './seasonData.js';
import { conferenceOrder } from './standingsOrder.js';
import { coachBadge } from './coach.js';
import { boardClassWarning } from './recruiting/board.js';
import { walkOnPreview } from './walkOnPreview.js';

const TOP_SHOWN = 10;

/** News items on the dashboard: the latest records broken. */
const NEWS_SHOWN = 8;

export function dashboardView(ctx: PageContext): DashboardResponse {
  const team = ctx.program.team;
  const games = gamesByTeam(ctx).get(team) ?? [];
  const own = ctx.team(team);
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: own,
    prev_game: gameOfWeek(ctx, games, ctx.state.currentWeek - 1, team),
    curr_game: gameOfWeek(ctx, games, ctx.state.currentWeek, team),
    last_played: lastPlayedGame(ctx, games, team),
    // Team objects (wire format 1.4); an independent sees the other independents.
    confTeams: conferenceOrder(ctx, own.conference)
      .filter((p) => own.conference !== INDEPENDENT || p.team !== team)
      .map((p) => ctx.team(p.team)),
    top_10: rankingOrder(ctx)
      .filter((name) => ctx.rank(name) > 0)
      .slice(0, TOP_SHOWN)
      .map((name) => ctx.team(name)),
    // News and the coach badge read whole tables (news has no index by year, coaches none by is_user): once per
    // version of the save, the news for every program.
    news: ctx.memo(`news:${ctx.year}`, () =>
      latestNews(ctx.db, ctx.year, NEWS_SHOWN).map(({ year, week, game_id, team, text }) => ({
        year,
        week,
        game_id,
        team,
        text,
      })),
    ),
    // The program's own, kept for it alone.
    coach: ctx.programMemo('coachBadge', () => coachBadge(ctx)),
    // From mid-season: the class's scholarships that signing day would fill with walk-ons (the board's warning).
    recruiting_warning: ctx.programMemo('classWarning', () => boardClassWarning(ctx)),
    walk_ons: ctx.programMemo('walkOnPreview', () => walkOnPreview(ctx)),
  };
}
