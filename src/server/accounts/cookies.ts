// The two cookies of a hosted server's accounts: the session (HTTP-only, so no script reads it; SameSite=Lax, so no
// other site's page sends it with a change; Secure when the browser reached the server over https) and, before
// sign-in, the CSRF token of the sign-in and sign-up forms (csrf.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_IDLE_MS } from './accountTuning.js';

export const SESSION_COOKIE = 'dynasty_session';
export const CSRF_COOKIE = 'dynasty_csrf';

/** A cookie of the request by name, or undefined (the last of two with one name, as browsers order them). */
export function cookieOf(
  request: { headers: Record<string, string | string[] | undefined> },
  name: string,
): string | undefined {
  const header = request.headers.cookie;
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text || text.length > 8192) return undefined;
  let found: string | undefined;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    found = part.slice(eq + 1).trim();
  }
  return found;
}

export interface CookieSettings {
  /** Secure on every cookie, whatever the request's protocol (a proxy that sends no X-Forwarded-Proto). */
  alwaysSecure: boolean;
}

/** Whether the browser reached the server over https (a trusted proxy's X-Forwarded-Proto says so behind one). */
export function isSecure(request: FastifyRequest, settings: CookieSettings): boolean {
  return settings.alwaysSecure || request.protocol === 'https';
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function append(reply: FastifyReply, value: string): void {
  const before = reply.getHeader('set-cookie');
  const list = before === undefined ? [] : Array.isArray(before) ? before.map(String) : [String(before)];
  reply.header('set-cookie', [...list, value]);
}

/** The Set-Cookie line of a session, lasting as long as an unused session does. */
export function sessionCookie(sessionId: string, secure: boolean): string {
  return cookie(SESSION_COOKIE, sessionId, Math.floor(SESSION_IDLE_MS / 1000), secure);
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean): void {
  append(reply, sessionCookie(sessionId, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  append(reply, cookie(SESSION_COOKIE, '', 0, secure));
}

export function setCsrfCookie(reply: FastifyReply, token: string, secure: boolean): void {
  append(reply, cookie(CSRF_COOKIE, token, Math.floor(SESSION_IDLE_MS / 1000), secure));
}
