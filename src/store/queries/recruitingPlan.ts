// The player's recruiting plan in the save: one row per standing order (a prospect and a kind of action). An order
// that ended by itself (its prospect signed, or committed and was not kept warm) keeps its row, marked ended.
import type { ActionKind, Pitch, StandingOrder } from '../../core/recruiting/index.js';
import type { Db } from '../database.js';

/** A standing order as the save keeps it: kept warm (it goes on while he is committed). */
export interface PlanOrder extends StandingOrder {
  warm: boolean;
}

/** An order that ended by itself: after which recruiting week, and why ("signed with Iowa State"). */
export interface EndedOrder {
  prospect: number;
  kind: ActionKind;
  week: number;
  reason: string;
}

interface PlanRow {
  prospect_id: number;
  kind: ActionKind;
  pitch: Pitch | null;
  warm: number;
}

/** The standing orders in force, in the order they were given. */
export function teamPlan(db: Db, team: string): PlanOrder[] {
  return db
    .all<PlanRow>(
      'SELECT prospect_id, kind, pitch, warm FROM recruiting_plan WHERE team = ? AND ended_week IS NULL ORDER BY rowid',
      [team],
    )
    .map((r) =>
      r.kind === 'pitch'
        ? { prospect: r.prospect_id, kind: r.kind, strength: r.pitch ?? 'prestige', warm: r.warm === 1 }
        : { prospect: r.prospect_id, kind: r.kind, warm: r.warm === 1 },
    );
}

/**
 * Adds a standing order; one already in force is kept as it is (adding never re-aims a pitch or changes another
 * order), one that had ended starts anew.
 */
export function putStandingOrder(db: Db, team: string, order: PlanOrder): void {
  db.run(
    `INSERT INTO recruiting_plan (team, prospect_id, kind, pitch, warm) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (team, prospect_id, kind) DO UPDATE
       SET pitch = excluded.pitch, warm = excluded.warm, ended_week = NULL, ended = NULL
       WHERE ended_week IS NOT NULL`,
    [
      team,
      order.prospect,
      order.kind,
      order.kind === 'pitch' ? (order.strength ?? 'prestige') : null,
      order.warm ? 1 : 0,
    ],
  );
}

/** Re-aims the standing pitch for a prospect (without one, nothing changes). */
export function aimStandingPitch(db: Db, team: string, prospect: number, strength: Pitch): void {
  db.run(
    "UPDATE recruiting_plan SET pitch = ? WHERE team = ? AND prospect_id = ? AND kind = 'pitch' AND ended_week IS NULL",
    [strength, team, prospect],
  );
}

/** Keeps a prospect's standing orders going while he is committed (warm), or lets them end when he commits. */
export function keepWarm(db: Db, team: string, prospect: number, warm: boolean): void {
  db.run('UPDATE recruiting_plan SET warm = ? WHERE team = ? AND prospect_id = ? AND ended_week IS NULL', [
    warm ? 1 : 0,
    team,
    prospect,
  ]);
}

export function dropStandingOrder(db: Db, team: string, prospect: number, kind: ActionKind): void {
  db.run('DELETE FROM recruiting_plan WHERE team = ? AND prospect_id = ? AND kind = ?', [team, prospect, kind]);
}

/** Ends a prospect's orders in force after recruiting week `week`, saying why. */
export function endStandingOrders(db: Db, team: string, prospect: number, week: number, reason: string): void {
  db.run(
    'UPDATE recruiting_plan SET ended_week = ?, ended = ? WHERE team = ? AND prospect_id = ? AND ended_week IS NULL',
    [week, reason, team, prospect],
  );
}

/** The orders that ended by themselves this cycle, the latest first. */
export function endedOrders(db: Db, team: string): EndedOrder[] {
  return db
    .all<{ prospect_id: number; kind: ActionKind; ended_week: number; ended: string }>(
      'SELECT prospect_id, kind, ended_week, ended FROM recruiting_plan WHERE team = ? AND ended_week IS NOT NULL ORDER BY ended_week DESC, rowid',
      [team],
    )
    .map((r) => ({ prospect: r.prospect_id, kind: r.kind, week: r.ended_week, reason: r.ended }));
}
