// Before the season starts: the spring and summer's recruiting (camps, junior days, visits) is played when the season
// starts, and a program that gives no order then signs little of its class by the summer's end. A player who has
// neither let his staff recruit nor queued an order is told so where he starts the season (web, terminal and CLI).
import type { PageContext } from '../context.js';
import { teamOrders } from '../../queries/recruitingWeek.js';
import { teamPlan } from '../../queries/recruitingPlan.js';

export function summerRecruitingWarning(ctx: PageContext): string | null {
  if (ctx.state.stage !== 'preseason') return null;
  // Read from the rows that answer it, not the whole cycle (deskOf unpacks the class of some 3,000 prospects: most
  // of `dynasty status`, and of what `dynasty new` prints): a cycle of this year, the player's board not left to his
  // staff, no order queued for it and no standing order in his plan.
  const { db } = ctx;
  const team = ctx.program.team;
  const cycle = db.get<{ year: number }>('SELECT year FROM recruiting_cycle');
  if (!cycle || cycle.year !== ctx.state.year) return null;
  if (db.get<{ auto: number }>('SELECT auto FROM recruiting_boards WHERE team = ?', [team])?.auto === 1) return null;
  if (teamOrders(db, team).length > 0 || teamPlan(db, team).length > 0) return null;
  return (
    'Recruiting: your staff does not recruit for you and you have given no orders, so the spring and summer '
    + '(camps, junior days, visits: where much of a class commits) pass without your program recruiting. '
    + 'Let your staff recruit or give orders on the recruiting board before you start the season.'
  );
}
