// The steps every route shares: find the player, open their save, build a page or run a change, and hand the
// body back with the player's id. Nothing here knows football.
import type { StageNotReachedResponse, WithUserId } from '../shared/api-types.js';
import { stageMove, type StageMovePage } from '../shared/stageMoves.js';
import { GameError } from '../store/errors.js';
import { hasDynasty } from '../store/queries/meta.js';
import type { SaveFile } from '../store/saveFile.js';
import { PageContext } from '../store/views/context.js';
import { stagePageAction, type StagePage } from '../store/views/stagePages.js';
import type { Limits, Requester } from './limits.js';
import { STAGE_PAGE_VIEWS, type StagePageBody } from './stagePageViews.js';
import type { SaveRegistry } from './saveRegistry.js';
import type { AnyRequest } from './router.js';
import { changesGame } from '../shared/contract/effects.js';
import { BadUserIdError, USER_ID_HEADER, type Player, type Purpose } from './player.js';
import { PROGRAM_HEADER, MAX_PROGRAM_HEADER } from '../shared/programHeader.js';
import type { Db } from '../store/database.js';
import { programOf, type Program } from '../store/program.js';
import type { InputOf, ResultOf, UseCaseName } from '../store/useCases.js';
import { ADVANCE_BUSINESS, refuseOthersBusiness } from '../store/views/programs.js';
import { changedEvent } from './live/changed.js';
import type { EventBus } from './live/eventBus.js';
import { STREAM_HEADER } from '../shared/programHeader.js';

/** Who is playing and which save is theirs (users.ts for the server; the static build's worker has its own). */
export interface PlayerDirectory {
  identify(header: unknown, purpose: Purpose): Player;
  setCurrent(player: Player, name: string): void;
  afterDelete(player: Player, name: string): void;
}

export interface Session {
  players: PlayerDirectory;
  saves: SaveRegistry;
  /** A hosted server's limits per player (none in local mode). */
  limits: Limits;
  /** Seed of a new dynasty (fixed in tests, random otherwise). */
  newGameSeed(): number;
  /** The server's live events (none in the static build): a change that moves the save is told to its pages. */
  events?: EventBus;
}

/** Tells a save's pages it has moved: a week or a stage played, or a change of the whole league. */
function tellPages(session: Session, player: Player, request: AnyRequest, before: string, save: SaveFile): void {
  if (!session.events) return;
  const event = changedEvent(save.db);
  const moved = `${event.year}/${event.stage}/${event.week}` !== before;
  const own = request.headers[STREAM_HEADER];
  const except = typeof own === 'string' && own.length <= 64 ? own : undefined;
  if (moved || request.entry.effects.actsFor === 'league')
    session.events.publish(player.savePath, event, undefined, except);
}

/** Where a save stands (year, stage, week), to tell whether a change moved it. */
function standing(save: SaveFile | null): string {
  if (!save || !hasDynasty(save.db)) return '';
  const event = changedEvent(save.db);
  return `${event.year}/${event.stage}/${event.week}`;
}

/** The player making the request; a malformed id is refused, yet the error body still offers a fresh id. */
export function identify(session: Session, request: AnyRequest, purpose: Purpose = 'play'): Player {
  if (request.leagueSeat)
    return { savePath: request.leagueSeat.savePath, folder: request.leagueSeat.folder, userId: null };
  try {
    const player = session.players.identify(request.headers[USER_ID_HEADER], purpose);
    request.userId = player.userId;
    return player;
  } catch (error) {
    if (error instanceof BadUserIdError) request.userId = error.freshUserId;
    throw error;
  }
}

/** The player and the client address the request came from (a trusted proxy's forwarded one, see app.ts). */
export function requesterOf(player: Player, request: AnyRequest): Requester {
  return { player, address: request.ip };
}

/** The body with the player's id (hosted mode), which the browser stores and sends back. */
export function withUserId<T extends object>(request: AnyRequest, body: T): T & WithUserId {
  return request.userId ? { ...body, user_id: request.userId } : body;
}

function noGame(): GameError {
  return new GameError('no_game', 'No dynasty has been started yet: start a new game.', '/');
}

/** The save of a running dynasty, or the no-game error (with a redirect home). */
export function requireGame(save: SaveFile | null): SaveFile {
  if (!save || !hasDynasty(save.db)) throw noGame();
  return save;
}

/** The team the request names in its program header (PROGRAM_HEADER), or undefined. */
export function programNamed(request: AnyRequest): string | undefined {
  const seat = request.leagueSeat;
  if (seat) {
    // A league's coach acts for his own program only: a header naming another is refused, not followed.
    const named = headerProgram(request);
    if (named !== undefined && named.trim().toLowerCase() !== seat.team.toLowerCase())
      throw new GameError('forbidden', `In this league you coach ${seat.team}: you act for it alone.`);
    return seat.team;
  }
  return headerProgram(request);
}

function headerProgram(request: AnyRequest): string | undefined {
  const value = request.headers[PROGRAM_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === '') return undefined;
  if (text.length > MAX_PROGRAM_HEADER) throw new GameError('bad_input', `The ${PROGRAM_HEADER} header is too long.`);
  try {
    return decodeURIComponent(text);
  } catch {
    throw new GameError('bad_input', `The ${PROGRAM_HEADER} header is not a URI-encoded team name.`);
  }
}

