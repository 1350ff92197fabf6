// The steps every route shares: find the player, open their save, build a page or run a change, and hand the
// body back with the player's id. Nothing here knows football.
import type { StageNotReachedResponse, WithUserId } from '../shared/api-types.js';
import { stageMove, type StageMovePage } from '../shared/stageMoves.js';
import { GameError } from '../store/errors.js';
import { hasDynasty } from '../store/queries/meta.js';
import type { SaveFile } from '../store/saveFile.js';
import { PageContext } from '../store/views/context.js';
import { stagePageAction, type StagePage } from '../store/views/stagePages.js';
import type { ChangeJob, TogetherJob } from './changeJobs.js';
import type { Limits, Requester } from './limits.js';
import { STAGE_PAGE_VIEWS, type StagePageBody } from './stagePageViews.js';
import type { SaveRegistry } from './saveRegistry.js';
import type { AnyRequest } from './router.js';
import { changesGame } from '../shared/contract/effects.js';
import { BadUserIdError, USER_ID_HEADER, type Player, type Purpose } from './player.js';
import { PROGRAM_HEADER, MAX_PROGRAM_HEADER } from '../shared/programHeader.js';
import type { Db } from '../store/database.js';
import { programOf, rememberProgram, type Program } from '../store/program.js';
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

/**
 * An online league's coach's seat, bound by the server (leagues/leagueGame.ts) from his session and his place in the
 * league before the call runs: the league's save, and the one program he acts for in it.
 */
export interface LeagueSeat {
  league: string;
  savePath: string;
  folder: string;
  team: string;
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
 * A change of the game (queued per save), then the body built from the changed game. change is handed the program
 * the request acts for, resolved in the queue (as the save is when the change runs); a change with the header
 * remembers its program as the one last acted for (a command without --team then acts for it).
 */
export async function changeGame<T extends object>(
  session: Session,
  player: Player,
  request: AnyRequest,
  change: (save: SaveFile, program: Program) => T,
): Promise<T & WithUserId> {
  session.limits.beforeChange(player);
  // The server's main thread only reads: the call is answered by a worker thread, where it runs as below.
  if (session.saves.readsOnly) {
    let before = '';
    const body = await session.saves.changeInWorker(
      player.savePath,
      (save) => {
        before = standing(save);
        return forwarded(request, player);
      },
      (save, answer) => {
        if (save) tellPages(session, player, request, before, save);
        return answer as T;
      },
    );
    return withUserId(request, body);
  }
  const body = await session.saves.change(player.savePath, (save) => {
    const game = requireGame(save);
    const program = programFor(game.db, request);
    if (programNamed(request) !== undefined && programOf(game.db).seat !== program.seat)
      game.change(() => rememberProgram(game.db, program));
    const before = standing(game);
    const answer = change(game, program);
    tellPages(session, player, request, before, game);
    return answer;
  });
  return withUserId(request, body);
}

/** A change's call as it crosses to a worker thread (changeWorkerThread.ts answers it through the same route). */
function forwarded(request: AnyRequest, player: Player): ChangeJob {
  const { params, query, body, leagueSeat, entry } = request;
  const headers = { [PROGRAM_HEADER]: request.headers[PROGRAM_HEADER] };
  return {
    kind: 'call',
    call: { entry: `${entry.method} ${entry.path}`, params, query, body, headers, leagueSeat, player },
  };
}

/**
 * A small change (a recruiting action, a depth chart change), run in a worker thread together with the others
 * queued on the save meanwhile (one transaction: SaveRegistry.changeTogether), then the body built from the changed
 * game and what its use case did.
 */
export function changeTogether<T extends object>(
  session: Session,
  player: Player,
  request: AnyRequest,
  jobFor: (before: PageContext) => TogetherJob,
  build: (after: PageContext, result: unknown) => T,
): Promise<T & WithUserId> {
  return throughWorker(session, player, request, jobFor, build, (prepare, finish) =>
    session.saves.changeTogether(player.savePath, prepare, finish),
  );
}

/**
 * A long change (a simulation, a stage advanced), run in a worker thread so other requests keep being answered,
 * then the body built from the changed game and what the job's use case said it did (a recruiting order: the order
 * queued). jobFor sees the game before the change.
 */
export function changeGameInWorker<T extends object>(
  session: Session,
  player: Player,
  request: AnyRequest,
  jobFor: (before: PageContext) => ChangeJob,
  build: (after: PageContext, result: unknown) => T,
): Promise<T & WithUserId> {
  return throughWorker(session, player, request, jobFor, build, (prepare, finish) =>
    session.saves.changeInWorker(player.savePath, prepare, finish),
  );
}

/** A change the registry runs in its worker (queue): the pages told of it, and the body built after it. */
async function throughWorker<J, T extends object>(
  session: Session,
  player: Player,
  request: AnyRequest,
  jobFor: (before: PageContext) => J,
  build: (after: PageContext, result: unknown) => T,
  queue: (prepare: (save: SaveFile | null) => J, finish: (save: SaveFile | null, result: unknown) => T) => Promise<T>,
): Promise<T & WithUserId> {
  session.limits.beforeChange(player);
  let before = '';
  const body = await queue(
    (save) => {
      before = standing(save);
      return jobFor(contextFor(save, request));
    },
    (save, result) => {
      if (save) tellPages(session, player, request, before, save);
      return build(contextFor(save, request), result);
    },
  );
  return withUserId(request, body);
}

/**
 * A page of the stage cycle (its entry in the contract names it): shown in its own stage; in the stage just before
 * it, opening it performs that one transition first (once: a second opening finds the game already there and only
 * reads). Opened read only (the query's read_only: the web app's own calls, changesGame says), it never moves the
 * game: in the stage just before it, it answers `ahead` (where the dynasty stands and the question of the move) and
 * the player moves on with POST /api/advance/.
 */
export async function stagePage(
  session: Session,
  request: AnyRequest,
  ahead: (ctx: PageContext) => object = (ctx) => stageNotReached(ctx, pageOf(request) as StageMovePage),
): Promise<object & WithUserId> {
  const page = pageOf(request);
  const build = STAGE_PAGE_VIEWS[page] as (ctx: PageContext) => StagePageBody<StagePage>;
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
  const body = await session.saves.changeInWorker(
    player.savePath,
    (save): ChangeJob | null => {
      const ctx = contextFor(save, request);
      const { state } = ctx;
      if (stagePageAction(state, page) !== 'advance') return null;
      refuseOthersBusiness(ctx.db, ctx.program, ADVANCE_BUSINESS, 'Act for them first, then open this page again.');
      return { kind: 'advance', from: state.stage, team: ctx.program.team };
    },
    (save) => build(contextFor(save, request)),
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
