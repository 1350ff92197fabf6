// Schema: coordinators and money. Every program's offensive, defensive and special-teams coordinator, who coached
// each season, the offseason's staff moves, each program's facilities and NIL collective, and NIL offers made. A save
// from before staffs gets its coordinators and money drawn for its current season, as a new dynasty would.
import type { Db } from '../database.js';
import { hireLeagueStaffs } from '../actions/staff/hireStaffs.js';

export const STAFF_SCHEMA = `
CREATE TABLE coordinators (
  id INTEGER PRIMARY KEY,
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  birth_year INTEGER NOT NULL,
  -- OC, DC or ST.
  role TEXT NOT NULL,
  calling INTEGER NOT NULL,
  recruiting INTEGER NOT NULL,
  development INTEGER NOT NULL,
  scheme TEXT NOT NULL,
  tempo TEXT NOT NULL,
  front TEXT NOT NULL,
  -- The program he works for; NULL once out of a job.
  team TEXT,
  since INTEGER NOT NULL,
  -- Yearly salary in thousands of dollars, and the last season of his contract.
  salary INTEGER NOT NULL,
  contract_until INTEGER NOT NULL,
  is_user INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX coordinators_by_team ON coordinators (team) WHERE team IS NOT NULL;
CREATE TABLE coordinator_seasons (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  role TEXT NOT NULL,
  coordinator_id INTEGER NOT NULL,
  PRIMARY KEY (year, team, role)
) WITHOUT ROWID;
CREATE TABLE staff_moves (
  -- The season after which the move happened.
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  role TEXT NOT NULL,
  -- fired, hired, hired_away (promoted to head coach elsewhere), left (hired by another program), retired.
  kind TEXT NOT NULL,
  coordinator_id INTEGER NOT NULL,
  -- The other program of the move (where he went, or where he came from).
  other TEXT
);
CREATE INDEX staff_moves_by_year ON staff_moves (year);
CREATE TABLE program_money (
  team TEXT PRIMARY KEY,
  -- Facilities level (tenths): 0-100.
  facilities INTEGER NOT NULL,
  -- A facilities project under way: seasons left and its yearly cost (thousands of dollars).
  project_seasons INTEGER NOT NULL DEFAULT 0,
  project_cost INTEGER NOT NULL DEFAULT 0,
  -- The NIL collective's yearly money (thousands of dollars; 0 before NIL).
  collective INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE TABLE nil_offers (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  -- recruit (a prospect's id) or transfer (a player's id).
  kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  -- His stars (what his market value is measured by) and the amount, thousands of dollars.
  stars INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (year, team, kind, target_id)
) WITHOUT ROWID;
`;

export function addStaffs(db: Db): void {
  db.exec(STAFF_SCHEMA);
  const meta = new Map(
    db.all<{ key: string; value: string }>('SELECT key, value FROM meta').map((r) => [r.key, r.value]),
  );
  const year = Number(meta.get('year'));
  if (!meta.has('stage') || !Number.isFinite(year)) return;
  hireLeagueStaffs(db, year, Number(meta.get('seed') ?? 1));
}
