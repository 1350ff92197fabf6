// The season summary: the national champion and the conference moves that take effect next season; the late
// recruiting weeks left before signing day.
import { realignment } from '../../core/data/league.js';
import type { SummaryResponse } from '../../shared/api-types.js';
import { dataYear } from '../league.js';
import { championOf } from '../queries/postseason.js';
import { seasonAwards } from './awards.js';
import { coachingChangesView, offersView } from './coach.js';
import type { PageContext } from './context.js';
import { programCoach } from '../queries/coaches.js';
import { lateSigningsOf } from '../actions/recruiting/lateSignings.js';

/** How the realignment table names "not an FBS program that season" (the wire format spells it FCS). */
export const NOT_FBS = 'FCS';

/** Team -> conference this season and next, for every team whose conference changes (joining or leaving FBS too). */
export function realignmentTable(year: number): Record<string, { old: string; new: string }> {
  const moves: Record<string, { old: string; new: string }> = {};
  for (const move of realignment(dataYear(year), dataYear(year + 1))) {
    moves[move.team] = { old: move.old ?? NOT_FBS, new: move.new ?? NOT_FBS };
  }
  return moves;
}

export function summaryView(ctx: PageContext): SummaryResponse {
  const champion = championOf(ctx.db, ctx.year);
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    champion: champion ? ctx.team(champion.team) : null,
    realignment: realignmentTable(ctx.year),
    awards: seasonAwards(ctx.db, ctx.year),
    coaching_changes: coachingChangesView(ctx, ctx.year),
    coach_offers: ctx.state.stage === 'summary' ? offersView(ctx) : [],
    coach_fired: programCoach(ctx.db, ctx.program)?.team === null,
    late_signings: lateSigningsOf(ctx.db, ctx.program),
  };
}
