// The save file's schema. A save is one SQLite database; PRAGMA application_id marks it as ours and
// PRAGMA user_version holds the schema version. Each migration moves a save up one version.
import { ATTRIBUTE_COLUMNS } from './attributeColumns.js';
import type { Db } from './database.js';
import { AWARDS_AND_RECORDS } from './migrations/awardsAndRecords.js';
import { addCoaches } from './migrations/coaches.js';
import { compactHistory } from './migrations/compactHistory.js';
import { packDetail } from './migrations/packDetail.js';
import { packFormerPlayers } from './migrations/packFormerPlayers.js';
import { ROSTER_STATUS_TABLES } from './migrations/rosterStatus.js';
import { RECRUITING_TABLES } from './migrations/recruitingCycle.js';
import { DEPARTURES_TABLES } from './migrations/departures.js';
import { packRecruitingClass } from './migrations/recruitingClass.js';
import { archiveSeasons } from './migrations/seasonArchive.js';
import { FCS_GAMES } from './migrations/fcsGames.js';
import { TRAINING_TABLES } from './migrations/training.js';
import { addStaffs } from './migrations/staff.js';
import { NEW_SAVE_SCHEMA } from './newSaveSchema.js';

/** "CFBD" in ASCII: tells our saves from other SQLite files. */
export const APPLICATION_ID = 0x43464244;

export { ATTRIBUTE_COLUMNS, type AttributeColumn } from './attributeColumns.js';

const VERSION_1 = `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- One row per team and season: what the team was that year, and how its season went.
CREATE TABLE team_seasons (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  conference TEXT NOT NULL,
  division TEXT,
  prestige INTEGER NOT NULL,
  ceiling INTEGER NOT NULL,
  floor INTEGER NOT NULL,
  rating INTEGER NOT NULL,
  offense INTEGER NOT NULL,
  defense INTEGER NOT NULL,
  wins INTEGER NOT NULL DEFAULT 0,
  losses INTEGER NOT NULL DEFAULT 0,
  conf_wins INTEGER NOT NULL DEFAULT 0,
  conf_losses INTEGER NOT NULL DEFAULT 0,
  points_for INTEGER NOT NULL DEFAULT 0,
  points_against INTEGER NOT NULL DEFAULT 0,
  final_rank INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (year, team)
);

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
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
  depth INTEGER NOT NULL,
  starter INTEGER NOT NULL,
  ${ATTRIBUTE_COLUMNS.map((c) => `${c} INTEGER NOT NULL`).join(',\n  ')},
  -- 0 once the player has left the program (graduated); kept for careers.
  active INTEGER NOT NULL DEFAULT 1,
  joined_year INTEGER NOT NULL,
  left_year INTEGER
);
CREATE INDEX players_by_team ON players (team, active);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL,
  week INTEGER NOT NULL,
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  neutral INTEGER NOT NULL,
  kind TEXT NOT NULL,
  conference_game INTEGER NOT NULL,
  label TEXT,
  -- 1 for a non-conference game the player scheduled (or a fixed rivalry of the player's team).
  user_scheduled INTEGER NOT NULL DEFAULT 0,
  home_points INTEGER,
  away_points INTEGER,
  overtimes INTEGER,
  -- Point spread for the home team (negative: home favoured) and American moneylines.
  spread REAL,
  home_moneyline INTEGER,
  away_moneyline INTEGER,
  -- AP rank of each team when the game was played (0: unranked).
  home_rank INTEGER NOT NULL DEFAULT 0,
  away_rank INTEGER NOT NULL DEFAULT 0,
  headline TEXT,
  game_of_week INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_by_week ON games (year, week);
CREATE INDEX games_by_home ON games (year, home);
CREATE INDEX games_by_away ON games (year, away);

-- Box score (team stats, points by period) and drives of every played game: JSON compressed with raw deflate
-- (a season's games are megabytes of text otherwise).
CREATE TABLE game_details (
  game_id INTEGER PRIMARY KEY REFERENCES games (id),
  box BLOB NOT NULL,
  drives BLOB NOT NULL
);

-- The players' box-score lines and play-by-play of a game (deflated JSON). Kept for the current season and the
-- player's team's games; other games of finished seasons lose them (player_seasons keeps every player's
-- totals). A table of their own, so that dropping them frees whole pages and the save shrinks.
CREATE TABLE game_extras (
  game_id INTEGER PRIMARY KEY REFERENCES games (id),
  players BLOB NOT NULL,
  plays BLOB
);

-- A player's season totals, kept up to date as games are played: careers outlive game logs. stats is JSON of
-- the engine's stat categories summed over the season ("long" fields are maxima).
CREATE TABLE player_seasons (
  player_id INTEGER NOT NULL,
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  class TEXT NOT NULL,
  rating INTEGER NOT NULL,
  games INTEGER NOT NULL,
  stats TEXT NOT NULL,
  PRIMARY KEY (player_id, year)
);
CREATE INDEX player_seasons_by_year ON player_seasons (year, team);

-- The AP poll of every week (week 0: preseason). rank covers every FBS team; the top 25 are the AP Top 25.
CREATE TABLE polls (
  year INTEGER NOT NULL,
  week INTEGER NOT NULL,
  team TEXT NOT NULL,
  rank INTEGER NOT NULL,
  previous_rank INTEGER NOT NULL,
  poll_score REAL,
  first_place_votes INTEGER NOT NULL DEFAULT 0,
  strength_of_record REAL,
  -- The voters' belief about the team that the next week's poll starts from, and the seed of the voters'
  -- lasting leanings (the same for every row of a season).
  resume_score REAL NOT NULL DEFAULT 0,
  voter_seed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (year, week, team)
);

-- A team's season statistics so far: sums of the engine's TeamGameStats (JSON) for its offense and for its
-- opponents (the defense), updated after every week.
CREATE TABLE team_stats (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  games INTEGER NOT NULL,
  offense TEXT NOT NULL,
  defense TEXT NOT NULL,
  PRIMARY KEY (year, team)
);

CREATE TABLE conference_champions (
  year INTEGER NOT NULL,
  conference TEXT NOT NULL,
  team TEXT NOT NULL,
  PRIMARY KEY (year, conference)
);

-- The playoff field once it is selected (after championship week).
CREATE TABLE playoff_field (
  year INTEGER NOT NULL,
  seed INTEGER NOT NULL,
  team TEXT NOT NULL,
  ranking INTEGER NOT NULL,
  is_autobid INTEGER NOT NULL,
  conference TEXT NOT NULL,
  PRIMARY KEY (year, seed)
);

CREATE TABLE champions (
  year INTEGER PRIMARY KEY,
  team TEXT NOT NULL,
  runner_up TEXT NOT NULL,
  game_id INTEGER NOT NULL
);

-- The offseason's roster moves of a year: returning players' progression, seniors leaving, recruits signing.
CREATE TABLE roster_changes (
  year INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  team TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('progressed', 'leaving', 'recruit')),
  rating_before INTEGER,
  rating_after INTEGER NOT NULL,
  change INTEGER NOT NULL,
  PRIMARY KEY (year, player_id, kind)
);
CREATE INDEX roster_changes_by_kind ON roster_changes (year, kind);
`;

