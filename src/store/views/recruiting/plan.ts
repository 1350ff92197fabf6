// The player's recruiting plan: his standing weekly orders and what they will spend in the coming week.
import type { RecruitingPlanResponse } from '../../../shared/recruitingApi.js';
import { planBudget, planEntries } from '../../actions/recruiting/plan.js';
import { endedEntries } from '../../actions/recruiting/planEndsRead.js';
import type { PageContext } from '../context.js';
import { deskOf } from './desk.js';

export function recruitingPlanView(ctx: PageContext): RecruitingPlanResponse {
  const desk = deskOf(ctx);
  return { info: ctx.info(), plan: planEntries(desk), budget: planBudget(desk), ended: endedEntries(desk) };
}
