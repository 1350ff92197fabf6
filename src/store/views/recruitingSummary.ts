// The recruiting summary: the freshman class every program signed for next season, ranked as the wire format
// ranks classes (document: GET /api/recruiting_summary/ team_rankings).
import type { Recruit, RecruitingSummaryResponse, TeamFreshmen } from '../../shared/api-types.js';
import { allRosterMoves } from '../queries/teamRosterChanges.js';
import type { PageContext } from './context.js';
import { portalEntries } from '../queries/portal.js';
import { portalPlayerEntry } from './portalEntries.js';
import { oneDecimal, twoDecimals } from './statLines.js';

/** Class score: mostly the average stars, a little the class size (the original's weights). */
const AVERAGE_STARS_WEIGHT = 0.92;
const CLASS_SIZE_WEIGHT = 0.08;

function teamClass(ctx: PageContext, team: string, players: Recruit[]): TeamFreshmen & { score: number } {
  const count = (stars: number): number => players.filter((p) => p.stars === stars).length;
  const averageStars = players.reduce((s, p) => s + p.stars, 0) / Math.max(1, players.length);
  return {
    team_name: team,
    team: ctx.team(team),
    players: players.slice().sort((a, b) => b.rating - a.rating || a.id - b.id),
    // The class's rating points: the tiebreaker between classes of equal score.
    total_points: players.reduce((s, p) => s + p.rating, 0),
    avg_stars: twoDecimals(averageStars),
    player_count: players.length,
    five_stars: count(5),
    four_stars: count(4),
    three_stars: count(3),
    two_stars: count(2),
    one_stars: count(1),
    weighted_score: 0,
    score: AVERAGE_STARS_WEIGHT * averageStars + CLASS_SIZE_WEIGHT * players.length,
  };
}

export function recruitingSummaryView(ctx: PageContext): RecruitingSummaryResponse {
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    ...ctx.memo('recruitingSummary', () => classes(ctx)),
    // Beside the spec's shape: transfers who signed with a program out of the portal, best first.
    portal_arrivals: portalEntries(ctx.db, ctx.year)
      .filter((e) => e.to_team !== null)
      .map((e) => portalPlayerEntry(e, new Set())),
  };
}

function classes(ctx: PageContext): Pick<RecruitingSummaryResponse, 'team_rankings' | 'summary_stats'> {
  const recruits = allRosterMoves(ctx.db, ctx.year, 'recruit');
  const byTeam = new Map<string, Recruit[]>();
  for (const row of recruits) {
    let players = byTeam.get(row.team);
    if (!players) {
      players = [];
      byTeam.set(row.team, players);
    }
    players.push({
      id: row.player_id,
      first: row.first,
      last: row.last,
      pos: row.pos,
      rating: row.rating_after,
      stars: row.stars,
      development_trait: row.development_trait,
    });
  }
  const ranked = [...byTeam]
    .map(([team, players]) => teamClass(ctx, team, players))
    .sort((a, b) => b.score - a.score || b.total_points - a.total_points || a.team_name.localeCompare(b.team_name));
  const best = ranked[0]?.score ?? 0;
  const team_rankings: TeamFreshmen[] = ranked.map(({ score, ...entry }) => ({
    ...entry,
    weighted_score: best > 0 ? oneDecimal((100 * score) / best) : 0,
  }));
  const ratings = recruits.map((r) => r.rating_after);
  return {
    team_rankings,
    summary_stats: {
      total_freshmen: recruits.length,
      avg_rating: ratings.length > 0 ? oneDecimal(ratings.reduce((s, r) => s + r, 0) / ratings.length) : 0,
      max_rating: ratings.length > 0 ? Math.max(...ratings) : 0,
      min_rating: ratings.length > 0 ? Math.min(...ratings) : 0,
    },
  };
}
