// The depth chart page: a team's chart position by position (the player's edits over the automatic chart),
// who is out this week, and the injury report.
import { POSITIONS, STARTERS } from '../../core/players/types.js';
import type { DepthChartResponse } from '../../shared/api-types.js';
import { depthEditsOf, seasonStatuses, teamDepthChart } from '../queries/rosterStatus.js';
import type { PageContext } from './context.js';
import { injuryReport, isOut, statusFields, statusWeek } from './playerStatus.js';
import { parsePosition } from '../actions/roster/depthChart.js';

/** pos: only that position. */
export function depthChartView(ctx: PageContext, teamName: string, posText?: string): DepthChartResponse {
  const name = ctx.resolveTeam(teamName);
  const only = posText === undefined ? undefined : parsePosition(posText);
  const edits = depthEditsOf(ctx.db, name);
  const chart = teamDepthChart(ctx.db, name, edits);
  const statuses = seasonStatuses(ctx.db, ctx.year);
  const week = statusWeek(ctx.state.stage, ctx.state.currentWeek);
  const positions = POSITIONS.filter((pos) => only === undefined || pos === only).map((pos) => ({
    pos,
    edited: edits.has(pos),
    starters: STARTERS[pos],
    players: chart.filter((p) => p.pos === pos).map((p) => ({
      slot: p.depth,
      id: p.id,
      first: p.first,
      last: p.last,
      rating: p.rating,
      year: p.year,
      starter: p.starter,
      out: isOut(statuses.get(p.id), ctx.year, week),
      ...statusFields(p, statuses.get(p.id), week),
    })),
  }));
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(name),
    teams: ctx.teamNames(),
    editable: name === ctx.state.userTeam,
    week,
    positions,
    injuries: injuryReport(chart, statuses, week),
  };
}
