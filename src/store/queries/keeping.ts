// Keeping players in the save: each program's talks and promises of an offseason and how the promises turned out
// (retention_actions), and a coached program's NIL offers that are not yet a deal (nil_talks).
import type { Position } from '../../core/players/types.js';
import type { PromiseKind, PromiseStatus } from '../../core/retention/types.js';
import type { Db } from '../database.js';

export type ActionKind = 'talk' | PromiseKind;

export interface RetentionAction {
  year: number;
  team: string;
  playerId: number;
  kind: ActionKind;
  position: Position | null;
  amount: number | null;
  ask: number | null;
  status: 'done' | PromiseStatus;
  judged: number | null;
}

interface ActionRow {
  year: number;
  team: string;
  player_id: number;
  kind: string;
  position: string | null;
  amount: number | null;
  ask: number | null;
  status: string;
  judged: number | null;
}

function toAction(r: ActionRow): RetentionAction {
  return {
    year: r.year,
    team: r.team,
    playerId: r.player_id,
    kind: r.kind as ActionKind,
    position: r.position as Position | null,
    amount: r.amount,
    ask: r.ask,
    status: r.status as RetentionAction['status'],
    judged: r.judged,
  };
}

export function saveRetentionAction(db: Db, a: Omit<RetentionAction, 'judged'>): void {
  db.run(
    `INSERT INTO retention_actions (year, team, player_id, kind, position, amount, ask, status, judged)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
    [a.year, a.team, a.playerId, a.kind, a.position, a.amount, a.ask, a.status],
  );
}

/** Every program's talks and promises of the offseason after season `year`. */
export function retentionActionsOf(db: Db, year: number, team?: string): RetentionAction[] {
  const rows =
    team === undefined
      ? db.all<ActionRow>('SELECT * FROM retention_actions WHERE year = ? ORDER BY team, player_id, kind', [year])
      : db.all<ActionRow>('SELECT * FROM retention_actions WHERE year = ? AND team = ? ORDER BY player_id, kind', [
          year,
          team,
        ]);
  return rows.map(toAction);
}

/** The promises still waiting for a season to judge them. */
export function pendingPromises(db: Db): RetentionAction[] {
  return db
    .all<ActionRow>("SELECT * FROM retention_actions WHERE status = 'pending' ORDER BY year, team, player_id, kind")
    .map(toAction);
}

export function setPromiseStatus(db: Db, a: RetentionAction, status: PromiseStatus, judged: number | null): void {
  db.run(
    'UPDATE retention_actions SET status = ?, judged = ? WHERE year = ? AND team = ? AND player_id = ? AND kind = ?',
    [status, judged, a.year, a.team, a.playerId, a.kind],
  );
}

/** Promises judged kept or broken in seasons `from` to `to`, by program. */
export function judgedPromises(
  db: Db,
  from: number,
  to: number,
): Map<string, { season: number; kept: boolean; playerId: number }[]> {
  const out = new Map<string, { season: number; kept: boolean; playerId: number }[]>();
  for (const r of db.all<{ team: string; judged: number; status: string; player_id: number }>(
    "SELECT team, judged, status, player_id FROM retention_actions WHERE status IN ('kept', 'broken') AND kind <> 'nil' AND judged BETWEEN ? AND ?",
    [from, to],
  )) {
    const list = out.get(r.team) ?? [];
    list.push({ season: r.judged, kept: r.status === 'kept', playerId: r.player_id });
    out.set(r.team, list);
  }
  return out;
}

/**
 * Drops the talks and promises of offseasons before `year` but the coached programs' and those still pending: the
 * rest are read again only for trust, which looks back `year`'s seasons at most.
 */
export function dropRetentionActionsBefore(db: Db, year: number, keepTeams: readonly string[]): void {
  const list = keepTeams.map(() => '?').join(', ');
  db.run(
    `DELETE FROM retention_actions WHERE year < ? AND status <> 'pending'${list ? ` AND team NOT IN (${list})` : ''}`,
    [year, ...keepTeams],
  );
}

export interface NilTalk {
  rounds: number;
  counter: number | null;
  lastOffer: number;
  answer: 'accepted' | 'counter' | 'refused';
}

export function nilTalk(db: Db, year: number, team: string, kind: string, targetId: number): NilTalk | null {
  const r = db.get<{ rounds: number; counter: number | null; last_offer: number; answer: string }>(
    'SELECT rounds, counter, last_offer, answer FROM nil_talks WHERE year = ? AND team = ? AND kind = ? AND target_id = ?',
    [year, team, kind, targetId],
  );
  return r
    ? { rounds: r.rounds, counter: r.counter, lastOffer: r.last_offer, answer: r.answer as NilTalk['answer'] }
    : null;
}

export function saveNilTalk(db: Db, year: number, team: string, kind: string, targetId: number, t: NilTalk): void {
  db.run(
    `INSERT INTO nil_talks (year, team, kind, target_id, rounds, counter, last_offer, answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (year, team, kind, target_id) DO UPDATE SET rounds = excluded.rounds, counter = excluded.counter,
     last_offer = excluded.last_offer, answer = excluded.answer`,
    [year, team, kind, targetId, t.rounds, t.counter, t.lastOffer, t.answer],
  );
}
