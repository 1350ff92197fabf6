// The values a request carries, as TypeBox schemas: what a path segment, a query value or a body field must be
// before a route reads it. Path and query values arrive as text (a repeated query key as a list, which no field
// here takes; an empty one counts as not given) and are read by a codec ("12" as 12, "yes" as true); body fields
// arrive as JSON. `description` words the value for the reference and for a refusal ("Bad request: body.week:
// the week, a whole number: not "x"").
import Type, { type TObjectOptions, type TProperties, type TSchema } from 'typebox';

/** Longest digit string taken as a number: beyond it the value cannot be an id or a week, only noise. */
export const MAX_DIGITS = 15;
/** Team, conference, player and save names are short; anything longer is not a name. */
export const MAX_NAME_LENGTH = 100;

const DIGITS = `^\\s*\\d{1,${MAX_DIGITS}}\\s*$`;
/** Not blank, and no control character. */
const NAME = '^(?=.*\\S)[^\\u0000-\\u001f\\u007f]*$';

/** The words a refusal uses for a field that words its own (the spec's "Week number is required"). */
export interface Refusal {
  missing?: string;
  invalid?: string;
}

const toWhole = (text: string): number => Number(text.trim());

/** A whole number written in a path or a query ("12"), read as 12. */
export const digits = (what: string) =>
  Type.Codec(Type.String({ pattern: DIGITS, description: `${what}, a whole number` }))
    .Decode(toWhole)
    .Encode(String);

/** A week in a path or a query, refused with the spec's own words ("Week number is required", "Invalid week number"). */
export const weekNumber = () =>
  Type.Codec(
    Type.String({
      pattern: DIGITS,
      description: 'the week, a whole number',
      'x-refusal': { missing: 'Week number is required', invalid: 'Invalid week number' } satisfies Refusal,
    }),
  )
    .Decode(toWhole)
    .Encode(String);

/** Each of these spellings in any case ("True", "YES"). */
function anyCase(words: readonly string[]): string {
  const letters = (word: string) =>
    [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c)).join('');
  return `^\\s*(${words.map(letters).join('|')})\\s*$`;
}

/** Words as a choice: "yes or no", "a, b or c". */
const orList = (words: readonly string[]): string =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join('');

/** A yes/no in a query: true, yes, 1, false, no, 0 (any case). */
export const queryFlag = (what: string) =>
  Type.Codec(
    Type.String({
      pattern: anyCase(['true', 'yes', '1', 'false', 'no', '0']),
      description: `${what} must be true or false (yes/no, 1/0)`,
    }),
  )
    .Decode((text) => ['true', 'yes', '1'].includes(text.trim().toLowerCase()))
    .Encode(String);

/** One of a few words in a query, any case ("Both"), read as the word in lower case. */
export const queryWord = <const W extends string>(words: readonly W[], what: string) =>
  Type.Codec(Type.String({ pattern: anyCase(words), description: `${what}: ${orList(words)}` }))
    .Decode((text) => text.trim().toLowerCase() as W)
    .Encode((word) => word);

/** A team, conference or person named in a path, a query or a body. */
export const name = (what: string) =>
  Type.String({
    minLength: 1,
    maxLength: MAX_NAME_LENGTH,
    pattern: NAME,
    description: `${what}, a name of 1-${MAX_NAME_LENGTH} characters`,
  });

/** Free text of a body that may be absent or null: at most a name's length. */
export const shortText = (what: string) =>
  Type.Union([Type.String({ maxLength: MAX_NAME_LENGTH }), Type.Null()], {
    description: `${what}, text of at most ${MAX_NAME_LENGTH} characters`,
  });

/** One word of a list (a position, a role, a kind of order). */
export const oneOf = <const W extends string>(words: readonly W[], what: string) =>
  Type.Unsafe<W>({ type: 'string', enum: [...words], description: `${what}: one of ${words.join(', ')}` });

/** A whole number of at least 0 sent as a JSON number. */
export const whole = (what: string) =>
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: `${what}, a whole number` });

/** Someone named by id (a whole number) or by name ("First Last"). */
export const idOrName = (what: string) =>
  Type.Union([whole(`${what} id`), name(`${what} name`)], { description: `${what}, an id or a name` });

/** A whole number sent as a number or as digits ("4"), read as the number. */
export const wholeOrDigits = (what: string) =>
  Type.Codec(
    Type.Union([whole(what), Type.String({ pattern: DIGITS, description: `${what}, a whole number` })], {
      description: `${what}, a whole number`,
    }),
  )
    .Decode((value) => (typeof value === 'string' ? toWhole(value) : value))
    .Encode((value: number) => value);

/** A whole number of at least 1, as a number or as digits (a booked game's id). */
export const positiveId = (what: string) =>
  Type.Codec(
    Type.Union(
      [
        Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        Type.String({ pattern: DIGITS, description: `${what} id, a positive whole number` }),
      ],
      { description: `${what} id, a positive whole number` },
    ),
  )
    .Decode((value) => (typeof value === 'string' ? toWhole(value) : value))
    .Encode((value: number) => value);

/** A name, or a number (an id, or an amount such as 250000; "250k" comes as a name). */
export const nameOrNumber = (what: string) =>
  Type.Union([Type.Number(), name(what)], { description: `${what}, a name or a number` });

/** A yes/no of a body. */
export const flag = (what: string) => Type.Boolean({ description: what });

/** A call that takes no choice: no body, null or an empty object. */
export const noInput = () =>
  Type.Union([Type.Null(), Type.Object({}, { additionalProperties: false })], {
    description: 'no input: no body or {}',
  });

/** A body of raw bytes (a save file, application/octet-stream), not JSON. */
export const fileBytes = () =>
  Type.Unsafe<Uint8Array>({
    type: 'string',
    format: 'binary',
    'x-bytes': true,
    description: 'a save file as the body (application/octet-stream)',
  });

/** Is this schema a body of raw bytes (fileBytes)? */
export function isBytes(schema: TSchema): boolean {
  return (schema as { 'x-bytes'?: boolean })['x-bytes'] === true;
}

/** An object of these fields, none of them required (a query's, or a body's optional choices). */
export function optionalFields<P extends Record<string, TSchema>>(fields: P, options: TObjectOptions = {}) {
  const optional = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, Type.Optional(field)]));
  return Type.Object(optional as { [K in keyof P]: ReturnType<typeof Type.Optional<P[K]>> }, options);
}

/**
 * A body's object: these fields and no other. A field the call does not take (misspelt, or meant for another call) is
 * refused naming it, rather than ignored while the change runs without it.
 */
export const fieldsOnly = <P extends TProperties>(fields: P, options: TObjectOptions = {}) =>
  Type.Object(fields, { ...options, additionalProperties: false });
