// The recruiting pages read the cycle once per version of the save (shared between pages, read-only).
import { RecruitingDesk } from '../../actions/recruiting/desk.js';
import { loadCycle } from '../../queries/recruiting.js';
import type { PageContext } from '../context.js';

export function deskOf(ctx: PageContext): RecruitingDesk {
  return new RecruitingDesk(
    ctx.db,
    ctx.memo('recruiting:cycle', () => loadCycle(ctx.db)),
  );
}
