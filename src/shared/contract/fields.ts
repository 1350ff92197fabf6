// The values a request carries, as shapes of the wire's schema language (../wire/schema.ts): what a path segment,
// a query value or a body field must be before a route reads it. Path and query values arrive as text (a repeated
// query key as a list, which no shape here takes); body fields as JSON.
import { bool, custom, int, type Shape } from '../wire/schema.js';

/** Longest digit string taken as a number: beyond it the value cannot be an id or a week, only noise. */
export const MAX_DIGITS = 15;
/** Team, conference, player and save names are short; anything longer is not a name. */
export const MAX_NAME_LENGTH = 100;

const DIGITS = new RegExp(`^\\s*\\d{1,${MAX_DIGITS}}\\s*$`);
// biome-ignore lint/suspicious/noControlCharactersInRegex: a name holds no control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

function shown(value: unknown): string {
  if (typeof value === 'string') return `"${value.slice(0, 40)}"`;
  if (Array.isArray(value)) return 'a list (give it once)';
  return value === null ? 'null' : typeof value;
}

const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_NAME_LENGTH && !CONTROL.test(value);
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const toWhole = (v: unknown): number => (typeof v === 'number' ? v : Number(String(v).trim()));
const toOptionalWhole = (v: unknown): number | undefined => (String(v).trim() === '' ? undefined : toWhole(v));

/** A whole number written in a path or a query ("12"), read as 12. */
export const digits = (what: string): Shape<number> =>
  custom(`${what}, a whole number`, (v) => (typeof v === 'string' && DIGITS.test(v) ? null : `not ${shown(v)}`), {
    read: toWhole,
  });

/** An optional whole number in a query: empty means not given. */
export const optionalDigits = (what: string): Shape<number | undefined> =>
  custom(
    `${what}, a whole number`,
    (v) => (typeof v === 'string' && (v.trim() === '' || DIGITS.test(v)) ? null : `not ${shown(v)}`),
    { read: toOptionalWhole },
  );

/** A week in a path or a query, refused with the spec's own words ("Week number is required", "Invalid week number"). */
export const weekNumber = (): Shape<number> =>
  custom(
    'week',
    (v) => {
      if (v === undefined || (typeof v === 'string' && v.trim() === '')) return 'Week number is required';
      return typeof v === 'string' && DIGITS.test(v) ? null : 'Invalid week number';
    },
    { read: toWhole, ownMessage: true },
  );

/** A yes/no in a query: true, yes, 1, false, no, 0 (any case), or empty for not given. */
export const queryFlag = (what: string): Shape<boolean | undefined> =>
  custom(
    `${what} must be true or false`,
    (v) => (typeof v === 'string' && /^\s*(true|yes|1|false|no|0)?\s*$/i.test(v) ? null : `not ${shown(v)}`),
    {
      read: (v) => {
        const word = String(v).trim().toLowerCase();
        return word === '' ? undefined : ['true', 'yes', '1'].includes(word);
      },
    },
  );

/** A team, conference or person named in a path, a query or a body. */
export const name = (what: string): Shape<string> =>
  custom(`${what}, a name of 1-${MAX_NAME_LENGTH} characters`, (v) => (isName(v) ? null : `not ${shown(v)}`));

/** A name in a query that may be left empty (empty means not given). */
export const optionalName = (what: string): Shape<string | undefined> =>
  custom(
    `${what}, a name of at most ${MAX_NAME_LENGTH} characters`,
    (v) => (typeof v === 'string' && (v.trim() === '' || isName(v)) ? null : `not ${shown(v)}`),
    { read: (v) => (String(v).trim() === '' ? undefined : String(v)) },
  );

/** Optional text of a body: absent, null or a short text. */
export const shortText = (what: string): Shape<string | null> =>
  custom(`${what}, text of at most ${MAX_NAME_LENGTH} characters`, (v) =>
    v === null || (typeof v === 'string' && v.length <= MAX_NAME_LENGTH) ? null : `not ${shown(v)}`,
  );

/** Someone named by id (a whole number) or by name ("First Last"). */
export const idOrName = (what: string): Shape<number | string> =>
  custom(`${what}, an id or a name`, (v) => (isWhole(v) || isName(v) ? null : `not ${shown(v)}`));

/** A whole number sent as a number or as digits ("4"). */
export const wholeOrDigits = (what: string): Shape<number> =>
  custom(
    `${what}, a whole number`,
    (v) => (isWhole(v) || (typeof v === 'string' && DIGITS.test(v)) ? null : `not ${shown(v)}`),
    { read: toWhole },
  );

/** A whole number of at least 1, as a number or as digits (a booked game's id). */
export const positiveId = (what: string): Shape<number> =>
  custom(
    `${what} id, a positive whole number`,
    (v) =>
      (isWhole(v) && v > 0) || (typeof v === 'string' && DIGITS.test(v) && Number(v) > 0) ? null : `not ${shown(v)}`,
    { read: toWhole },
  );

/** A whole number of at least 0 sent as a JSON number. */
export const whole = (): Shape<number> => int({ min: 0, max: Number.MAX_SAFE_INTEGER });

/** A body's yes/no. */
export const flag = (): Shape<boolean> => bool();

/** A body of raw bytes (a save file), not JSON. */
export const fileBytes = (): Shape<Uint8Array> =>
  custom('a save file as the body (application/octet-stream)', (v) =>
    v instanceof Uint8Array && v.length > 0 ? null : 'no file was sent',
  );

/** A name, or a number (an id, or an amount such as 250000; "250k" comes as a name). */
export const nameOrNumber = (what: string): Shape<number | string> =>
  custom(`${what}, a name or a number`, (v) =>
    (typeof v === 'number' && Number.isFinite(v)) || isName(v) ? null : `not ${shown(v)}`,
  );

/** A league file's text (docs/league-file.md): its own checker reads it line by line. */
export const leagueFileText = (): Shape<string> =>
  custom("the league file's text", (v) => (typeof v === 'string' && v.trim() !== '' ? null : `not ${shown(v)}`));

/** A call that takes no choice: no body, null or an empty object. */
export const noInput = (): Shape<Record<string, never> | null> =>
  custom('no input: no body or {}', (v) => {
    if (v === null || v === undefined) return null;
    if (Array.isArray(v)) return 'not a list';
    if (typeof v !== 'object') return `not ${shown(v)}`;
    const keys = Object.keys(v);
    return keys.length === 0 ? null : `got ${keys.slice(0, 3).join(', ')}`;
  });
