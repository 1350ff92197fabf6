// The one client of the API (spec section 7), over a transport: HTTP (same origin in production; Vite proxies /api
// in development) or the static build's worker.
import type {
  ReleaseResponse,
  RosterLimitsResponse,
  WalkOnInviteResponse,
  WalkOnsResponse,
} from '../shared/roster-types';
import type {
  CoachAbilitiesResponse,
  CoachSpendResponse,
  TrainingChangeResponse,
  TrainingResponse,
} from '../shared/training-types';
import type { BudgetChangeResult, BudgetResponse, StaffChangeResult, StaffResponse } from '../shared/staff-types';
import type {
  AwardsResponse,
  HeismanWatchResponse,
  LeagueHistoryResponse,
  RecordsResponse,
} from '../shared/awards-types';
import type {
  AdvanceResponse,
  SettingsResponse,
  LeagueSetupResponse,
  LeagueFileCheckResponse,
  LeagueChange,
  GodModeResponse,
  GodModeChange,
  DashboardReadResponse,
  StageNotReachedResponse,
  DepthChangeResponse,
  DepthChartResponse,
  RedshirtResponse,
  ErrorResponse,
  FetchTeamsResponse,
  GamePage,
  NonconOpponentsResponse,
  GameResponse,
  HomeResponse,
  IndividualStatsResponse,
  LoadSaveResponse,
  SavesResponse,
  NonconResponse,
  PlayerResponse,
  PlayoffResponse,
  RankingsResponse,
  RatingsStatsResponse,
  RecruitingSummaryResponse,
  RosterProgressionResponse,
  RosterResponse,
  ScheduleNonconRequest,
  BookedSeriesResponse,
  BookSeriesRequest,
  BookSeriesResponse,
  RemoveBookedGameResponse,
  ScheduleNonconResponse,
  SimResponse,
  StandingsResponse,
  SummaryResponse,
  AcceptOfferResponse,
  CarouselResponse,
  CoachResponse,
  TeamHistoryResponse,
  TeamInfoResponse,
  TeamScheduleResponse,
  TeamSeasonStatsResponse,
  TeamStatsResponse,
  WeekScheduleResponse,
} from '../shared/api-types';
import type {
  DraftResponse,
  PortalDayResponse,
  PortalMarketResponse,
  PortalOfferResponse,
  PortalResponse,
} from '../shared/departures-types';
import type { NewsResponse } from '../shared/news-types';
import type { SeasonGlanceResponse } from '../shared/glance-types';
import type { SiteLinksResponse } from '../shared/site-types';
import type { LiveGameResponse } from '../shared/live-types';
import type { CreationAbility } from '../shared/coachCreation';
import type { CoachedGameResponse, CoachedSituations } from '../shared/coached-types';
import type { ChoiceFields } from '../shared/playbookChoice';
import { ReadsAhead } from './readsAhead';
import type {
  BoardChangeResponse,
  CancelOrderResponse,
  ClassRankingsResponse,
  LateWeekResponse,
  PitchStrength,
  ProspectPageResponse,
  ProspectSearchResponse,
  RecruitingActionKind,
  RecruitingActionResponse,
  RecruitingBoardResponse,
  RecruitingNewsResponse,
  StaffRecruitingResponse,
  PlanChangeResponse,
} from '../shared/recruitingApi';

const USER_ID_KEY = 'user_id';

type Query = Record<string, string | number | boolean | null | undefined>;

/** An API call that failed: HTTP status and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly redirect?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// The router registers its navigate function so that a redirect from the server stays inside the app.
let redirectTo: (path: string) => void = (path) => window.location.assign(path);
export function setRedirectHandler(handler: (path: string) => void): void {
  redirectTo = handler;
}

export function storedUserId(): string | null {
  try {
    return window.localStorage.getItem(USER_ID_KEY);
  } catch {
    return null; // storage disabled: the server falls back to its cookie
  }
}

export function rememberUserId(body: unknown): void {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'user_id' in body) {
    const id = (body as { user_id?: unknown }).user_id;
    if (typeof id === 'string' && id) {
      try {
        window.localStorage.setItem(USER_ID_KEY, id);
      } catch {
        /* storage disabled */
      }
    }
  }
}

