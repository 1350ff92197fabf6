// The contract's calls of a hosted server's accounts (only the HTTP server answers them; see ./entry.ts). Every
// POST carries the CSRF token (X-CSRF-Token) and comes from the server's own origin. A password is checked without
// ever being named in a refusal.
import Type from 'typebox';
import { route } from './entry.js';
import { noInput, type Refusal } from './fields.js';

const ACCOUNTS = 'Accounts';

/** The longest password taken (the server's MAX_PASSWORD_LENGTH). */
export const MAX_SECRET_LENGTH = 256;

/** Text of at most `max` characters whose value a refusal never shows (it words the field alone). */
export const unshownText = (what: string, max: number) =>
  Type.String({
    maxLength: max,
    description: `${what}, text of at most ${max} characters`,
    'x-refusal': { invalid: `Bad request: body.${what}: text of at most ${max} characters.` } satisfies Refusal,
  });

/** A password in a body. */
const secret = (what: string) => unshownText(what, MAX_SECRET_LENGTH);

/** What every account call answers: who is signed in, and the CSRF token his changes carry. */
export const ACCOUNT_ANSWER = Type.Object(
  {
    /** Whether the server keeps accounts (a hosted server); a local one plays without. */
    enabled: Type.Boolean(),
    signed_in: Type.Boolean(),
    /** The account's name while signed in. */
    name: Type.Union([Type.String(), Type.Null()]),
    /** null only where there are no accounts. */
    csrf_token: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

/** An account name and password (the name's own rules, 3-24 characters, are the server's). */
const credentials = Type.Object(
  { name: unshownText('name', 24), password: secret('password') },
  { additionalProperties: false },
);

export const ACCOUNT_ROUTES = [
  route(ACCOUNTS, 'GET', '/api/account', 'Who is signed in in this browser, and the CSRF token its changes carry.', {
    answer: ACCOUNT_ANSWER,
  }),
  route(ACCOUNTS, 'POST', '/api/account/signup', 'A new account, signed in (a new session cookie).', {
    body: credentials,
    answer: ACCOUNT_ANSWER,
  }),
  route(ACCOUNTS, 'POST', '/api/account/signin', 'Signed in with a name and password (a new session cookie).', {
    body: credentials,
    answer: ACCOUNT_ANSWER,
  }),
  route(ACCOUNTS, 'POST', '/api/account/signout', 'Signed out in this browser: this session ends.', {
    body: noInput(),
    answer: ACCOUNT_ANSWER,
  }),
  route(
    ACCOUNTS,
    'POST',
    '/api/account/signout_everywhere',
    'Signed out everywhere: every session of the account ends.',
    { body: noInput(), answer: ACCOUNT_ANSWER },
  ),
  route(
    ACCOUNTS,
    'POST',
    '/api/account/password',
    'A new password, the current one checked; every other session ends.',
    {
      body: Type.Object({ current: secret('current'), password: secret('password') }, { additionalProperties: false }),
      answer: ACCOUNT_ANSWER,
    },
  ),
] as const;
