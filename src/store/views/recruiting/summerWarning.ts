// Before the season starts: the spring and summer's recruiting (camps, junior days, visits) is played when the season
// starts, and a program that gives no order then signs little of its class by the summer's end. A player who has
// neither let his staff recruit nor queued an order is told so where he starts the season (web, terminal and CLI).
import type { PageContext } from '../context.js';
import { planEntries } from '../../actions/recruiting/plan.js';
import { deskOf } from './desk.js';

export function summerRecruitingWarning(ctx: PageContext): string | null {
  if (ctx.state.stage !== 'preseason') return null;
  const desk = deskOf(ctx);
  const board = desk.cycle?.state.boards[desk.team];
  if (!desk.cycle || !desk.info().summer || board?.auto) return null;
  if (desk.queued().length > 0 || planEntries(desk).length > 0) return null;
  return (
    'Recruiting: your staff does not recruit for you and you have given no orders, so the spring and summer '
    + '(camps, junior days, visits: where much of a class commits) pass without your program recruiting. '
    + 'Let your staff recruit or give orders on the recruiting board before you start the season.'
  );
}
