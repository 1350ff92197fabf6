// Save schema 1 -> 2: game detail, season team stats and player season totals move from JSON (deflated per game)
// to the packed encoding (src/store/encoding), and the game detail splits in two: game_boxes (kept forever) and
// game_detail (kept as long as the retention setting says). Saves of 30 seasons shrink from about 115 MiB.
import type { Drive, TeamGameStats } from '../../core/sim/types.js';
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import type { Db } from '../database.js';
import { type GameBox, encodeBox, encodeTeamSeason } from '../encoding/boxScore.js';
import { encodeDrives } from '../encoding/drives.js';
import { type GamePlayers, encodeGamePlayers } from '../encoding/playerLines.js';
import { type PlayerSeasonTotals, packTeamPlayerSeasons } from '../encoding/teamPlayerSeasons.js';
import { CLASS_YEARS, type ClassYear } from '../../core/players/types.js';
import { inflateOldJson } from '../encoding/plays.js';
import { pruneOldDetail } from '../actions/offseason/pruneDetail.js';
import { settleSeasonPolls } from '../queries/polls.js';
import { CHAMPIONSHIP_WEEK } from '../../core/season/calendar.js';

/** Schema 2's former players, a row each (schema 3 packs them: packFormerPlayers.ts). */
export const FORMER_PLAYERS_2 = `
-- Players who left their program before last season (queries/formerPlayers.ts): no attributes or depth chart.
-- Keyed by the year they left, so each year's leavers are appended; found by id through the index.
CREATE TABLE former_players (
  left_year INTEGER NOT NULL,
  id INTEGER NOT NULL,
  team TEXT NOT NULL,
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  pos TEXT NOT NULL,
  class TEXT NOT NULL,
  redshirted INTEGER NOT NULL,
  rating INTEGER NOT NULL,
  stars INTEGER NOT NULL,
  development_trait INTEGER NOT NULL,
  potential INTEGER NOT NULL,
  joined_year INTEGER NOT NULL,
  PRIMARY KEY (left_year, id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX former_players_by_id ON former_players (id);
`;

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

${FORMER_PLAYERS_2}
-- The AP polls without a rowid: the primary key is the table, not a second copy of every row's key.
CREATE TABLE polls_keyed (
  year INTEGER NOT NULL,
  week INTEGER NOT NULL,
  team TEXT NOT NULL,
  rank INTEGER NOT NULL,
  previous_rank INTEGER NOT NULL,
  poll_score REAL,
  first_place_votes INTEGER NOT NULL DEFAULT 0,
  strength_of_record REAL,
  -- Only the current season's polls need these (the next week's poll starts from them); 0 once it is over.
  resume_score REAL NOT NULL DEFAULT 0,
  voter_seed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (year, week, team)
) WITHOUT ROWID;

-- Every team's player season totals (packed: per player class, rating, games, stat categories): careers outlive
-- game logs. A rowid table: its blobs of up to a few kilobytes stay on the row's page.
CREATE TABLE player_seasons_packed (
  id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  players BLOB NOT NULL,
  UNIQUE (year, team)
);
`;

const RENAME = `
-- Taken up by the VACUUM that follows a migration (saveFile.ts): freed pages can then be handed back.
PRAGMA auto_vacuum = INCREMENTAL;
CREATE TABLE roster_changes_keyed (
  year INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  team TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('progressed', 'leaving', 'recruit')),
  rating_before INTEGER,
  rating_after INTEGER NOT NULL,
  change INTEGER NOT NULL,
  PRIMARY KEY (year, player_id, kind)
) WITHOUT ROWID;
INSERT INTO roster_changes_keyed SELECT year, player_id, team, kind, rating_before, rating_after, change FROM roster_changes;
DROP TABLE roster_changes;
ALTER TABLE roster_changes_keyed RENAME TO roster_changes;
CREATE INDEX roster_changes_by_kind ON roster_changes (year, kind);
DROP TABLE game_details;
DROP TABLE game_extras;
DROP TABLE team_stats;
ALTER TABLE team_stats_packed RENAME TO team_stats;
DROP TABLE player_seasons;
ALTER TABLE player_seasons_packed RENAME TO player_seasons;
INSERT INTO polls_keyed SELECT year, week, team, rank, previous_rank, poll_score, first_place_votes, strength_of_record,
  resume_score, voter_seed FROM polls;
