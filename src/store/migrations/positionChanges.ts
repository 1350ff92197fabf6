// Schema: the position changes of each offseason, the coach's own and the computer programs', for the news, the
// player's page and moving a player back within the offseason. `year` is the season the offseason follows.
export const POSITION_CHANGES_TABLE = `
CREATE TABLE position_changes (
  year INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  team TEXT NOT NULL,
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  from_pos TEXT NOT NULL,
  to_pos TEXT NOT NULL,
  rating_before INTEGER NOT NULL,
  rating_after INTEGER NOT NULL,
  -- 'coach': a program's coach moved him (a player's program); 'staff': a computer program did.
  made_by TEXT NOT NULL CHECK (made_by IN ('coach', 'staff')),
  -- A coach's move while its offseason lasts: what moving him back restores (JSON: potential and attributes); NULL
  -- once the next season begins.
  undo TEXT,
  PRIMARY KEY (year, player_id)
) WITHOUT ROWID;
CREATE INDEX position_changes_by_player ON position_changes (player_id);
`;
