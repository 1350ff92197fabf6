// Save schema 0 -> 1: the first schema, as the first saves were made. Later migrations change some of its tables;
// the ones the new-save script (newSaveSchema.ts) takes from here are exported on their own: those no migration
// changed since, and games (one column added).
import { ATTRIBUTE_COLUMNS } from '../attributeColumns.js';

export const META_TABLE = `CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);`;

export const TEAM_SEASONS_TABLE = `CREATE TABLE team_seasons (
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
);`;

export const PLAYERS_TABLE = `CREATE TABLE players (
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
);`;

export const CONFERENCE_CHAMPIONS_TABLE = `CREATE TABLE conference_champions (
  year INTEGER NOT NULL,
  conference TEXT NOT NULL,
  team TEXT NOT NULL,
  PRIMARY KEY (year, conference)
);`;

export const PLAYOFF_FIELD_TABLE = `CREATE TABLE playoff_field (
  year INTEGER NOT NULL,
  seed INTEGER NOT NULL,
  team TEXT NOT NULL,
  ranking INTEGER NOT NULL,
  is_autobid INTEGER NOT NULL,
  conference TEXT NOT NULL,
  PRIMARY KEY (year, seed)
);`;

export const CHAMPIONS_TABLE = `CREATE TABLE champions (
  year INTEGER PRIMARY KEY,
  team TEXT NOT NULL,
  runner_up TEXT NOT NULL,
  game_id INTEGER NOT NULL
);`;

export const GAMES_TABLE = `CREATE TABLE games (
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
);`;

export const VERSION_1 = `
${META_TABLE}

-- One row per team and season: what the team was that year, and how its season went.
${TEAM_SEASONS_TABLE}

${PLAYERS_TABLE}
CREATE INDEX players_by_team ON players (team, active);

${GAMES_TABLE}
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

${CONFERENCE_CHAMPIONS_TABLE}

-- The playoff field once it is selected (after championship week).
${PLAYOFF_FIELD_TABLE}

${CHAMPIONS_TABLE}

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
