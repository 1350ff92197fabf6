// The recruiting cycle (some 3,000 prospects, every program's board and standing) as the last order given on this
// connection read it, kept for the next order: a league's coaches give hundreds of orders in a week, each of which
// read and decoded the whole cycle again. Kept only while nothing else has changed since (Db.changeMark: another
// connection's commit, a simulation, a rollback load it again). An order or its cancellation writes only its own rows
// (the week's orders, one board's list, written here to the kept copy too), so the copy stays what a fresh read would
// give. It pays: a scouting order on a 2024 save in season, kept against dropped (a rolled-back change between),
// process CPU p50 5.1 against 37.4 ms, p95 48 against 77 (40 of each, November 2026, a shared 2-core machine at
// load 35-55; bench/actions.ts on a 30-season save gave 27.6 -> 5.3 ms when it was added).
// Read-only for everyone but the order use cases (actions.ts).
import type { RecruitingProgram } from '../../../core/recruiting/index.js';
import type { Db } from '../../database.js';
import type { Program } from '../../program.js';
import type { StoredCycle } from '../../queries/recruiting.js';
import { RecruitingDesk } from './desk.js';

const kept = new WeakMap<Db, { mark: string; cycle: StoredCycle | null; programs: RecruitingProgram[] }>();

/** The program's desk for an order: on the kept cycle when nothing changed since the last order, else read. */
export function orderDesk(db: Db, program: Program): RecruitingDesk {
  const last = kept.get(db);
  if (last && last.mark === db.changeMark()) return new RecruitingDesk(db, program, last.cycle, last.programs);
  kept.delete(db);
  return new RecruitingDesk(db, program);
}

/** After an order that wrote only its own rows (and put them in desk.cycle too): its cycle is kept for the next. */
export function keepOrderCycle(desk: RecruitingDesk): void {
  kept.set(desk.db, { mark: desk.db.changeMark(), cycle: desk.cycle, programs: desk.programs() });
}

/**
 * Runs a write that touches no row of the cycle (the program last acted for; a depth chart move, `places`): a cycle
 * kept before stays kept. The programs read players' places only for their returning starters, when their tuning
 * weighs them (RecruitingProgram.starters): a move of places then drops the kept cycle.
 */
export function besideKeptCycle<T>(db: Db, write: () => T, places = false): T {
  const last = kept.get(db);
  const current = last !== undefined && last.mark === db.changeMark();
  const result = write();
  if (places && last?.programs.some((p) => p.starters !== undefined)) kept.delete(db);
  else if (last && current) last.mark = db.changeMark();
  return result;
}
