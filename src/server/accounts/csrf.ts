// Cross-site request forgery: every change made on the strength of the session cookie (an account's, a league's,
// a league coach's game) must come from this server's own pages. Two checks, both required: the request's Origin
// (or, without one, its Referer) is the server's own origin, and it carries the CSRF token (X-CSRF-Token) that only
// the server's pages can read: the session's own, or before sign-in the token of the CSRF cookie (double submit).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GameError } from '../../store/errors.js';
import { isOwnOrigin, originOf } from '../siteGuard.js';
import { CSRF_COOKIE, cookieOf } from './cookies.js';

export const CSRF_HEADER = 'x-csrf-token';

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Refuses (403) a change from another origin, or without the right token. `expected` is the session's token, or
 * null before sign-in (the CSRF cookie's then). `allowedOrigins` are other origins of the server's own pages (the
 * development server). `alwaysHttps`: the server is reached only over https (--secure-cookies, behind a proxy that
 * says nothing of the protocol), so its own origin is https whatever the request's protocol says.
 */
export function checkCsrf(
  request: FastifyRequest,
  expected: string | null,
  allowedOrigins: readonly (string | RegExp)[],
  alwaysHttps = false,
): void {
  const origin = originOf(request);
  if (origin === null || !isOwnOrigin(request, origin, allowedOrigins, alwaysHttps))
    throw new GameError(
      'forbidden',
      'This change came from another site (or named none): it was refused, nothing changed.',
    );
  const token = first(request.headers[CSRF_HEADER]);
  const wanted = expected ?? cookieOf(request, CSRF_COOKIE);
  if (token === undefined || wanted === undefined || wanted === '' || !sameText(token, wanted))
    throw new GameError('forbidden', 'This change carried no valid CSRF token: reload the page and try again.');
}
