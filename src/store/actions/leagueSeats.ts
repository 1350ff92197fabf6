// An online league's save as the server moves it: the coaches' seats (a program taken, given back, put on
// auto-pilot), the fired coaches placed at the season summary, and the league's turn (a week played, else the next
// stage). Each runs inside the change the save's worker opens for it (store/useCases.ts).
import type { CoachCreation } from '../../core/coaches/creation.js';
import type { Db } from '../database.js';
import { coachedProgramOf, coachedPrograms, setStaffRecruitsOn, staffRecruitsOn } from '../program.js';
import { leagueTurnOf, recordLeagueTurn } from '../queries/leagueTurn.js';
import { readState } from '../queries/meta.js';
import { setBoardAuto } from '../queries/recruitingWeek.js';
import { lastWeekFor } from '../../core/season/calendar.js';
import { advanceStage } from './advance.js';
import { takeJobByAutoPilot, type AutoPilotJob } from './coaches/autoPilotJob.js';
import { dropCoachedProgram, takeProgramAsMadeCoach } from './programs.js';
import { simulateTo, type SimulationProgress } from './season/simulate.js';

/** How a simulation hears of each week it plays, and may stop after one for another player's job (the worker's). */
export interface WeekHooks {
  onWeek?: (progress: SimulationProgress) => void;
  yieldNow?: () => boolean;
}

/** Said by a simulation that stopped between weeks to let another player's job run: run again, it plays on. */
export const PLAYS_ON = Object.freeze({ playsOn: true as const });

/** Plays the season to `week`, or the weeks it had time for (PLAYS_ON). */
export function simulateWeeks(db: Db, week: number, hooks: WeekHooks): typeof PLAYS_ON | undefined {
  const played = simulateTo(db, week, hooks.onWeek, undefined, hooks.yieldNow);
  return played.currentWeek < week ? PLAYS_ON : undefined;
}

/**
 * The program a coach takes in a started league becomes a coached program of the save (his from now on), a program
 * whose coach left or was removed too (still a seat, run by its staff): its head coach the one he made.
 */
export function takeLeagueSeat(db: Db, team: string, coach: CoachCreation): void {
  takeProgramAsMadeCoach(db, team, coach);
}

/** A program given back: the computer's again, or, the save's last coached program, run by its staff. */
export function giveBackLeagueSeat(db: Db, team: string): void {
  const program = coachedProgramOf(db, team);
  if (!program) return;
  if (coachedPrograms(db).length > 1) dropCoachedProgram(db, team);
  else {
    setStaffRecruitsOn(db, program, true);
    setBoardAuto(db, team, true);
  }
}

/** Auto-pilot on (his staff recruits) or off (as he had it): the staff's recruiting as it was before, returned. */
export function setLeagueAutoPilot(db: Db, team: string, on: boolean, staffWas: boolean): boolean {
  const program = coachedProgramOf(db, team);
  if (!program) return false;
  const was = staffRecruitsOn(db, program);
  setStaffRecruitsOn(db, program, on || staffWas);
  setBoardAuto(db, team, on || staffWas);
  return was;
}

/** The coaches their programs fired who took no job by the season summary, each given one by auto-pilot. */
export function placeTheFired(db: Db): AutoPilotJob[] {
  if (readState(db).stage !== 'summary') return [];
  return coachedPrograms(db).flatMap((program) => takeJobByAutoPilot(db, program) ?? []);
}

/**
 * Moves the league's game to turn `turn`: the coming week played, or the next stage, the turn recorded with the
 * move. Nothing when the save has that turn already (moved by an advance whose server stopped before its own
 * database recorded it).
 */
export function playLeagueTurn(db: Db, turn: number, hooks: WeekHooks): typeof PLAYS_ON | undefined {
  if ((leagueTurnOf(db) ?? 0) >= turn) return undefined;
  const state = readState(db);
  const inSeason =
    (state.stage === 'season' || state.stage === 'playoff') && state.currentWeek <= lastWeekFor(state.playoff.teams);
  if (inSeason && simulateWeeks(db, state.currentWeek + 1, hooks) === PLAYS_ON) return PLAYS_ON;
  if (!inSeason) advanceStage(db);
  recordLeagueTurn(db, turn);
  return undefined;
}
