// The roster page: a team's active players, grouped by position.
import { POSITIONS } from '../../core/players/types.js';
import type { RosterResponse } from '../../shared/api-types.js';
import { teamStatuses } from '../queries/rosterStatus.js';
import { teamChart } from './depthChart.js';
import { injuryReport, statusFields, statusWeek } from './playerStatus.js';
import type { PageContext } from './context.js';

export function rosterView(ctx: PageContext, teamName: string): RosterResponse {
  const name = ctx.resolveTeam(teamName);
  const order = new Map<string, number>(POSITIONS.map((p, i) => [p, i]));
  const statuses = teamStatuses(ctx.db, ctx.year, name);
  const week = statusWeek(ctx.state.stage, ctx.state.currentWeek);
  const players = [...teamChart(ctx, name)].sort(
    (a, b) => (order.get(a.pos) ?? 99) - (order.get(b.pos) ?? 99) || a.depth - b.depth,
  );
  const roster = players.map((p) => {
    const status = statusFields(p, statuses.get(p.id), week);
    return {
      id: p.id,
      first: p.first,
      last: p.last,
      pos: p.pos,
      rating: p.rating,
      year: p.year,
      starter: p.starter,
      class_label: status.class_label,
      injury: status.injury,
      redshirting: status.redshirting,
    };
  });
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(name),
    teams: ctx.teamNames(),
    positions: [...POSITIONS],
    roster,
    injuries: injuryReport(players, statuses, week),
  };
}
