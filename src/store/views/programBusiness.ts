// What a coached program's player has left before the week moves on for everyone (the programs page, the page
// context's switcher and the refusals of programs.ts read it).
import type { ProgramBusiness } from '../../shared/programs-types.js';
import { cycleWeeks } from '../../core/recruiting/lateWeeks.js';
import { RECRUITING_WEEKS } from '../../core/recruiting/tuning.js';
import type { Db } from '../database.js';
import { staffRecruitsOn, type Program } from '../program.js';
import { coachOffers } from '../queries/coaches.js';
import { coachingInProgress } from '../queries/coachedGame.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { teamOrders } from '../queries/recruitingWeek.js';
import { teamPlan } from '../queries/recruitingPlan.js';
import { programCoordinator } from '../queries/staff.js';

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
