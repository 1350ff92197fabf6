// The recruiting pages read the cycle and the programs' standings once per version of the save (shared between
// pages, read-only).
import { RecruitingDesk } from '../../actions/recruiting/desk.js';
import { recruitingProgram, recruitingPrograms } from '../../actions/recruiting/programs.js';
import { loadCycle } from '../../queries/recruiting.js';
import type { PageContext } from '../context.js';

export function deskOf(ctx: PageContext): RecruitingDesk {
  const cycle = ctx.memo('recruiting:cycle', () => loadCycle(ctx.db));
  const { year } = ctx;
  const team = ctx.program.team;
  // Every program's standing in the cycle (what orders are checked against), or the player's alone (the hours and
  // scholarships, what his program offers a prospect): each read once a page asks for it (only with a cycle).
  const desk: RecruitingDesk = new RecruitingDesk(ctx.db, ctx.program, cycle, {
    all: () =>
      ctx.memo('recruiting:programs', () =>
        recruitingPrograms(ctx.db, ctx.league(year), desk.cycle!.needs, undefined, undefined, ctx.records(year)),
      ),
    own: () =>
      ctx.memo(`recruiting:program:${team}`, () =>
        recruitingProgram(ctx.db, ctx.league(year), desk.cycle!.needs, team, ctx.records(year)),
      ),
  });
  return desk;
}
