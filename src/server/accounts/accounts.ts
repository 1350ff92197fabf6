// Accounts of a hosted server: sign-up, sign-in, sign-out (here or everywhere) and a password changed, over the
// server's database (serverDb.ts). A session id is 256 random bits the browser keeps in an HTTP-only cookie
// (cookies.ts); the database keeps only its SHA-256, and each session its own CSRF token (csrf.ts). Sign-ins that
// fail are counted per account and per client address, and past a few in a quarter of an hour refused before any
// password is checked. No password, hash or session id is ever put in a message.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../store/database.js';
import { GameError } from '../../store/errors.js';
import {
  DEFAULT_ACCOUNT_LIMITS,
  HOUR_MS,
  MAX_SESSIONS_PER_ACCOUNT,
  SESSION_IDLE_MS,
  SESSION_REFRESH_MS,
  type AccountLimitSettings,
} from './accountTuning.js';
import { decoyHash, hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';

export interface Account {
  id: number;
  name: string;
}

/** A signed-in browser: its account and the CSRF token its changes carry. */
export interface SignedIn {
  account: Account;
  csrfToken: string;
  /** The SHA-256 of the session id (how the database knows the session; never sent anywhere). */
  sessionHash: string;
  expiresAt: number;
}

/** A new session: the id for the cookie (given to the browser once, never kept) and its expiry. */
export interface NewSession {
  sessionId: string;
  signedIn: SignedIn;
}

const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9 _.-]{1,22})[A-Za-z0-9]$/;
/** A session id as the cookie carries it: 32 bytes in base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

function hashOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

function keyOf(name: string): string {
  return name.trim().toLowerCase();
}

/** The problem with an account name, or null. */
export function nameProblem(name: string): string | null {
  return NAME.test(name)
    ? null
    : 'An account name is 3 to 24 letters, digits, spaces, dots, dashes or underscores, starting and ending with a letter or digit.';
}

function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `A password has at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `A password has at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
}

export class Accounts {
  private readonly limits: AccountLimitSettings;

