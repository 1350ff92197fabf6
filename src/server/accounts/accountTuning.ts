// How accounts and sessions are held: how long a session lasts, how failed sign-ins are slowed, and how much password
// hashing runs at once.

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface AccountLimitSettings {
  /**
   * Failed sign-ins (and password changes) to one account from one client address that go through at once; past
   * them each next try from that address waits, the wait doubling with every failure. The owner signing in from
   * another address is never held by them.
   */
  freeFailuresPerAccountAndAddress: number;
  /** The first wait after the free failures, in ms; each failure after doubles it, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long the failures of an account from an address are remembered (a right password forgets them at once). */
  backoffMemoryMs: number;
  /** Failed sign-ins from one client address within the window, whatever names it tries. */
  failuresPerAddress: number;
  /** The window of failuresPerAddress, in ms. */
  failureWindowMs: number;
  /** New accounts from one client address per hour. */
  signUpsPerAddressPerHour: number;
  /**
   * Password hashes worked on at once (sign-ups, sign-ins, password changes): each takes 128 MiB for a moment, so
   * this bounds their memory; more wait their turn, fairly between client addresses.
   */
  hashesAtOnce: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimitSettings = {
  freeFailuresPerAccountAndAddress: 3,
  backoffMs: 5 * SECOND_MS,
  maxBackoffMs: 15 * MINUTE_MS,
  backoffMemoryMs: DAY_MS,
  failuresPerAddress: 20,
  failureWindowMs: 15 * MINUTE_MS,
  signUpsPerAddressPerHour: 10,
  hashesAtOnce: 2,
};

/** A session not used for this long ends. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** A session's expiry moves on when used, at most this often (one write per session and hour). */
export const SESSION_REFRESH_MS = 60 * MINUTE_MS;
/** Sessions an account keeps at once (browsers, phones): a new one beyond ends the oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;
