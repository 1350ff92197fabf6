// Ratings statistics: how stars and ratings spread over prestige tiers and classes, and every team's rating.
import type { ClassYear } from '../../core/players/types.js';
import type { PrestigeStarsRow, RatingsStatsResponse, StarKey } from '../../shared/api-types.js';
import type { PageContext } from './context.js';
import { oneDecimal, twoDecimals } from './statLines.js';

const STAR_KEYS: readonly StarKey[] = ['1', '2', '3', '4', '5'];

function perStar(values: Partial<Record<number, number>>): Record<StarKey, number> {
  return Object.fromEntries(STAR_KEYS.map((k) => [k, values[Number(k)] ?? 0])) as Record<StarKey, number>;
}

interface GroupRow {
  prestige: number;
  class: ClassYear;
  stars: number;
  players: number;
  rating_sum: number;
}

export function ratingsStatsView(ctx: PageContext): RatingsStatsResponse {
  // One grouped query over the active rosters: the tables below are sums of these groups.
  const groups = ctx.memo('ratingsGroups', () =>
    ctx.db.all<GroupRow>(
      `SELECT ts.prestige AS prestige, p.class AS class, p.stars AS stars, COUNT(*) AS players, SUM(p.rating) AS rating_sum
       FROM players p JOIN team_seasons ts ON ts.team = p.team AND ts.year = ?
      WHERE p.active = 1
      GROUP BY ts.prestige, p.class, p.stars`,
      [ctx.year],
    ),
  );

  const tiers = [...new Set(groups.map((g) => g.prestige))].sort((a, b) => a - b);
  const seasons = [...ctx.teamSeasons().values()];
  // The wire format's avg_rating is the average *team* rating of the tier.
  const teamRatingOf = (prestige: number): number => {
    const ratings = seasons.filter((s) => s.prestige === prestige).map((s) => s.rating);
    return oneDecimal(ratings.reduce((sum, r) => sum + r, 0) / Math.max(ratings.length, 1));
  };
  const prestigeTable: PrestigeStarsRow[] = tiers.map((prestige) => {
    const rows = groups.filter((g) => g.prestige === prestige);
    const players = rows.reduce((n, g) => n + g.players, 0);
    const countByStar: Record<number, number> = {};
    for (const g of rows) countByStar[g.stars] = (countByStar[g.stars] ?? 0) + g.players;
    return {
      prestige,
      avg_rating: teamRatingOf(prestige),
      avg_stars: twoDecimals(rows.reduce((s, g) => s + g.stars * g.players, 0) / Math.max(players, 1)),
      star_percentages: perStar(
        Object.fromEntries(
          Object.entries(countByStar).map(([s, n]) => [s, oneDecimal((100 * n) / Math.max(players, 1))]),
        ),
      ),
    };
  });

  const averageByStar = (rows: readonly GroupRow[]): Record<StarKey, number> => {
    const sums: Record<number, { n: number; total: number }> = {};
    for (const g of rows) {
      sums[g.stars] ??= { n: 0, total: 0 };
      const s = sums[g.stars];
      s.n += g.players;
      s.total += g.rating_sum;
    }
    return perStar(Object.fromEntries(Object.entries(sums).map(([star, s]) => [star, oneDecimal(s.total / s.n)])));
  };
  const counts: Record<number, number> = {};
  for (const g of groups) counts[g.stars] = (counts[g.stars] ?? 0) + g.players;
  const ofClass = (c: ClassYear): GroupRow[] => groups.filter((g) => g.class === c);

  const teamCounts = new Map<number, number>();
  for (const s of seasons) teamCounts.set(s.prestige, (teamCounts.get(s.prestige) ?? 0) + 1);

  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    prestige_stars_table: prestigeTable,
    team_counts_by_prestige: [...teamCounts]
      .sort((a, b) => a[0] - b[0])
      .map(([prestige, team_count]) => ({ prestige, team_count })),
    total_star_counts: {
      counts: perStar(counts),
      avg_ratings: averageByStar(groups),
      avg_ratings_fr: averageByStar(ofClass('fr')),
      avg_ratings_so: averageByStar(ofClass('so')),
      avg_ratings_jr: averageByStar(ofClass('jr')),
      avg_ratings_sr: averageByStar(ofClass('sr')),
    },
    teams: seasons
      .map((s) => ({ name: s.team, rating: s.rating, prestige: s.prestige }))
      .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name)),
  };
}
