// The recruiting board: the player's targets, commitments, the week's hours and queued orders.
import { ACTION_HOURS } from '../../../core/recruiting/tuning.js';
import type { RecruitingBoardResponse } from '../../../shared/recruitingApi.js';
import type { PageContext } from '../context.js';
import { readStaffWeek, staffWeekLine } from '../../actions/recruiting/staffReport.js';
import { classWarning } from './classWarning.js';
import { classWeekLine } from './classWeek.js';
import { deskOf } from './desk.js';
import { prospectSummary } from './summary.js';
import type { RecruitingDesk } from '../../actions/recruiting/desk.js';
import { planBudget, planEntries } from '../../actions/recruiting/plan.js';
import { walkOnPreview } from '../walkOnPreview.js';
import { endedEntries, planWeekLine } from '../../actions/recruiting/planEndsRead.js';

/** The player's targets as the board shows them, and the class's warning that reads them. */
function boardTargets(ctx: PageContext, desk: RecruitingDesk) {
  const board = desk.cycle?.state.boards[desk.team];
  const byId = desk.prospectById();
  const onBoard = new Set(board?.targets ?? []);
  const targets = (board?.targets ?? [])
    .map((id) => byId.get(id))
    .filter((p) => p !== undefined)
    .map((p) => prospectSummary(ctx, desk, p, onBoard));
  const cycle = desk.info();
  const scholarships = desk.scholarships();
  return { onBoard, targets, cycle, scholarships, warning: classWarning(cycle, scholarships, targets, desk.team) };
}

/** The dashboard's line of the board: the class's warning alone, without the rest of the board. */
export function boardClassWarning(ctx: PageContext): string | null {
  return boardTargets(ctx, deskOf(ctx)).warning;
}

export function recruitingBoardView(ctx: PageContext): RecruitingBoardResponse {
  const desk = deskOf(ctx);
  const state = desk.cycle?.state;
  const board = state?.boards[desk.team];
  const commits = (state?.prospects ?? []).filter((p) => state?.status[p.id].committedTo === desk.team);
  const { onBoard, targets: targetSummaries, cycle, scholarships, warning } = boardTargets(ctx, desk);
  const staff = board?.auto ? readStaffWeek(ctx.db, desk.team) : null;
  return {
    info: ctx.info(),
    team: ctx.team(desk.team),
    cycle,
    hours: desk.hours(),
    scholarships,
    class_warning: warning,
    walk_ons: walkOnPreview(ctx),
    staff_week: staff && state && staff.week === state.week ? staffWeekLine(staff, state.season) : null,
    class_week:
      state && ctx.state.stage !== 'preseason' ? classWeekLine(ctx.db, state.season, state.week, desk.team) : null,
    plan_week: state && ctx.state.stage !== 'preseason' ? planWeekLine(desk, state.week) : null,
    auto: board?.auto ?? false,
    action_hours: { ...ACTION_HOURS },
    queued: desk.queued(),
    plan: planEntries(desk),
    plan_budget: planBudget(desk),
    plan_ended: endedEntries(desk),
    targets: targetSummaries,
    commits: commits.map((p) => prospectSummary(ctx, desk, p, onBoard)),
  };
}
