// The current schema as one script, for a new save: running every migration from an empty file costs about 100 ms
// of `dynasty new` (each step rebuilds tables the next one renames or drops), this about 4. It is what the migrations
// leave (sqlite_master's text, which is why some names are quoted); tests/store/schema.test.ts keeps the two equal.
// A table no later migration changed is the text of the migration that made it, taken from there.
import { AWARDS_AND_RECORDS } from './migrations/awardsAndRecords.js';
import { RECRUITING_TABLES } from './migrations/recruitingCycle.js';
import { ROSTER_STATUS_TABLES } from './migrations/rosterStatus.js';
import { COACHES_SCHEMA } from './migrations/coaches.js';
import { DEPARTURES_TABLES } from './migrations/departures.js';
import { RECRUITING_CLASS_SCHEMA } from './migrations/recruitingClass.js';
import { HISTORY_TABLES } from './migrations/compactHistory.js';
import { SEASON_ARCHIVE_TABLES } from './migrations/seasonArchive.js';
import { TRAINING_TABLES } from './migrations/training.js';
import { SERIES_TABLES } from './migrations/series.js';
import { PORTAL_MARKET_TABLES } from './migrations/portalMarket.js';
import { RECRUITING_PLAN_SCHEMA } from './migrations/recruitingPlan.js';
import { STAFF_SCHEMA } from './migrations/staff.js';
import { COACH_OFFERS_TABLE, COACHED_PROGRAMS_TABLE } from './migrations/coachedPrograms.js';
import { COACH_GROWTH_TABLES } from './migrations/coachGrowth.js';
import { PIPELINE_TABLES } from './migrations/pipelines.js';
import { POSITION_CHANGES_TABLE } from './migrations/positionChanges.js';
import { RETENTION_TABLES } from './migrations/retention.js';
import {
  CHAMPIONS_TABLE,
  CONFERENCE_CHAMPIONS_TABLE,
  GAMES_TABLE,
  META_TABLE,
  PLAYERS_TABLE,
  PLAYOFF_FIELD_TABLE,
  TEAM_SEASONS_TABLE,
} from './migrations/version1.js';

/** The coordinators with the head coach each was (coordinatorCoach.ts), as ALTER TABLE ADD COLUMN writes it. */
const COORDINATORS_WITH_COACH = STAFF_SCHEMA.replace(
  '  is_user INTEGER NOT NULL DEFAULT 0\n);\nCREATE INDEX coordinators_by_team',
  '  is_user INTEGER NOT NULL DEFAULT 0\n, coach_id INTEGER);\nCREATE INDEX coordinators_by_team',
);

/**
 * Version 1's games with fcs (fcsGames.ts), total (gameTotals.ts) and the line's readings (lineReadings.ts): ALTER
 * TABLE ADD COLUMN writes each column before the closing parenthesis.
 */
const GAMES_WITH_FCS = GAMES_TABLE.replace(
  /\n\);$/,
  '\n, fcs INTEGER NOT NULL DEFAULT 0, total REAL, home_strength REAL, away_strength REAL, home_edge REAL);',
);

export const NEW_SAVE_SCHEMA = `
${META_TABLE}
${TEAM_SEASONS_TABLE}
${PLAYERS_TABLE}
${GAMES_WITH_FCS}
CREATE INDEX games_by_week ON games (year, week);
${CONFERENCE_CHAMPIONS_TABLE}
${PLAYOFF_FIELD_TABLE}
${CHAMPIONS_TABLE}
CREATE TABLE game_boxes (
  game_id INTEGER PRIMARY KEY REFERENCES games (id),
  box BLOB NOT NULL
);
CREATE TABLE game_detail (
  game_id INTEGER PRIMARY KEY REFERENCES games (id),
  drives BLOB NOT NULL,
  players BLOB,
  plays BLOB
);
CREATE TABLE "team_stats" (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  games INTEGER NOT NULL,
  -- The team's summed TeamGameStats, then its opponents' (packed).
  stats BLOB NOT NULL,
  PRIMARY KEY (year, team)
) WITHOUT ROWID;
CREATE TABLE "polls" (
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
CREATE TABLE "player_seasons" (
  id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  players BLOB NOT NULL,
  UNIQUE (year, team)
);
CREATE TABLE "roster_changes" (
  year INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  team TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('progressed', 'leaving', 'recruit')),
  rating_before INTEGER,
  rating_after INTEGER NOT NULL,
  change INTEGER NOT NULL,
  PRIMARY KEY (year, player_id, kind)
) WITHOUT ROWID;
CREATE INDEX players_by_team ON players (team) WHERE active = 1;
CREATE TABLE former_players (
  id_group INTEGER PRIMARY KEY,
  players BLOB NOT NULL
);
${ROSTER_STATUS_TABLES}
${RECRUITING_TABLES}
${AWARDS_AND_RECORDS}
${COACHES_SCHEMA.replace(/CREATE TABLE coach_offers \([^;]*;/, '')}
${DEPARTURES_TABLES}
${HISTORY_TABLES}
${RECRUITING_CLASS_SCHEMA}
${SEASON_ARCHIVE_TABLES}
${TRAINING_TABLES}
${COORDINATORS_WITH_COACH}
${SERIES_TABLES}
${PORTAL_MARKET_TABLES}
${RECRUITING_PLAN_SCHEMA}
${COACHED_PROGRAMS_TABLE}
${COACH_OFFERS_TABLE}
${COACH_GROWTH_TABLES}
${PIPELINE_TABLES}
${POSITION_CHANGES_TABLE}
${RETENTION_TABLES}`;
