// The roster page: a team's active players, grouped by position.
import { POSITIONS } from '../../core/players/types.js';
import type { RosterResponse } from '../../shared/api-types.js';
import { teamRoster } from '../queries/players.js';
import type { PageContext } from './context.js';

export function rosterView(ctx: PageContext, teamName: string): RosterResponse {
  const name = ctx.resolveTeam(teamName);
  const order = new Map<string, number>(POSITIONS.map((p, i) => [p, i]));
  const roster = ctx.memo(`roster:${name}`, () =>
    teamRoster(ctx.db, name)
      .sort((a, b) => (order.get(a.pos) ?? 99) - (order.get(b.pos) ?? 99) || a.depth - b.depth)
      .map((p) => ({ id: p.id, first: p.first, last: p.last, pos: p.pos, rating: p.rating, year: p.year, starter: p.starter })),
  );
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(name),
    teams: ctx.teamNames(),
    positions: [...POSITIONS],
    roster,
  };
}
