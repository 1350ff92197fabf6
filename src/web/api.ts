import type {
  LeagueChange,
  GodModeChange,
  ErrorResponse,
  ScheduleNonconRequest,
  BookSeriesRequest,
} from '../shared/api-types.js';
import type { CreationAbility } from '../shared/coachCreation.js';
import type { CoachedSituations } from '../shared/coached-types.js';
import type { ChoiceFields } from '../shared/playbookChoice.js';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from '../shared/contract/entry.js';
import { CALL_EFFECTS, changesGame, type CallEffects } from '../shared/contract/effects.js';
import type { RouteMap } from '../shared/contract/routes.js';
import type { LeaderCategory } from '../shared/leaderCategories.js';
import { ReadsAhead } from './readsAhead.js';
import type { PitchStrength, RecruitingActionKind } from '../shared/recruitingApi.js';
import { LEAGUE_HEADER, PROGRAM_HEADER, STREAM_HEADER } from '../shared/programHeader.js';

const USER_ID_KEY = 'user_id';
/** The coached program this tab plays (multi-team mode), kept across a reload of the tab. */
const PROGRAM_KEY = 'dynasty-program';

type Query = Record<string, string | number | boolean | null | undefined>;
type RouteKey = keyof RouteMap;

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
  /** changes: the call changes the game (its contract entry says so), as far as the client knows. */
  call(method: 'GET' | 'POST', url: string, body?: unknown, changes?: boolean): Promise<Answer>;
  /** A save's file (the current one without a name), or the error answer. */
  download(name: string): Promise<{ file: Blob } | Answer>;
  /** A save file to import (POST /api/saves/import/). */
  upload(file: Blob): Promise<Answer>;
}

/** The coached program this tab acts for, or null: the save's program last acted for (a single-team save's one). */
export function chosenProgram(): string | null {
  try {
    return window.sessionStorage.getItem(PROGRAM_KEY);
  } catch {
    return null;
  }
}

/** Called when the tab acts for another program (its event stream listens for the new one). */
let programChanged: () => void = () => {};
export function onProgramChange(listener: () => void): void {
  programChanged = listener;
}

/** Acts for another coached program from now on (null: the save's program last acted for). */
export function chooseProgram(team: string | null): void {
  readsAhead.drop();
  queueMicrotask(() => programChanged());
  try {
    if (team === null) window.sessionStorage.removeItem(PROGRAM_KEY);
    else window.sessionStorage.setItem(PROGRAM_KEY, team);
  } catch {
    /* storage disabled: the choice lasts until the page is reloaded */
  }
}

const LEAGUE_KEY = 'dynasty-online-league';

/** The online league whose game this tab plays (its id), or null: the player's own saves. */
export function playedLeague(): string | null {
  try {
    return window.sessionStorage.getItem(LEAGUE_KEY);
  } catch {
    return null;
  }
}

/**
 * Plays an online league's game in this tab from now on (null: the player's own saves again). In a league the server
 * binds every call to the coach's own program, so no program is named.
 */
export function playLeague(id: string | null): void {
  readsAhead.drop();
  try {
    if (id === null) window.sessionStorage.removeItem(LEAGUE_KEY);
    else window.sessionStorage.setItem(LEAGUE_KEY, id);
  } catch {
    /* storage disabled: the league lasts until the page is reloaded */
  }
}

/** The headers every call carries: the player's id (hosted mode) and the program acted for (multi-team mode). */
export function idHeader(): Record<string, string> {
  const league = playedLeague();
  if (league) return leagueHeader(league);
  const userId = storedUserId();
  const team = chosenProgram();
  return {
    ...(userId ? { 'X-User-ID': userId } : {}),
    ...(team ? { [PROGRAM_HEADER]: encodeURIComponent(team) } : {}),
  };
}

/** The headers of a call to an online league's game (the server binds it to the coach's own program). */
export function leagueHeader(league: string): Record<string, string> {
  const userId = storedUserId();
  return { ...(userId ? { 'X-User-ID': userId } : {}), [LEAGUE_HEADER]: league };
}

/**
 * This tab's event stream (liveEvents.ts) is named by the tab, once: every call names it from the first, so that the
 * stream never tells the tab of its own changes (a refresh then could ask a page of a stage just left), even a change
 * made while the stream was reopening.
 */
