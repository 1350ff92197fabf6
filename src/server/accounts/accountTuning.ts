// How accounts and sessions are held: how long a session lasts and how often a sign-in may fail.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface AccountLimitSettings {
  /** Failed sign-ins (and password changes) on one account within the window before it is held. */
  failuresPerAccount: number;
  /** Failed sign-ins from one client address within the window, whatever names it tries. */
  failuresPerAddress: number;
  /** The window both count over, in ms. */
  failureWindowMs: number;
  /** New accounts from one client address per hour. */
  signUpsPerAddressPerHour: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimitSettings = {
  failuresPerAccount: 5,
  failuresPerAddress: 20,
  failureWindowMs: 15 * MINUTE_MS,
  signUpsPerAddressPerHour: 10,
};

export const HOUR_MS = 60 * MINUTE_MS;

/** A session not used for this long ends. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** A session's expiry moves on when used, at most this often (one write per session and hour). */
export const SESSION_REFRESH_MS = 60 * MINUTE_MS;
/** Sessions an account keeps at once (browsers, phones): a new one beyond ends the oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;
