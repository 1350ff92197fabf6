// Save schema: the season's player status (injuries, redshirts, games played), the player's own depth chart
// edits, and who was out of each game (so a replayed game has the roster it was played with).
export const ROSTER_STATUS_TABLES = `
CREATE TABLE player_status (
  player_id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL,
  injury TEXT,
  -- First week he can play again (99: out for the season).
  return_week INTEGER NOT NULL DEFAULT 0,
  redshirting INTEGER NOT NULL DEFAULT 0,
  games_played INTEGER NOT NULL DEFAULT 0
);
-- The player's order at each position he edited (JSON array of player ids, first string first).
CREATE TABLE depth_chart_edits (
  team TEXT NOT NULL,
  pos TEXT NOT NULL,
  player_ids TEXT NOT NULL,
  PRIMARY KEY (team, pos)
);
-- Players held out of a game (hurt, or keeping a redshirt year): JSON array of ids.
CREATE TABLE game_absences (
  game_id INTEGER PRIMARY KEY,
  player_ids TEXT NOT NULL
);
`;
