// Save schema: recruiting pipelines (core/recruiting/pipelines.ts). Each program's strength by home state, grown by
// the players it signs from there and those of them who start, faded each season; and each player's home state, kept
// from the prospect he was (or drawn from his program's footprint for players who joined before homes were kept), so a
// starter counts for his state wherever he plays. A save from before gets every program's footprint and homes for its
// players when it is opened (actions/recruiting/pipelines.ts ensurePipelines).
import type { Db } from '../database.js';
import { ensurePipelines } from '../actions/recruiting/pipelines.js';
import { dynastyLeague } from '../league.js';
import { readState } from '../queries/meta.js';

export const PIPELINE_TABLES = `
CREATE TABLE pipelines (
  team TEXT NOT NULL,
  state TEXT NOT NULL,
  strength REAL NOT NULL,
  PRIMARY KEY (team, state)
) WITHOUT ROWID;
CREATE TABLE player_homes (
  player_id INTEGER PRIMARY KEY,
  state TEXT NOT NULL
);
`;

export function addPipelines(db: Db): void {
  db.exec(PIPELINE_TABLES);
  // A save made before any season (no league yet) has nothing to seed: its new game seeds them.
  if (!db.get<{ n: number }>('SELECT COUNT(*) AS n FROM team_seasons')?.n) return;
  const state = readState(db);
  ensurePipelines(db, dynastyLeague(db, state.year), state.seed);
}
