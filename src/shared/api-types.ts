// The JSON bodies of every HTTP API call (spec sections 3 and 7), shared by src/server and src/web so that a
// renamed field breaks the build instead of a page. JSON only: no Date, Map, Set, undefined-as-value or classes.
//
// Conventions used throughout:
// - Team names are the identifiers (routes, links, logos). Logos: /logos/teams/{name}.svg and
//   /logos/conferences/{confName}.svg (names URL-encoded).
// - `ranking` is the team's AP ranking among all FBS teams (1 = best). Every team has one once the season
//   exists; 0 means "not ranked yet" (the UI treats 0 as unranked).
// - The shapes follow the original system's wire format (/work/shared/wire-format.md, "the document"): its keys,
//   nesting and types; fields our own UI needs more travel beside them, never instead of them. The runtime
//   checks of these shapes live in ./wire/ (used by the contract tests).
// - `record` is a display string "W-L (CW-CL)": overall, then conference ("10-2 (7-1)").
// - `score` is a display string from the point of view of the team in question, its points first ("31-24").
// - Spreads and moneylines are display strings formatted by the server: spread "-7.5", "+3", "Even";
//   moneyline "-250", "+190"; kept for played games too. null only when the game has no line yet (a game
//   scheduled in the preseason is priced when the season starts).
// - `result` is 'W' or 'L' from the point of view of the team in question, null while the game is unplayed.
// - Any response body may also carry `user_id` (see WithUserId); the client stores it.

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/**
 * info.stage on the wire (document 1.6): preseason -> season -> summary -> progression -> recruiting_summary
 * -> preseason. The postseason is still 'season'.
 */
import type { AwardEntry, NewsEntry, SeasonAwards } from './awards-types.js';
import type { PortalArrivals, RosterDepartures } from './departures-types.js';
import type { GameSite } from './gameSite.js';
export type WireStage = 'preseason' | 'season' | 'summary' | 'progression' | 'recruiting_summary';

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

export type ClassYear = 'fr' | 'so' | 'jr' | 'sr';
export type GameResult = 'W' | 'L';

/** The playoff format of the running dynasty. */
export interface PlayoffFormat {
  /** 2 (BCS title game), 4 or 12. */
  teams: number;
  /** Conference champions guaranteed a spot (12-team format only). */
  autobids?: number;
  /** Do the best conference champions take seeds 1-4 (12-team format only)? */
  conf_champ_top_4?: boolean;
}

/** Shared across all game pages: where the dynasty stands (document 1.2, keys in its order). */
export interface Info {
  /** Next week to be played; lastWeek + 1 once the season (including postseason) is over. */
  currentWeek: number;
  currentYear: number;
  startYear: number;
  /** Final week of the season including the postseason (depends on the playoff format). */
  lastWeek: number;
  /** The user's team name. */
  team: string;
  /** The id of the dynasty's playoff format row (the original's database id; not read by any client). */
  playoff: number;
  stage: WireStage;
  /** Our addition: the stage as the game keeps it, 'playoff' while the postseason is played. */
  phase: 'preseason' | 'season' | 'playoff' | 'summary' | 'progression' | 'recruiting_summary';
  /** Our addition: the playoff format. */
  playoffFormat: PlayoffFormat;
}

/**
 * One conference (document 1.3): its name as the first key with its numeric id as the value, then `confName`
 * (our addition) so that typed code need not take Object.keys(item)[0].
 */
export interface Conference {
  [name: string]: number | string;
  confName: string;
}

/** Any body may carry the caller's user id; the client stores it and sends it back as X-User-ID. */
export interface WithUserId {
  user_id?: string;
}

/** Every game-page response carries these two (common header and navigation). */
export interface GamePage extends WithUserId {
  info: Info;
  conferences: Conference[];
}

/** Error bodies (any non-2xx status). With `redirect` the browser navigates there (e.g. "/" without a game). */
export interface ErrorResponse extends WithUserId {
  error: string;
  redirect?: string;
}

/** A value with its rank among all FBS teams (1 = best). */
export interface RankedStat {
  value: number;
  rank: number;
}

/** Keys of Team.stats used by the game preview. */
export type TeamPreviewStatKey = 'offensive_ypg' | 'defensive_ypg' | 'points_per_game';

export interface Team {
  name: string;
  abbreviation: string;
  mascot: string;
  /** Conference name, or "Independent". */
  conference: string;
  ranking: number;
  /** Overall team rating 0-99. */
  rating: number;
  /** Prestige tier 1-7. */
  prestige: number;
  record: string;
  totalWins: number;
  totalLosses: number;
  confWins: number;
  confLosses: number;
  /** CSS colours "#rrggbb". */
  colorPrimary: string;
  colorSecondary: string;
  /** Offense and defense ratings 0-99 (shown as bars). */
  offense: number;
  defense: number;
  nonConfGames: number;
  nonConfLimit: number;
  /** Only where a team is shown against an opponent (game preview, dashboard). */
  moneyline?: string | null;
  spread?: string | null;
  /** Season stats with ranks; the game preview uses the TeamPreviewStatKey entries. */
  stats?: Partial<Record<TeamPreviewStatKey, RankedStat>>;
  /** An FCS opponent (game page only): conference "FCS", no team page, ranking and prestige 0. */
  fcs?: boolean;
}

