// How HTTP requests meet the hosted limits: rate limits on the calls that change a game and on the pages that
// only read (@fastify/rate-limit, per client address: an id is whatever the client sends, so a client minting
// fresh ids would escape a limit per id), and the body of a save import.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALL_EFFECTS, startsNewGame, type CallEffects } from '../shared/contract/effects.js';
import { GameError } from '../store/errors.js';

/** A local server imports what its own player sends, up to this. */
export const LOCAL_IMPORT_MAX_BYTES = 500 * 1_000_000;

/**
 * Calls counted as changes: those that always change a game and a new game, as their entries in the contract say
 * (src/shared/contract/effects.ts), and every other POST (a league file's check costs as much as a change). A stage
 * page counts as a read: opened again, it only reads. The body is not read yet: a new game from a league file is a
 * POST anyway.
 */
export function isChangingCall(request: FastifyRequest): boolean {
  if (request.method === 'POST') return true;
  const effects = (CALL_EFFECTS as Record<string, CallEffects>)[`${request.method} ${request.routeOptions.url}`];
  return effects !== undefined && (effects.changes === 'always' || startsNewGame(effects, { query: request.query }));
}

/** The game's pages that only read (the web app's files and logos are not counted: browsers cache them). */
function isReadingCall(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.url.startsWith('/api/') && !isChangingCall(request);
}

/**
 * Changes and reads each have their own count per client address and minute. Reads are counted too: a page
 * read from the save costs the server as much as a small change, and a burst of them from one client delayed
 * every other player's pages. The address is the socket's, or a trusted proxy's forwarded one (trustProxy).
 */
export function registerRateLimit(
  app: FastifyInstance,
  limits: { changesPerMinute: number; readsPerMinute: number },
): void {
  void app.register(fastifyRateLimit, {
    global: true,
    max: (_request, key) => (key.startsWith('change:') ? limits.changesPerMinute : limits.readsPerMinute),
    timeWindow: 60_000,
    allowList: (request) => !isChangingCall(request) && !isReadingCall(request),
    keyGenerator: (request) => `${isChangingCall(request) ? 'change' : 'read'}:ip:${request.ip}`,
    errorResponseBuilder: (request, context) =>
      isChangingCall(request)
        ? new GameError(
            'limit',
            `Too many changes: at most ${context.max} per minute on this server; try again in ${context.after}.`,
          )
        : new GameError(
            'limit',
            `Too many pages asked at once: at most ${context.max} per minute from one address on this server; try again in ${context.after}.`,
          ),
  });
}

/** Seconds a client refused for work at once is told to wait (Retry-After): a page is built in well under one. */
const AT_ONCE_RETRY_SECONDS = 1;

/**
 * What one client address may have the server work on at once: pages being built or waiting for their turn
 * (readsAtOnce), and changes running or queued (changesAtOnce). Beyond either a call is refused at once, a JSON 429
 * with Retry-After, so one client's flood of pages or simulations waits at the client, not in the server's queues
 * ahead of other players' work. A call counts until its answer is sent or its connection closes.
 */
export function registerWorkAtOnce(app: FastifyInstance, limits: { readsAtOnce: number; changesAtOnce: number }): void {
  const working = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const changing = isChangingCall(request);
    if (!changing && !isReadingCall(request)) return;
    const key = `${changing ? 'change' : 'read'}:${request.ip}`;
    const count = working.get(key) ?? 0;
    const max = changing ? limits.changesAtOnce : limits.readsAtOnce;
    if (count >= max) {
      reply.header('Retry-After', String(AT_ONCE_RETRY_SECONDS));
      throw new GameError(
        'limit',
        changing
          ? `Too many changes at once: at most ${max} from one address are worked on at a time on this server; try again in ${AT_ONCE_RETRY_SECONDS} second once one is done.`
          : `Too many pages at once: at most ${max} from one address are built at a time on this server; try again in ${AT_ONCE_RETRY_SECONDS} second.`,
      );
    }
    working.set(key, count + 1);
    reply.raw.once('close', () => {
      const left = (working.get(key) ?? 1) - 1;
      if (left > 0) working.set(key, left);
      else working.delete(key);
    });
  });
}

/** A save file arrives as the raw body of POST /api/saves/import/. */
export function registerSaveImport(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    ['application/octet-stream', 'application/vnd.sqlite3', 'application/x-sqlite3'],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
}
