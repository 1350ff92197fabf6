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

/** A save file arrives as the raw body of POST /api/saves/import/. */
export function registerSaveImport(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    ['application/octet-stream', 'application/vnd.sqlite3', 'application/x-sqlite3'],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
}
