// How HTTP requests meet the hosted limits: a rate limit on the calls that change a game
// (@fastify/rate-limit, per client address: an id is whatever the client sends) and the body of a save import.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GameError } from '../store/errors.js';

/** A local server imports what its own player sends, up to this. */
export const LOCAL_IMPORT_MAX_BYTES = 500 * 1_000_000;

/** Calls that change a game: every POST, simulating, and starting a new game (a GET with its choices). */
export function isChangingCall(request: FastifyRequest): boolean {
  if (request.method === 'POST') return true;
  const path = request.url.split('?')[0];
  if (path.startsWith('/api/sim/')) return true;
  return path.replace(/\/$/, '') === '/api/noncon' && request.url.includes('team=');
}

export function registerRateLimit(app: FastifyInstance, perMinute: number): void {
  void app.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    // Pages that only read are never limited (they write nothing). The address is the socket's, or a trusted
    // proxy's forwarded one (the server's trustProxy setting).
    allowList: (request) => !isChangingCall(request),
    keyGenerator: (request) => `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new GameError('limit', `Too many changes: at most ${context.max} per minute on this server; try again in ${context.after}.`),
  });
}

/** A save file arrives as the raw body of POST /api/saves/import/. */
export function registerSaveImport(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(['application/octet-stream', 'application/vnd.sqlite3', 'application/x-sqlite3'], { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
}