/** The columns of standings and top-10 style lists. */
export type TeamSummary = Pick<
  Team,
  'name' | 'ranking' | 'rating' | 'record' | 'conference' | 'confWins' | 'confLosses' | 'totalWins' | 'totalLosses'
>;

/** An opponent as shown in a list row. */
export interface OpponentRef {
  name: string;
  /** Rank at the time of the game (frozen once played, current while unplayed). */
  ranking: number;
  rating: number;
  record: string;
  /** An FCS opponent: no team page (shown as "Name (FCS)" without a link); record: its games against FBS teams. */
  fcs?: boolean;
}

/**
 * The schedule-game object (document 1.5), from one team's point of view: noncon schedule, dashboard
 * prev/curr, rankings and standings last/next, team schedule, player game logs.
 */
export interface ScheduleGame {
  id: number;
  weekPlayed: number;
  opponent: OpponentRef;
  /** Where the team plays it: at home, away (at the opponent's) or at a neutral site (bowls, title games). */
  site: GameSite;
  /** The game's name ("Iron Bowl", "SEC Championship"), else "C (SEC)", "NC (Big Ten)" or "NC (Ind)". */
  label: string;
  result: GameResult | null;
  spread: string | null;
  moneyline: string | null;
  /** The team's points first; null while unplayed. */
  score: string | null;
}

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
  | 'passer_rating' // derived (NCAA formula)
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

// ---------------------------------------------------------------------------------------------------------
// GET /api/home/?year=

export interface PreviewTeam {
  name: string;
  /** Current prestige, ceiling and floor, each 1-7. */
  prestige: number;
  mascot: string;
  abbreviation: string;
  ceiling: number;
  floor: number;
  colorPrimary: string;
  colorSecondary: string;
}

export interface PreviewConference {
  /** Conference games per team that season. */
  games: number;
  /** By prestige, best first. */
  teams: PreviewTeam[];
  confName: string;
  confFullName: string;
  confGames: number;
}

export interface HomePreview {
  /** Conference name -> its teams that season (the season file's order). */
  conferences: Record<string, PreviewConference>;
  independents: PreviewTeam[];
  /** The default playoff format of that season. */
  playoff: { teams: number; conf_champ_top_4: boolean | null; conf_champ_autobids: number };
  /** Independent name -> prestige (the season file's raw map). */
  Independent: Record<string, number>;
}

/** The saved game (Load Game tab): at least these fields of Info. */
export type SavedGameInfo = Pick<Info, 'currentYear' | 'stage' | 'currentWeek' | 'team'> & Partial<Info>;

