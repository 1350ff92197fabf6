// The JSON bodies of every HTTP API call (spec sections 3 and 7), shared by src/server and src/web so that a
// renamed field breaks the build instead of a page. JSON only: no Date, Map, Set, undefined-as-value or classes.
//
// Conventions used throughout:
// - Team names are the identifiers (routes, links, logos). Logos: /logos/teams/{name}.svg and
//   /logos/conferences/{confName}.svg (names URL-encoded).
// - `ranking` is the team's AP ranking among all FBS teams (1 = best). Every team has one once the season
//   exists; 0 means "not ranked yet" (the UI treats 0 as unranked).
// - `record` is a display string "W-L" ("10-2").
// - `score` is a display string from the point of view of the team in question, its points first ("31-24").
// - Spreads and moneylines are display strings formatted by the server: spread "-7.5", "+3", "Even";
//   moneyline "-250", "+190". null when there is no line (game played or not yet set).
// - `result` is 'W' or 'L' from the point of view of the team in question, null while the game is unplayed.
// - Any response body may also carry `user_id` (see WithUserId); the client stores it.

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/**
 * Game stages in order: preseason -> season -> summary -> progression -> recruiting_summary -> preseason.
 * 'schedule non conference' is an older spelling of preseason (the rankings page treats it as preseason);
 * 'playoff' may be reported while the postseason is being played (treated like season by the UI).
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

/** Shared across all game pages: where the dynasty stands. */
export interface Info {
  stage: Stage;
  currentYear: number;
  /** Next week to be played; lastWeek + 1 once the season (including postseason) is over. */
  currentWeek: number;
  /** Final week of the season including the postseason (depends on the playoff format). */
  lastWeek: number;
  team: { name: string };
  playoff: PlayoffFormat;
}

export interface Conference {
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
export type TeamPreviewStatKey = 'offensive_ypg' | 'defensive_ypg' | 'ppg';

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
}

/** The columns of standings and top-10 style lists. */
export type TeamSummary = Pick<
  Team,
  'name' | 'ranking' | 'rating' | 'record' | 'conference' | 'confWins' | 'confLosses' | 'totalWins' | 'totalLosses'
>;

/** An opponent as shown in a list row. */
export interface OpponentRef {
  name: string;
  ranking: number;
  record?: string;
  rating?: number;
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
  mascot: string;
  /** Current prestige, ceiling and floor, each 1-7. */
  prestige: number;
  ceiling: number;
  floor: number;
}

export interface HomePreview {
  /** Conference name -> its teams that season. */
  conferences: Record<string, { teams: PreviewTeam[] }>;
  independents: PreviewTeam[];
  /** The default playoff format of that season. */
  playoff: { teams: number; conf_champ_autobids: number; conf_champ_top_4: boolean };
}

/** The saved game (Load Game tab): at least these fields of Info. */
export type SavedGameInfo = Pick<Info, 'currentYear' | 'stage' | 'currentWeek' | 'team'> & Partial<Info>;

