// The recruiting pages read the cycle and the programs' standings once per version of the save (shared between
// pages, read-only).
import { RecruitingDesk } from '../../actions/recruiting/desk.js';
import { loadCycle } from '../../queries/recruiting.js';
import type { PageContext } from '../context.js';

export function deskOf(ctx: PageContext): RecruitingDesk {
  const cycle = ctx.memo('recruiting:cycle', () => loadCycle(ctx.db));
  // Every program's standing in the cycle (what the scholarships and each prospect's interest are read against).
  const programs = ctx.memo('recruiting:programs', () => new RecruitingDesk(ctx.db, ctx.program, cycle).programs());
  return new RecruitingDesk(ctx.db, ctx.program, cycle, programs);
}