/** A migration is a script, or code for the changes SQL cannot make (re-encoding blobs). */
export type Migration = string | ((db: Db) => void);

/** Migration i moves a save from version i to version i + 1. */
export const MIGRATIONS: readonly Migration[] = [VERSION_1, packDetail, packFormerPlayers, ROSTER_STATUS_TABLES, RECRUITING_TABLES, AWARDS_AND_RECORDS, addCoaches, DEPARTURES_TABLES, compactHistory, packRecruitingClass, archiveSeasons, FCS_GAMES, TRAINING_TABLES, addStaffs];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function schemaVersion(db: Db): number {
  return Number(db.get<{ user_version: number }>('PRAGMA user_version')?.user_version ?? 0);
}

export function applicationId(db: Db): number {
  return Number(db.get<{ application_id: number }>('PRAGMA application_id')?.application_id ?? 0);
}

/** Brings a save up to SCHEMA_VERSION in one transaction; true when it changed anything. */
export function migrate(db: Db): boolean {
  const from = schemaVersion(db);
  if (from >= SCHEMA_VERSION) return false;
  db.transaction(() => {
    for (let version = from; version < SCHEMA_VERSION; version++) {
      const step = MIGRATIONS[version];
      if (typeof step === 'string') db.exec(step);
      else step(db);
    }
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
  return true;
}

export function initializeSchema(db: Db): void {
  // First of all (the header is written with the first change): pages freed when old seasons' detail is dropped
  // can then be handed back (pruneDetail.ts).
  db.exec('PRAGMA auto_vacuum = INCREMENTAL');
  db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
  // The schema the migrations arrive at, in one script (newSaveSchema.ts): a new save has nothing to migrate.
  db.transaction(() => {
    db.exec(NEW_SAVE_SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
}