DROP TABLE polls;
ALTER TABLE polls_keyed RENAME TO polls;
-- Rosters are read for active players only; the departed (most rows after a few seasons) need no index entry.
DROP INDEX players_by_team;
CREATE INDEX players_by_team ON players (team) WHERE active = 1;
-- A team's games are found within a season (games_by_week's year, then a few hundred rows): these two indexes
-- cost a megabyte over 30 seasons for no measurable speed.
DROP INDEX games_by_home;
DROP INDEX games_by_away;
`;

export function packDetail(db: Db): void {
  db.exec(VERSION_2);
  const details = db.all<{
    game_id: number;
    box: Uint8Array;
    drives: Uint8Array;
    players: Uint8Array | null;
    plays: Uint8Array | null;
  }>(
    'SELECT d.game_id, d.box, d.drives, e.players, e.plays FROM game_details d LEFT JOIN game_extras e ON e.game_id = d.game_id',
  );
  for (const d of details) {
    db.run('INSERT INTO game_boxes (game_id, box) VALUES (?, ?)', [
      d.game_id,
      encodeBox(inflateOldJson<GameBox>(d.box)),
    ]);
    db.run('INSERT INTO game_detail (game_id, drives, players, plays) VALUES (?, ?, ?, ?)', [
      d.game_id,
      encodeDrives(inflateOldJson<Drive[]>(d.drives)),
      d.players ? encodeGamePlayers(inflateOldJson<GamePlayers>(d.players)) : null,
      // Play-by-play keeps its format (rows of values, deflated).
      d.plays,
    ]);
  }
  for (const t of db.all<{ year: number; team: string; games: number; offense: string; defense: string }>(
    'SELECT * FROM team_stats',
  )) {
    const stats = encodeTeamSeason(JSON.parse(t.offense) as TeamGameStats, JSON.parse(t.defense) as TeamGameStats);
    db.run('INSERT INTO team_stats_packed (year, team, games, stats) VALUES (?, ?, ?, ?)', [
      t.year,
      t.team,
      t.games,
      stats,
    ]);
  }
  const teamSeasons = new Map<string, { year: number; team: string; players: PlayerSeasonTotals[] }>();
  for (const p of db.all<{
    player_id: number;
    year: number;
    team: string;
    class: string;
    rating: number;
    games: number;
    stats: string;
  }>('SELECT * FROM player_seasons')) {
    const key = `${p.year}:${p.team}`;
    let season = teamSeasons.get(key);
    if (!season) {
      season = { year: p.year, team: p.team, players: [] };
      teamSeasons.set(key, season);
    }
    season.players.push({
      playerId: p.player_id,
      class: (CLASS_YEARS as readonly string[]).includes(p.class) ? (p.class as ClassYear) : 'fr',
      rating: p.rating,
      games: p.games,
      stats: JSON.parse(p.stats) as PlayerStatCategories,
    });
  }
  for (const s of teamSeasons.values()) {
    db.run('INSERT INTO player_seasons_packed (year, team, players) VALUES (?, ?, ?)', [
      s.year,
      s.team,
      packTeamPlayerSeasons(s.players),
    ]);
  }
  db.exec(RENAME);
  // Old saves kept every game's drives: apply the default retention now so the migrated save shrinks.
  const meta = new Map(
    db.all<{ key: string; value: string }>('SELECT key, value FROM meta').map((r) => [r.key, r.value]),
  );
  const year = Number(meta.get('year'));
  const userTeam = meta.get('user_team');
  if (Number.isInteger(year) && userTeam) pruneOldDetail(db, year, [userTeam]);
  if (Number.isInteger(year)) {
    // Schema 2's former players, a row each (schema 3 packs them: packFormerPlayers.ts).
    const kept =
      'id, team, first, last, pos, class, redshirted, rating, stars, development_trait, potential, joined_year, left_year';
    db.run(
      `INSERT INTO former_players (${kept}) SELECT ${kept} FROM players WHERE active = 0 AND left_year < ? ORDER BY left_year, id`,
      [year - 1],
    );
    db.run('DELETE FROM players WHERE active = 0 AND left_year < ?', [year - 1]);
    const finished = db.all<{ year: number }>('SELECT DISTINCT year FROM polls WHERE year < ?', [year]);
    for (const f of finished) settleSeasonPolls(db, f.year, CHAMPIONSHIP_WEEK);
  }
}
