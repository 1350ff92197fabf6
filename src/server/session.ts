// The steps every route shares: find the player, open their save, build a page or run a change, and hand the
// body back with the player's id. Nothing here knows football.
import type { StageNotReachedResponse, WithUserId } from '../shared/api-types.js';
import { stageMove, type StageMovePage } from '../shared/stageMoves.js';
import { GameError } from '../store/errors.js';
import { hasDynasty } from '../store/queries/meta.js';
import type { SaveFile } from '../store/saveFile.js';
import { PageContext } from '../store/views/context.js';
import { stagePageAction, type StagePage } from '../store/views/stagePages.js';
import type { ChangeJob } from './changeJobs.js';
import type { Limits, Requester } from './limits.js';
import { STAGE_PAGE_VIEWS, type StagePageBody } from './stagePageViews.js';
import type { SaveRegistry } from './saveRegistry.js';
import type { AnyRequest } from './router.js';
import { BadUserIdError, USER_ID_HEADER, type Player, type Purpose } from './player.js';

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
}

/** The player making the request; a malformed id is refused, yet the error body still offers a fresh id. */
export function identify(session: Session, request: AnyRequest, purpose: Purpose = 'play'): Player {
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

/** A page that only reads the game. */
export async function readPage<T extends object>(
  session: Session,
  player: Player,
  request: AnyRequest,
  build: (page: PageContext) => T,
): Promise<T & WithUserId> {
  const body = await session.saves.read(player.savePath, (save) => build(new PageContext(requireGame(save).db)));
  return withUserId(request, body);
}

/** A change of the game (queued per save), then the body built from the changed game. */
export async function changeGame<T extends object>(
  session: Session,
  player: Player,
  request: AnyRequest,
  change: (save: SaveFile) => T,
): Promise<T & WithUserId> {
  session.limits.beforeChange(player);
  const body = await session.saves.change(player.savePath, (save) => change(requireGame(save)));
  return withUserId(request, body);
}

/**
 * A long change (a simulation, a stage advanced), run in a worker thread so other requests keep being answered,
 * then the body built from the changed game and what the job's use case said it did (a recruiting order: the order
 * queued). jobFor sees the game before the change.
 */
export async function changeGameInWorker<T extends object>(
  session: Session,
  player: Player,
  request: AnyRequest,
  jobFor: (before: PageContext) => ChangeJob,
  build: (after: PageContext, result: unknown) => T,
): Promise<T & WithUserId> {
  session.limits.beforeChange(player);
  const body = await session.saves.changeInWorker(
    player.savePath,
    (save) => jobFor(new PageContext(requireGame(save).db)),
    (save, result) => build(new PageContext(requireGame(save).db), result),
  );
  return withUserId(request, body);
}

/**
 * A page of the stage cycle: shown in its own stage; in the stage just before it, opening it performs that
 * one transition first (once: a second opening finds the game already there and only reads). With the query's
 * `read_only` (the web app's own calls) it never moves the game: in the stage just before it, it answers
 * `ahead` (where the dynasty stands and the question of the move) and the player moves on with POST /api/advance/.
 */
export async function stagePage<P extends StagePage>(
  session: Session,
  request: AnyRequest,
  page: P,
  ahead: (ctx: PageContext) => object = (ctx) => stageNotReached(ctx, page as StageMovePage),
): Promise<(StagePageBody<P> | object) & WithUserId> {
  const build = STAGE_PAGE_VIEWS[page] as (ctx: PageContext) => StagePageBody<P>;
  // The contract has read the flag (src/shared/contract: read_only on every stage page).
  const readOnly = (request.query as { read_only?: boolean } | undefined)?.read_only ?? false;
  const player = identify(session, request);
  const read = await session.saves.read(player.savePath, (save) => {
    const ctx = new PageContext(requireGame(save).db);
    if (stagePageAction(ctx.state, page) === 'read') return { body: build(ctx) };
    return readOnly ? { body: ahead(ctx) } : null;
  });
  if (read) return withUserId(request, read.body);
  // Decide again inside the queue: another request may have advanced the game meanwhile.
  session.limits.beforeChange(player);
  const body = await session.saves.changeInWorker(
    player.savePath,
    (save): ChangeJob | null => {
      const { state } = new PageContext(requireGame(save).db);
      return stagePageAction(state, page) === 'advance' ? { kind: 'advance', from: state.stage } : null;
    },
    (save) => build(new PageContext(requireGame(save).db)),
    page,
  );
  return withUserId(request, body);
}

/** A stage page's answer, read only, while the game stands in the stage just before it. */
function stageNotReached(ctx: PageContext, page: StageMovePage): StageNotReachedResponse {
  const year = ctx.state.year;
  return { info: ctx.info(), conferences: ctx.conferences(), stage_ahead: { page, year, ...stageMove(page, year) } };
}
