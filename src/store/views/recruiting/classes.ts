// Class rankings, week by week: every program's commitments ranked as signing day will rank its class.
import { rankClasses } from '../../../core/recruiting/index.js';
import type { ClassRankingRow, ClassRankingsResponse } from '../../../shared/recruitingApi.js';
import type { PageContext } from '../context.js';
import { deskOf } from './desk.js';

function twoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}

export function classRankingsView(ctx: PageContext): ClassRankingsResponse {
  const desk = deskOf(ctx);
  const classes: Record<string, { stars: number }[]> = {};
  const state = desk.cycle?.state;
  if (state) {
    for (const team of Object.keys(state.boards)) classes[team] = [];
    for (const p of state.prospects) {
      const team = state.status[p.id].committedTo;
      if (!team) continue;
      classes[team] ??= [];
      classes[team].push(p);
    }
  } else if (desk.info().status === 'signed') {
    // After signing day: the signed classes (now freshmen); a program that signed nobody is ranked last, not left out.
    for (const team of ctx.teamNames()) classes[team] = [];
    for (const row of ctx.db.all<{ team: string; stars: number }>(
      "SELECT r.team, p.stars FROM roster_changes r JOIN players p ON p.id = r.player_id WHERE r.year = ? AND r.kind = 'recruit'",
      [ctx.year],
    )) {
      classes[row.team] ??= [];
      classes[row.team].push({ stars: row.stars });
    }
  }
  const rows: ClassRankingRow[] = rankClasses(classes).map((r) => ({
    rank: r.rank,
    team: r.program,
    size: r.size,
    five_stars: r.fiveStars,
    four_stars: r.fourStars,
    three_stars: r.threeStars,
    avg_stars: twoDecimals(r.avgStars),
    weighted_score: twoDecimals(r.weightedScore),
    points: r.points,
    points_rank: r.pointsRank,
    user: r.program === desk.team,
  }));
  return { info: ctx.info(), cycle: desk.info(), classes: rows };
}