function urlFor(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A call's answer: its HTTP status and its JSON body (null when it has none). */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * How the app reaches the API: over HTTP to `dynasty serve` (httpTransport), or to the game in a Web Worker in
 * the static build (src/static/workerTransport.ts). Both answer the same paths with the same bodies.
 */
export interface ApiTransport {
  call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer>;
  /** A save's file (the current one without a name), or the error answer. */
  download(name: string): Promise<{ file: Blob } | Answer>;
  /** A save file to import (POST /api/saves/import/). */
  upload(file: Blob): Promise<Answer>;
}

function idHeader(): Record<string, string> {
  const userId = storedUserId();
  return userId ? { 'X-User-ID': userId } : {};
}

async function answerOf(response: Response, what: string): Promise<Answer> {
  const text = await response.text();
  if (!text) return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new ApiError(response.status, `Invalid JSON from ${what}`);
  }
}

export const httpTransport: ApiTransport = {
  async call(method, url, body) {
    const headers: Record<string, string> = { Accept: 'application/json', ...idHeader() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return answerOf(response, `${method} ${url}`);
  },
  async download(name) {
    const url = `/api/saves/export/?name=${encodeURIComponent(name)}`;
    const response = await fetch(url, { headers: idHeader(), credentials: 'include' });
    if (!response.ok) return { status: response.status, body: await response.json().catch(() => ({})) };
    return { file: await response.blob() };
  },
  async upload(file) {
    const response = await fetch('/api/saves/import/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json', ...idHeader() },
      credentials: 'include',
      body: file,
    });
    return answerOf(response, 'POST /api/saves/import/');
  },
};

let transport: ApiTransport = httpTransport;

/** The static build hands the app its worker's transport before the first call. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function apiTransport(): ApiTransport {
  return transport;
}

/** The body of a successful answer; an error answer becomes an ApiError (following its redirect). */
export function bodyOf<T>(answer: Answer, what: string): T {
  rememberUserId(answer.body);
  if (answer.status >= 400) {
    const error = (answer.body ?? {}) as Partial<ErrorResponse>;
    if (error.redirect) redirectTo(error.redirect);
    throw new ApiError(answer.status, error.error ?? `${what} failed (${answer.status})`, error.redirect);
  }
  return answer.body as T;
}

const readsAhead = new ReadsAhead<Answer>();

/** Runs `reads` (calls of `api` that GET) so that they start now and wait for their page to take them. */
export function readAhead(reads: () => unknown): void {
  readsAhead.start(reads);
}

async function request<T>(method: 'GET' | 'POST', path: string, query?: Query, body?: unknown): Promise<T> {
  const url = urlFor(path, query);
  if (method === 'GET' && readsAhead.hold(url, () => transport.call(method, url))) return undefined as T;
  if (method === 'POST') readsAhead.drop();
  try {
    return bodyOf<T>(await (readsAhead.take(url) ?? transport.call(method, url, body)), `${method} ${url}`);
  } catch (error) {
    console.error(`API ${method} ${url}:`, error);
    throw error;
  }
}

const get = <T>(path: string, query?: Query) => request<T>('GET', path, query);
/** A GET that changes the game (the spec's new game and simulation calls): nothing read ahead outlives it. */
const getChange = <T>(path: string, query?: Query) => {
  readsAhead.drop();
  return request<T>('GET', path, query);
};
const post = <T>(path: string, body: unknown) => request<T>('POST', path, undefined, body);
const seg = encodeURIComponent;

export interface NewGameParams {
  team: string;
  year: number;
  playoffTeams: number;
  playoffAutobids: number;
  playoffConfChampTop4: boolean;
  /** Playoff rounds at the better seed's stadium (absent: the real rule, the 12-team first round). */
  playoffOnCampus?: number;
  /** "Let my staff recruit" from the start (off unless chosen). */
  staffRecruiting: boolean;
  /** Start as a coordinator (the career ladder) instead of the head coach. */
  coordinator?: boolean;
  /** The head coach the player makes; what is left out is chosen for the program. */
  coach?: CoachChoice;
}

/** The player's coach at a new game: empty text leaves a value to the game; points only with a background. */
export interface CoachChoice {
  name: string;
  background: string;
  offense: string;
  defense: string;
  points: Partial<Record<CreationAbility, number>>;
}

