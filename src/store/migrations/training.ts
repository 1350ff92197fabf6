// Schema: choices in development and the roster. Each program's training plan (a focus per position group, a few
// players singled out), each head coach's experience points (the balance left to spend and what each season earned),
// and the walk-ons a program invited from the unrecruited prospects of the class.
export const TRAINING_TABLES = `
-- A program's focus for a position group (a group without a row trains as usual).
CREATE TABLE training_groups (
  team TEXT NOT NULL,
  grp TEXT NOT NULL,
  focus TEXT NOT NULL,
  PRIMARY KEY (team, grp)
) WITHOUT ROWID;
-- Players a program singled out for extra work.
CREATE TABLE training_players (
  team TEXT NOT NULL,
  player_id INTEGER NOT NULL,
  PRIMARY KEY (team, player_id)
) WITHOUT ROWID;
-- A coach's experience points not yet spent (no row: none).
CREATE TABLE coach_xp (
  coach_id INTEGER PRIMARY KEY,
  xp INTEGER NOT NULL
);
-- What each season earned the player's coach, part by part.
CREATE TABLE coach_xp_earned (
  year INTEGER NOT NULL,
  coach_id INTEGER NOT NULL,
  source TEXT NOT NULL,
  xp INTEGER NOT NULL,
  PRIMARY KEY (coach_id, year, source)
) WITHOUT ROWID;
-- Prospects of the class being recruited that a program invited to walk on (they join on signing day if unsigned).
CREATE TABLE walkon_invites (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  prospect_id INTEGER NOT NULL,
  PRIMARY KEY (year, team, prospect_id)
) WITHOUT ROWID;
`;
