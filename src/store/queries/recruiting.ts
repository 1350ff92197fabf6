// Reading and writing the recruiting cycle (migrations/recruitingCycle.ts, recruitingClass.ts): the national class
// (packed, encoding/recruitingClass.ts), every program's board and the prospects' suitors. The rows a recruiting week
// reads and writes beside them (the news, the player's orders, signing day's rosters) are in ./recruitingWeek.ts.
import type { Position } from '../../core/players/types.js';
// Types only: the core's recruiting code stays out of the commands that only read (docs/cli.md).
import type { ProspectStatus, RecruitingBoard, RecruitingState } from '../../core/recruiting/index.js';
import type { SqlValue } from '../database.js';
import type { Db } from '../database.js';
import { runRows } from './manyRows.js';
import { packClass, packCommitments, unpackClass, unpackCommitments } from '../encoding/recruitingClass.js';
import { packSuitors, unpackSuitors } from '../encoding/recruitingSuitors.js';
import { parseStoredJson } from '../storedContent.js';

/** What a program's board keeps beside the core's board: its needs and resources, fixed for the cycle. */
export interface BoardNeeds {
  resources: number;
  scholarships: number;
  openings: Record<Position, number>;
}

export interface StoredCycle {
  year: number;
  /** Program names in the order the suitors blob refers to them. */
  programs: string[];
  state: RecruitingState;
  needs: Map<string, BoardNeeds>;
}

function int32Bytes(ids: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(4 * ids.length);
  const view = new DataView(bytes.buffer);
  ids.forEach((id, i) => {
    view.setInt32(4 * i, id, true);
  });
  return bytes;
}

/** The ids int32Bytes packed, in a list made at its length (a shortlist is 400 ids, a list pushed onto grew by steps). */
function int32s(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.byteLength >>> 2;
  const ids: number[] = new Array<number>(count);
  for (let k = 0; k < count; k++) ids[k] = view.getInt32(4 * k, true);
  return ids;
}

/** The cycle as the core plays it, or null when no class is being recruited. */
export function loadCycle(db: Db): StoredCycle | null {
  return readCycle(db, true);
}

/** The recruiting weeks played of the cycle being recruited (0: none, or only the spring and summer); null: none. */
export function cycleWeekPlayed(db: Db): number | null {
  return db.get<{ week: number }>('SELECT week FROM recruiting_cycle')?.week ?? null;
}

/**
 * What signing day reads of the cycle, or null when no class is being recruited: loadCycle without the boards'
 * targets, scouting and shortlists (its boards are empty; the needs are read). Signing day reads the prospects,
 * their suitors and commitments, and each program's needs; the weeks that read the rest are over (a cycle with
 * weeks left is loaded whole: they are played first).
 */
export function loadCycleForSigning(db: Db): StoredCycle | null {
  return readCycle(db, false);
}

/**
 * Commitments each program holds in the cycle being recruited (its class as it stands), none when no class is being
 * recruited. Read from the packed class alone, not the whole cycle.
 */
export function commitmentsByTeam(db: Db): Map<string, number> {
  const counts = new Map<string, number>();
  const row = db.get<{ programs: string; commitments: Uint8Array }>(
    'SELECT c.programs, k.commitments FROM recruiting_cycle c JOIN recruiting_class k ON k.year = c.year',
  );
  if (!row) return counts;
  for (const c of unpackCommitments(
    row.commitments,
    parseStoredJson<string[]>(row.programs, 'the recruiting programs', 'list'),
  )) {
    if (c.to !== null) counts.set(c.to, (counts.get(c.to) ?? 0) + 1);
  }
  return counts;
}

/** Scholarships each program's board recruits for this cycle (its class's places), none when no class is being recruited. */
export function classScholarshipsByTeam(db: Db): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of db.values('SELECT team, scholarships FROM recruiting_boards'))
    out.set(v[0] as string, v[1] as number);
  return out;
}

function readCycle(db: Db, whole: boolean): StoredCycle | null {
  const cycle = db.get<{ year: number; week: number; programs: string; suitors: Uint8Array }>(
    'SELECT year, week, programs, suitors FROM recruiting_cycle',
  );
  if (!cycle) return null;
  const programs = parseStoredJson<string[]>(cycle.programs, 'the recruiting programs', 'list');
  const packed = db.get<{ prospects: Uint8Array; preferences: Uint8Array; commitments: Uint8Array }>(
    'SELECT prospects, preferences, commitments FROM recruiting_class WHERE year = ?',
    [cycle.year],
  );
  if (!packed) throw new Error(`the ${cycle.year} recruiting cycle has no class`);
  const prospects = unpackClass(packed);
  const commitments = unpackCommitments(packed.commitments, programs);
  const suitors = unpackSuitors(cycle.suitors, programs);
  const status: Record<number, ProspectStatus> = {};
  prospects.forEach((p, i) => {
    status[p.id] = {
      suitors: suitors.get(p.id) ?? [],
      committedTo: commitments[i].to,
      committedWeek: commitments[i].week,
      signedWith: null,
    };
  });
  const boards: Record<string, RecruitingBoard> = {};
  const needs = new Map<string, BoardNeeds>();
  if (!whole) {
    for (const v of db.values('SELECT team, resources, scholarships, openings FROM recruiting_boards')) {
      needs.set(v[0] as string, {
        resources: v[1] as number,
        scholarships: v[2] as number,
        openings: parseStoredJson<Record<Position, number>>(v[3], 'a recruiting board'),
      });
    }
  }
  for (const b of whole
    ? db.all<{
        team: string;
        auto: number;
        resources: number;
        scholarships: number;
        openings: string;
        targets: string;
        scouting: string;
        shortlist: Uint8Array;
      }>('SELECT team, auto, resources, scholarships, openings, targets, scouting, shortlist FROM recruiting_boards')
    : []) {
    boards[b.team] = {
      program: b.team,
      auto: b.auto === 1,
      targets: parseStoredJson<number[]>(b.targets, 'a recruiting board', 'list'),
      scouting: parseStoredJson<Record<number, number>>(b.scouting, 'a recruiting board'),
      shortlist: int32s(b.shortlist),
    };
    needs.set(b.team, {
      resources: b.resources,
      scholarships: b.scholarships,
      openings: parseStoredJson<Record<Position, number>>(b.openings, 'a recruiting board'),
    });
  }
  return {
    year: cycle.year,
    programs,
    needs,
    state: { season: cycle.year, week: cycle.week, prospects, status, boards, signed: false },
  };
}

