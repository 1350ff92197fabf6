// Save schema: the season's awards, the record book and the league's news. Old saves start with
// an empty book: records are written from the next game on (the book counts its first season as the one that
// writes it, so no record "falls" until the season after).
export const AWARDS_AND_RECORDS = `
-- The season's awards, chosen when the season ends (core/awards): the Heisman and its finalists (slot 1 wins),
-- the position awards, coach of the year, and the All-America, freshman All-America and all-conference teams.
CREATE TABLE awards (
  year INTEGER PRIMARY KEY,
  -- Deflated JSON rows (encoding/awards.ts): award, conference, slot, player, name, team, position, score, line.
  winners BLOB NOT NULL
);
-- The record book (core/records): each scope's ('' league-wide, else the program) holder of every span and statistic.
-- Kept in its own table because old seasons lose their box scores (retention.ts).
CREATE TABLE record_book (
  scope TEXT PRIMARY KEY,
  -- Deflated JSON rows (encoding/recordBook.ts): span, statistic, value, player, holder, team, year, week, game,
  -- opponent. One row a scope: a simulation rewrites the books it changed, not thousands of rows.
  records BLOB NOT NULL
);
-- News items of the dashboard: records broken as games are played.
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL,
  week INTEGER NOT NULL,
  game_id INTEGER,
  team TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX news_by_year ON news (year, week);
`;
