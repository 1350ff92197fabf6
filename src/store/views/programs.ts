// The coached programs of a save (multi-team mode's switcher in every front end): each program's coach and record,
// which one the page is built for, and whose turn it is: what each player has left before the week moves on for
// everyone (a coached game in progress, a recruiting week with no orders, job offers to answer).
import type { CoachedProgramLine, ProgramBusiness, ProgramsResponse } from '../../shared/programs-types.js';
export { ADVANCE_BUSINESS } from '../../shared/programs-types.js';
import { cycleWeeks } from '../../core/recruiting/lateWeeks.js';
import { RECRUITING_WEEKS } from '../../core/recruiting/tuning.js';
import { teamOrders } from '../queries/recruiting.js';
import { teamPlan } from '../queries/recruitingPlan.js';
import type { Db } from '../database.js';
import { coachedPrograms, programOf, staffRecruitsOn, type Program } from '../program.js';
import { coachOffers, programCoach } from '../queries/coaches.js';
import { coachingInProgress } from '../queries/coachedGame.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { programCoordinator } from '../queries/staff.js';
import type { PageContext } from './context.js';
import { GameError } from '../errors.js';
import { recordText } from './format.js';

/**
 * What a program's player has left before the week (or the stage) moves on for everyone: the things he would
 * expect to be warned of, since moving on does them for him (the coordinator finishes his game, the week's hours
 * go unspent, his offers lapse).
 */
export function programBusiness(db: Db, program: Program): ProgramBusiness[] {
  const state = readState(db);
  const out: ProgramBusiness[] = [];
  const game = coachingInProgress(db, program, state.year);
  if (game)
    out.push({
      kind: 'coached_game',
      text: `a coached game in progress (week ${game.week}, against ${game.opponent})`,
    });
  if (recruitingWeekUnused(db, program, state))
    out.push({ kind: 'recruiting', text: 'no recruiting orders this week' });
  if (state.stage === 'summary') {
    const offers = coachOffers(db, program, state.year);
    if (offers.length > 0) out.push({ kind: 'job_offers', text: `job offers to answer (${offers.join(', ')})` });
  }
  return out;
}

/**
 * A recruiting week open to orders (the summer in the preseason, a week of the season, a late week after it), the
 * program's player recruiting himself, and no order queued nor standing in his plan: its hours would go unspent.
 * Read from the rows that answer it, not the whole cycle (the class of some 3,000 prospects), as summerWarning.ts.
 */
function recruitingWeekUnused(db: Db, program: Program, state: DynastyState): boolean {
  const cycle = db.get<{ year: number; week: number }>('SELECT year, week FROM recruiting_cycle');
  if (!cycle || cycle.year !== state.year) return false;
  const open =
    state.stage === 'preseason'
    || ((state.stage === 'season' || state.stage === 'playoff') && cycle.week < RECRUITING_WEEKS)
    || ((state.stage === 'summary' || state.stage === 'progression') && cycle.week < cycleWeeks(state.year));
  // Its staff recruits for it when he lets it, and always while he is a coordinator (staffRecruitsForProgram).
  if (!open || staffRecruitsOn(db, program) || programCoordinator(db, program) !== null) return false;
  return teamOrders(db, program.team).length === 0 && teamPlan(db, program.team).length === 0;
}

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
