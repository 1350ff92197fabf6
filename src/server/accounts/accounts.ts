// Accounts of a hosted server: sign-up, sign-in, sign-out (here or everywhere) and a password changed, over the
// server's database (serverDb.ts). A session id is 256 random bits the browser keeps in an HTTP-only cookie
// (cookies.ts); the database keeps only its SHA-256, and each session its own CSRF token (csrf.ts). Sign-ins that
// fail slow the one who fails (per account and client address, and per address: signInLimits.ts), never the owner
// elsewhere. No password, hash or session id is ever put in a message.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../store/database.js';
import { GameError } from '../../store/errors.js';
import {
  DEFAULT_ACCOUNT_LIMITS,
  MAX_SESSIONS_PER_ACCOUNT,
  SESSION_IDLE_MS,
  SESSION_REFRESH_MS,
  type AccountLimitSettings,
} from './accountTuning.js';
import {
  decoyHash,
  Hashing,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  needsRehash,
  verifyPassword,
} from './passwords.js';
import { SignInLimits } from './signInLimits.js';

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
  /** This request moved the session's expiry on (its cookie is then set again to last as long). */
  renewed: boolean;
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

export class Accounts {
  private readonly tries: SignInLimits;
  private readonly hashing: Hashing;

  constructor(
    readonly db: Db,
    limits: Partial<AccountLimitSettings> = {},
    private readonly now: () => number = Date.now,
  ) {
    const settings = { ...DEFAULT_ACCOUNT_LIMITS, ...limits };
    this.tries = new SignInLimits(db, settings, now);
    this.hashing = new Hashing(settings.hashesAtOnce);
  }

  /** A new account, signed in. The name is refused if taken (in any case) or malformed. */
  async signUp(name: string, password: string, address: string): Promise<NewSession> {
    const problem = nameProblem(name) ?? passwordProblem(password);
    if (problem) throw new GameError('bad_input', problem);
    this.tries.refuseSignUp(address);
    if (this.accountByName(name)) throw new GameError('conflict', `The name ${name} is taken: choose another.`);
    const hash = await this.hashing.run(address, () => hashPassword(password));
    const id = this.db.transaction(() => {
      // Checked again: another request may have taken the name while the password was hashed.
      if (this.accountByName(name)) throw new GameError('conflict', `The name ${name} is taken: choose another.`);
      this.tries.signUp(address);
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
   * same answer, after the same work; while the address must wait (signInLimits.ts) the attempt is refused before
   * any check. A hash made at an older cost is stored again at today's.
   */
  async signIn(name: string, password: string, address: string): Promise<NewSession> {
    const attempt = this.tries.begin(keyOf(name), address);
    const row = this.accountByName(name);
    const tooLong = password.length > MAX_PASSWORD_LENGTH;
    const right = await this.hashing.run(address, async () =>
      verifyPassword(tooLong ? '' : password, row?.password_hash ?? (await decoyHash())),
    );
    if (!row || !right || tooLong)
      throw new GameError('unauthorized', 'That name and password do not match an account.');
    attempt.succeeded();
    if (needsRehash(row.password_hash)) {
      const hash = await this.hashing.run(address, () => hashPassword(password));
      // Unless the password was changed meanwhile.
      this.db.run('UPDATE accounts SET password_hash = ? WHERE id = ? AND password_hash = ?', [
        hash,
        row.id,
        row.password_hash,
      ]);
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
    const renewed = now - row.seen_at >= SESSION_REFRESH_MS;
    if (renewed) {
      expiresAt = now + SESSION_IDLE_MS;
      this.db.run('UPDATE sessions SET seen_at = ?, expires_at = ? WHERE id_hash = ?', [now, expiresAt, idHash]);
    }
    return {
      account: { id: row.account_id, name: row.name },
      csrfToken: row.csrf_token,
      sessionHash: idHash,
      expiresAt,
      renewed,
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
    const attempt = this.tries.begin(keyOf(signedIn.account.name), address);
    const row = this.db.get<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE id = ?', [
      signedIn.account.id,
    ]);
    const right =
      row !== undefined
      && current.length <= MAX_PASSWORD_LENGTH
      && (await this.hashing.run(address, () => verifyPassword(current, row.password_hash)));
    if (!right) throw new GameError('unauthorized', 'The current password is not right: nothing was changed.');
    attempt.succeeded();
    const hash = await this.hashing.run(address, () => hashPassword(next));
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
      renewed: false,
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
}
