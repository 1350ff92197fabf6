// The one check of a request's parts against their schemas, shared by the server (Fastify's validator compiler,
// src/server/app.ts) and the static build's worker (src/server/router.ts): path and query values as text (an empty
// one counts as not given), the body as JSON (no body counts as null), each read through its codecs ("12" as 12).
// A part that does not fit is refused in one message naming the fields: "Bad request: body.week: ...", or the
// field's own words where it has them (the spec's "Week number is required").
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { isBytes, type Refusal } from './fields.js';

/** The parts of a request a schema describes, by Fastify's names (`querystring` is the query). */
export type RequestPart = 'params' | 'querystring' | 'body';

/** A part read, or why it was refused. */
export type PartReading = { value: unknown } | { error: RequestRefused };

/** A request that does not fit its call's schemas: a 400 with this message. */
export class RequestRefused extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'RequestRefused';
  }
}

/** Most problems named in one message. */
const MAX_PROBLEMS = 3;

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();

function validatorOf(schema: TSchema): ReturnType<typeof Compile> {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator;
}

/** The reader of one part of a request: the value as its route reads it, or the refusal. */
export function partReader(schema: TSchema, part: RequestPart): (value: unknown) => PartReading {
  if (isBytes(schema)) {
    return (value) =>
      value instanceof Uint8Array && value.length > 0
        ? { value }
        : { error: new RequestRefused('Bad request: body: no save file was sent (application/octet-stream).') };
  }
  const validator = validatorOf(schema);
  const prefix = part === 'querystring' ? 'query' : part;
  return (value) => {
    const given = part === 'body' ? (value ?? null) : withoutEmpty(value);
    if (validator.Check(given)) return { value: validator.Decode(given) };
    return { error: new RequestRefused(refusal(schema, given, prefix)) };
  };
}

/** A query's or path's values without the empty ones (`?year=` is no year). */
function withoutEmpty(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined));
}

interface Problem {
  text: string;
  /** The whole message, in the field's own words. */
  own?: boolean;
}

/** The message of a refused part: its field's own words, or "Bad request: " and its first problems. */
export function refusal(schema: TSchema, value: unknown, part: string): string {
  const problems = problemsOf(schema, value, part);
  const own = problems.find((p) => p.own);
  if (own) return own.text;
  const more = problems.length > MAX_PROBLEMS ? ` (and ${problems.length - MAX_PROBLEMS} more)` : '';
  const listed = problems.length > 0 ? problems.slice(0, MAX_PROBLEMS).map((p) => p.text) : [`${part}: not accepted`];
  return `Bad request: ${listed.join('; ')}${more}.`;
}

