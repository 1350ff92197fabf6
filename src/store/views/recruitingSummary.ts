// The recruiting summary: the freshman class every program signed for next season.
import type { RecruitingSummaryResponse, TeamFreshmen } from '../../shared/api-types.js';
import { allRosterMoves } from '../queries/teamRosterChanges.js';
import type { PageContext } from './context.js';
import { oneDecimal } from './statLines.js';

export function recruitingSummaryView(ctx: PageContext): RecruitingSummaryResponse {
  const recruits = allRosterMoves(ctx.db, ctx.year, 'recruit');
  const byTeam = new Map<string, TeamFreshmen>();
  const seasons = ctx.teamSeasons();
  for (const row of recruits) {
    let entry = byTeam.get(row.team);
    if (!entry) {
      entry = { team: { name: row.team, prestige: seasons.get(row.team)?.prestige ?? 0, ranking: ctx.rank(row.team) }, players: [] };
      byTeam.set(row.team, entry);
    }
    entry.players.push({
      id: row.player_id,
      first: row.first,
      last: row.last,
      pos: row.pos,
      rating: row.rating_after,
      stars: row.stars,
      development_trait: row.development_trait,
    });
  }
  const ratings = recruits.map((r) => r.rating_after);
  // Classes ordered by their average recruit, the usual way class rankings read.
  const average = (t: TeamFreshmen): number => t.players.reduce((s, p) => s + p.rating, 0) / Math.max(1, t.players.length);
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    summary_stats: {
      total_freshmen: recruits.length,
      avg_rating: ratings.length > 0 ? oneDecimal(ratings.reduce((s, r) => s + r, 0) / ratings.length) : 0,
      max_rating: ratings.length > 0 ? Math.max(...ratings) : 0,
      min_rating: ratings.length > 0 ? Math.min(...ratings) : 0,
    },
    freshmen_by_team: [...byTeam.values()].sort((a, b) => average(b) - average(a) || a.team.name.localeCompare(b.team.name)),
  };
}
