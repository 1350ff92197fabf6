// A hosted server's accounts: GET /api/account/ (who is signed in, and the CSRF token), POST /api/account/signup/,
// /signin/ {name, password}, /signout/, /signout_everywhere/, /password/ {current, password}. Only the HTTP server
// answers them (a local server, or the static build, plays without accounts: enabled false, and its changes 404).
import { serveFastifyCall } from '../contract.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountResponse } from '../../shared/account-types.js';
import { GameError } from '../../store/errors.js';
import type { NewSession, SignedIn } from '../accounts/accounts.js';
import { clearSessionCookie, setSessionCookie } from '../accounts/cookies.js';
import type { AccountGate } from '../accounts/gate.js';

const NO_ACCOUNTS: AccountResponse = { enabled: false, signed_in: false, name: null, csrf_token: null };

function signedInAnswer(signedIn: SignedIn): AccountResponse {
  return { enabled: true, signed_in: true, name: signedIn.account.name, csrf_token: signedIn.csrfToken };
}

export function registerAccountRoutes(app: FastifyInstance, gate: AccountGate | null): void {
  const hosted = (): AccountGate => {
    if (!gate) throw new GameError('not_found', 'Accounts are kept by a hosted server (dynasty serve --users-dir).');
    return gate;
  };

  /** The answer of a browser not signed in (its CSRF token set if it had none). */
  const signedOut = (g: AccountGate, request: FastifyRequest, reply: FastifyReply): AccountResponse => ({
    enabled: true,
    signed_in: false,
    name: null,
    csrf_token: g.anonymousToken(request, reply),
  });

  /** A new session: its cookie set, the old one of this browser (if any) ended. */
  const started = (g: AccountGate, request: FastifyRequest, reply: FastifyReply, made: NewSession): AccountResponse => {
    const before = g.signedIn(request);
    if (before && before.sessionHash !== made.signedIn.sessionHash) g.accounts.signOut(before);
    setSessionCookie(reply, made.sessionId, g.secure(request));
    return signedInAnswer(made.signedIn);
  };

  serveFastifyCall(app, 'GET /api/account', async (request, reply) => {
    if (!gate) return NO_ACCOUNTS;
    const signedIn = gate.signedIn(request);
    return signedIn ? signedInAnswer(signedIn) : signedOut(gate, request, reply);
  });

  serveFastifyCall(app, 'POST /api/account/signup', async (request, reply) => {
    const g = hosted();
    g.signInChange(request);
    const { name, password } = request.body;
    return started(g, request, reply, await g.accounts.signUp(name.trim(), password, request.ip));
  });

  serveFastifyCall(app, 'POST /api/account/signin', async (request, reply) => {
    const g = hosted();
    g.signInChange(request);
    const { name, password } = request.body;
    return started(g, request, reply, await g.accounts.signIn(name.trim(), password, request.ip));
  });

  serveFastifyCall(app, 'POST /api/account/signout', async (request, reply) => {
    const g = hosted();
    const signedIn = g.changer(request);
    g.accounts.signOut(signedIn);
    clearSessionCookie(reply, g.secure(request));
    return signedOut(g, request, reply);
  });

  serveFastifyCall(app, 'POST /api/account/signout_everywhere', async (request, reply) => {
    const g = hosted();
    const signedIn = g.changer(request);
    g.accounts.signOutEverywhere(signedIn.account.id);
    clearSessionCookie(reply, g.secure(request));
    return signedOut(g, request, reply);
  });

  serveFastifyCall(app, 'POST /api/account/password', async (request, reply) => {
    const g = hosted();
    const signedIn = g.changer(request);
    const { current, password } = request.body;
    return started(g, request, reply, await g.accounts.changePassword(signedIn, current, password, request.ip));
  });
}
