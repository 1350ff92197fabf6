// The contract's calls of a hosted server's accounts (only the HTTP server answers them; see ./entry.ts). Every
// POST carries the CSRF token (X-CSRF-Token) and comes from the server's own origin. A password is checked without
// ever being named in a refusal.
import { bool, custom, nullable, obj, str, type Shape } from '../wire/schema.js';
import { route } from './entry.js';

/** The longest password taken (the server's MAX_PASSWORD_LENGTH). */
export const MAX_SECRET_LENGTH = 256;

/** A password in a body: text, checked without its value ever appearing in the message. */
const secret = (what: string): Shape<string> =>
  custom(`${what}, text of at most ${MAX_SECRET_LENGTH} characters`, (v) =>
    typeof v === 'string' && v.length <= MAX_SECRET_LENGTH ? null : 'not such a text',
  );

/** An account name in a body (its own rules are the server's: 3-24 characters). */
const accountName = (): Shape<string> =>
  custom('name, text of at most 24 characters', (v) =>
    typeof v === 'string' && v.length <= 24 ? null : 'not such a text',
  );

export const ACCOUNT_ANSWER = obj({
  enabled: bool(),
  signed_in: bool(),
  name: nullable(str()),
  csrf_token: nullable(str()),
});

const credentials = obj({ name: accountName(), password: secret('password') }, { closed: true });

export const ACCOUNT_ROUTES = [
  route('GET', '/api/account', 'Who is signed in in this browser, and the CSRF token its changes carry.', {
    answer: ACCOUNT_ANSWER,
  }),
  route('POST', '/api/account/signup', 'A new account, signed in (a new session cookie).', {
    body: credentials,
    answer: ACCOUNT_ANSWER,
  }),
  route('POST', '/api/account/signin', 'Signed in with a name and password (a new session cookie).', {
    body: credentials,
    answer: ACCOUNT_ANSWER,
  }),
  route('POST', '/api/account/signout', 'Signed out in this browser: this session ends.', { answer: ACCOUNT_ANSWER }),
  route('POST', '/api/account/signout_everywhere', 'Signed out everywhere: every session of the account ends.', {
    answer: ACCOUNT_ANSWER,
  }),
  route('POST', '/api/account/password', 'A new password, the current one checked; every other session ends.', {
    body: obj({ current: secret('current'), password: secret('password') }, { closed: true }),
    answer: ACCOUNT_ANSWER,
  }),
] as const;
