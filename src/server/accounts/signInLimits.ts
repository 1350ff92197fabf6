// Who may try a password now. Failures slow the one who fails, never the owner: they are counted per account and
// client address, and past a few free ones each next try from that address waits, the wait doubling with each
// failure (up to a cap); the same address trying many names is held after a number in a window. Nothing is counted
// per account alone, so a rival's wrong passwords, from any number of addresses, never keep the owner out when he
// signs in from his own. A try counts as a failure from the moment it starts (and is forgiven if the password is
// right), so tries sent at once cannot slip past the wait. Kept as rows of the server's database: every server
// process sees them.
import type { Db } from '../../store/database.js';
import { GameError } from '../../store/errors.js';
import { HOUR_MS, type AccountLimitSettings } from './accountTuning.js';

/** A password try under way: told whether the password was right. */
export interface PasswordTry {
  /** The password was right: this try, and the account's earlier failures from this address, are forgotten. */
  succeeded(): void;
}

function wording(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export class SignInLimits {
  constructor(
    private readonly db: Db,
    private readonly limits: AccountLimitSettings,
    private readonly now: () => number,
  ) {}

  /**
   * Starts a password try on the account of `nameKey` (whether or not it exists: the answer must not tell) from
   * `address`, or refuses it (429) before any password is checked while that address must wait.
   */
  begin(nameKey: string, address: string): PasswordTry {
    const pair = `account:${nameKey.slice(0, 64)}|address:${address}`;
    const own = `address:${address}`;
    const row = this.db.transaction(() => {
      this.refuseBackoff(pair);
      const { failuresPerAddress, failureWindowMs } = this.limits;
      this.refuseOverLimit(own, 'failure', failuresPerAddress, failureWindowMs, 'Failed sign-ins from your address');
      this.count(pair, 'failure', this.limits.backoffMemoryMs);
      return this.count(own, 'failure', failureWindowMs);
    });
    return {
      succeeded: () => {
        this.db.transaction(() => {
          this.db.run("DELETE FROM auth_attempts WHERE counted_on = ? AND kind = 'failure'", [pair]);
          this.db.run('DELETE FROM auth_attempts WHERE rowid = ?', [row]);
        });
      },
    };
  }

  /** Refuses (429) a new account from an address past its limit; else counts it (in the caller's transaction). */
  signUp(address: string): void {
    const key = `address:${address}`;
    this.refuseOverLimit(key, 'sign_up', this.limits.signUpsPerAddressPerHour, HOUR_MS, 'New accounts');
    this.count(key, 'sign_up', HOUR_MS);
  }

  /** Refuses (429) a new account from an address past its limit, before its password is hashed. */
  refuseSignUp(address: string): void {
    this.refuseOverLimit(
      `address:${address}`,
      'sign_up',
      this.limits.signUpsPerAddressPerHour,
      HOUR_MS,
      'New accounts',
    );
  }

  /** Refuses (429) while an account's failures from an address make it wait: none for the first few, then doubling. */
  private refuseBackoff(pair: string): void {
    const { freeFailuresPerAccountAndAddress: free, backoffMs, maxBackoffMs, backoffMemoryMs } = this.limits;
    const now = this.now();
    const seen = this.db.get<{ n: number; last: number | null }>(
      "SELECT COUNT(*) AS n, MAX(at) AS last FROM auth_attempts WHERE counted_on = ? AND kind = 'failure' AND at > ?",
      [pair, now - backoffMemoryMs],
    );
    if (!seen || seen.last === null || seen.n < free) return;
    const wait = Math.min(maxBackoffMs, backoffMs * 2 ** Math.min(seen.n - free, 40));
    const left = seen.last + wait - now;
    if (left > 0)
      throw new GameError(
        'limit',
        `Too many failed sign-ins to this account from your address: try again in ${wording(left)}.`,
      );
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
    throw new GameError('limit', `${what}: at most ${max} in ${wording(windowMs)}. Try again in ${wording(wait)}.`);
  }

  /** Counts an attempt on `key`, and forgets its attempts of that kind older than `keepMs`; the row's id. */
  private count(key: string, kind: string, keepMs: number): number {
    const now = this.now();
    this.db.run('DELETE FROM auth_attempts WHERE counted_on = ? AND kind = ? AND at <= ?', [key, kind, now - keepMs]);
    const row = this.db.get<{ id: number }>(
      'INSERT INTO auth_attempts (counted_on, kind, at) VALUES (?, ?, ?) RETURNING rowid AS id',
      [key, kind, now],
    );
    if (!row) throw new Error('an attempt was not counted');
    return row.id;
  }
}
