// The coached programs of a save (multi-team mode's switcher in every front end): each program's coach and record,
// which one the page is built for, and whose turn it is: what each player has left before the week moves on for
// everyone (a coached game in progress, a recruiting week with no orders, job offers to answer).
import type { CoachedProgramLine, ProgramBusiness, ProgramsResponse } from '../../shared/programs-types.js';
export { ADVANCE_BUSINESS } from '../../shared/programs-types.js';
import type { Db } from '../database.js';
import { coachedPrograms, programOf, type Program } from '../program.js';
import { programCoach } from '../queries/coaches.js';
import { programBusiness } from './programBusiness.js';
import { programCoordinator } from '../queries/staff.js';
import type { PageContext } from './context.js';
import { GameError } from '../errors.js';
import { recordText } from './format.js';

function line(ctx: PageContext, program: Program, last: Program): CoachedProgramLine {
  const coach = programCoach(ctx.db, program);
  const coordinator = coach ? null : programCoordinator(ctx.db, program);
  const person = coach ?? coordinator;
  return {
    team: program.team,
    seat: program.seat,
    coach: person ? `${person.first} ${person.last}` : '',
    role: coordinator ? 'coordinator' : coach && coach.team === null ? 'fired' : 'head_coach',
    record: recordText(ctx.record(program.team)),
    acting: program.seat === ctx.program.seat,
    // In an online league another coach's business (his job offers, his recruiting left undone) is his own, and so
    // is when he last acted: a coach's calls act for his program alone, the one he last acted for.
    last_used: ctx.inLeague ? program.seat === ctx.program.seat : program.seat === last.seat,
    business: ctx.isPrivate(program.team) ? [] : programBusiness(ctx.db, program),
  };
}

export function programsView(ctx: PageContext): ProgramsResponse {
  const last = programOf(ctx.db);
  const programs = coachedPrograms(ctx.db).map((p) => line(ctx, p, last));
  return { programs, waiting_on: programs.filter((p) => p.business.length > 0).map((p) => p.team) };
}

/** The other coached programs' business left, by program (none in a single-team save). */
export function othersBusiness(db: Db, program: Program): { team: string; business: ProgramBusiness[] }[] {
  return coachedPrograms(db)
    .filter((p) => p.seat !== program.seat)
    .map((p) => ({ team: p.team, business: programBusiness(db, p) }))
    .filter((p) => p.business.length > 0);
}

/** "Michigan: no recruiting orders this week (40 hours unspent); Texas: job offers to answer (Rice)". */
export function othersBusinessText(others: readonly { team: string; business: readonly ProgramBusiness[] }[]): string {
  return others.map((o) => `${o.team}: ${o.business.map((b) => b.text).join('; ')}`).join('. ');
}

/**
 * Refuses, changing nothing, to move the week or the stage on for everyone while another coached program has
 * business of `kinds` left; how says, in the player's front end, how to go on anyway.
 */
export function refuseOthersBusiness(
  db: Db,
  program: Program,
  kinds: readonly ProgramBusiness['kind'][],
  how: string,
): void {
  const others = othersBusiness(db, program)
    .map((o) => ({ ...o, business: o.business.filter((b) => kinds.includes(b.kind)) }))
    .filter((o) => o.business.length > 0);
  if (others.length === 0) return;
  throw new GameError('conflict', `Other coached programs have business left. ${othersBusinessText(others)}. ${how}`);
}
