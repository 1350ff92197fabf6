// The online leagues' tables of the server's database (accounts/serverDb.ts): who runs each league and who coaches
// in it, its invitations, and its log (what happened, the commissioner's acts among it, for every coach to read).
// An invitation is kept only as the SHA-256 of its token, like a session.
export const LEAGUE_SCHEMA = `
CREATE TABLE leagues (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- The season the league starts in (2000-2026).
  year INTEGER NOT NULL,
  commissioner_id INTEGER NOT NULL REFERENCES accounts(id),
  created_at INTEGER NOT NULL
);
CREATE TABLE league_coaches (
  league_id TEXT NOT NULL REFERENCES leagues(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  team TEXT NOT NULL,
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (league_id, account_id),
  UNIQUE (league_id, team)
);
CREATE INDEX league_coaches_of_account ON league_coaches(account_id);
CREATE TABLE league_invites (
  id INTEGER PRIMARY KEY,
  league_id TEXT NOT NULL REFERENCES leagues(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX league_invites_of_league ON league_invites(league_id);
CREATE TABLE league_events (
  id INTEGER PRIMARY KEY,
  league_id TEXT NOT NULL REFERENCES leagues(id),
  at INTEGER NOT NULL,
  kind TEXT NOT NULL,
  text TEXT NOT NULL,
  by_commissioner INTEGER NOT NULL
);
CREATE INDEX league_events_of_league ON league_events(league_id, id);
`;
