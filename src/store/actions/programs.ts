// Multi-team mode: a program joins the players' programs of a save, or leaves them for the computer. One use case
// each for `dynasty team add|drop`, POST /api/programs/add|drop and the terminal's switcher. A program added keeps
// its head coach, who is the player's from then on (an assigned coach: his ratings and career as they are); a
// program dropped keeps its coach too, the computer's again, and its staff recruits for it.
import { STAGE_INFO } from '../../core/season/stages.js';
import { fixedGamesFor } from '../../core/schedule/nonConference.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { dynastyLeague, resolveTeam } from '../league.js';
import {
  coachedProgramOf,
  coachedPrograms,
  deleteProgram,
  insertProgram,
  MAX_COACHED_PROGRAMS,
  programOf,
  rememberProgram,
  setSeatCoach,
  setStaffRecruitsOn,
  seatCoach,
  type Program,
} from '../program.js';
import { coachById, coachesByTeam, coachOffers } from '../queries/coaches.js';
import type { CoachCreation } from '../../core/coaches/creation.js';
import { hireMadeCoach } from './coaches/hireLeague.js';
import { gamesOfYear, insertGames } from '../queries/games.js';
import { readState } from '../queries/meta.js';
import { setBoardAuto } from '../queries/recruitingWeek.js';
import { placePlayerBookedGames } from './series.js';

export interface ProgramChange {
  program: Program;
  message: string;
}

/** Adds `teamName` to the coached programs: its head coach becomes its player's (acting for it: --team, the switcher). */
export function addCoachedProgram(db: Db, teamName: string): ProgramChange {
  return db.transaction(() => {
    const state = readState(db);
    const league = dynastyLeague(db, state.year);
    const team = resolveTeam(league, teamName.slice(0, 80));
    if (coachedProgramOf(db, team)) throw new GameError('conflict', `${team} is coached by a player already.`);
    const programs = coachedPrograms(db);
    if (programs.length >= MAX_COACHED_PROGRAMS)
      throw new GameError('conflict', `A dynasty has at most ${MAX_COACHED_PROGRAMS} coached programs.`);
    // A job held for a player's decision, or open until the carousel fills it, has no coach to hand over.
    const offered = programs.find((p) => coachOffers(db, p, state.year).includes(team));
    if (offered)
      throw new GameError(
        'conflict',
        `${team} has offered its job to ${offered.team}'s coach: add it once he decides.`,
      );
    const coach = coachesByTeam(db).get(team);
    if (!coach)
      throw new GameError(
        'conflict',
        `${team} has no head coach now (${STAGE_INFO[state.stage].label}): add it once it has hired one.`,
      );
    db.run('UPDATE coaches SET is_user = 1 WHERE id = ?', [coach.id]);
    const program = insertProgram(db, team, false);
    setSeatCoach(db, program, coach.id, null);
    // Its player recruits from its board as the staff left it.
    setBoardAuto(db, team, false);
    // In the preseason its schedule is still being made: its rivalries and booked games go on it as a player's.
    if (state.stage === 'preseason') {
      const have = gamesOfYear(db, state.year);
      const fixed = fixedGamesFor(league, team).filter(
        (g) => !have.some((h) => (h.home === g.home && h.away === g.away) || (h.home === g.away && h.away === g.home)),
      );
      insertGames(db, state.year, fixed, true);
      placePlayerBookedGames(db, state.year, team);
    }
    return {
      program,
      message: `${team} is coached by a player now: ${coach.first} ${coach.last} is its head coach (${programs.length + 1} coached programs).`,
    };
  });
}

/**
 * A player takes a program of a dynasty under way as the coach he made, as at a new game (an online league's coach
 * who joins its game): a program the computer ran becomes a coached one, or a coached program whose player left (its
 * staff runs it meanwhile) is his now; either way its head coach is the one he made (hireMadeCoach), not the coach
 * it had.
 */
export function takeProgramAsMadeCoach(db: Db, teamName: string, creation: CoachCreation): ProgramChange {
  return db.transaction(() => {
    const held = coachedProgramOf(db, teamName);
    const program = held ?? addCoachedProgram(db, teamName).program;
    if (held) setStaffRecruitsOn(db, held, false);
    const state = readState(db);
    const coachId = hireMadeCoach(db, dynastyLeague(db, state.year), state.seed, program.team, creation);
    setSeatCoach(db, program, coachId, null);
    const coach = coachById(db, coachId);
    return {
      program,
      message: `${program.team} is coached by a player now: ${coach?.first} ${coach?.last} is its head coach.`,
    };
  });
}

/**
 * Gives a coached program back to the computer: its coach stays (the computer's), its staff recruits for it, its
 * coached game in progress is left to its coordinator. The last coached program cannot be dropped.
 */
export function dropCoachedProgram(db: Db, teamName: string): ProgramChange {
  return db.transaction(() => {
    const program = programOf(db, teamName);
    const programs = coachedPrograms(db);
    if (programs.length === 1)
      throw new GameError('conflict', `${program.team} is the only coached program: a dynasty needs one.`);
    const { coachId, coordinatorId } = seatCoach(db, program);
    if (coachId !== null) db.run('UPDATE coaches SET is_user = 0 WHERE id = ?', [coachId]);
    if (coordinatorId !== null) db.run('UPDATE coordinators SET is_user = 0 WHERE id = ?', [coordinatorId]);
    db.run('DELETE FROM coach_offers WHERE seat = ?', [program.seat]);
    // The computer runs its recruiting from here: the player's orders and plan go, its staff takes the board.
    db.run('DELETE FROM recruiting_orders WHERE team = ?', [program.team]);
    db.run('DELETE FROM recruiting_plan WHERE team = ?', [program.team]);
    setBoardAuto(db, program.team, true);
    const wasLast = programOf(db).seat === program.seat;
    deleteProgram(db, program);
    const next = programs.find((p) => p.seat !== program.seat)!;
    if (wasLast) rememberProgram(db, next);
    return {
      program,
      message: `${program.team} is the computer's again (its staff runs it); ${programs.length - 1} coached ${programs.length - 1 === 1 ? 'program' : 'programs'} left.`,
    };
  });
}
