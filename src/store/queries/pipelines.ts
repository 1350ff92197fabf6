// Reading and writing the recruiting pipelines (migrations/pipelines.ts): each program's strength by state, and the
// players' home states.
import type { SqlValue } from '../database.js';
import type { Db } from '../database.js';
import { runRows } from './manyRows.js';

/** Every program's pipelines: strength by state, by program. */
export function allPipelines(db: Db): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const v of db.values('SELECT team, state, strength FROM pipelines ORDER BY team, state')) {
    const team = v[0] as string;
    let pipelines = out.get(team);
    if (!pipelines) {
      pipelines = {};
      out.set(team, pipelines);
    }
    pipelines[v[1] as string] = v[2] as number;
  }
  return out;
}

/** One program's pipelines: strength by state. */
export function teamPipelines(db: Db, team: string): Record<string, number> {
  const pipelines: Record<string, number> = {};
  for (const v of db.values('SELECT state, strength FROM pipelines WHERE team = ? ORDER BY state', [team]))
    pipelines[v[0] as string] = v[1] as number;
  return pipelines;
}

/** The programs that have pipelines on record. */
export function programsWithPipelines(db: Db): Set<string> {
  return new Set(db.values('SELECT DISTINCT team FROM pipelines').map((v) => v[0] as string));
}

/** Writes the programs' pipelines over what they held (each program named is replaced whole). */
export function writePipelines(db: Db, pipelines: ReadonlyMap<string, Readonly<Record<string, number>>>): void {
  const values: SqlValue[] = [];
  for (const [team, byState] of pipelines) {
    db.run('DELETE FROM pipelines WHERE team = ?', [team]);
    for (const state of Object.keys(byState).sort()) values.push(team, state, byState[state]);
  }
  runRows(db, 'INSERT INTO pipelines (team, state, strength) VALUES', 3, values);
}

/** Players' home states (a player already on record keeps his). */
export function saveHomes(db: Db, homes: readonly { id: number; state: string }[]): void {
  const values: SqlValue[] = [];
  for (const h of homes) if (h.state !== '') values.push(h.id, h.state);
  runRows(db, 'INSERT OR IGNORE INTO player_homes (player_id, state) VALUES', 2, values);
}

/** Each program's active players with no home on record, by program. */
export function playersWithoutHomes(db: Db): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const v of db.values(
    'SELECT team, id FROM players WHERE active = 1 AND id NOT IN (SELECT player_id FROM player_homes) ORDER BY team, id',
  )) {
    const team = v[0] as string;
    const ids = out.get(team) ?? [];
    ids.push(v[1] as number);
    out.set(team, ids);
  }
  return out;
}

/** Each program's starters by home state: its active players on the first string, where their homes are known. */
export function startersByHome(db: Db): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const v of db.values(
    `SELECT p.team, h.state, COUNT(*) FROM players p JOIN player_homes h ON h.player_id = p.id
     WHERE p.active = 1 AND p.starter = 1 GROUP BY p.team, h.state`,
  )) {
    const team = v[0] as string;
    let byState = out.get(team);
    if (!byState) {
      byState = new Map();
      out.set(team, byState);
    }
    byState.set(v[1] as string, v[2] as number);
  }
  return out;
}

/** Each program's active players by home state (what its pipelines page counts). */
export function rosterByHome(db: Db, team: string): Map<string, number> {
  return new Map(
    db
      .values(
        `SELECT h.state, COUNT(*) FROM players p JOIN player_homes h ON h.player_id = p.id
         WHERE p.active = 1 AND p.team = ? GROUP BY h.state`,
        [team],
      )
      .map((v) => [v[0] as string, v[1] as number]),
  );
}

/** The homes of players who have left every roster: nobody's pipeline reads them again. */
export function dropFormerHomes(db: Db): void {
  db.run('DELETE FROM player_homes WHERE player_id NOT IN (SELECT id FROM players WHERE active = 1)');
}
