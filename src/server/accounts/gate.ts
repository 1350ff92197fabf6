// Who a request comes from, for the calls made on the strength of an account (its own calls, the leagues' and a
// league coach's game): the session its cookie names, and for a change the CSRF checks (csrf.ts) first.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GameError } from '../../store/errors.js';
import { Leagues } from '../leagues/leagues.js';
import type { Accounts, SignedIn } from './accounts.js';
import { CSRF_COOKIE, SESSION_COOKIE, cookieOf, isSecure, sessionCookie, setCsrfCookie } from './cookies.js';
import { checkCsrf } from './csrf.js';

export interface GateSettings {
  /** Secure cookies whatever the request's protocol (see cookies.ts). */
  alwaysSecure: boolean;
  /** Origins besides the server's own whose pages may make changes (the development server). */
  allowedOrigins: readonly (string | RegExp)[];
  /** The clock of the leagues' invitations, deadlines and log (tests move it). */
  now?: () => number;
  /** Told of each entry of a league's log as it is written (the league's pages hear of it: live events). */
  onLeagueLog?: (leagueId: string, kind: string) => void;
}

export class AccountGate {
  private opened: Accounts | null = null;
  private openedLeagues: Leagues | null = null;
  /** Requests whose session's expiry moved on: their answer sets its cookie again (renewCookie). */
  private readonly renewed = new WeakSet<FastifyRequest>();

  /** `open` opens the accounts' database the first time an account call needs it (not before: see app.ts). */
  constructor(
    private readonly open: () => Accounts,
    readonly settings: GateSettings,
  ) {}

  get accounts(): Accounts {
    this.opened ??= this.open();
    return this.opened;
  }

  /** Whether the database has been opened (by an account call). */
  get isOpen(): boolean {
    return this.opened !== null;
  }

  /** The online leagues, over the same database. */
  get leagues(): Leagues {
    this.openedLeagues ??= new Leagues(this.accounts.db, this.settings.now, this.settings.onLeagueLog);
    return this.openedLeagues;
  }

  /** Closes the database if it was opened. */
  close(): void {
    this.opened?.db.close();
    this.opened = null;
    this.openedLeagues = null;
  }

  secure(request: FastifyRequest): boolean {
    return isSecure(request, { alwaysSecure: this.settings.alwaysSecure });
  }

  /** The session of the request's cookie, or null. */
  signedIn(request: FastifyRequest): SignedIn | null {
    const sessionId = cookieOf(request, SESSION_COOKIE);
    const signedIn = sessionId === undefined ? null : this.accounts.sessionOf(sessionId);
    if (signedIn?.renewed) this.renewed.add(request);
    return signedIn;
  }

  /**
   * The session cookie again, to last as long as the session now does, for the answer of a request that moved the
   * session's expiry on (else null). Else the browser would drop the cookie 30 days after sign-in while the server
   * still kept the session of a coach who plays daily.
   */
  renewedCookie(request: FastifyRequest): string | null {
    const sessionId = cookieOf(request, SESSION_COOKIE);
    return this.renewed.has(request) && sessionId !== undefined ? sessionCookie(sessionId, this.secure(request)) : null;
  }

  /** Sets the renewed session cookie on an answer (unless it sets the cookie itself: a sign-in, a sign-out). */
  renewCookie(request: FastifyRequest, reply: FastifyReply): void {
    const renewed = this.renewedCookie(request);
    const set = [reply.getHeader('set-cookie') ?? []].flat().map(String);
    if (renewed && !set.some((line) => line.startsWith(`${SESSION_COOKIE}=`)))
      reply.header('set-cookie', [...set, renewed]);
  }

  /** The signed-in account of a page, or 401. */
  reader(request: FastifyRequest): SignedIn {
    const signedIn = this.signedIn(request);
    if (!signedIn) throw new GameError('unauthorized', 'Sign in first.', '/signin');
    return signedIn;
  }

  /** The signed-in account of a change, its origin and CSRF token checked first (403), or 401. */
  changer(request: FastifyRequest): SignedIn {
    const signedIn = this.signedIn(request);
    checkCsrf(request, signedIn?.csrfToken ?? null, this.settings.allowedOrigins, this.settings.alwaysSecure);
    if (!signedIn) throw new GameError('unauthorized', 'Sign in first.', '/signin');
    return signedIn;
  }

  /**
   * Signing up or in: its origin checked, and its token: the session's while one is signed in in this browser
   * (signing in again, as another account), else the CSRF cookie's.
   */
  signInChange(request: FastifyRequest): void {
    checkCsrf(
      request,
      this.signedIn(request)?.csrfToken ?? null,
      this.settings.allowedOrigins,
      this.settings.alwaysSecure,
    );
  }

  /** The CSRF token of a browser not signed in: its cookie's, or a new one set now. */
  anonymousToken(request: FastifyRequest, reply: FastifyReply): string {
    const known = cookieOf(request, CSRF_COOKIE);
    if (known !== undefined && /^[A-Za-z0-9_-]{43}$/.test(known)) return known;
    const token = randomBytes(32).toString('base64url');
    setCsrfCookie(reply, token, this.secure(request));
    return token;
  }
}