export interface HomeResponse extends WithUserId {
  /** null when the user has no saved game. */
  info: SavedGameInfo | null;
  /** Seasons with data, as strings, newest first. */
  years: string[];
  /** The league of selected_year. */
  preview: HomePreview;
  /** The season previewed: the query's year, else the newest. */
  selected_year: string;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/noncon/ (new game: ?team=&year=&playoff_teams=&playoff_autobids=&playoff_conf_champ_top_4=;
// existing game: no parameters). POST /api/schedulenc/ {opponent, week} answers with the same body, updated.

/** An open week: no opponent. */
export interface OpenWeek {
  weekPlayed: number;
  opponent: null;
}

/**
 * A scheduled week is a schedule-game object; in the preseason a conference rivalry fixed in its week shows
 * before the game exists (id null).
 */
/** A fixed rivalry week before the schedule exists: no id, and no host yet unless it is played at a neutral site. */
export type NonconWeek = OpenWeek | ScheduleGame | (Omit<ScheduleGame, 'id' | 'site'> & { id: null; site: 'neutral' | null });

export interface NonconResponse extends GamePage {
  team: Team;
  /** One entry per regular-season week, in week order. */
  schedule: NonconWeek[];
}

export type { GameSite } from './gameSite.js';

export interface ScheduleNonconRequest {
  /** An FBS team or an FCS program of the season, by name or abbreviation. */
  opponent: string;
  week: number;
  /** Default: the site that keeps the team's home and away games even, among those the opponent agrees to. */
  site?: GameSite;
}
/** The original's `{status: "success"}`, with the updated noncon page beside it. */
export type ScheduleNonconResponse = NonconResponse & { status: 'success' };

/** GET /api/fetchteams/?week=N: names of the FBS teams that can still be scheduled that week (bare sorted JSON array). */
export type FetchTeamsResponse = string[];

/** An opponent the player's team can still schedule in a week, and the sites it would play at. */
export interface NonconOpponent {
  /** An FCS program has `fcs: true` (no team page); it always comes to the player's stadium. */
  team: Team;
  fcs: boolean;
  sites: GameSite[];
}

/** GET /api/noncon/opponents/?week=N: the week's opponents, FBS teams then FCS programs, each sorted by name. */
export interface NonconOpponentsResponse extends WithUserId {
  week: number;
  opponents: NonconOpponent[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/dashboard/

export type DashboardGame = ScheduleGame;

export interface DashboardResponse extends GamePage {
  team: Team;
  /** The user's game of week currentWeek - 1 (null on a bye or before week 1). */
  prev_game: DashboardGame | null;
  /** The user's game of week currentWeek (null on a bye or after the season). */
  curr_game: DashboardGame | null;
  /** The user's conference (for an independent: the independents), in standings order. */
  confTeams: Team[];
  top_10: Team[];
  /** Our addition: the season's latest news, records broken first to last (newest first). */
  news: NewsEntry[];
  /** The player's coach and his hot seat (added beside the wire shape). */
  coach?: CoachBadge;
  /** From mid-season: scholarships neither commitments nor realistic targets cover (the recruiting board's warning). */
  recruiting_warning?: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/rankings/?week=

/** The game of week currentWeek - 1 (of the poll's week when a week is asked for). */
export type LastGameRef = ScheduleGame;
/** The game of week currentWeek (of the week after the poll's when a week is asked for). */
export type NextGameRef = ScheduleGame;

export interface RankingEntry {
  ranking: number;
  name: string;
  record: string;
  /** Places gained since last week (positive = up, negative = down, 0 = unchanged). */
  movement: number;
  /** Poll points (shown with one decimal); 0 without a poll. */
  poll_score: number;
  /** Strength of record (shown with one decimal); 0 without a poll. */
  strength_of_record: number;
  last_game: LastGameRef | null;
  next_game: NextGameRef | null;
}

export interface RankingsResponse extends GamePage {
  team: Team;
  /** All FBS teams in ranking order. */
  rankings: RankingEntry[];
  /** The poll shown: taken after that week's games (0 = preseason poll); null before the first poll. */
  week?: number | null;
  /** The season of the poll shown, and the weeks of that season that have a poll (for a week selector). */
  season?: number;
  poll_weeks?: number[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/schedule/?year=

export type TeamScheduleGame = ScheduleGame;

export interface TeamScheduleResponse extends GamePage {
  team: Team;
  games: TeamScheduleGame[];
  /** All team names (team dropdown). */
  teams: string[];
  /** Seasons that can be viewed (year dropdown), newest first; the shown one is `year`. */
  years: number[];
  year: number;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/roster/

export interface RosterPlayer {
  id: number;
  first: string;
  last: string;
  pos: string;
  rating: number;
  year: ClassYear;
  starter: boolean;
  /** Beside the wire shape (the roster page): redshirt, injury, games played. */
  class_label?: string;
  injury?: string | null;
  redshirting?: boolean;
}

export interface RosterResponse extends GamePage {
  team: Team;
  teams: string[];
  /** Positions in display order (QB, RB, WR, ...). */
  positions: string[];
  roster: RosterPlayer[];
  /** Beside the wire shape: who is hurt and when he is back. */
  injuries: InjuryReportEntry[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/history/ (envelope not in the spec: chosen here)

export interface TeamHistoryYear {
  year: number;
  /** Prestige tier that season (the UI clamps its stars to 1-7). */
  prestige: number;
  rating: number;
  /** Conference name or "Independent". */
  conference: string;
  wins: number;
  losses: number;
  /** Final AP ranking; 0 = not known. */
  rank: number;
  /** Are there games stored for that year (links to the schedule)? */
  has_games: boolean;
}

export interface TeamHistoryResponse extends GamePage {
  team: Team;
  teams: string[];
  /** Newest first. */
  years: TeamHistoryYear[];
  /** Our addition: the program's award winners (individual awards, Heisman finalists, All-America), newest first. */
  awards: AwardEntry[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/stats/ (not in the spec; no screen uses it): the team's season stat line with ranks.

export interface TeamSeasonStatsResponse extends GamePage {
  team: Team;
  stats: Record<string, RankedStat>;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/playoff/

export interface PlayoffTeam {
  seed: number;
  name: string;
  record: string;
  ranking: number;
  is_autobid: boolean;
  conference?: string;
}

export interface BubbleTeam {
  ranking: number;
  name: string;
  record: string;
  conference: string;
}

export interface ConferenceChampion {
  ranking: number;
  name: string;
  record: string;
  /** Playoff seed, or null when the champion is not in the field. */
  seed: number | null;
  conference?: string;
}

/**
 * One bracket slot. A team not known yet reads "Winner of X vs Y" (shown as TBD). Once played, the
 * optional game fields let the UI show the score and link the game.
 */
export interface Matchup {
  team1: string;
  team2: string;
  /** Absent (or null) while that side is not known yet. */
  seed1?: number | null;
  seed2?: number | null;
  id?: number | null;
  winner?: string | null;
  score1?: number | null;
  score2?: number | null;
}

export interface BracketSide {
  /** Seeds 8v9 and 5v12 on the left, 7v10 and 6v11 on the right. */
  first_round: Matchup[];
  /** Two per side: top seeds against first-round winners. */
  quarterfinals: Matchup[];
  semifinal: Matchup;
}

export interface Bracket {
  left_bracket: BracketSide;
  right_bracket: BracketSide;
  championship: Matchup;
  /** 4 teams: the two semifinals (the original's 4-team shape), beside the sides. */
  semifinals?: Matchup[];
}

/** The playoff format row (document: `playoff.teams` picks the view). */
export interface PlayoffRow {
  id: number;
  teams: number;
  autobids: number;
  conf_champ_top_4: boolean;
}

export interface PlayoffResponse extends GamePage {
  team: Team;
  playoff: PlayoffRow;
  playoff_teams: PlayoffTeam[];
  bubble_teams: BubbleTeam[];
  conference_champions: ConferenceChampion[];
  /**
   * The bracket with results so far: 12 teams fill every round; 4 teams only each side's semifinal (empty
   * first_round and quarterfinals); 2 teams only the championship (both sides empty, semifinals "TBD").
   * Never null: sides not known yet read "TBD".
   */
  bracket: Bracket;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/standings/{conference}/ ("independent" selects the independents)

export interface StandingsTeam {
  name: string;
  ranking: number;
  /** Division in seasons where the conference has divisions (teams are listed division by division). */
  division?: string | null;
  confWins: number;
  confLosses: number;
  totalWins: number;
  totalLosses: number;
  rating: number;
  last_game: LastGameRef | null;
  next_game: NextGameRef | null;
}

export interface StandingsResponse extends GamePage {
  /** The user's team. */
  team: Team;
  /** Conference name; absent for the independents. */
  conference?: string;
  /** In standings order. */
  teams: StandingsTeam[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/player/{id}/?year=

export interface Player {
  id: number;
  first: string;
  last: string;
  pos: string;
  year: ClassYear;
  rating: number;
  starter: boolean;
  /** Recruiting stars 1-5. */
  stars: number;
  /** 0-5. */
  development_trait: number;
}

/**
 * Stat keys of the player page by position (document: qb, rb/wr/te, k; then our rushing columns for qb and rb).
 * Every entry of one player carries the same keys, all numbers.
 */
export type PlayerPageStatKey =
  | 'pass_completions'
  | 'pass_attempts'
  | 'completion_percentage' // yearly, 0-100
  | 'completion_percent' // game logs, 0-100
  | 'pass_yards'
  | 'pass_touchdowns'
  | 'pass_interceptions'
  | 'passer_rating'
  | 'adjusted_pass_yards_per_attempt' // yearly
  | 'receiving_catches'
  | 'receiving_yards'
  | 'yards_per_rec'
  | 'receiving_touchdowns'
  | 'field_goals_made'
  | 'field_goals_attempted'
  | 'field_goal_percent'
  | 'rush_attempts'
  | 'rush_yards'
  | 'rush_touchdowns';

export type PlayerPageStats = Partial<Record<PlayerPageStatKey, number>>;

export interface YearlyCumulativeStats extends PlayerPageStats {
  class: ClassYear;
  rating: number;
  games: number;
}

export interface PlayerGameLog extends PlayerPageStats {
  game: ScheduleGame;
}

export interface PlayerResponse extends GamePage {
  team: Team;
  /** Years with game logs (year selector), newest first. */
  years: number[];
  /** The season whose game logs are shown: the one asked for, else the newest in years. */
  year: number;
  player: Player;
  /** Year (as a JSON key) -> that season's totals. */
  yearly_cumulative_stats: Record<string, YearlyCumulativeStats>;
  /** Games of the selected year (query year, default the current year), by week. */
  game_logs: PlayerGameLog[];
  /** Beside the wire shape: attributes, body, class with redshirt, injury. */
  profile: PlayerProfile;
  /** Overall at the end of each season played, then now (for the chart). */
  ratings_by_season: PlayerRatingBySeason[];
  career_totals: PlayerCareerTotals;
  /** Our addition: the player's awards, newest first. */
  awards: AwardEntry[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/week/{week}/

export interface WeekGameTeam {
  name: string;
  /** Our additions: the rank shown (as rankATOG/rankBTOG) and the record. */
  ranking: number;
  record: string;
  /** An FCS opponent (always teamB, the visitor): no team page. */
  fcs?: boolean;
}

/** The game keys of the week page and the game page (document: GET /api/week/). */
export interface WeekGame {
  id: number;
  teamA: WeekGameTeam;
  teamB: WeekGameTeam;
  /** teamA's site: 'home' (teamB visits: "teamB at teamA") or 'neutral' ("teamB vs teamA (N)"). */
  siteA: Extract<GameSite, 'home' | 'neutral'>;
  /** "Iron Bowl", or "Conference: SEC", "Non-Conference: SEC vs Big Ten". */
  base_label: string;
  /** The game's own name when it has one, else null. */
  name: string | null;
  spreadA: string | null;
  spreadB: string | null;
  moneylineA: string | null;
  moneylineB: string | null;
  winProbA: number;
  winProbB: number;
  weekPlayed: number;
  year: number;
  /** Ranks at the time of the game (frozen once played, current while unplayed). */
  rankATOG: number;
  rankBTOG: number;
  resultA: GameResult | null;
  resultB: GameResult | null;
  /** Overtime periods played (0 = none). */
  overtime: number;
  scoreA: number | null;
  scoreB: number | null;
  headline: string | null;
  info: string;
  /** Winner's name (the original sent its id; clients test truthiness); null while unplayed. */
  winner: string | null;
  /** 0-100: how much the game is worth watching (ranks and closeness). */
  watchability_score: number;
  /** Our additions: the label shown ("Iron Bowl", "Conference", ...) and the game of the week. */
  label: string;
  game_of_week: boolean;
}

export interface WeekScheduleResponse extends GamePage {
  team: Team;
  week: number;
  games: WeekGame[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/game/{id}/

/** The game page's game: the week page's keys with full teams. */
export interface Game extends Omit<WeekGame, 'teamA' | 'teamB'> {
  teamA: Team;
  teamB: Team;
  /** Optional: which team was at home; absent or both null for a neutral site. */
  home?: string | null;
  away?: string | null;
}

export interface Drive {
  /** Name of the team with the ball. */
  offense: string;
  /** "Touchdown", "Field Goal", "Punt", "Turnover on Downs", "Interception", "Fumble", "End of Half"... */
  result: string;
  points: number;
  scoreAAfter: number;
  scoreBAfter: number;
  /** Optional extras. */
  yards?: number;
  playCount?: number;
  quarter?: number;
}

/** One stat row of the team comparison (e.g. "Total Yards"); values may be display strings ("3/12"). */
export interface GameStatPair {
  teamA: number | string;
  teamB: number | string;
}

export type GameLogCategory = 'Passing' | 'Rushing' | 'Receiving' | 'Kicking' | 'Defense' | 'Punting';

/** The box score's defense, kicking and punting figures (our addition beside PlayerStatLine's). */
export type BoxStatKey =
  | 'tackles'
  | 'tackles_for_loss'
  | 'sacks'
  | 'interceptions'
  | 'passes_defended'
  | 'forced_fumbles'
  | 'field_goals_made'
  | 'field_goals_attempted'
  | 'field_goal_long'
  | 'extra_points_made'
  | 'extra_points_attempted'
  | 'punts'
  | 'punt_yards'
  | 'punt_average'
  | 'punt_long'
  | 'punts_inside_20';

/**
 * One player's line in the box score: the original's text (`"<first> <last> (<team> - <POS>): <line>"`) and,
 * beside it, the structured line our UI shows.
 */
export interface GamePlayerLine extends PlayerStatLine, Partial<Record<BoxStatKey, number>> {
  player_id: number;
  team_name: string;
  game_log_string: string;
  /** Rushing and receiving: the yards the category is sorted by. */
  yards?: number;
  first: string;
  last: string;
  pos: string;
}

export type GameLogs = Record<GameLogCategory, GamePlayerLine[]>;

/** Preview: the best players of each team by rating. */
export type KeyPlayer = Omit<RosterPlayer, 'starter'>;

/** Points per quarter; overtime periods follow the 4 quarters. */
export interface Linescore {
  teamA: number[];
  teamB: number[];
}

export interface Play {
  /** 0-based index into drives. */
  drive: number;
  quarter: number;
  /** Game clock "MM:SS" at the snap, when known. */
  clock?: string;
  offense: string;
  down: number;
  yardsToGo: number;
  /** Yards from the offense's own goal line (0-100). */
  yardLine: number;
  /** "Run", "Pass", "Punt", "Field Goal"... (not recorded by the engine yet: absent). */
  playType?: string;
  yardsGained?: number;
  text: string;
  scoreA: number;
  scoreB: number;
}

export interface GameResponse extends GamePage {
  team: Team;
  game: Game;
  /** Unplayed games: [teamA's, teamB's] up to 5 each (absent once played). */
  top_players?: [KeyPlayer[], KeyPlayer[]];
  /** Played games (empty while unplayed). */
  drives: Drive[];
  /**
   * Stat name (lower case; the client title-cases it) -> both values, in display order: the original's nine
   * ("total yards" ... "turnovers") first, then ours.
   */
  stats: Record<string, GameStatPair>;
  /** Played games: the four categories (empty while unplayed or when the lines are not kept). */
  game_logs?: GameLogs;
  linescore?: Linescore | null;
  plays?: Play[] | null;
  /**
   * Played games whose drives, players' lines and play-by-play were dropped by the dynasty's retention setting
   * (GET /api/settings/): the sentence the page shows instead of them. Null or absent otherwise.
   */
  detail_notice?: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/stats/team/ and /api/stats/individual/ (filters are not shown in the UI; the server may accept
// ?year=)

export interface TeamStatsLine {
  games: number;
  ppg: number;
  pass_cpg: number;
  pass_apg: number;
  comp_percent: number;
  pass_ypg: number;
  pass_tdpg: number;
  rush_apg: number;
  rush_ypg: number;
  rush_ypc: number;
  rush_tdpg: number;
  playspg: number;
  yardspg: number;
  ypp: number;
  first_downs_pass: number;
  first_downs_rush: number;
  first_downs_total: number;
  fumbles: number;
  interceptions: number;
  turnovers: number;
}

export interface TeamStatsResponse extends GamePage {
  team: Team;
  /** Team name -> its offense per game; defense is what opponents did against it. */
  offense: Record<string, TeamStatsLine>;
  defense: Record<string, TeamStatsLine>;
  /** Our addition: each team's conference that season ("Independent" for independents), for the filter. */
  team_conferences?: Record<string, string>;
}

export interface PassingLeaderStats {
  att: number;
  cmp: number;
  yards: number;
  td: number;
  int: number;
  pct: number;
  passer_rating: number;
  adjusted_pass_yards_per_attempt: number;
  yards_per_game: number;
}

export interface RushingLeaderStats {
  att: number;
  yards: number;
  td: number;
  fumbles: number;
  yards_per_rush: number;
  yards_per_game: number;
}

export interface ReceivingLeaderStats {
  rec: number;
  yards: number;
  td: number;
  yards_per_rec: number;
  yards_per_game: number;
}

/** Tackles and the rest are season totals; per_game figures divide by the player's own games. */
export interface DefenseLeaderStats {
  games: number;
  tackles: number;
  sacks: number;
  tfl: number;
  int: number;
  int_yards: number;
  passes_defended: number;
  forced_fumbles: number;
  td: number;
  tackles_per_game: number;
}

export interface KickingLeaderStats {
  games: number;
  fgm: number;
  fga: number;
  fg_pct: number;
  long: number;
  xpm: number;
  xpa: number;
  points: number;
}

export interface PuntingLeaderStats {
  games: number;
  punts: number;
  yards: number;
  average: number;
  long: number;
  inside20: number;
}

export interface IndividualStatEntry<
  S = PassingLeaderStats | RushingLeaderStats | ReceivingLeaderStats | DefenseLeaderStats | KickingLeaderStats | PuntingLeaderStats,
> {
  id: number;
  first: string;
  last: string;
  pos: string;
  /** Team name. */
  team: string;
  gamesPlayed: number;
  stats: S;
}

/** Player id (as a JSON key) -> entry, in leader order (JSON keeps insertion order... except for integer keys,
 * so clients sort themselves, as the original's did). */
export interface IndividualStatsResponse extends GamePage {
  team: Team;
  stats: {
    passing: Record<string, IndividualStatEntry<PassingLeaderStats>>;
    rushing: Record<string, IndividualStatEntry<RushingLeaderStats>>;
    receiving: Record<string, IndividualStatEntry<ReceivingLeaderStats>>;
    defense: Record<string, IndividualStatEntry<DefenseLeaderStats>>;
    kicking: Record<string, IndividualStatEntry<KickingLeaderStats>>;
    punting: Record<string, IndividualStatEntry<PuntingLeaderStats>>;
  };
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/stats/ratings/

export type StarKey = '1' | '2' | '3' | '4' | '5';

export interface PrestigeStarsRow {
  prestige: number;
  avg_rating: number;
  avg_stars: number;
  /** Share of the tier's players with each star rating, 0-100. */
  star_percentages: Record<StarKey, number>;
}

export interface RatingsStatsResponse extends GamePage {
  team: Team;
  prestige_stars_table: PrestigeStarsRow[];
  team_counts_by_prestige: { prestige: number; team_count: number }[];
  total_star_counts: {
    counts: Record<StarKey, number>;
    avg_ratings: Record<StarKey, number>;
    /** Average rating per star rating within each class. */
    avg_ratings_fr: Record<StarKey, number>;
    avg_ratings_so: Record<StarKey, number>;
    avg_ratings_jr: Record<StarKey, number>;
    avg_ratings_sr: Record<StarKey, number>;
  };
  /** Sorted by rating, best first. */
  teams: { name: string; rating: number; prestige: number }[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/summary/

export interface SummaryResponse extends GamePage {
  team: Team;
  /** The national champion's Team object; null when no champion was decided. */
  champion: Team | null;
  /** Team -> its conference this season and next ("Independent"; "FCS" for a program joining or leaving FBS). */
  realignment: Record<string, { old: string; new: string }>;
  /** Our addition: the season's awards (the Heisman ceremony first); null before the season ends. */
  awards: SeasonAwards | null;
  /** The coaching carousel after this season (added beside the wire shape). */
  coaching_changes?: CoachingChangeView[];
  /** Job offers to the player, and whether he was fired (added beside the wire shape). */
  coach_offers?: CoachOfferView[];
  coach_fired?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/roster_progression/ (the user's team, from currentYear to currentYear + 1)

export interface ProgressionPlayer extends RosterPlayer {
  team: string;
}

export interface ProgressedPlayer extends ProgressionPlayer {
  /** rating is the new rating; change = new - old. `year` is the new class. */
  change: number;
}

export interface RosterProgressionResponse extends GamePage, Partial<RosterDepartures> {
  team: Team;
  progressed: ProgressedPlayer[];
  /** Seniors leaving the program. */
  leaving: ProgressionPlayer[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/recruiting_summary/ (the incoming freshman class of every team)

export interface Recruit {
  id: number;
  first: string;
  last: string;
  pos: string;
  rating: number;
  stars: number;
  development_trait?: number;
}

/** One team's freshman class (document: recruiting_summary team_rankings). */
export interface TeamFreshmen {
  team_name: string;
  team: Team;
  /** Best first. */
  players: Recruit[];
  total_points: number;
  avg_stars: number;
  player_count: number;
  five_stars: number;
  four_stars: number;
  three_stars: number;
  two_stars: number;
  one_stars: number;
  /** 0-100, the best class 100. */
  weighted_score: number;
}

export interface RecruitingSummaryResponse extends GamePage, Partial<PortalArrivals> {
  team: Team;
  /** Best class first. */
  team_rankings: TeamFreshmen[];
  summary_stats: {
    total_freshmen: number;
    avg_rating: number;
    max_rating: number;
    min_rating: number;
  };
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/team_info/?team_name=

export type TeamInfo = Team;

export interface TeamInfoResponse extends WithUserId {
  team: TeamInfo;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/sim/{week}/ (simulate up to, not including, that week; lastWeek + 1 = end of season)
// POST /api/advance/ (move to the next stage)

export interface SimResponse extends WithUserId {
  status: 'success';
  /** Weeks played by this call (0 when the week asked for is not ahead). */
  weeks_simulated: number;
  /** Our addition: where the dynasty now stands. */
  info: Info;
}

export interface AdvanceResponse extends WithUserId {
  info: Info;
}

// ---------------------------------------------------------------------------------------------------------
// Saves (beside the spec's calls): GET /api/saves/, POST /api/saves/load/ {name}, POST /api/saves/delete/
// {name} (answers like GET /api/saves/), GET /api/saves/export/?name= (the file), POST /api/saves/import/
// (the file as an application/octet-stream body; answers like load).

export interface SaveEntry {
  /** The save's file name, e.g. ohio-state-2024.db. */
  name: string;
  /** Year, stage, week and team of its dynasty; null when the file cannot be played. */
  info: Info | null;
  /** Why it cannot be played (damaged, another application's, newer); null when it can. */
  problem: string | null;
  /** Last written (ISO 8601). */
  lastPlayed: string;
  /** Bytes on disk. */
  size: number;
  /** The save the game's pages show. */
  current: boolean;
}

export interface SavesResponse extends WithUserId {
  /** Most recently played first. */
  saves: SaveEntry[];
}

export interface LoadSaveResponse extends WithUserId {
  name: string;
  info: Info;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/settings/ and POST /api/settings/ { detail_seasons: number | "all" } (the dynasty's settings)

export interface SettingsResponse extends WithUserId {
  info: Info;
  /**
   * Past seasons whose games keep drives, players' lines and play-by-play, besides the current season and every
   * game of the player's team; null: everything is kept. Older games keep score, line score and team totals.
   */
  detail_seasons: number | null;
  default_detail_seasons: number;
  max_detail_seasons: number;
  /** The first season that keeps every game's detail (null with detail_seasons null). */
  first_detail_year: number | null;
}

// ---------------------------------------------------------------------------------------------------------
// Roster management: attributes, body, redshirts, injuries and the depth chart. Fields beside the
// wire shapes of the player and roster pages, and the depth chart's own calls (GET /api/{team}/depth/,
// POST /api/depth/, POST /api/depth/auto/, POST /api/redshirt/).

/** A player's state this season. */
export interface PlayerStatusFields {
  /** Class with redshirt status: "So (RS)". */
  class_label: string;
  /** Has used his redshirt year. */
  redshirted: boolean;
  /** Is being redshirted this season (held out to keep his year). */
  redshirting: boolean;
  games_played: number;
  /** What he is hurt with, or null. */
  injury: string | null;
  /** First week he can play again (null: healthy; out_for_season: not this season). */
  return_week: number | null;
  out_for_season: boolean;
}

export interface PlayerProfile extends PlayerStatusFields {
  /** Inches, and as feet-inches ("6-2"). */
  height: number;
  height_label: string;
  /** Pounds. */
  weight: number;
  potential: number;
  /** Every attribute 0-99, by name (speed, strength, ... stamina). */
  attributes: Record<string, number>;
}

export interface PlayerRatingBySeason {
  year: number;
  rating: number;
}

export interface PlayerCareerTotals extends PlayerPageStats {
  seasons: number;
  games: number;
}

export interface InjuryReportEntry {
  id: number;
  first: string;
  last: string;
  pos: string;
  injury: string;
  return_week: number | null;
  out_for_season: boolean;
}

export interface DepthChartEntry extends PlayerStatusFields {
  slot: number;
  id: number;
  first: string;
  last: string;
  /** Overall at this position (from his attributes). */
  rating: number;
  year: ClassYear;
  starter: boolean;
  /** Cannot play this week: hurt, held out to keep his redshirt year, or sitting out. */
  out: boolean;
  /**
   * A transfer sitting out his first season at his new program (the rule before 2021): on the roster, never in
   * the lineup, so not counted among the starters (the next man starts). In the offseason: the coming season.
   */
  sitting_out: boolean;
}

export interface DepthChartPosition {
  pos: string;
  /** The player set this position's order himself (false: automatic, best fit first). */
  edited: boolean;
  starters: number;
  players: DepthChartEntry[];
}

export interface DepthChartResponse extends GamePage {
  team: Team;
  teams: string[];
  /** The player's own team: its chart can be edited. */
  editable: boolean;
  /** The week the "out" column is for. */
  week: number;
  positions: DepthChartPosition[];
  injuries: InjuryReportEntry[];
}

export interface DepthChangeResponse extends DepthChartResponse {
  status: 'success';
  message: string;
}

export interface RedshirtResponse {
  status: 'success';
  message: string;
  player: { id: number; first: string; last: string; class_label: string; redshirting: boolean; games_played: number };
}

// Coaches: GET /api/coach/, POST /api/coach/accept/, GET /api/carousel/?year=

export interface CoachRatingsView {
  offense: number;
  defense: number;
  recruiting: number;
  development: number;
  gameManagement: number;
  overall: number;
}

export type HotSeatLevel = 'secure' | 'warm' | 'hot' | 'fired';

/** The player's coach as the dashboard shows him: his job security against the program's expectations. */
export interface CoachBadge {
  name: string;
  /** Job security 0-100 (below 20 past his first seasons: fired at the season's end). */
  security: number;
  hot_seat: HotSeatLevel;
  /** "Secure", "Warm seat", "Hot seat", "Fired". */
  hot_seat_label: string;
}

export interface CoachProfile {
  id: number;
  name: string;
  age: number;
  /** His program (null when out of a job). */
  team: string | null;
  ratings: CoachRatingsView;
  scheme: string;
  scheme_label: string;
  tempo: string;
  tempo_label: string;
  front: string;
  wins: number;
  losses: number;
  titles: number;
  since: number;
  contract_until: number;
  security: number;
  hot_seat: HotSeatLevel;
  hot_seat_label: string;
  /** What his program's prestige expects, as a winning percentage (0-1). */
  expected_win_pct: number;
}

export interface CoachSeasonLine {
  year: number;
  team: string;
  wins: number;
  losses: number;
}

export interface CoachOfferView {
  team: string;
  prestige: number;
  conference: string;
  /** The program's record in the season just played. */
  record: string;
}

export interface CoachResponse extends GamePage {
  team: Team;
  coach: CoachProfile;
  history: CoachSeasonLine[];
  offers: CoachOfferView[];
  /** Offers can be accepted now (the season summary, with offers). */
  can_accept: boolean;
  /** Fired: he must accept an offer (or start a new dynasty) before the offseason goes on. */
  fired: boolean;
}

export interface AcceptOfferResponse {
  status: 'success';
  from: string;
  to: string;
  info: Info;
}

export interface CoachingChangeView {
  team: string;
  /** fired, retired, hired_away (left for another job). */
  reason: string;
  reason_label: string;
  outgoing: { name: string; wins: number; losses: number } | null;
  /** null while the program waits (held for the player's decision). */
  incoming: { name: string; from: string | null; scheme_label: string; is_user: boolean } | null;
}

export interface CarouselResponse extends GamePage {
  team: Team;
  year: number;
  years: number[];
  changes: CoachingChangeView[];
}