/** The coach's query values of the new-game call (none for what the player left to the game). */
export function coachQuery(coach: CoachChoice | undefined): Record<string, string> {
  if (!coach) return {};
  const points = Object.entries(coach.points)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([a, n]) => `${a}=${n}`)
    .join(',');
  const values: Record<string, string> = {
    coach_name: coach.name.trim(),
    background: coach.background,
    offense: coach.offense,
    defense: coach.defense,
    points: coach.background ? points : '',
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

/** Filters of the stats pages: the spec shows none, the server may accept a year. */
export interface StatsFilters {
  year?: number;
}

/** Filters of the prospect search (GET /api/recruiting/prospects/). */
export interface ProspectSearchQuery {
  position?: string;
  stars?: number | '';
  state?: string;
  committed?: 'yes' | 'no' | '';
  min_interest?: number | '';
  board?: boolean;
  page?: number;
  per_page?: number;
}

export const api = {
  home: (year?: number) => get<HomeResponse>('/api/home/', { year }),
  /** Starts a new dynasty. */
  startGame: (p: NewGameParams) =>
    getChange<NonconResponse>('/api/noncon/', {
      team: p.team,
      year: p.year,
      playoff_teams: String(p.playoffTeams),
      playoff_autobids: String(p.playoffAutobids),
      playoff_conf_champ_top_4: String(p.playoffConfChampTop4),
      playoff_on_campus: p.playoffOnCampus,
      staff_recruiting: String(p.staffRecruiting),
      ...(p.coordinator ? { role: 'coordinator' } : coachQuery(p.coach)),
    }),
  /** Checks a league file (its text): a 400 names the line and the reason. */
  checkLeagueFile: (file: string) => post<LeagueFileCheckResponse>('/api/league_file/', { file }),
  /** Starts a new dynasty in the league of a league file. */
  startInLeagueFile: (file: string, team: string, staffRecruiting: boolean) =>
    post<NonconResponse>('/api/league_file/', { file, team, staff_recruiting: staffRecruiting }),
  /** The running dynasty's non-conference schedule. */
  /** Only reads, like every stage page: before the next preseason the question that starts it, never the start. */
  noncon: () => get<NonconResponse | StageNotReachedResponse>('/api/noncon/', { read_only: 1 }),
  scheduleNoncon: (request: ScheduleNonconRequest) => post<ScheduleNonconResponse>('/api/schedulenc/', request),
  fetchTeams: (week: number) => get<FetchTeamsResponse>('/api/fetchteams/', { week }),
  /** The week's opponents (FBS, then FCS) with the sites each would play at. */
  nonconOpponents: (week: number) => get<NonconOpponentsResponse>('/api/noncon/opponents/', { week }),
  bookedSeries: () => get<BookedSeriesResponse>('/api/noncon/series/'),
  bookSeries: (request: BookSeriesRequest) => post<BookSeriesResponse>('/api/noncon/series/', request),
  removeBookedGame: (game: number) => post<RemoveBookedGameResponse>('/api/noncon/series/remove/', { game }),
  /** Only reads: in the preseason the question that starts the season, never the start itself. */
  dashboard: () => get<DashboardReadResponse>('/api/dashboard/', { read_only: 1 }),
  rankings: (week?: number, season?: number) => get<RankingsResponse>('/api/rankings/', { week, season }),
  teamSchedule: (team: string, year?: number) => get<TeamScheduleResponse>(`/api/${seg(team)}/schedule/`, { year }),
  roster: (team: string) => get<RosterResponse>(`/api/${seg(team)}/roster/`),
  depthChart: (team: string) => get<DepthChartResponse>(`/api/${seg(team)}/depth/`),
  /** Puts one of the player's own players at a slot (1: first string) of a position. */
  setDepth: (pos: string, player: number, slot: number) =>
    post<DepthChangeResponse>('/api/depth/', { pos, player, slot }),
  /** The automatic chart again at a position (or every position). */
  autoDepth: (pos?: string) => post<DepthChangeResponse>('/api/depth/auto/', pos ? { pos } : {}),
  redshirt: (player: number, redshirt: boolean) => post<RedshirtResponse>('/api/redshirt/', { player, redshirt }),
  rosterLimits: () => get<RosterLimitsResponse>('/api/roster/limits/'),
  releasePlayer: (player: number) => post<ReleaseResponse>('/api/roster/release/', { player }),
  walkOns: (position?: string) => get<WalkOnsResponse>('/api/roster/walkons/', { position }),
  inviteWalkOn: (prospect: number, invite = true) =>
    post<WalkOnInviteResponse>('/api/roster/walkons/', { prospect, invite }),
  history: (team: string) => get<TeamHistoryResponse>(`/api/${seg(team)}/history/`),
  teamSeasonStats: (team: string) => get<TeamSeasonStatsResponse>(`/api/${seg(team)}/stats/`),
  playoff: () => get<PlayoffResponse>('/api/playoff/'),
  standings: (conference: string) => get<StandingsResponse>(`/api/standings/${seg(conference)}/`),
  player: (id: string, year?: number) => get<PlayerResponse>(`/api/player/${seg(id)}/`, { year }),
  week: (week: number) => get<WeekScheduleResponse>(`/api/week/${week}/`),
  game: (id: string) => get<GameResponse>(`/api/game/${seg(id)}/`),
  teamStats: (filters: StatsFilters = {}) => get<TeamStatsResponse>('/api/stats/team/', { ...filters }),
  individualStats: (filters: StatsFilters = {}) =>
    get<IndividualStatsResponse>('/api/stats/individual/', { ...filters }),
  ratingsStats: () => get<RatingsStatsResponse>('/api/stats/ratings/'),
  summary: () => get<SummaryResponse | StageNotReachedResponse>('/api/summary/', { read_only: 1 }),
  heisman: () => get<HeismanWatchResponse>('/api/heisman/'),
  awards: (year?: number) => get<AwardsResponse>('/api/awards/', { year }),
  records: (team?: string) => get<RecordsResponse>('/api/records/', { team }),
  leagueHistory: () => get<LeagueHistoryResponse>('/api/league_history/'),
  rosterProgression: () =>
    get<RosterProgressionResponse | StageNotReachedResponse>('/api/roster_progression/', { read_only: 1 }),
  recruitingSummary: () =>
    get<RecruitingSummaryResponse | StageNotReachedResponse>('/api/recruiting_summary/', { read_only: 1 }),
  // Recruiting: the board, the search, a prospect, class rankings, news, and the week's orders.
  recruitingBoard: () => get<RecruitingBoardResponse>('/api/recruiting/board/'),
  prospects: (query: ProspectSearchQuery = {}) =>
    get<ProspectSearchResponse>('/api/recruiting/prospects/', { ...query, board: query.board ? 'true' : undefined }),
  prospect: (id: string | number) => get<ProspectPageResponse>(`/api/recruiting/prospects/${seg(String(id))}/`),
  classRankings: () => get<ClassRankingsResponse>('/api/recruiting/classes/'),
  recruitingNews: () => get<RecruitingNewsResponse>('/api/recruiting/news/'),
  /** Queues an order for the coming recruiting week (pitch takes the strength). */
  recruitingAction: (kind: RecruitingActionKind, prospect: number, strength?: PitchStrength) =>
    post<RecruitingActionResponse>(`/api/recruiting/${kind}/`, strength ? { prospect, strength } : { prospect }),
  cancelRecruitingOrder: (seq: number) => post<CancelOrderResponse>('/api/recruiting/cancel/', { seq }),
  setOnBoard: (prospect: number, on: boolean) =>
    post<BoardChangeResponse>(`/api/recruiting/board/${on ? 'add' : 'remove'}/`, { prospect }),
  /** Adds (on) or takes back standing weekly orders of the given kinds for every prospect listed. */
  changeRecruitingPlan: (
    prospects: readonly number[],
    kinds: readonly RecruitingActionKind[],
    on: boolean,
    strength?: PitchStrength,
  ) =>
    post<PlanChangeResponse>(
      '/api/recruiting/plan/',
      strength ? { prospects, kinds, on, strength } : { prospects, kinds, on },
    ),
  setStaffRecruiting: (on: boolean) => post<StaffRecruitingResponse>('/api/recruiting/auto/', { on }),
  /** Plays the next late recruiting week (after the season, before signing day): the board after it. */
  playLateRecruitingWeek: () => post<LateWeekResponse>('/api/recruiting/week/', {}),
  teamInfo: (teamName: string) => get<TeamInfoResponse>('/api/team_info/', { team_name: teamName }),
  /** Simulates up to (not including) `week`; lastWeek + 1 plays out the season. */
  /** finishCoached: the player said to let the coordinator finish the coached game in progress. */
  sim: (week: number, finishCoached = false) =>
    getChange<SimResponse>(`/api/sim/${week}/`, { finish_coached: finishCoached ? 1 : undefined }),
  /** Moves the dynasty to the next stage. */
  advance: () => post<AdvanceResponse>('/api/advance/', {}),
  /** Where the dynasty stands, for the frame of a page whose answer does not say it. */
  frame: () => get<GamePage>('/api/frame/'),
  /** The NFL draft after a season (default: the latest). */
  draft: (year?: number) => get<DraftResponse>('/api/draft/', { year }),
  /** The transfer portal of the offseason, searched by position and minimum rating. */
  portal: (filters: { position?: string; minRating?: number } = {}) =>
    get<PortalResponse>('/api/portal/', { position: filters.position, min_rating: filters.minRating }),
  /** Offers a portal player (his "First Last" or id) in the Roster Progression stage. */
  offerPortalPlayer: (player: string | number) => post<PortalOfferResponse>('/api/portal/offer/', { player }),
  /** A portal player's market: his asks, who else offered him, the day he decides. */
  portalMarket: (player: number) => get<PortalMarketResponse>('/api/portal/market/', { player }),
  /** Promises a portal player the player's program offered a starting role. */
  promisePortalPlayer: (player: number) => post<PortalMarketResponse>('/api/portal/promise/', { player }),
  /** Moves the portal window on a day: the players offered whose day came decide. */
  portalDay: () => post<PortalDayResponse>('/api/portal/day/', {}),
  settings: () => get<SettingsResponse>('/api/settings/'),
  saveSettings: (body: { detail_seasons: number | 'all' }) => post<SettingsResponse>('/api/settings/', body),
  /** The league's setup; one change at a time in the preseason (realignment, playoff format, rules). */
  leagueSetup: () => get<LeagueSetupResponse>('/api/league_setup/'),
  changeLeague: (change: LeagueChange) => post<LeagueSetupResponse>('/api/league_setup/', change),
  /** God Mode: the switch, the log, and one edit at a time while it is on. */
  godMode: () => get<GodModeResponse>('/api/god_mode/'),
  changeGodMode: (change: GodModeChange) => post<GodModeResponse>('/api/god_mode/', change),
  // The player's saves (beside the spec's calls); export and import move files: see savesTransfer.ts.
  saves: () => get<SavesResponse>('/api/saves/'),
  /** Continue a save: it becomes the current one. */
  loadSave: (name: string) => post<LoadSaveResponse>('/api/saves/load/', { name }),
  deleteSave: (name: string) => post<SavesResponse>('/api/saves/delete/', { name }),
  // The player's coaching career and the carousel.
  coach: () => get<CoachResponse>('/api/coach/'),
  acceptOffer: (team: string) => post<AcceptOfferResponse>('/api/coach/accept/', { team }),
  // The player's staff and money.
  staff: () => get<StaffResponse>('/api/staff/'),
  hireCoordinator: (name: string) => post<StaffChangeResult>('/api/staff/hire/', { name }),
  fireCoordinator: (role: string) => post<StaffChangeResult>('/api/staff/fire/', { role }),
  joinAsCoordinator: (team: string) => post<StaffChangeResult>('/api/staff/join/', { team }),
  budget: () => get<BudgetResponse>('/api/budget/'),
  startFacilityProject: () => post<BudgetChangeResult>('/api/budget/facility/', {}),
  offerNil: (name: string, amount: string) => post<BudgetChangeResult>('/api/nil/offer/', { name, amount }),
  carousel: (year?: number) => get<CarouselResponse>('/api/carousel/', { year }),
  // Development choices: the coach's abilities and the training plan.
  coachAbilities: () => get<CoachAbilitiesResponse>('/api/coach/abilities/'),
  spendXp: (ability: string, points = 1) => post<CoachSpendResponse>('/api/coach/spend/', { ability, points }),
  training: () => get<TrainingResponse>('/api/training/'),
  setGroupFocus: (group: string, focus: string) =>
    post<TrainingChangeResponse>('/api/training/group/', { group, focus }),
  setPlayerFocus: (player: number | string, focus: string) =>
    post<TrainingChangeResponse>('/api/training/player/', { player, focus }),
  /** The news feed: a season's top stories (default the current season), or one week's. */
  news: (year?: number, week?: number) => get<NewsResponse>('/api/news/', { year, week }),
  /** The dashboard's season at a glance. */
  seasonGlance: () => get<SeasonGlanceResponse>('/api/dashboard/glance/'),
  /** The footer's links from the server's configuration. */
  site: () => get<SiteLinksResponse>('/api/site/'),
  /** A played game's plays with the situation and win probability, to watch it. */
  liveGame: (id: string) => get<LiveGameResponse>(`/api/game/${seg(id)}/live/`),
  /** The coached game: as it stands, started (or resumed), a call answered. */
  coachedGame: () => get<CoachedGameResponse>('/api/coached_game/'),
  startCoachedGame: () => post<CoachedGameResponse>('/api/coached_game/start/', {}),
  coachedGameCall: (call: string, fields: ChoiceFields = {}) =>
    post<CoachedGameResponse>('/api/coached_game/call/', { call, ...fields }),
  coachedGameSituations: (set: CoachedSituations) => post<CoachedGameResponse>('/api/coached_game/situations/', set),
};
