// The shared pieces of every answer: the dynasty header, teams, schedule games and player stat keys.
import type { Static } from 'typebox';
import type {
  conferenceAnswer,
  infoAnswer,
  opponentAnswer,
  PLAYER_CLASS,
  RESULT,
  scheduleGameAnswer,
  stageAheadAnswer,
  teamAnswer,
  WIRE_STAGES,
} from '../contract/answers/wire.js';

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/**
 * info.stage on the wire (document 1.6): preseason -> season -> summary -> progression -> recruiting_summary
 * -> preseason. The postseason is still 'season'.
 */
export type WireStage = (typeof WIRE_STAGES)[number];

/**
 * Stages our UI understands: the wire stages, 'playoff' (info.phase while the postseason is played) and
 * 'schedule non conference' (an older spelling of preseason).
 */
export type Stage =
  | 'preseason'
  | 'schedule non conference'
  | 'season'
  | 'playoff'
  | 'summary'
  | 'progression'
  | 'recruiting_summary';

export type ClassYear = Static<typeof PLAYER_CLASS>;
export type GameResult = Static<typeof RESULT>;

/**
 * Shared across all game pages: where the dynasty stands (document 1.2, keys in its order, then ours; the shape says
 * them). currentWeek: the next week to be played, lastWeek + 1 once the season is over; lastWeek: the final
 * week including the postseason; team: the user's team; playoff: the format row's id (read by no client).
 */
export type Info = Static<typeof infoAnswer>;

/**
 * One conference (document 1.3): its name as the first key with its numeric id as the value, then `confName`
 * (our addition) so that typed code need not take Object.keys(item)[0].
 */
export type Conference = Static<typeof conferenceAnswer>;

/** Any body may carry the caller's user id; the client stores it and sends it back as X-User-ID. */
export interface WithUserId {
  user_id?: string;
}

/** Every game-page response carries these two (common header and navigation): a stage page's frame. */
export type GamePage = Omit<Static<typeof stageAheadAnswer>, 'stage_ahead'>;

/** Error bodies (any non-2xx status). With `redirect` the browser navigates there (e.g. "/" without a game). */
export interface ErrorResponse extends WithUserId {
  error: string;
  redirect?: string;
}

/** A value with its rank among all FBS teams (1 = best). */
export type RankedStat = NonNullable<Team['stats']>['offensive_ypg'];

/** Keys of Team.stats used by the game preview. */
export type TeamPreviewStatKey = keyof NonNullable<Team['stats']>;

/** Document 1.4 (the shape's keys) and ours after them (the schema says them). */
export type Team = Static<typeof teamAnswer>;

/** The columns of standings and top-10 style lists. */
export type TeamSummary = Pick<
  Team,
  'name' | 'ranking' | 'rating' | 'record' | 'conference' | 'confWins' | 'confLosses' | 'totalWins' | 'totalLosses'
>;

/** An opponent as shown in a list row (an FCS one has no team page: shown as "Name (FCS)" without a link). */
export type OpponentRef = Static<typeof opponentAnswer>;

/**
 * The schedule-game object (document 1.5), from one team's point of view: noncon schedule, dashboard
 * prev/curr, rankings and standings last/next, team schedule, player game logs. site: where the team plays
 * it; label: the game's name ("Iron Bowl"), else "C (SEC)", "NC (Big Ten)" or "NC (Ind)"; score: the team's
 * points first, null while unplayed; forced, forced_note: a forced result (the schema says them).
 */
export type ScheduleGame = Static<typeof scheduleGameAnswer>;

// ---------------------------------------------------------------------------------------------------------
// Player statistics

/**
 * Stat keys of player stat lines (game logs, yearly totals, game box scores). All optional: a line only
 * carries the categories the player recorded. Totals are counts; the derived ones are noted.
 */
export type PlayerStatKey =
  | 'pass_completions'
  | 'pass_attempts'
  | 'pass_yards'
  | 'pass_touchdowns'
  | 'pass_interceptions'
  | 'completion_percent' // derived, 0-100
  | 'adjusted_pass_yards_per_attempt' // derived: (yds + 20*TD - 45*INT) / att
  | 'passer_efficiency' // derived: the college (NCAA) passing efficiency
  | 'passer_rating' // derived: the NFL formula
  | 'pass_yards_per_game' // derived
  | 'rush_attempts'
  | 'rush_yards'
  | 'rush_touchdowns'
  | 'rush_yards_per_attempt' // derived
  | 'rush_yards_per_game' // derived
  | 'fumbles'
  | 'receptions'
  | 'receiving_yards'
  | 'receiving_touchdowns'
  | 'yards_per_reception' // derived
  | 'receiving_yards_per_game'; // derived

export type PlayerStatLine = Partial<Record<PlayerStatKey, number>>;
