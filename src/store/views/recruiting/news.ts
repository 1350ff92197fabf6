// Commitment news for the dashboard: the top of the national class and everything about the player's program.
import type { RecruitingNewsItem, RecruitingNewsResponse } from '../../../shared/recruitingApi.js';
import type { NewsRow } from '../../queries/recruitingWeek.js';
import type { PageContext } from '../context.js';
import { deskOf } from './desk.js';

/** National news covers prospects ranked this high; the player's program's news is always shown. */
export const NATIONAL_NEWS_RANK = 100;
export const NEWS_ITEMS = 30;

export function newsItem(row: NewsRow, userTeam: string): RecruitingNewsItem {
  return {
    id: row.id,
    year: row.year,
    week: row.week,
    kind: row.kind,
    prospect_id: row.prospect_id,
    name: `${row.first} ${row.last}`,
    pos: row.pos,
    stars: row.stars,
    rank: row.rank,
    team: row.team,
    user_team: row.team === userTeam,
  };
}

export function recruitingNewsView(ctx: PageContext): RecruitingNewsResponse {
  const desk = deskOf(ctx);
  const rows = ctx.db.all<NewsRow>(
    'SELECT * FROM recruiting_news WHERE rank <= ? OR team = ? ORDER BY id DESC LIMIT ?',
    [NATIONAL_NEWS_RANK, desk.team, NEWS_ITEMS],
  );
  return { info: ctx.info(), cycle: desk.info(), news: rows.map((r) => newsItem(r, desk.team)) };
}
