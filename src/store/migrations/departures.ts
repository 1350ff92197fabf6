// Save schema: early departures to the NFL with the draft, and the transfer portal. New tables
// only: a save from before simply has no draft or portal history.

export const DEPARTURES_TABLES = `
CREATE TABLE draft_picks (
  year INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  college TEXT NOT NULL,
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  pos TEXT NOT NULL,
  class TEXT NOT NULL,
  rating INTEGER NOT NULL,
  early INTEGER NOT NULL,
  pick INTEGER,
  round INTEGER,
  round_pick INTEGER,
  nfl_team TEXT,
  PRIMARY KEY (year, player_id)
) WITHOUT ROWID;
CREATE TABLE portal_entries (
  year INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  from_team TEXT NOT NULL,
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  pos TEXT NOT NULL,
  class TEXT NOT NULL,
  rating INTEGER NOT NULL,
  stars INTEGER NOT NULL,
  reason TEXT NOT NULL,
  to_team TEXT,
  sits_out INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (year, player_id)
) WITHOUT ROWID;
CREATE TABLE portal_offers (
  year INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  team TEXT NOT NULL,
  PRIMARY KEY (year, player_id, team)
) WITHOUT ROWID;
`;
