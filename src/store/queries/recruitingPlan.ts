// The player's recruiting plan in the save: one row per standing order (a prospect and a kind of action).
import type { ActionKind, Pitch, StandingOrder } from '../../core/recruiting/index.js';
import type { Db } from '../database.js';

export function teamPlan(db: Db, team: string): StandingOrder[] {
  return db
    .all<{ prospect_id: number; kind: ActionKind; pitch: Pitch | null }>(
      'SELECT prospect_id, kind, pitch FROM recruiting_plan WHERE team = ? ORDER BY rowid',
      [team],
    )
    .map((r) =>
      r.kind === 'pitch'
        ? { prospect: r.prospect_id, kind: r.kind, strength: r.pitch ?? 'prestige' }
        : { prospect: r.prospect_id, kind: r.kind },
    );
}

/** Adds (or, for a pitch, re-aims) a standing order. */
export function putStandingOrder(db: Db, team: string, order: StandingOrder): void {
  db.run(
    `INSERT INTO recruiting_plan (team, prospect_id, kind, pitch) VALUES (?, ?, ?, ?)
     ON CONFLICT (team, prospect_id, kind) DO UPDATE SET pitch = excluded.pitch`,
    [team, order.prospect, order.kind, order.kind === 'pitch' ? (order.strength ?? 'prestige') : null],
  );
}

export function dropStandingOrder(db: Db, team: string, prospect: number, kind: ActionKind): void {
  db.run('DELETE FROM recruiting_plan WHERE team = ? AND prospect_id = ? AND kind = ?', [team, prospect, kind]);
}
