// The opponents of a preseason week with the sites each would play at (the scheduling dialog and the terminal's
// picker): FBS teams as on every page, FCS programs by their names with their season's rating.
import type { NonconOpponentsResponse } from '../../shared/api-types.js';
import { opponentChoicesForWeek } from '../actions/scheduleNonConference.js';
import type { PageContext } from './context.js';
import { fcsTeamEntity } from './fcsOpponent.js';

export function nonconOpponentsView(ctx: PageContext, week: number): NonconOpponentsResponse {
  return {
    week,
    opponents: opponentChoicesForWeek(ctx.db, ctx.program, week).map((c) => ({
      team: c.fcs ? fcsTeamEntity(ctx, c.name, ctx.year) : ctx.team(c.name),
      fcs: c.fcs,
      sites: c.sites,
    })),
  };
}
