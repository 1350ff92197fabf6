// Who acts: the programs players coach in a save. A save holds one or more (multi-team mode), each a seat kept
// through its coach's job changes; the rest of the league is the computer's. Every use case that acts for a program
// is handed a Program the front end resolved here (the program it names, or the one last acted for), and acts for
// that program only; the season's simulation treats every coached program as the player's (coachedTeams).
import type { Db } from './database.js';
import { GameError } from './errors.js';
import { dynastyLeague, resolveTeam } from './league.js';
import { readState } from './queries/meta.js';

/** One coached program: the seat (the player's place in the save) and the program he runs now. */
export interface Program {
  readonly seat: number;
  readonly team: string;
}

/** The meta key of the program last acted for: what a command that names none acts for. */
const LAST_PROGRAM_KEY = 'user_team';

/** The most programs one save's players coach (a conference and more). */
export const MAX_COACHED_PROGRAMS = 32;

interface ProgramRow {
  seat: number;
  team: string;
}

/** The coached programs, in the order they joined the save. */
export function coachedPrograms(db: Db): Program[] {
  return db
    .all<ProgramRow>('SELECT seat, team FROM coached_programs ORDER BY seat')
    .map((r) => ({ seat: r.seat, team: r.team }));
}

/** The teams players coach, for the season's simulation (a coached program's choices are its player's). */
export function coachedTeams(db: Db): ReadonlySet<string> {
  return new Set(coachedPrograms(db).map((p) => p.team));
}

/** The coached program of a team, or null when the computer runs it. */
export function coachedProgramOf(db: Db, team: string): Program | null {
  const row = db.get<ProgramRow>('SELECT seat, team FROM coached_programs WHERE team = ?', [team]);
  return row ? { seat: row.seat, team: row.team } : null;
}

/**
 * The program a front end acts for: the coached program it names (any spelling of the team's name), or, named
 * none, the one last acted for. A team no player coaches is refused: a player acts only for his own program.
 */
export function programOf(db: Db, named?: string | null): Program {
  const programs = coachedPrograms(db);
  if (programs.length === 0) throw new GameError('no_game', 'No dynasty has been started yet: start a new game.', '/');
  if (named === undefined || named === null || named.trim() === '') return lastProgramOf(db, programs);
  const text = named.trim().toLowerCase();
  const found = programs.find((p) => p.team.toLowerCase() === text);
  if (found) return found;
  // Another spelling (an abbreviation): the league's name for it, or its unknown-team error with suggestions.
  const team = resolveTeam(dynastyLeague(db, readState(db).year), named.slice(0, 80));
  const spelled = programs.find((p) => p.team === team);
  if (spelled) return spelled;
  const list = programs.map((p) => p.team).join(', ');
  throw new GameError('not_found', `No player coaches ${team} in this dynasty: its coached programs are ${list}.`);
}

function lastProgramOf(db: Db, programs: readonly Program[]): Program {
  const last = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [LAST_PROGRAM_KEY])?.value;
  return programs.find((p) => p.team === last) ?? programs[0];
}

/** Remembers the program a player acted for: commands that name none act for it from now on. */
export function rememberProgram(db: Db, program: Program): void {
  if (db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [LAST_PROGRAM_KEY])?.value === program.team)
    return;
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    LAST_PROGRAM_KEY,
    program.team,
  ]);
}

/** The meta key of the highest seat a dropped program had: a seat is never given to another player. */
const LAST_SEAT_KEY = 'last_seat';

/** Adds a coached program (a new seat); its coach is set by the caller. */
export function insertProgram(db: Db, team: string, staffRecruits: boolean): Program {
  const taken = db.get<{ seat: number | null }>('SELECT max(seat) AS seat FROM coached_programs')?.seat ?? 0;
  const dropped = Number(
    db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [LAST_SEAT_KEY])?.value ?? 0,
  );
  const seat = Math.max(taken, dropped) + 1;
  db.run(
    'INSERT INTO coached_programs (seat, team, coach_id, coordinator_id, staff_recruits, coached_game) VALUES (?, ?, NULL, NULL, ?, NULL)',
    [seat, team, staffRecruits ? 1 : 0],
  );
  return { seat, team };
}

/** The program's coach changed jobs: the seat runs `team` from now on (and is remembered if it was last used). */
export function moveProgram(db: Db, program: Program, team: string): Program {
  const holder = coachedProgramOf(db, team);
  if (holder && holder.seat !== program.seat)
    throw new GameError('conflict', `${team} is coached by another player of this dynasty.`);
  const wasLast = lastProgramOf(db, coachedPrograms(db)).seat === program.seat;
  db.run('UPDATE coached_programs SET team = ? WHERE seat = ?', [team, program.seat]);
  const moved = { seat: program.seat, team };
  if (wasLast) rememberProgram(db, moved);
  return moved;
}

/** The seat's head coach (coaches.id) and coordinator (coordinators.id): one of the two is set. */
export function seatCoach(db: Db, program: Program): { coachId: number | null; coordinatorId: number | null } {
  const row = db.get<{ coach_id: number | null; coordinator_id: number | null }>(
    'SELECT coach_id, coordinator_id FROM coached_programs WHERE seat = ?',
    [program.seat],
  );
  return { coachId: row?.coach_id ?? null, coordinatorId: row?.coordinator_id ?? null };
}

/** The seat's coach is now this head coach (or, coachId null, this coordinator). */
export function setSeatCoach(db: Db, program: Program, coachId: number | null, coordinatorId: number | null): void {
  db.run('UPDATE coached_programs SET coach_id = ?, coordinator_id = ? WHERE seat = ?', [
    coachId,
    coordinatorId,
    program.seat,
  ]);
}

/** "Let my staff recruit" of the program's player. */
export function staffRecruitsOn(db: Db, program: Program): boolean {
  return (
    db.get<{ on: number }>('SELECT staff_recruits AS "on" FROM coached_programs WHERE seat = ?', [program.seat])?.on
    !== 0
  );
}

export function setStaffRecruitsOn(db: Db, program: Program, on: boolean): void {
  db.run('UPDATE coached_programs SET staff_recruits = ? WHERE seat = ?', [on ? 1 : 0, program.seat]);
}

/** Drops a coached program: the computer runs it from now on (its coach stays, no longer the player's). */
export function deleteProgram(db: Db, program: Program): void {
  const taken = db.get<{ seat: number | null }>('SELECT max(seat) AS seat FROM coached_programs')?.seat ?? 0;
  const dropped = Number(
    db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [LAST_SEAT_KEY])?.value ?? 0,
  );
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    LAST_SEAT_KEY,
    String(Math.max(taken, dropped)),
  ]);
  db.run('DELETE FROM coached_programs WHERE seat = ?', [program.seat]);
}