export const TAB_STREAM_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
  b.toString(16).padStart(2, '0'),
).join('');

/** A hosted server's CSRF token for this browser (GET /api/account/ hands it out); every POST carries it. */
let csrfToken: string | null = null;

function rememberCsrfToken(body: unknown): void {
  const token = (body as { csrf_token?: unknown } | null)?.csrf_token;
  if (typeof token === 'string') csrfToken = token;
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
    // A page opened straight into a league's game has not read its account yet: its changes need the token.
    if (method === 'POST' && !csrfToken && playedLeague()) {
      const account = await fetch('/api/account/', { credentials: 'include', headers: { Accept: 'application/json' } });
      rememberCsrfToken((await answerOf(account, 'GET /api/account/')).body);
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...idHeader() };
    headers[STREAM_HEADER] = TAB_STREAM_ID;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method === 'POST' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
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
  rememberCsrfToken(answer.body);
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

async function request<T>(method: 'GET' | 'POST', url: string, body?: unknown, changes?: boolean): Promise<T> {
  if (method === 'GET' && readsAhead.hold(url, () => transport.call(method, url))) return undefined as T;
  if (method === 'POST') readsAhead.drop();
  try {
    return bodyOf<T>(await (readsAhead.take(url) ?? transport.call(method, url, body, changes)), `${method} ${url}`);
  } catch (error) {
    console.error(`API ${method} ${url}:`, error);
    throw error;
  }
}

/** A part of a request the call's entry describes (never for a call whose entry has none). */
type Described<T> = unknown extends T ? never : T;

/**
 * What a call sends, typed from its entry in the API contract (src/shared/contract): the path's parameters, the
 * query (values go as text, so a number or a flag may also be given as its text) and the JSON body.
 */
export interface CallParts<K extends RouteKey> {
  params?: { [P in keyof Described<ParamsOf<RouteMap[K]>>]: string | number };
  query?: {
    [P in keyof Described<QueryOf<RouteMap[K]>>]?: Described<QueryOf<RouteMap[K]>>[P] | string | number | null;
  };
  body?: BodyOf<RouteMap[K]>;
}

/** The URL of a call: the contract's path with its parameters filled in (encoded), a trailing slash, the query. */
export function callUrl(
  key: RouteKey,
  parts: { params?: Record<string, string | number>; query?: Query } = {},
): string {
  const path = key
    .slice(key.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(parts.params?.[name] ?? '')));
  return urlFor(`${path}/`, parts.query);
}

/**
 * A call of the API by its key in the contract ('GET /api/sim/:week'), sent with its parts. Whether it changes the
 * game is its entry's to say (src/shared/contract/effects.ts): a call that reads may be read ahead; one that changes
 * the game (a POST, a simulation, a new game) drops what was read ahead. The answer's type is the contract's where
 * its entry has a schema, else the one named.
 */
function call<K extends RouteKey>(key: K) {
  const method = key.startsWith('POST ') ? 'POST' : 'GET';
  const effects: CallEffects = CALL_EFFECTS[key as keyof typeof CALL_EFFECTS];
  return <T = AnswerOf<RouteMap[K]>>(parts: CallParts<K> = {}) => {
    const url = callUrl(key, parts as Parameters<typeof callUrl>[1]);
    const changes = changesGame(effects, parts);
    if (changes) readsAhead.drop();
    return request<T>(method, url, method === 'POST' ? (parts.body ?? {}) : undefined, changes);
  };
}

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

