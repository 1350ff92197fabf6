// A week of the recruiting cycle as every line names it (the board, the staff's and the class's week, the late week
// played, `dynasty sim`, the terminal): the January weeks after the season are the late weeks, never week 17.
import { lateWeeks } from '../../../core/recruiting/lateWeeks.js';
import { RECRUITING_WEEKS } from '../../../core/recruiting/tuning.js';

/** "the spring and summer" (week 0), "recruiting week 9", "late recruiting week 1 of 3". */
export function recruitingWeekName(year: number, week: number): string {
  if (week === 0) return 'the spring and summer';
  const late = week - RECRUITING_WEEKS;
  return late >= 1 ? `late recruiting week ${late} of ${lateWeeks(year)}` : `recruiting week ${week}`;
}