export interface HomeResponse extends WithUserId {
  years: number[];
  /** null when the user has no saved game. */
  info: SavedGameInfo | null;
  /** The league of selected_year; null when no year is available. */
  preview: HomePreview | null;
  selected_year: number;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/noncon/ (new game: ?team=&year=&playoff_teams=&playoff_autobids=&playoff_conf_champ_top_4=;
// existing game: no parameters). POST /api/schedulenc/ {opponent, week} answers with the same body, updated.

export interface NonconWeek {
  weekPlayed: number;
  /** null for an open week. */
  opponent: OpponentRef | null;
  /** "Conference", "Non-Conference", a rivalry name...; null for an open week. */
  label: string | null;
  /** Game id when a game is scheduled. */
  id?: number | null;
}

export interface NonconResponse extends GamePage {
  team: Team;
  /** One entry per regular-season week, in week order. */
  schedule: NonconWeek[];
}

export interface ScheduleNonconRequest {
  opponent: string;
  week: number;
}
export type ScheduleNonconResponse = NonconResponse;

/** GET /api/fetchteams/?week=N: names of teams that can still be scheduled that week (bare JSON array). */
export type FetchTeamsResponse = string[];

// ---------------------------------------------------------------------------------------------------------
// GET /api/dashboard/

export interface DashboardGame {
  id: number;
  weekPlayed: number;
  opponent: OpponentRef;
  label: string | null;
  result: GameResult | null;
  score: string | null;
  spread: string | null;
  moneyline: string | null;
}

export interface DashboardResponse extends GamePage {
  team: Team;
  /** The user's last played game, if any. */
  prev_game: DashboardGame | null;
  /** The user's next game, if any. */
  curr_game: DashboardGame | null;
  /** The user's conference (or the independents), in standings order. */
  confTeams: TeamSummary[];
  top_10: TeamSummary[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/rankings/?week=

export interface LastGameRef {
  id: number;
  result: GameResult | null;
  score: string | null;
  opponent: OpponentRef;
}

export interface NextGameRef {
  id: number;
  spread: string | null;
  opponent: OpponentRef;
}

export interface RankingEntry {
  ranking: number;
  name: string;
  record: string;
  /** Places gained since last week (positive = up, negative = down, 0 = unchanged). */
  movement: number;
  /** Poll points (shown with one decimal). */
  poll_score: number | null;
  /** Strength of record on a scale where one decimal means something (e.g. 0-100); shown with one decimal. */
  strength_of_record: number | null;
  last_game: LastGameRef | null;
  next_game: NextGameRef | null;
}

export interface RankingsResponse extends GamePage {
  /** All FBS teams in ranking order. */
  rankings: RankingEntry[];
  /** The poll shown: taken after that week's games (0 = preseason poll); null before the first poll. */
  week?: number | null;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/schedule/?year=

export interface TeamScheduleGame {
  id: number;
  weekPlayed: number;
  opponent: Required<Pick<OpponentRef, 'name' | 'ranking' | 'rating' | 'record'>>;
  spread: string | null;
  result: GameResult | null;
  score: string | null;
  label: string | null;
}

export interface TeamScheduleResponse extends GamePage {
  team: Team;
  games: TeamScheduleGame[];
  /** All team names (team dropdown). */
  teams: string[];
  /** Seasons that can be viewed (year dropdown); the shown one is `year`. */
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
}

export interface RosterResponse extends GamePage {
  team: Team;
  teams: string[];
  /** Positions in display order (QB, RB, WR, ...). */
  positions: string[];
  roster: RosterPlayer[];
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
  /** Oldest first. */
  years: TeamHistoryYear[];
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
  seed1: number | null;
  seed2: number | null;
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
}

export interface PlayoffResponse extends GamePage {
  playoff_teams: PlayoffTeam[];
  bubble_teams: BubbleTeam[];
  conference_champions: ConferenceChampion[];
  /**
   * The bracket with results so far: 12 teams fill every round; 4 teams only each side's semifinal (empty
   * first_round and quarterfinals); 2 teams only the championship (both sides empty, semifinals "TBD").
   * null until the field is complete.
   */
  bracket: Bracket | null;
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
  last_game: LastGameRef | null;
  next_game: NextGameRef | null;
}

export interface StandingsResponse extends GamePage {
  /** The user's team. */
  team: Team;
  /** Conference name, or "independent". */
  conference: string;
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

export interface YearlyCumulativeStats extends PlayerStatLine {
  year: number;
  class: ClassYear;
  rating: number;
  games: number;
}

export interface PlayerGameLog extends PlayerStatLine {
  id: number;
  weekPlayed: number;
  opponent: Required<Pick<OpponentRef, 'name' | 'ranking' | 'record'>>;
  label: string | null;
  result: GameResult | null;
  score: string | null;
}

export interface PlayerResponse extends GamePage {
  player: Player;
  team: Team;
  /** Oldest first. */
  yearly_cumulative_stats: YearlyCumulativeStats[];
  /** Games of the selected year (query year, default the current year). */
  game_logs: PlayerGameLog[];
  /** Years with game logs (year selector). */
  years: number[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/week/{week}/

export interface WeekGameTeam {
  name: string;
  ranking: number;
  record: string;
}

export interface WeekGame {
  id: number;
  label: string | null;
  game_of_week: boolean;
  teamA: WeekGameTeam;
  teamB: WeekGameTeam;
  scoreA: number | null;
  scoreB: number | null;
  /** Winner's name; null while unplayed. */
  winner: string | null;
  spreadA: string | null;
  spreadB: string | null;
}

export interface WeekScheduleResponse extends GamePage {
  team: Team;
  week: number;
  games: WeekGame[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/game/{id}/

export interface Game {
  id: number;
  /** Display label: "Conference", "Non-Conference", "Iron Bowl", "SEC Championship", "Rose Bowl"... */
  label: string | null;
  /** The kind behind the label: "Conference", "Non-Conference", "Rivalry", "Championship", "Bowl", "Playoff". */
  base_label: string | null;
  /** The game's own name when it has one (rivalry, bowl, playoff round), else null. */
  name: string | null;
  weekPlayed: number;
  year: number;
  teamA: Team;
  teamB: Team;
  /** Rankings at the time of the game. */
  rankATOG: number;
  rankBTOG: number;
  scoreA: number | null;
  scoreB: number | null;
  resultA: GameResult | null;
  resultB: GameResult | null;
  /** Winner's name; null while unplayed. */
  winner: string | null;
  spreadA: string | null;
  spreadB: string | null;
  moneylineA: string | null;
  moneylineB: string | null;
  /** Overtime periods played (0 = none). */
  overtime: number;
  headline: string | null;
  game_of_week: boolean;
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

export type GameLogCategory = 'passing' | 'rushing' | 'receiving';

/** One player's line in the box score (spec leaves the original text format open: structured here). */
export interface GamePlayerLine extends PlayerStatLine {
  id: number;
  first: string;
  last: string;
  pos: string;
  /** Team name. */
  team: string;
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
  game: Game;
  /** Unplayed games: up to 5 per team (null or absent once played). */
  top_players?: { teamA: KeyPlayer[]; teamB: KeyPlayer[] } | null;
  /** Played games (empty while unplayed). */
  drives: Drive[];
  /** Stat name -> both values, in display order (JSON keeps key order). */
  stats: Record<string, GameStatPair>;
  /** Played games; null while unplayed. */
  game_logs: GameLogs | null;
  linescore?: Linescore | null;
  plays?: Play[] | null;
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
}

export interface IndividualStatEntry {
  id: number;
  first: string;
  last: string;
  /** Team name. */
  team: string;
  gamesPlayed: number;
  stats: PlayerStatLine;
}

export interface IndividualStatsResponse extends GamePage {
  team?: Team;
  stats: {
    passing: IndividualStatEntry[];
    rushing: IndividualStatEntry[];
    receiving: IndividualStatEntry[];
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
  prestige_stars_table: PrestigeStarsRow[];
  team_counts_by_prestige: { prestige: number; team_count: number }[];
  total_star_counts: {
    counts: Record<StarKey, number>;
    avg_ratings: Record<StarKey, number>;
    /** Average rating per star rating within each class. */
    freshman: Record<StarKey, number>;
    sophomore: Record<StarKey, number>;
    junior: Record<StarKey, number>;
    senior: Record<StarKey, number>;
  };
  /** Sorted by rating, best first. */
  teams: { name: string; rating: number; prestige: number }[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/summary/

export interface SummaryResponse extends GamePage {
  /** null when no champion was decided. */
  champion: { name: string; record: string; ranking: number } | null;
  /** Team -> its conference this season and next ("Independent"; "Not FBS" for a program joining or leaving FBS). */
  realignment: Record<string, { old: string; new: string }>;
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

export interface RosterProgressionResponse extends GamePage {
  team?: Team;
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

export interface TeamFreshmen {
  team: { name: string; prestige: number; ranking?: number };
  /** Best first. */
  players: Recruit[];
}

export interface RecruitingSummaryResponse extends GamePage {
  summary_stats: {
    total_freshmen: number;
    avg_rating: number;
    max_rating: number;
    min_rating: number;
  };
  freshmen_by_team: TeamFreshmen[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/team_info/?team_name=

export type TeamInfo = Pick<
  Team,
  | 'name'
  | 'mascot'
  | 'conference'
  | 'ranking'
  | 'rating'
  | 'prestige'
  | 'totalWins'
  | 'totalLosses'
  | 'confWins'
  | 'confLosses'
  | 'colorPrimary'
> &
  Partial<Pick<Team, 'colorSecondary' | 'record' | 'abbreviation'>>;

export interface TeamInfoResponse extends WithUserId {
  team: TeamInfo;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/sim/{week}/ (simulate up to, not including, that week; lastWeek + 1 = end of season)
// POST /api/advance/ (move to the next stage)

export interface SimResponse extends WithUserId {
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