/**
 * The coached program a request acts for: the one its header names (refused when no player of the save coaches it),
 * else the one last acted for. Who acts, for which program: every page and change of a program goes through here.
 */
export function programFor(db: Db, request: AnyRequest): Program {
  return programOf(db, programNamed(request));
}

/**
 * The page context of a request: for the program it acts for (or the one given: a change's program, as the change
 * left it), and in an online league for its coach, whose pages keep the other coaches' business from him
 * (PageContext.isPrivate). Every page the server builds for a request is built on one made here.
 */
export function pageFor(db: Db, request: AnyRequest, program: Program = programFor(db, request)): PageContext {
  return new PageContext(db, program, Boolean(request.leagueSeat));
}

/** The page context of the program a request acts for, on a save with a running dynasty. */
export function contextFor(save: SaveFile | null, request: AnyRequest): PageContext {
  return pageFor(requireGame(save).db, request);
}

/** A page that only reads the game. */
export async function readPage<T extends object>(
  session: Session,
  player: Player,
  request: AnyRequest,
  build: (page: PageContext) => T,
): Promise<T & WithUserId> {
  const body = await session.saves.read(player.savePath, (save) => build(contextFor(save, request)));
  return withUserId(request, body);
}

/**
 * A player's change of the game: the use case `name` (store/useCases.ts) with its input, run in the save's worker for
 * the program the request acts for (its header names it, a league's coach his own; else the one last acted for),
 * then the answer built from the changed save, for that program as the change left it, and what the use case
 * returned. input may be worked out from the game as it is when the change's turn comes (a refusal thrown there
 * changes nothing). The save's pages hear of it when it moved the game.
 */
export async function change<N extends UseCaseName, T extends object>(
  session: Session,
  request: AnyRequest,
  name: N,
  input: InputOf<N> | ((before: PageContext) => InputOf<N>),
  answer: (after: PageContext, done: ResultOf<N>) => T,
): Promise<T & WithUserId> {
  const player = identify(session, request);
  session.limits.beforeChange(player);
  const team = programNamed(request);
  let before = '';
  const body = await session.saves.change(
    player.savePath,
    name,
    (save) => {
      const game = requireGame(save);
      before = standing(game);
      const worked = typeof input === 'function' ? (input as (before: PageContext) => InputOf<N>) : null;
      return { input: worked ? worked(pageFor(game.db, request)) : (input as InputOf<N>), team };
    },
    (save, done) => {
      const game = requireGame(save);
      tellPages(session, player, request, before, game);
      if (!done) throw new Error(`use case ${name} did not run`);
      return answer(pageFor(game.db, request, done.program), done.result);
    },
  );
  return withUserId(request, body);
}

/**
 * A page of the stage cycle (its entry in the contract names it): shown in its own stage; in the stage just before
 * it, opening it performs that one transition first (once: a second opening finds the game already there and only
 * reads). Opened read only (the query's read_only: the web app's own calls, changesGame says), it never moves the
 * game: in the stage just before it, it answers `ahead` (where the dynasty stands and the question of the move) and
 * the player moves on with POST /api/advance/. P names the page for the answer's type (the entry names it at run time).
 */
export async function stagePage<P extends StagePage, A extends object = StageNotReachedResponse>(
  session: Session,
  request: AnyRequest,
  ahead: (ctx: PageContext) => A = (ctx) => stageNotReached(ctx, pageOf(request) as StageMovePage) as A,
): Promise<(StagePageBody<P> | A) & WithUserId> {
  const page = pageOf(request);
  const build = STAGE_PAGE_VIEWS[page] as (ctx: PageContext) => StagePageBody<P>;
  const mayMove = changesGame(request.entry.effects, request);
  const player = identify(session, request);
  const read = await session.saves.read(player.savePath, (save) => {
    const ctx = contextFor(save, request);
    if (stagePageAction(ctx.state, page) === 'read') return { body: build(ctx) };
    return mayMove ? null : { body: ahead(ctx) };
  });
  if (read) return withUserId(request, read.body);
  // Decide again inside the queue: another request may have advanced the game meanwhile.
  session.limits.beforeChange(player);
  const body = await session.saves.change(
    player.savePath,
    'advance',
    (save) => {
      const ctx = contextFor(save, request);
      const { state } = ctx;
      if (stagePageAction(state, page) !== 'advance') return null;
      refuseOthersBusiness(ctx.db, ctx.program, ADVANCE_BUSINESS, 'Act for them first, then open this page again.');
      return { input: { from: state.stage }, team: ctx.program.team };
    },
    (save, done) => (done?.page as StagePageBody<P> | undefined) ?? build(contextFor(save, request)),
    page,
  );
  return withUserId(request, body);
}

/** The stage page a request opens, as its call's entry names it. */
function pageOf(request: AnyRequest): StagePage {
  const page = request.entry.effects.stagePage;
  if (!page) throw new Error(`${request.entry.method} ${request.entry.path} is no stage page`);
  return page;
}

/** A stage page's answer, read only, while the game stands in the stage just before it. */
function stageNotReached(ctx: PageContext, page: StageMovePage): StageNotReachedResponse {
  const year = ctx.state.year;
  return { info: ctx.info(), conferences: ctx.conferences(), stage_ahead: { page, year, ...stageMove(page, year) } };
}
