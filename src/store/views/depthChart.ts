// The depth chart page: a team's chart position by position (the player's edits over the automatic chart),
// who is out this week (hurt, redshirting, or a transfer sitting out his first season), and the injury report.
import type { DepthEdits } from '../../core/players/depthChart.js';
import { POSITIONS, STARTERS, type Player } from '../../core/players/types.js';
import { SEASON_ENDING } from '../../core/roster/tuning.js';
import type { DepthChartResponse } from '../../shared/api-types.js';
import { sittingOut } from '../queries/portal.js';
import { depthEditsOf, teamDepthChart, teamStatuses } from '../queries/rosterStatus.js';
import type { PageContext } from './context.js';
import { injuryReport, isOut, statusFields, statusWeek } from './playerStatus.js';
import { parsePosition } from '../actions/roster/chart.js';
import { redshirtGamesIn } from '../leagueRules.js';
import { latestOffseason, positionChangeWindow } from '../actions/roster/positionChange.js';
import { positionChangesOfTeam } from '../queries/positionChanges.js';

/**
 * A team's players with its depth chart as played, read once per version of the save (the roster and depth chart
 * pages both show it; shared between requests, so read-only: copy before sorting).
 */
export function teamChart(ctx: PageContext, team: string, edits?: DepthEdits): readonly Player[] {
  return ctx.memo(`teamChart:${team}`, () => teamDepthChart(ctx.db, team, edits ?? depthEditsOf(ctx.db, team)));
}

/** pos: only that position. */
export function depthChartView(ctx: PageContext, teamName: string, posText?: string): DepthChartResponse {
  const name = ctx.resolveTeam(teamName);
  const only = posText === undefined ? undefined : parsePosition(posText);
  const edits = depthEditsOf(ctx.db, name);
  const chart = teamChart(ctx, name, edits);
  const statuses = teamStatuses(ctx.db, ctx.year, name);
  const week = statusWeek(ctx.state.stage, ctx.state.currentWeek);
  // The season the sitters are for: this one, or after its last game the next (signed in this offseason).
  const sitting = sittingOut(ctx.db, week >= SEASON_ENDING ? ctx.year + 1 : ctx.year);
  const redshirtGames = redshirtGamesIn(ctx.db, ctx.year);
  const movedFrom = new Map(
    positionChangesOfTeam(ctx.db, latestOffseason(ctx.year, ctx.state.stage), name).map((m) => [
      m.player_id,
      m.from_pos,
    ]),
  );
  const positions = POSITIONS.filter((pos) => only === undefined || pos === only).map((pos) => {
    const players = chart.filter((p) => p.pos === pos);
    const starters = startersWithoutSitters(players, sitting, STARTERS[pos]);
    return {
      pos,
      edited: edits.has(pos),
      starters: STARTERS[pos],
      players: players.map((p) => ({
        slot: p.depth,
        id: p.id,
        first: p.first,
        last: p.last,
        rating: p.rating,
        year: p.year,
        starter: starters.has(p.id),
        out: sitting.has(p.id) || isOut(statuses.get(p.id), ctx.year, week, redshirtGames),
        sitting_out: sitting.has(p.id),
        moved_from: movedFrom.get(p.id) ?? null,
        ...statusFields(p, statuses.get(p.id), week),
      })),
    };
  });
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(name),
    teams: ctx.teamNames(),
    editable: name === ctx.program.team,
    week,
    positions,
    injuries: injuryReport(chart, statuses, week),
    position_change: positionChangeWindow(ctx.state.stage),
  };
}

/**
 * The starters of a position as the lineup takes them: the first `count` of the chart with the transfers who sit
 * out skipped (they are never in a game roster, so the next man up starts). The hurt keep their starter's mark
 * and show as out, as before.
 */
function startersWithoutSitters(players: readonly Player[], sitting: ReadonlySet<number>, count: number): Set<number> {
  if (!players.some((p) => sitting.has(p.id))) return new Set(players.filter((p) => p.starter).map((p) => p.id));
  const inDepthOrder = [...players].sort((a, b) => a.depth - b.depth);
  return new Set(
    inDepthOrder
      .filter((p) => !sitting.has(p.id))
      .slice(0, count)
      .map((p) => p.id),
  );
}
