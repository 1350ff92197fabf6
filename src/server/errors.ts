// How errors become HTTP answers. Errors a player can cause (GameError) carry their own status; Fastify's own
// client errors (bad JSON, wrong content type, body too large) keep theirs; anything else is a bug: 500 with a
// plain message, never a stack trace.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '../shared/api-types.js';
import type { RouteEntry } from '../shared/contract/entry.js';
import type { LeagueSeat } from './router.js';
import { isGameError, type GameErrorKind } from '../store/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user id to put in this request's body (set once the player is known). */
    userId: string | null;
    /** The call's entry in the API contract (null for the web app's files). */
    entry: RouteEntry | null;
    /** An online league's game call: its coach's seat (leagues/leagueSeats.ts), else null. */
    leagueSeat: LeagueSeat | null;
  }
}

/**
 * Status per kind. A call that needs a game when there is none, or a page of a stage the game is not in,
 * answers 409 (the request conflicts with the state of the game, not with the URL) with a redirect telling the
 * browser where to go instead.
 */
export const STATUS_BY_KIND: Record<GameErrorKind, number> = {
  bad_input: 400,
  not_found: 404,
  conflict: 409,
  no_game: 409,
  wrong_stage: 409,
  // A file that is not a save (or a newer one) is not the request's fault, yet retrying will not help either.
  bad_save: 409,
  // Another process holds the save: retrying in a moment will work.
  busy: 409,
  limit: 429,
  unauthorized: 401,
  forbidden: 403,
};

export interface HttpError {
  status: number;
  body: ErrorResponse;
  /** A bug to log (the message is not shown to the player). */
  internal: boolean;
}

function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

export function httpError(error: unknown): HttpError {
  if (isGameError(error)) {
    const body: ErrorResponse = { error: error.message };
    if (error.redirect) body.redirect = error.redirect;
    return { status: STATUS_BY_KIND[error.kind], body, internal: false };
  }
  const clientStatus = clientStatusOf(error);
  if (clientStatus !== null) {
    const message = error instanceof Error && error.message ? error.message : 'Bad request';
    return { status: clientStatus, body: { error: message }, internal: false };
  }
  return { status: 500, body: { error: 'Internal server error' }, internal: true };
}

/**
 * Every error body is JSON: plugins answer some errors in plain text (the CORS plugin's "Invalid Preflight
 * Request" to a bare OPTIONS); those become {error} here, with the player's id as every error carries.
 */
export function jsonErrorBody(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode < 400) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.includes('application/json')) return payload;
  const text = typeof payload === 'string' ? payload.trim() : '';
  const body: ErrorResponse & { user_id?: string } = { error: text || `Request refused (${reply.statusCode}).` };
  if (request.userId) body.user_id = request.userId;
  reply.header('content-type', 'application/json; charset=utf-8');
  const json = JSON.stringify(body);
  reply.header('content-length', Buffer.byteLength(json));
  return json;
}
