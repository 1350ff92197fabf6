// The player's staff moves in the offseason: fire a coordinator (his job opens), hire one for an opening from the
// candidates, within the staff budget. One use case each for `dynasty staff hire|fire`, POST /api/staff/hire|fire and
// the terminal's Staff screen. A refused move is a GameError and changes nothing.
import { withArticle } from '../../../shared/article.js';
import {
  coordinatorName,
  coordinatorSalary,
  COORDINATOR_ROLES,
  ROLE_LABELS,
  type CoordinatorRole,
} from '../../../core/coaches/staff.js';
import { formatMoney } from '../../../core/money/budget.js';
import { createRng } from '../../../core/random.js';
import type { StaffChangeResult } from '../../../shared/staff-types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { readState } from '../../queries/meta.js';
import { coachedProgramOf, moveProgram, setSeatCoach, type Program } from '../../program.js';
import { insertCoordinator, nextCoordinatorId, saveStaffMove, staffOf } from '../../queries/staff.js';
import { dropCoachOffers, programCoach } from '../../queries/coaches.js';
import { dynastyLeague, resolveTeam } from '../../league.js';
import { fillWaitingOpenings } from '../coaches/offers.js';
import { boardsAfterJobChange } from '../recruiting/cycle.js';
import {
  candidateKey,
  candidatesFor,
  firedHeadCoach,
  noBiggerProgram,
  staffChangeRefusal,
  staffView,
} from '../../views/staff.js';
import { programFinances } from './money.js';
import { fill, leave, marketPrograms, writeHire } from './offseason.js';

export function parseRole(text: string): CoordinatorRole {
  const role = text.trim().toUpperCase();
  if (!(COORDINATOR_ROLES as readonly string[]).includes(role))
    throw new GameError('bad_input', `Unknown role "${text.slice(0, 20)}": use OC, DC or ST.`);
  return role as CoordinatorRole;
}

export function fireCoordinator(db: Db, program: Program, roleText: string): StaffChangeResult {
  return db.transaction(() => {
    const state = readState(db);
    const role = parseRole(roleText);
    const refusal = staffChangeRefusal(state);
    if (refusal) throw new GameError('wrong_stage', refusal);
    const c = staffOf(db, program.team).find((s) => s.role === role);
    if (!c) throw new GameError('conflict', `${program.team} has no ${ROLE_LABELS[role].toLowerCase()} to let go.`);
    if (c.isUser) throw new GameError('conflict', 'You cannot fire yourself.');
    leave(db, state.year, c, 'fired', null);
    return {
      message: `${program.team} let ${ROLE_LABELS[role].toLowerCase()} ${coordinatorName(c)} go.`,
      staff: staffView(db, program),
    };
  });
}