type Schema = TSchema & {
  type?: string | string[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  dependentRequired?: Record<string, string[]>;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  'x-refusal'?: Refusal;
};

/** Every difference between a value and its schema, walked by hand where the schema branches or nests. */
function problemsOf(schema: Schema, value: unknown, path: string): Problem[] {
  if (validatorOf(schema).Check(value)) return [];
  const refused = schema['x-refusal']?.invalid;
  if (refused) return [{ text: refused, own: true }];
  if (schema.anyOf) return unionProblems(schema, schema.anyOf, value, path);
  if (schema.properties && isRecord(value)) return objectProblems(schema, value, path);
  if (schema.items && Array.isArray(value)) return arrayProblems(schema, value, path);
  return leafProblems(schema, value, path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key whose constant tells the union's objects apart ({"action": "move", ...}), if there is one. */
function tagOf(options: readonly Schema[]): string | null {
  const first = options[0]?.properties;
  if (!first) return null;
  for (const key of Object.keys(first)) {
    if (options.every((o) => o.properties?.[key]?.const !== undefined)) return key;
  }
  return null;
}

function unionProblems(schema: Schema, options: readonly Schema[], value: unknown, path: string): Problem[] {
  const tag = tagOf(options);
  if (tag !== null && isRecord(value)) {
    const variant = options.find((o) => o.properties?.[tag]?.const === value[tag]);
    if (!variant) {
      const names = options.map((o) => String(o.properties?.[tag]?.const));
      return [{ text: `${path}.${tag}: one of ${names.join(', ')}` }];
    }
    return problemsOf(variant, value, path);
  }
  // The problems of an option of the value's own type say most (an object's field, not "expected a string"), and of
  // those the closest option's: the one that knows most of the object's keys, then the one with fewest problems.
  const results = options.map((option) => ({
    problems: problemsOf(option, value, path),
    unknown: unknownKeys(option, value).length,
    fits: typeFits(option, value),
  }));
  const ofItsType = results.filter((r) => r.fits);
  const candidates = ofItsType.length > 0 ? ofItsType : results;
  const best = candidates.reduce((a, b) =>
    b.unknown < a.unknown || (b.unknown === a.unknown && b.problems.length < a.problems.length) ? b : a,
  );
  // A plain value none of the options takes: what the union as a whole is ("player, an id or a name").
  if ((ofItsType.length === 0 || !isRecord(value)) && schema.description)
    return [{ text: `${path}: ${schema.description}: not ${shown(value)}` }];
  return best.problems;
}

/** The keys of an object value that an object schema does not name (none for other values or schemas). */
function unknownKeys(schema: Schema, value: unknown): string[] {
  if (!isRecord(value) || !schema.properties) return [];
  const properties = schema.properties;
  return Object.keys(value).filter((k) => !Object.hasOwn(properties, k));
}

function typeFits(schema: Schema, value: unknown): boolean {
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return true;
  const actual = typeName(value);
  return types.includes(actual) || (actual === 'number' && types.includes('integer') && Number.isInteger(value));
}

function objectProblems(schema: Schema, value: Record<string, unknown>, path: string): Problem[] {
  const problems: Problem[] = [];
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (key in value) continue;
    const missing = properties[key]?.['x-refusal']?.missing;
    problems.push(missing ? { text: missing, own: true } : { text: `${path}.${key}: missing` });
  }
  for (const [key, needs] of Object.entries(schema.dependentRequired ?? {})) {
    if (!(key in value)) continue;
    for (const need of needs) if (!(need in value)) problems.push({ text: `${path}.${need}: missing (given ${key})` });
  }
  if (schema.additionalProperties === false) {
    const unknown = unknownKeys(schema, value);
    const fields = Object.keys(properties);
    if (unknown.length > 0 && fields.length === 0)
      problems.push({ text: `${path}: no input: no body or {}: got ${fieldName(unknown[0])}` });
    else if (unknown.length > 0) {
      // A key that is no word is shown quoted after the path ('body: "" is not a field here').
      const [key] = unknown;
      const at = /^\w+$/.test(key) ? `${path}.${key}: not` : `${path}: ${fieldName(key)} is not`;
      problems.push({ text: `${at} a field here (${fields.join(', ')})` });
    }
  }
  for (const [key, property] of Object.entries(properties)) {
    if (key in value && value[key] !== undefined) problems.push(...problemsOf(property, value[key], `${path}.${key}`));
  }
  return problems.length > 0 ? problems : leafProblems(schema, value, path);
}

/** A field's name as a refusal shows it: a word as it is, anything else quoted and cut. */
function fieldName(key: string): string {
  return /^\w+$/.test(key) ? key : JSON.stringify(key.slice(0, 40));
}

function arrayProblems(schema: Schema, value: unknown[], path: string): Problem[] {
  const problems: Problem[] = [];
  if (schema.minItems !== undefined && value.length < schema.minItems)
    problems.push({ text: `${path}: ${value.length} entries, expected at least ${schema.minItems}` });
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    problems.push({ text: `${path}: ${value.length} entries, expected at most ${schema.maxItems}` });
  value.forEach((item, i) => {
    if (schema.items) problems.push(...problemsOf(schema.items, item, `${path}[${i}]`));
  });
  return problems.length > 0 ? problems : leafProblems(schema, value, path);
}

/** A value against a schema that does not branch: TypeBox's first error, in our words. */
function leafProblems(schema: Schema, value: unknown, path: string): Problem[] {
  const [error] = Value.Errors(schema, value);
  if (!error) return [{ text: `${path}: not accepted` }];
  const at = `${path}${error.instancePath.replaceAll('/', '.')}`;
  switch (error.keyword) {
    case 'type': {
      const expected = [(error.params as { type: string | string[] }).type].flat().join(' or ');
      // A list in a query or a path is a key given twice; in a body, a list.
      const got = Array.isArray(value) && !path.startsWith('body') ? 'a list (give it once)' : shown(value, true);
      return [{ text: `${at}: expected ${article(expected)}, got ${got}` }];
    }
    case 'enum':
    case 'const': {
      const allowed = schema.enum ?? [schema.const];
      return [{ text: `${at}: ${shown(value)} is not one of ${allowed.join(', ')}` }];
    }
    case 'minimum':
    case 'maximum': {
      const limit = (error.params as { limit: number }).limit;
      return [{ text: `${at}: ${shown(value)} ${error.keyword === 'minimum' ? '<' : '>'} ${limit}` }];
    }
    case 'uniqueItems':
      return [{ text: `${at}: an entry is given twice` }];
    case 'minProperties': {
      const fields = Object.keys(schema.properties ?? {});
      return [{ text: `${at}: give at least one of ${fields.join(', ')}` }];
    }
    default:
      return [
        { text: schema.description ? `${at}: ${schema.description}: not ${shown(value)}` : `${at}: ${error.message}` },
      ];
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** A value as a refusal shows it: text in quotes and cut, a list as one. */
function shown(value: unknown, typeOnly = false): string {
  if (Array.isArray(value)) return 'a list';
  if (typeOnly) return typeName(value);
  if (typeof value === 'string') return `"${value.slice(0, 40)}"`;
  return value === null ? 'null' : typeof value === 'object' ? 'an object' : String(value);
}
