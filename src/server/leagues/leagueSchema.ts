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

// A league's game: its one save (leagues/{id}.db beside the players' folders), made when the commissioner starts
// it, and the turns it moves on by. Each advance (a week played, a stage moved on) is a turn; a coach's readiness
// is for one turn. The deadline is a time (ms since 1970), set again `deadline_hours` (later minutes: below) after
// each advance.
export const LEAGUE_PLAY_SCHEMA = `
ALTER TABLE leagues ADD COLUMN playoff_teams INTEGER;
ALTER TABLE leagues ADD COLUMN started_at INTEGER;
ALTER TABLE leagues ADD COLUMN turn INTEGER NOT NULL DEFAULT 0;
-- Where the league's game stands, in words ("Week 3 of 2024"), as the last advance left it.
ALTER TABLE leagues ADD COLUMN turn_label TEXT;
ALTER TABLE leagues ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leagues ADD COLUMN deadline_at INTEGER;
ALTER TABLE leagues ADD COLUMN deadline_hours INTEGER;
ALTER TABLE leagues ADD COLUMN god_mode INTEGER NOT NULL DEFAULT 0;
-- Set while the league's game starts or advances (until when): one at a time, whichever process does it.
ALTER TABLE leagues ADD COLUMN busy_until INTEGER;
-- The turn he said he is ready for (ready while it is the league's turn).
ALTER TABLE league_coaches ADD COLUMN ready_turn INTEGER;
-- He missed a deadline: his staff recruits and his coordinator coaches until he acts again; auto_staff_was keeps
-- whether his staff recruited before, to give it back as it was.
ALTER TABLE league_coaches ADD COLUMN auto_pilot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE league_coaches ADD COLUMN auto_staff_was INTEGER;
`;

// The deadline in minutes (a small league, a test, may want one of minutes), the hours set before kept as minutes;
// and the head coach each coach made when he took his program, kept until the league's game starts.
export const LEAGUE_COACHES_SCHEMA = `
ALTER TABLE leagues ADD COLUMN deadline_minutes INTEGER;
UPDATE leagues SET deadline_minutes = deadline_hours * 60 WHERE deadline_hours IS NOT NULL;
ALTER TABLE leagues DROP COLUMN deadline_hours;
-- His coach as he made it (JSON: name, background, offense, defense, points; what he left out is the game's), or
-- null: a coach made by default.
ALTER TABLE league_coaches ADD COLUMN coach TEXT;
`;

// An invitation lets in a number of coaches the commissioner sets (one by default: one friend, one link) and is spent
// once that many have joined by it (an invitation made before this step lets in one more). A coach the commissioner
// removed is kept with the league's newest invitation then: no invitation made before his removal lets him back in.
export const LEAGUE_INVITE_SEATS_SCHEMA = `
ALTER TABLE league_invites ADD COLUMN seats INTEGER NOT NULL DEFAULT 1;
ALTER TABLE league_invites ADD COLUMN used INTEGER NOT NULL DEFAULT 0;
-- The invitation a coach joined by (null: the commissioner's own program, or one he gave).
ALTER TABLE league_coaches ADD COLUMN invite_id INTEGER;
CREATE TABLE league_removed (
  league_id TEXT NOT NULL REFERENCES leagues(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  last_invite INTEGER NOT NULL,
  PRIMARY KEY (league_id, account_id)
);
`;
