// Everything a coached program has in a save, one hash per table: the rows whose team is the program's (any table
// with a team column: its board, orders, plan, offers, NIL, promises, walk-ons, depth chart, training, staff, money,
// roster, its seat), the games it plays (home or away), its seat's rows (job offers), its players' statuses, its
// coach's experience and its keys in meta. Read from the save's own schema, so a table added later is in it without
// a change here.
import { createHash } from 'node:crypto';
import type { Db } from '../../src/store/database.js';
import type { Program } from '../../src/store/program.js';

function hashRows(rows: unknown[][]): string {
  const lines = rows.map((row) =>
    row.map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : String(v))).join('|'),
  );
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex').slice(0, 16);
}

export function programFootprint(db: Db, program: Program): Record<string, string> {
  const out: Record<string, string> = {};
  const tables = db
    .values("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .map((r) => String(r[0]));
  const coach = db.get<{ coach_id: number | null }>('SELECT coach_id FROM coached_programs WHERE seat = ?', [
    program.seat,
  ])?.coach_id;
  for (const table of tables) {
    const columns = new Set(db.all<{ name: string }>(`PRAGMA table_info("${table}")`).map((c) => c.name));
    let where: string | null = null;
    let params: (string | number)[] = [];
    if (columns.has('team')) [where, params] = ['team = ?', [program.team]];
    else if (columns.has('home') && columns.has('away'))
      [where, params] = ['home = ? OR away = ?', [program.team, program.team]];
    else if (columns.has('seat')) [where, params] = ['seat = ?', [program.seat]];
    else if (table === 'player_status')
      [where, params] = ['player_id IN (SELECT id FROM players WHERE team = ?)', [program.team]];
    else if (columns.has('coach_id') && coach != null) [where, params] = ['coach_id = ?', [coach]];
    else if (table === 'meta') [where, params] = ["key LIKE '%:' || ?", [program.team]];
    if (where === null) continue;
    out[table] = hashRows(db.values(`SELECT * FROM "${table}" WHERE ${where}`, params));
  }
  return out;
}
