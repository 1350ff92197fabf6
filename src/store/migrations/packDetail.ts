// Save schema 1 -> 2: game detail, season team stats and player season totals move from JSON (deflated per game)
// to the packed encoding (src/store/encoding), and the game detail splits in two: game_boxes (kept forever) and
// game_detail (kept as long as the retention setting says). Saves of 30 seasons shrink from about 115 MiB.
import type { Drive, TeamGameStats } from '../../core/sim/types.js';
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import type { Db } from '../database.js';
import { type GameBox, encodeBox, encodeTeamSeason } from '../encoding/boxScore.js';
import { encodeDrives } from '../encoding/drives.js';
import { type GamePlayers, encodeCategories, encodeGamePlayers } from '../encoding/playerLines.js';
import { inflateOldJson } from '../encoding/plays.js';
import { pruneOldDetail } from '../actions/offseason/pruneDetail.js';

const VERSION_2 = `
-- Every played game's team box score and points by period (packed): kept forever.
CREATE TABLE game_boxes (
  game_id INTEGER PRIMARY KEY REFERENCES games (id),
  box BLOB NOT NULL
);

-- A game's drives, players' lines and (the player's team's games) play-by-play: kept for the current season and
-- the last few (meta detail_seasons) and for every game of the player's team. Drives and lines are packed;
-- play-by-play is deflated text.
CREATE TABLE game_detail (
  game_id INTEGER PRIMARY KEY REFERENCES games (id),
  drives BLOB NOT NULL,
  players BLOB,
  plays BLOB
);

CREATE TABLE team_stats_packed (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  games INTEGER NOT NULL,
  -- The team's summed TeamGameStats, then its opponents' (packed).
  stats BLOB NOT NULL,
  PRIMARY KEY (year, team)
) WITHOUT ROWID;

-- A player's season totals (packed stat categories): careers outlive game logs.
CREATE TABLE player_seasons_packed (
  player_id INTEGER NOT NULL,
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  class TEXT NOT NULL,
  rating INTEGER NOT NULL,
  games INTEGER NOT NULL,
  stats BLOB NOT NULL,
  PRIMARY KEY (player_id, year)
) WITHOUT ROWID;
`;

const RENAME = `
DROP TABLE game_details;
DROP TABLE game_extras;
DROP TABLE team_stats;
ALTER TABLE team_stats_packed RENAME TO team_stats;
DROP TABLE player_seasons;
ALTER TABLE player_seasons_packed RENAME TO player_seasons;
CREATE INDEX player_seasons_by_year ON player_seasons (year, team);
`;

export function packDetail(db: Db): void {
  db.exec(VERSION_2);
  const details = db.all<{ game_id: number; box: Uint8Array; drives: Uint8Array; players: Uint8Array | null; plays: Uint8Array | null }>(
    'SELECT d.game_id, d.box, d.drives, e.players, e.plays FROM game_details d LEFT JOIN game_extras e ON e.game_id = d.game_id',
  );
  for (const d of details) {
    db.run('INSERT INTO game_boxes (game_id, box) VALUES (?, ?)', [d.game_id, encodeBox(inflateOldJson<GameBox>(d.box))]);
    db.run('INSERT INTO game_detail (game_id, drives, players, plays) VALUES (?, ?, ?, ?)', [
      d.game_id,
      encodeDrives(inflateOldJson<Drive[]>(d.drives)),
      d.players ? encodeGamePlayers(inflateOldJson<GamePlayers>(d.players)) : null,
      // Play-by-play keeps its format (rows of values, deflated).
      d.plays,
    ]);
  }
  for (const t of db.all<{ year: number; team: string; games: number; offense: string; defense: string }>('SELECT * FROM team_stats')) {
    const stats = encodeTeamSeason(JSON.parse(t.offense) as TeamGameStats, JSON.parse(t.defense) as TeamGameStats);
    db.run('INSERT INTO team_stats_packed (year, team, games, stats) VALUES (?, ?, ?, ?)', [t.year, t.team, t.games, stats]);
  }
  for (const p of db.all<{ player_id: number; year: number; team: string; class: string; rating: number; games: number; stats: string }>(
    'SELECT * FROM player_seasons',
  )) {
    db.run('INSERT INTO player_seasons_packed (player_id, year, team, class, rating, games, stats) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      p.player_id, p.year, p.team, p.class, p.rating, p.games, encodeCategories(JSON.parse(p.stats) as PlayerStatCategories),
    ]);
  }
  db.exec(RENAME);
  // Old saves kept every game's drives: apply the default retention now so the migrated save shrinks.
  const meta = new Map(db.all<{ key: string; value: string }>('SELECT key, value FROM meta').map((r) => [r.key, r.value]));
  const year = Number(meta.get('year'));
  const userTeam = meta.get('user_team');
  if (Number.isInteger(year) && userTeam) pruneOldDetail(db, year, userTeam);
}