/** Hires candidate `who` (his name or key) into his role's opening; another program's coordinator leaves a job it fills. */
export function hireCoordinator(db: Db, program: Program, who: string): StaffChangeResult {
  return db.transaction(() => {
    const state = readState(db);
    const refusal = staffChangeRefusal(state);
    if (refusal) throw new GameError('wrong_stage', refusal);
    const text = who.trim().toLowerCase();
    if (text.length === 0 || text.length > 80)
      throw new GameError('bad_input', 'Name the candidate to hire (see `dynasty staff`).');
    const all = candidatesFor(db, program, state, COORDINATOR_ROLES);
    const matches = all.filter(
      ({ c }) => candidateKey(c).toLowerCase() === text || coordinatorName(c).toLowerCase() === text,
    );
    if (matches.length === 0)
      throw new GameError(
        'not_found',
        `No candidate named "${who.slice(0, 80)}": see \`dynasty staff\` for the candidates.`,
      );
    if (matches.length > 1)
      throw new GameError(
        'bad_input',
        `${matches.length} candidates are named ${who}: hire by key (${matches.map((m) => candidateKey(m.c)).join(', ')}).`,
      );
    const { c, asking } = matches[0];
    if (staffOf(db, program.team).some((s) => s.role === c.role)) {
      throw new GameError(
        'conflict',
        `${program.team} has ${withArticle(ROLE_LABELS[c.role].toLowerCase())}: fire him first (\`dynasty staff fire ${c.role}\`).`,
      );
    }
    const money = programFinances(db, program.team, state.year);
    const room = money.staffBudget - money.payroll;
    if (asking > room) {
      throw new GameError(
        'conflict',
        `Over budget: ${coordinatorName(c)} asks ${formatMoney(asking)} a year and your staff budget has ${formatMoney(room)} left.`,
      );
    }
    const from = c.team;
    const id = writeHire(
      db,
      state.year,
      { team: program.team, role: c.role, coordinatorId: c.id, from, salary: asking },
      c,
    );
    if (from) {
      // The program he left hires by the same rules.
      fill(
        db,
        state.year,
        [{ team: from, role: c.role }],
        marketPrograms(db, state.year),
        createRng(`${state.seed}:staff-market:${state.year}:${from}`),
        new Set([id]),
      );
    }
    return {
      message: `${program.team} hired ${coordinatorName(c)} as ${ROLE_LABELS[c.role].toLowerCase()}${from ? ` from ${from}` : ''} for ${formatMoney(asking)} a year.`,
      staff: staffView(db, program),
    };
  });
}

/** A coached program's jobs are its player's to fill: another player takes none of them. */
function refuseCoachedProgram(db: Db, program: Program, team: string): void {
  const holder = coachedProgramOf(db, team);
  if (holder && holder.seat !== program.seat)
    throw new GameError('conflict', `${team} is coached by another player of this dynasty: its staff is his to hire.`);
}

/**
 * A fired head coach takes a coordinator job instead of a head job: he becomes the offensive coordinator of `teamName`
 * (a program no more prestigious than the one that fired him; its coordinator is let go), and the dynasty goes on
 * there with him on the career ladder's first rung. Only at the season summary, while he has no job.
 */
export function joinAsCoordinator(db: Db, program: Program, teamName: string): StaffChangeResult {
  return db.transaction(() => {
    const state = readState(db);
    const coach = programCoach(db, program);
    if (!coach || !firedHeadCoach(db, program, state)) {
      throw new GameError(
        'conflict',
        'Only a head coach who was fired may take a coordinator job, on the season summary.',
      );
    }
    const team = resolveTeam(dynastyLeague(db, state.year), teamName);
    refuseCoachedProgram(db, program, team);
    if (!noBiggerProgram(db, program, state, team)) {
      throw new GameError(
        'conflict',
        `${team} is a bigger program than ${program.team}: a fired coach finds a coordinator job at a program no bigger.`,
      );
    }
    const incumbent = staffOf(db, team).find((c) => c.role === 'OC');
    if (incumbent) leave(db, state.year, incumbent, 'fired', null);
    const id = nextCoordinatorId(db);
    const calling = Math.max(coach.offense, coach.defense);
    insertCoordinator(
      db,
      {
        id,
        first: coach.first,
        last: coach.last,
        birthYear: coach.birthYear,
        role: 'OC',
        calling,
        recruiting: coach.recruiting,
        development: coach.development,
        scheme: coach.scheme,
        tempo: coach.tempo,
        front: coach.front,
        team,
        since: state.year + 1,
        salary: coordinatorSalary(calling, state.year + 1),
        contractUntil: state.year + 3,
        isUser: true,
      },
      coach.id,
    );
    saveStaffMove(db, { year: state.year, team, role: 'OC', kind: 'hired', coordinatorId: id, other: null });
    db.run('UPDATE coaches SET is_user = 0 WHERE id = ?', [coach.id]);
    dropCoachOffers(db, program, state.year);
    setSeatCoach(db, program, null, id);
    const moved = moveProgram(db, program, team);
    boardsAfterJobChange(db, moved, program.team);
    fillWaitingOpenings(db, readState(db));
    return { message: `You are the new offensive coordinator of ${team}.`, staff: staffView(db, moved) };
  });
}