  constructor(
    readonly db: Db,
    limits: Partial<AccountLimitSettings> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_ACCOUNT_LIMITS, ...limits };
  }

  /** A new account, signed in. The name is refused if taken (in any case) or malformed. */
  async signUp(name: string, password: string, address: string): Promise<NewSession> {
    const problem = nameProblem(name) ?? passwordProblem(password);
    if (problem) throw new GameError('bad_input', problem);
    this.refuseOverLimit(
      `address:${address}`,
      'sign_up',
      this.limits.signUpsPerAddressPerHour,
      HOUR_MS,
      'New accounts',
    );
    if (this.accountByName(name)) throw new GameError('conflict', `The name ${name} is taken: choose another.`);
    const hash = await hashPassword(password);
    const id = this.db.transaction(() => {
      // Checked again: another request may have taken the name while the password was hashed.
      if (this.accountByName(name)) throw new GameError('conflict', `The name ${name} is taken: choose another.`);
      this.count(`address:${address}`, 'sign_up');
      const row = this.db.get<{ id: number }>(
        'INSERT INTO accounts (name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?) RETURNING id',
        [name, keyOf(name), hash, this.now()],
      );
      if (!row) throw new Error('an account was not stored');
      return row.id;
    });
    return this.startSession({ id, name });
  }

  /**
   * Signs in with a new session (a session id is never reused across a sign-in). A wrong name or password gives the
   * same answer, after the same work; past the failure limits the attempt is refused before any check.
   */
  async signIn(name: string, password: string, address: string): Promise<NewSession> {
    const accountKey = `account:${keyOf(name).slice(0, 64)}`;
    const addressKey = `address:${address}`;
    this.refuseHeld(accountKey, addressKey);
    const row = this.accountByName(name);
    const tooLong = password.length > MAX_PASSWORD_LENGTH;
    const right = await verifyPassword(tooLong ? '' : password, row?.password_hash ?? (await decoyHash()));
    if (!row || !right || tooLong) {
      this.countFailure(accountKey, addressKey);
      throw new GameError('unauthorized', 'That name and password do not match an account.');
    }
    return this.startSession({ id: row.id, name: row.name });
  }

  /** The session a cookie's id names, if it is one and has not expired (its expiry moves on with use). */
  sessionOf(sessionId: string | undefined): SignedIn | null {
    if (sessionId === undefined || !SESSION_ID.test(sessionId)) return null;
    const idHash = hashOf(sessionId);
    const row = this.db.get<{
      account_id: number;
      name: string;
      csrf_token: string;
      seen_at: number;
      expires_at: number;
    }>(
      `SELECT s.account_id, a.name, s.csrf_token, s.seen_at, s.expires_at
         FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ?`,
      [idHash],
    );
    const now = this.now();
    if (!row || row.expires_at <= now) return null;
    let expiresAt = row.expires_at;
    if (now - row.seen_at >= SESSION_REFRESH_MS) {
      expiresAt = now + SESSION_IDLE_MS;
      this.db.run('UPDATE sessions SET seen_at = ?, expires_at = ? WHERE id_hash = ?', [now, expiresAt, idHash]);
    }
    return {
      account: { id: row.account_id, name: row.name },
      csrfToken: row.csrf_token,
      sessionHash: idHash,
      expiresAt,
    };
  }

  /** Ends one session (signing out in this browser). */
  signOut(signedIn: SignedIn): void {
    this.db.run('DELETE FROM sessions WHERE id_hash = ?', [signedIn.sessionHash]);
  }

  /** Ends every session of the account, this one too (signing out everywhere). */
  signOutEverywhere(accountId: number): void {
    this.db.run('DELETE FROM sessions WHERE account_id = ?', [accountId]);
  }

  /**
   * A new password, the current one checked first (a failure counts as a failed sign-in); every session of the
   * account ends, and this browser gets a new one.
   */
  async changePassword(signedIn: SignedIn, current: string, next: string, address: string): Promise<NewSession> {
    const problem = passwordProblem(next);
    if (problem) throw new GameError('bad_input', problem);
    const accountKey = `account:${keyOf(signedIn.account.name)}`;
    this.refuseHeld(accountKey, null);
    const row = this.db.get<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE id = ?', [
      signedIn.account.id,
    ]);
    if (!row || current.length > MAX_PASSWORD_LENGTH || !(await verifyPassword(current, row.password_hash))) {
      this.countFailure(accountKey, `address:${address}`);
      throw new GameError('unauthorized', 'The current password is not right: nothing was changed.');
    }
    const hash = await hashPassword(next);
    this.db.transaction(() => {
      this.db.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [hash, signedIn.account.id]);
      this.db.run('DELETE FROM sessions WHERE account_id = ?', [signedIn.account.id]);
    });
    return this.startSession(signedIn.account);
  }

  /** The account of a name (in any case), or null. */
  accountByName(name: string): { id: number; name: string; password_hash: string } | null {
    return (
      this.db.get<{ id: number; name: string; password_hash: string }>(
        'SELECT id, name, password_hash FROM accounts WHERE name_key = ?',
        [keyOf(name)],
      ) ?? null
    );
  }

  accountById(id: number): Account | null {
    return this.db.get<Account>('SELECT id, name FROM accounts WHERE id = ?', [id]) ?? null;
  }

  private startSession(account: Account): NewSession {
    const sessionId = randomBytes(32).toString('base64url');
    const now = this.now();
    const signedIn: SignedIn = {
      account,
      csrfToken: randomBytes(32).toString('base64url'),
      sessionHash: hashOf(sessionId),
      expiresAt: now + SESSION_IDLE_MS,
    };
    this.db.transaction(() => {
      this.db.run(
        'INSERT INTO sessions (id_hash, account_id, csrf_token, created_at, seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
        [signedIn.sessionHash, account.id, signedIn.csrfToken, now, now, signedIn.expiresAt],
      );
      this.db.run('DELETE FROM sessions WHERE account_id = ? AND expires_at <= ?', [account.id, now]);
      this.db.run(
        `DELETE FROM sessions WHERE account_id = ?1 AND id_hash NOT IN
           (SELECT id_hash FROM sessions WHERE account_id = ?1 ORDER BY created_at DESC LIMIT ?2)`,
        [account.id, MAX_SESSIONS_PER_ACCOUNT],
      );
    });
    return { sessionId, signedIn };
  }

  /** Refuses (429) a sign-in to an account, or from an address, past its failures in the window. */
  private refuseHeld(accountKey: string, addressKey: string | null): void {
    const { failuresPerAccount, failuresPerAddress, failureWindowMs } = this.limits;
    this.refuseOverLimit(accountKey, 'failure', failuresPerAccount, failureWindowMs, 'Failed sign-ins to this account');
    if (addressKey !== null)
      this.refuseOverLimit(
        addressKey,
        'failure',
        failuresPerAddress,
        failureWindowMs,
        'Failed sign-ins from your address',
      );
  }

  private countFailure(accountKey: string, addressKey: string): void {
    this.db.transaction(() => {
      this.count(accountKey, 'failure');
      this.count(addressKey, 'failure');
    });
  }

  /** Refuses with a 429 once `key` has `max` attempts of `kind` within the window. */
  private refuseOverLimit(key: string, kind: string, max: number, windowMs: number, what: string): void {
    const since = this.now() - windowMs;
    const rows = this.db.all<{ at: number }>(
      'SELECT at FROM auth_attempts WHERE counted_on = ? AND kind = ? AND at > ? ORDER BY at LIMIT ?',
      [key, kind, since, max],
    );
    if (rows.length < max) return;
    const wait = rows[0].at + windowMs - this.now();
    throw new GameError('limit', `${what}: at most ${max} in ${minutes(windowMs)}. Try again in ${minutes(wait)}.`);
  }

  private count(key: string, kind: string): void {
    const now = this.now();
    this.db.run('INSERT INTO auth_attempts (counted_on, kind, at) VALUES (?, ?, ?)', [key, kind, now]);
    // What no window counts any more goes.
    this.db.run('DELETE FROM auth_attempts WHERE counted_on = ? AND at <= ?', [key, now - 2 * HOUR_MS]);
  }
}
