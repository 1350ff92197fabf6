// What `dynasty sim` says of recruiting after its weeks: the board's lines alone, read from one load of the cycle,
// without the rest of the board (walk-ons, commitments, plan, hours), which a cold command would build for nothing.
import type { PageContext } from '../context.js';
import { readStaffWeek, staffWeekLine } from '../../actions/recruiting/staffReport.js';
import { planWeekLine } from '../../actions/recruiting/planEndsRead.js';
import { boardClassWarning } from './board.js';
import { classWeekLine } from './classWeek.js';
import { deskOf } from './desk.js';

/**
 * The lines of the player's recruiting after simulated weeks, in the board's words: what his staff did (with "let my
 * staff recruit" on), his class's week, the plan's orders that ended since cycle week `from`, and a class going empty.
 */
export function simulatedWeeksLines(ctx: PageContext, from: number): string[] {
  const desk = deskOf(ctx);
  const state = desk.cycle?.state;
  if (!state) return [];
  const staff = state.boards[desk.team]?.auto ? readStaffWeek(ctx.db, desk.team) : null;
  const warning = boardClassWarning(ctx);
  const lines = [
    staff && staff.week === state.week ? staffWeekLine(staff, state.season) : null,
    ctx.state.stage !== 'preseason' ? classWeekLine(ctx.db, state.season, state.week, desk.team) : null,
    planWeekLine(desk, from),
    warning === null ? null : `Recruiting: ${warning}`,
  ];
  return lines.filter((line) => line !== null);
}
