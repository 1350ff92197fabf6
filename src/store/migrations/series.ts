// Scheduling series (core/schedule/series.ts): a series between two programs and its booked games, one a season,
// each with its week and host. A game stays booked after it is placed on its season's schedule (the games table);
// removing a booked game deletes its row.
export const SERIES_TABLES = `
CREATE TABLE series (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('home-and-home', 'two-for-one')),
  team TEXT NOT NULL,
  opponent TEXT NOT NULL,
  booked_in INTEGER NOT NULL,
  real INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE series_games (
  id INTEGER PRIMARY KEY,
  series INTEGER NOT NULL REFERENCES series (id),
  year INTEGER NOT NULL,
  week INTEGER NOT NULL,
  home TEXT NOT NULL,
  away TEXT NOT NULL
);
CREATE INDEX series_games_by_year ON series_games (year);
`;
