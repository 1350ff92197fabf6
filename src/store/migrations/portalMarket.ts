// The portal as a market: the starting roles the player's program promised portal players, and the day each
// window has reached (the player advances it; the players he offered decide on their day).
export const PORTAL_MARKET_TABLES = `
CREATE TABLE portal_promises (
  year INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  team TEXT NOT NULL,
  PRIMARY KEY (year, player_id, team)
) WITHOUT ROWID;
CREATE TABLE portal_days (
  year INTEGER NOT NULL,
  window_kind TEXT NOT NULL CHECK (window_kind IN ('winter', 'spring')),
  day INTEGER NOT NULL,
  PRIMARY KEY (year, window_kind)
) WITHOUT ROWID;
`;