/** The class's commitments in its order, packed against the cycle's program list. */
function commitmentsOf(state: RecruitingState, programs: readonly string[]): Uint8Array {
  return packCommitments(
    state.prospects.map((p) => {
      const s = state.status[p.id];
      return { to: s?.committedTo ?? null, week: s?.committedWeek ?? 0 };
    }),
    programs,
  );
}

/** A new cycle: the class, every board, no suitors yet. Any earlier cycle's rows and news are dropped. */
export function insertCycle(db: Db, state: RecruitingState, needs: ReadonlyMap<string, BoardNeeds>): void {
  deleteCycle(db);
  db.run('DELETE FROM recruiting_news');
  const programs = Object.keys(state.boards);
  db.run('INSERT INTO recruiting_cycle (year, week, programs, suitors) VALUES (?, ?, ?, ?)', [
    state.season,
    state.week,
    JSON.stringify(programs),
    packSuitors(state.status, programs),
  ]);
  // Stored in the order a load gives the class (national rank, then id), the order prospects decide in.
  const ordered = state.prospects.slice().sort((a, b) => a.rank - b.rank || a.id - b.id);
  const packed = packClass(ordered);
  db.run('INSERT INTO recruiting_class (year, prospects, preferences, commitments) VALUES (?, ?, ?, ?)', [
    state.season,
    packed.prospects,
    packed.preferences,
    commitmentsOf({ ...state, prospects: ordered }, programs),
  ]);
  // Every board, many rows a statement (manyRows.ts), in the boards' order.
  const rows: SqlValue[] = [];
  for (const board of Object.values(state.boards)) {
    const need = needs.get(board.program);
    if (!need) throw new Error(`no needs for ${board.program}`);
    rows.push(
      board.program,
      board.auto ? 1 : 0,
      need.resources,
      need.scholarships,
      JSON.stringify(need.openings),
      JSON.stringify(board.targets),
      JSON.stringify(board.scouting),
      int32Bytes(board.shortlist),
    );
  }
  runRows(
    db,
    'INSERT INTO recruiting_boards (team, auto, resources, scholarships, openings, targets, scouting, shortlist) VALUES',
    8,
    rows,
  );
}

/** What saveCycle compares a cycle against: its boards as they were stored (a week edits a board by copying it). */
export interface CycleSnapshot {
  boards: Readonly<Record<string, RecruitingBoard>>;
}

export function snapshotCycle(state: RecruitingState): CycleSnapshot {
  return { boards: state.boards };
}

/** Writes what a week (or several) changed: the suitors, the commitments, boards edited. */
export function saveCycle(db: Db, before: CycleSnapshot, after: RecruitingState, programs: readonly string[]): void {
  db.run('UPDATE recruiting_cycle SET week = ?, suitors = ? WHERE year = ?', [
    after.week,
    packSuitors(after.status, programs),
    after.season,
  ]);
  db.run('UPDATE recruiting_class SET commitments = ? WHERE year = ?', [commitmentsOf(after, programs), after.season]);
  const changed: (string | number)[] = [];
  let rows = 0;
  for (const [team, board] of Object.entries(after.boards)) {
    if (before.boards[team] === board) continue;
    changed.push(team, board.auto ? 1 : 0, JSON.stringify(board.targets), JSON.stringify(board.scouting));
    if (++rows === BOARD_ROWS_PER_UPDATE) {
      db.run(updateBoardsSql(rows), changed);
      changed.length = 0;
      rows = 0;
    }
  }
  if (rows > 0) db.run(updateBoardsSql(rows), changed);
}

/** Boards a statement of saveCycle updates at most (4 values each). */
const BOARD_ROWS_PER_UPDATE = 64;
const updateBoardsSqlByRows = new Map<number, string>();

/**
 * One UPDATE of `rows` boards (team, auto, targets, scouting) from a list of values: a season's weeks change every
 * board, and a statement each cost a call into sql.js each.
 */
function updateBoardsSql(rows: number): string {
  let sql = updateBoardsSqlByRows.get(rows);
  if (sql === undefined) {
    sql = `UPDATE recruiting_boards SET auto = v.column2, targets = v.column3, scouting = v.column4
      FROM (VALUES ${Array(rows).fill('(?, ?, ?, ?)').join(', ')}) AS v WHERE recruiting_boards.team = v.column1`;
    updateBoardsSqlByRows.set(rows, sql);
  }
  return sql;
}

/** Signing day is over: the cycle's rows go (signed prospects are players now); the news stays until the next cycle. */
export function deleteCycle(db: Db): void {
  db.exec(
    'DELETE FROM recruiting_cycle; DELETE FROM recruiting_class; DELETE FROM recruiting_boards; DELETE FROM recruiting_orders; DELETE FROM recruiting_plan;',
  );
}