/** The coach made on taking a program in an online league, as its body names him (nothing: the game's coach). */
function leagueCoachBody(coach: CoachChoice | undefined): { coach?: Record<string, string> } {
  const values = coachQuery(coach);
  const { coach_name: name, ...rest } = values;
  const made = { ...(name === undefined ? {} : { name }), ...rest };
  return Object.keys(made).length === 0 ? {} : { coach: made };
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
  home: (year?: number) => call('GET /api/home')({ query: { year } }),
  /** Starts a new dynasty. */
  startGame: (p: NewGameParams) =>
    call('GET /api/noncon')({
      query: {
        team: p.team,
        year: p.year,
        playoff_teams: String(p.playoffTeams),
        playoff_autobids: String(p.playoffAutobids),
        playoff_conf_champ_top_4: String(p.playoffConfChampTop4),
        playoff_on_campus: p.playoffOnCampus,
        staff_recruiting: String(p.staffRecruiting),
        ...(p.coordinator ? { role: 'coordinator' } : coachQuery(p.coach)),
      },
    }),
  /** Checks a league file (its text): a 400 names the line and the reason. */
  checkLeagueFile: async (file: string) => {
    const answer = await call('POST /api/league_file')({ body: { file } });
    // Without a team the call only checks the file; a game's page here is the server's mistake, not the file's.
    if ('info' in answer) throw new ApiError(502, 'The league file check answered with a game');
    return answer;
  },
  /** Starts a new dynasty in the league of a league file. */
  startInLeagueFile: async (file: string, team: string, staffRecruiting: boolean) => {
    const answer = await call('POST /api/league_file')({ body: { file, team, staff_recruiting: staffRecruiting } });
    if (!('info' in answer)) throw new ApiError(502, 'The league file was checked but no dynasty was started');
    return answer;
  },
  /** The running dynasty's non-conference schedule. */
  /** Only reads, like every stage page: before the next preseason the question that starts it, never the start. */
  noncon: () => call('GET /api/noncon')({ query: { read_only: 1 } }),
  scheduleNoncon: (request: ScheduleNonconRequest) => call('POST /api/schedulenc')({ body: request }),
  fetchTeams: (week: number) => call('GET /api/fetchteams')({ query: { week } }),
  /** The week's opponents (FBS, then FCS) with the sites each would play at. */
  nonconOpponents: (week: number) => call('GET /api/noncon/opponents')({ query: { week } }),
  bookedSeries: () => call('GET /api/noncon/series')(),
  bookSeries: (request: BookSeriesRequest) => call('POST /api/noncon/series')({ body: request }),
  removeBookedGame: (game: number) => call('POST /api/noncon/series/remove')({ body: { game } }),
  /** Only reads: in the preseason the question that starts the season, never the start itself. */
  dashboard: () => call('GET /api/dashboard')({ query: { read_only: 1 } }),
  rankings: (week?: number, season?: number) => call('GET /api/rankings')({ query: { week, season } }),
  teamSchedule: (team: string, year?: number) => call('GET /api/:team/schedule')({ params: { team }, query: { year } }),
  roster: (team: string) => call('GET /api/:team/roster')({ params: { team } }),
  depthChart: (team: string) => call('GET /api/:team/depth')({ params: { team } }),
  /** Puts one of the player's own players at a slot (1: first string) of a position. */
  setDepth: (pos: string, player: number, slot: number) => call('POST /api/depth')({ body: { pos, player, slot } }),
  /** The automatic chart again at a position (or every position). */
  autoDepth: (pos?: string) => call('POST /api/depth/auto')({ body: pos ? { pos } : {} }),
  redshirt: (player: number, redshirt: boolean) => call('POST /api/redshirt')({ body: { player, redshirt } }),
  /** Where one of the player's own players can move: his overall at each other position (reading only). */
  positionOptions: (player: number) => call('GET /api/roster/position')({ query: { player: String(player) } }),
  /** Moves one of the player's own players to another position (the offseason). */
  changePosition: (player: number, pos: string) => call('POST /api/roster/position')({ body: { player, pos } }),
  rosterLimits: () => call('GET /api/roster/limits')(),
  releasePlayer: (player: number) => call('POST /api/roster/release')({ body: { player } }),
  walkOns: (position?: string) => call('GET /api/roster/walkons')({ query: { position } }),
  inviteWalkOn: (prospect: number, invite = true) => call('POST /api/roster/walkons')({ body: { prospect, invite } }),
  history: (team: string) => call('GET /api/:team/history')({ params: { team } }),
  teamSeasonStats: (team: string) => call('GET /api/:team/stats')({ params: { team } }),
  playoff: () => call('GET /api/playoff')(),
  standings: (conference: string) => call('GET /api/standings/:conference')({ params: { conference } }),
  player: (id: string, year?: number) => call('GET /api/player/:id')({ params: { id }, query: { year } }),
  week: (week: number) => call('GET /api/week/:week')({ params: { week } }),
  game: (id: string) => call('GET /api/game/:id')({ params: { id } }),
  teamStats: (filters: StatsFilters = {}) => call('GET /api/stats/team')({ query: { ...filters } }),
  individualStats: (filters: StatsFilters & { category?: LeaderCategory } = {}) =>
    call('GET /api/stats/individual')({ query: { ...filters } }),
  ratingsStats: () => call('GET /api/stats/ratings')(),
  summary: () => call('GET /api/summary')({ query: { read_only: 1 } }),
  heisman: () => call('GET /api/heisman')(),
  awards: (year?: number) => call('GET /api/awards')({ query: { year } }),
  records: (team?: string) => call('GET /api/records')({ query: { team } }),
  leagueHistory: () => call('GET /api/league_history')(),
  rosterProgression: () =>
    call('GET /api/roster_progression')({
      query: { read_only: 1 },
    }),
  recruitingSummary: () =>
    call('GET /api/recruiting_summary')({
      query: { read_only: 1 },
    }),
  // Recruiting: the board, the search, a prospect, class rankings, news, and the week's orders.
  recruitingBoard: () => call('GET /api/recruiting/board')(),
  prospects: (query: ProspectSearchQuery = {}) =>
    call('GET /api/recruiting/prospects')({
      query: { ...query, board: query.board ? 'true' : undefined },
    }),
  prospect: (id: string | number) => call('GET /api/recruiting/prospects/:id')({ params: { id } }),
  classRankings: () => call('GET /api/recruiting/classes')(),
  /** A program's recruiting pipelines (the player's own without a team). */
  pipelines: (team?: string) => call('GET /api/recruiting/pipelines')({ query: { team } }),
  recruitingNews: () => call('GET /api/recruiting/news')(),
  /** Queues an order for the coming recruiting week (pitch takes the strength). */
  recruitingAction: (kind: RecruitingActionKind, prospect: number, strength?: PitchStrength) =>
    call(`POST /api/recruiting/${kind}`)({
      body: strength ? { prospect, strength } : { prospect },
    }),
  cancelRecruitingOrder: (seq: number) => call('POST /api/recruiting/cancel')({ body: { seq } }),
  setOnBoard: (prospect: number, on: boolean) =>
    call(on ? 'POST /api/recruiting/board/add' : 'POST /api/recruiting/board/remove')({
      body: { prospect },
    }),
  /**
   * Adds (on) or takes back standing weekly orders of the given kinds for every prospect listed: a new pitch sells
   * `strength`, `warm` keeps them warm; orders already in the plan stay as they are.
   */
  changeRecruitingPlan: (
    prospects: readonly number[],
    kinds: readonly RecruitingActionKind[],
    on: boolean,
    strength?: PitchStrength,
    warm?: boolean,
  ) =>
    call('POST /api/recruiting/plan')({
      body: {
        prospects: [...prospects],
        kinds: [...kinds],
        on,
        ...(strength ? { strength } : {}),
        ...(warm ? { warm } : {}),
      },
    }),
  /** Re-aims the standing pitch of the prospects listed, or keeps them warm (or not). */
  changeRecruitingPlanOrders: (prospects: readonly number[], change: { strength?: PitchStrength; warm?: boolean }) =>
    call('POST /api/recruiting/plan/orders')({
      body: { prospects: [...prospects], ...change },
    }),
  setStaffRecruiting: (on: boolean) => call('POST /api/recruiting/auto')({ body: { on } }),
  /** Plays the next late recruiting week (after the season, before signing day): the board after it. */
  playLateRecruitingWeek: () => call('POST /api/recruiting/week')({ body: {} }),
  teamInfo: (teamName: string) => call('GET /api/team_info')({ query: { team_name: teamName } }),
  /** Simulates up to (not including) `week`; lastWeek + 1 plays out the season. */
  /**
   * finishCoached: the player said to let the coordinator finish the coached game in progress; confirmOthers: he was
   * told what the other coached programs have left this week (multi-team mode) and plays on for everyone.
   */
  sim: (week: number, finishCoached = false, confirmOthers = false) =>
    call('GET /api/sim/:week')({
      params: { week },
      query: { finish_coached: finishCoached ? 1 : undefined, confirm_others: confirmOthers ? 1 : undefined },
    }),
  /** Moves the dynasty to the next stage (confirmOthers: as for sim). */
  advance: (confirmOthers = false) =>
    call('POST /api/advance')({
      query: { confirm_others: confirmOthers ? 1 : undefined },
    }),
  /** Multi-team mode: the coached programs, whose turn it is and what each has left. */
  programs: () => call('GET /api/programs')(),
  addProgram: (team: string) => call('POST /api/programs/add')({ body: { team } }),
  dropProgram: (team: string) => call('POST /api/programs/drop')({ body: { team } }),
  /** Where the dynasty stands, for the frame of a page whose answer does not say it. */
  frame: () => call('GET /api/frame')(),
  /** The NFL draft after a season (default: the latest). */
  draft: (year?: number) => call('GET /api/draft')({ query: { year } }),
  /** The transfer portal of the offseason, searched by position and minimum rating. */
  portal: (filters: { position?: string; minRating?: number } = {}) =>
    call('GET /api/portal')({
      query: { position: filters.position, min_rating: filters.minRating },
    }),
  /** Offers a portal player (his "First Last" or id) in the Roster Progression stage. */
  offerPortalPlayer: (player: string | number) => call('POST /api/portal/offer')({ body: { player } }),
  /** A portal player's market: his asks, who else offered him, the day he decides. */
  portalMarket: (player: number) => call('GET /api/portal/market')({ query: { player } }),
  /** Promises a portal player the player's program offered a starting role. */
  promisePortalPlayer: (player: number) => call('POST /api/portal/promise')({ body: { player } }),
  /** Moves the portal window on a day: the players offered whose day came decide. */
  portalDay: () => call('POST /api/portal/day')(),
  settings: () => call('GET /api/settings')(),
  saveSettings: (body: { detail_seasons: number | 'all' }) => call('POST /api/settings')({ body: body }),
  /** The league's setup; one change at a time in the preseason (realignment, playoff format, rules). */
  leagueSetup: () => call('GET /api/league_setup')(),
  changeLeague: (change: LeagueChange) => call('POST /api/league_setup')({ body: change }),
  /** God Mode: the switch, the log, and one edit at a time while it is on. */
  godMode: () => call('GET /api/god_mode')(),
  changeGodMode: (change: GodModeChange) => call('POST /api/god_mode')({ body: change }),
  // The player's saves (beside the spec's calls); export and import move files: see savesTransfer.ts.
  saves: () => call('GET /api/saves')(),
  /** Continue a save: it becomes the current one. */
  loadSave: (name: string) => call('POST /api/saves/load')({ body: { name } }),
  deleteSave: (name: string) => call('POST /api/saves/delete')({ body: { name } }),
  // The player's coaching career and the carousel.
  coach: () => call('GET /api/coach')(),
  acceptOffer: (team: string) => call('POST /api/coach/accept')({ body: { team } }),
  // The player's staff and money.
  staff: () => call('GET /api/staff')(),
  hireCoordinator: (name: string) => call('POST /api/staff/hire')({ body: { name } }),
  fireCoordinator: (role: string) => call('POST /api/staff/fire')({ body: { role } }),
  joinAsCoordinator: (team: string) => call('POST /api/staff/join')({ body: { team } }),
  budget: () => call('GET /api/budget')(),
  startFacilityProject: () => call('POST /api/budget/facility')(),
  offerNil: (name: string, amount: string) => call('POST /api/nil/offer')({ body: { name, amount } }),
  carousel: (year?: number) => call('GET /api/carousel')({ query: { year } }),
  // Development choices: the coach's abilities and the training plan.
  coachAbilities: () => call('GET /api/coach/abilities')(),
  spendXp: (ability: string, points = 1) => call('POST /api/coach/spend')({ body: { ability, points } }),
  buyAbility: (ability: string) => call('POST /api/coach/abilities/buy')({ body: { ability } }),
  training: () => call('GET /api/training')(),
  // Keeping players after the season: the page, a talk, a promise (starter, position, nil), the staff's rule.
  retention: () => call('GET /api/retention')(),
  retentionTalk: (player: number | string) => call('POST /api/retention/talk')({ body: { player } }),
  retentionPromise: (player: number | string, kind: 'starter' | 'position' | 'nil', value?: string) =>
    call('POST /api/retention/promise')({ body: value === undefined ? { player, kind } : { player, kind, value } }),
  retentionAuto: () => call('POST /api/retention/auto')(),
  setGroupFocus: (group: string, focus: string) => call('POST /api/training/group')({ body: { group, focus } }),
  setPlayerFocus: (player: number | string, focus: string) =>
    call('POST /api/training/player')({ body: { player, focus } }),
  /** The news feed: a season's top stories (default the current season), or one week's. */
  news: (year?: number, week?: number) => call('GET /api/news')({ query: { year, week } }),
  /** The dashboard's season at a glance. */
  seasonGlance: () => call('GET /api/dashboard/glance')(),
  /** The footer's links from the server's configuration. */
  site: () => call('GET /api/site')(),
  /** A played game's plays with the situation and win probability, to watch it. */
  liveGame: (id: string) => call('GET /api/game/:id/live')({ params: { id } }),
  /** The coached game: as it stands, started (or resumed), a call answered. */
  coachedGame: () => call('GET /api/coached_game')(),
  headToHead: () => call('GET /api/head_to_head')(),
  joinHeadToHead: () => call('POST /api/head_to_head/join')(),
  headToHeadCall: (decision: string, fields: ChoiceFields = {}) =>
    call('POST /api/head_to_head/call')({ body: { call: decision, ...fields } }),
  startCoachedGame: () => call('POST /api/coached_game/start')({ body: {} }),
  coachedGameCall: (decision: string, fields: ChoiceFields = {}) =>
    call('POST /api/coached_game/call')({ body: { call: decision, ...fields } }),
  coachedGameSituations: (set: CoachedSituations) => call('POST /api/coached_game/situations')({ body: set }),
  // A hosted server's accounts and online leagues (the HTTP server only).
  account: () => call('GET /api/account')(),
  signUp: (name: string, password: string) => call('POST /api/account/signup')({ body: { name, password } }),
  signIn: (name: string, password: string) => call('POST /api/account/signin')({ body: { name, password } }),
  signOut: () => call('POST /api/account/signout')(),
  signOutEverywhere: () => call('POST /api/account/signout_everywhere')(),
  changePassword: (current: string, password: string) =>
    call('POST /api/account/password')({ body: { current, password } }),
  leagues: () => call('GET /api/leagues')(),
  createLeague: (
    name: string,
    year: number,
    team: string | null,
    playoffTeams: number | null = null,
    coach?: CoachChoice,
  ) =>
    call('POST /api/leagues/create')({
      body: { name, year, team, playoff_teams: playoffTeams, ...leagueCoachBody(team ? coach : undefined) },
    }),
  league: (id: string) => call('GET /api/leagues/:id')({ params: { id } }),
  inviteToLeague: (id: string, hours: number, seats: number) =>
    call('POST /api/leagues/:id/invite')({ params: { id }, body: { hours, seats } }),
  revokeInvite: (id: string, invite: number) =>
    call('POST /api/leagues/:id/revoke')({ params: { id }, body: { invite } }),
  removeCoach: (id: string, team: string, reason: string) =>
    call('POST /api/leagues/:id/remove')({ params: { id }, body: { team, reason } }),
  leaveLeague: (id: string) => call('POST /api/leagues/:id/leave')({ params: { id } }),
  invitation: (token: string) => call('POST /api/leagues/invitation')({ body: { token } }),
  joinLeague: (token: string, team: string, coach?: CoachChoice) =>
    call('POST /api/leagues/join')({ body: { token, team, ...leagueCoachBody(coach) } }),
  startLeague: (id: string) => call('POST /api/leagues/:id/start')({ params: { id } }),
  readyInLeague: (id: string, ready: boolean) =>
    call('POST /api/leagues/:id/ready')({ params: { id }, body: { ready } }),
  advanceLeague: (id: string, reason: string) =>
    call('POST /api/leagues/:id/advance')({ params: { id }, body: { reason } }),
  pauseLeague: (id: string, paused: boolean) =>
    call('POST /api/leagues/:id/pause')({ params: { id }, body: { paused } }),
  setLeagueDeadline: (id: string, minutes: number | null) =>
    call('POST /api/leagues/:id/deadline')({ params: { id }, body: { minutes } }),
  leagueGodMode: (id: string, on: boolean) => call('POST /api/leagues/:id/god_mode')({ params: { id }, body: { on } }),
  forcibleLeagueGames: (id: string) => call('GET /api/leagues/:id/games')({ params: { id } }),
  forceLeagueResult: (id: string, game: number, winner: string, reason: string) =>
    call('POST /api/leagues/:id/force')({ params: { id }, body: { game, winner, reason } }),
  assignInLeague: (id: string, coach: string, team: string) =>
    call('POST /api/leagues/:id/assign')({ params: { id }, body: { coach, team } }),
};
