// The opponents the player's team can still schedule in a preseason week (the scheduling dialog's dropdown).
import type { FetchTeamsResponse } from '../../shared/api-types.js';
import { opponentsForWeek } from '../actions/scheduleNonConference.js';
import type { PageContext } from './context.js';

export function fetchTeamsView(ctx: PageContext, week: number): FetchTeamsResponse {
  return opponentsForWeek(ctx.db, week).slice().sort((a, b) => a.localeCompare(b));
}
