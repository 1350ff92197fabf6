// Save schema: recruiting you play. The cycle of the season being played lives in these tables
// from the start of the season to signing day; then signed prospects become players (with their ids) and the
// cycle's rows are deleted, so a 30-season save keeps none of them. Only the commitment news of the last cycle
// stays until the next one starts (the dashboard shows it through the offseason).

export const RECRUITING_TABLES = `
-- The cycle being played: recruiting weeks played, the programs recruiting (suitors refer to them by index)
-- and every prospect's suitors packed in one blob (encoding/recruitingSuitors.ts): rewritten each week.
CREATE TABLE recruiting_cycle (
  year INTEGER PRIMARY KEY,
  week INTEGER NOT NULL,
  programs TEXT NOT NULL,
  suitors BLOB NOT NULL
);
-- The national class of the cycle: who each prospect is, what he truly is and wants (JSON), where he committed.
CREATE TABLE recruiting_prospects (
  id INTEGER PRIMARY KEY,
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  pos TEXT NOT NULL,
  state TEXT NOT NULL,
  town TEXT NOT NULL,
  height INTEGER NOT NULL,
  weight INTEGER NOT NULL,
  stars INTEGER NOT NULL,
  rank INTEGER NOT NULL,
  rating INTEGER NOT NULL,
  potential INTEGER NOT NULL,
  development_trait INTEGER NOT NULL,
  attributes TEXT NOT NULL,
  preferences TEXT NOT NULL,
  committed_to TEXT,
  committed_week INTEGER NOT NULL DEFAULT 0
);
-- Each program's board: needs fixed at the start of the cycle, its targets and scouting (JSON), whether its staff
-- recruits, and the staff's shortlist (little-endian int32 ids).
CREATE TABLE recruiting_boards (
  team TEXT PRIMARY KEY,
  auto INTEGER NOT NULL,
  resources REAL NOT NULL,
  scholarships INTEGER NOT NULL,
  openings TEXT NOT NULL,
  targets TEXT NOT NULL,
  scouting TEXT NOT NULL,
  shortlist BLOB NOT NULL
);
-- The hours ledger of the week to come: the player's orders, applied when the week is played.
CREATE TABLE recruiting_orders (
  seq INTEGER PRIMARY KEY,
  team TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('scout', 'contact', 'offer', 'pitch', 'visit')),
  prospect_id INTEGER NOT NULL,
  pitch TEXT
);
-- Commitments and decommitments of the last cycle (the prospect as he was, so the news outlives him).
CREATE TABLE recruiting_news (
  id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL,
  week INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('commit', 'decommit')),
  prospect_id INTEGER NOT NULL,
  team TEXT NOT NULL,
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  pos TEXT NOT NULL,
  stars INTEGER NOT NULL,
  rank INTEGER NOT NULL
);
`;
