// The FBS teams the player's team can still schedule in a preseason week (the original's dropdown, a bare sorted
// list of names); the FCS programs and the sites are on GET /api/noncon/opponents/ (nonconOpponents.ts).
import type { FetchTeamsResponse } from '../../shared/api-types.js';
import { opponentChoicesForWeek } from '../actions/scheduleNonConference.js';
import type { PageContext } from './context.js';

export function fetchTeamsView(ctx: PageContext, week: number): FetchTeamsResponse {
  return opponentChoicesForWeek(ctx.db, ctx.program, week)
    .filter((c) => !c.fcs)
    .map((c) => c.name)
    .sort((a, b) => a.localeCompare(b));
}
