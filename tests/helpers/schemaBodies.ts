// Generated request bodies read off a call's JSON schema (its entry in the API contract): values of the shape the
// call takes, built from the names, ids and numbers a game holds and the edges of each field's range (so that they
// reach the use cases, not only the contract's check), mixed with values one step off (a field left out or added, a
// number past its range, the wrong type), JSON nested thousands deep, any JSON at all and text that is no JSON.
import fc from 'fast-check';

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  description?: string;
}

/** What a save holds that bodies may name: its players', prospects' and games' ids and names. */
export interface Known {
  ids: readonly number[];
  names: readonly string[];
}

/** Names a game knows, by what a field names (its key or its description). */
const NAMES: [RegExp, string[]][] = [
  [/team|opponent|winner|program/, ['Clemson', 'Texas', 'Akron', 'Notre Dame', 'Alabama', 'clemson']],
  [/conference/, ['ACC', 'SEC', 'Big Ten', 'Independent']],
  [/\bpos\b|position/, ['QB', 'RB', 'WR', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P', 'qb']],
  [/year|class/, ['fr', 'so', 'jr', 'sr', '2019', '2024']],
  [/role/, ['OC', 'DC', 'ST', 'offense', 'oc']],
  [/group/, ['QB', 'RB', 'WR/TE', 'OL', 'DL', 'LB', 'DB', 'K/P', 'qb']],
  [/focus/, ['emphasis', 'normal', 'speed', 'strength']],
  [/ability/, ['offense', 'defense', 'recruiting', 'development', 'game-day']],
  [/amount/, ['250000', '250k', '1.5m', '$300K', '0', '1e9']],
  [/save/, ['other.db', 'clemson-2019.db', '../dynasty.db']],
];
/** Keys of a field that maps names to numbers (a player's ratings, a coach's skills). */
const RATING_KEYS = ['speed', 'throwPower', 'strength', 'offense', 'defense', 'recruiting', 'development', 'awareness'];
/** Numbers at the edges of a game's ranges and past them. */
const EDGES = [0, 1, 2, 3, 4, 7, 12, 14, 17, 24, 99, 100, 500, 1000, 99999, 2 ** 31, 2 ** 53 - 1];
const ODD_NUMBERS = [-1, -(2 ** 31), 0.5, 1e308, -1e308, 2 ** 53 + 1, 1e21];
const ODD_TEXT = ['', ' ', 'x'.repeat(101), '../../etc/passwd', '<script>', '\u0000', 'null', '0x10', '1e3', '٣'];

function hintOf(key: string, schema: Schema): string {
  return `${key} ${schema.description ?? ''}`.toLowerCase();
}

function namesFor(hint: string): string[] {
  return NAMES.filter(([pattern]) => pattern.test(hint)).flatMap(([, names]) => names);
}

function typesOf(schema: Schema): string[] {
  return [schema.type ?? []].flat();
}

/** Fields (by key) that name someone or something of the save by id or name. */
const NAMED = /player|prospect|game|\bid\b|name|seq/;

function integerArb(schema: Schema, key: string, known: Known): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 53 - 1;
  const inRange = EDGES.filter((n) => n >= min && n <= max);
  const ids = known.ids.filter((n) => n >= min && n <= max);
  if (NAMED.test(key) && ids.length > 0)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.constantFrom(...inRange, min) },
    );
  return fc.oneof(
    fc.constantFrom(...(inRange.length > 0 ? inRange : [min])),
    fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 30_000) }),
    fc.constantFrom(min, max),
  );
}

function stringArb(schema: Schema, key: string, known: Known): fc.Arbitrary<string> {
  if (schema.pattern?.includes('\\d'))
    return fc.oneof(fc.integer({ min: 0, max: 30_000 }).map(String), fc.constantFrom('0', ' 3 ', '999999999999999'));
  const names = [...namesFor(hintOf(key, schema)), ...(NAMED.test(key) ? known.names : [])];
  const texts = fc.string({ minLength: 1, maxLength: 12 }).filter((t) => t.trim() !== '');
  return names.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: texts })
    : texts;
}

/** A value the schema takes (mostly: a field's range is the use case's to refuse, so numbers run to its edges). */
export function fitting(schema: Schema, known: Known, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => fitting(option, known, key, depth)));
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties || schema.patternProperties) return objectArb(schema, known, depth);
  if (types.includes('array')) {
    const maxLength = Math.min(schema.maxItems ?? 4, 4);
    return fc.array(fitting(schema.items ?? {}, known, key, depth + 1), {
      minLength: Math.min(schema.minItems ?? 0, maxLength),
      maxLength,
    });
  }
  if (types.includes('integer')) return integerArb(schema, key, known);
  if (types.includes('number')) return fc.oneof(integerArb(schema, key, known), fc.constantFrom(...ODD_NUMBERS));
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('null')) return fc.constant(null);
  if (types.includes('string')) return stringArb(schema, key, known);
  return fc.jsonValue({ maxDepth: 1 });
}

function objectArb(schema: Schema, known: Known, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, fitting(s, known, k, depth + 1)]));
  const named = fc.record(fields, { requiredKeys: [...required] });
  const mapped = schema.patternProperties ? Object.values(schema.patternProperties)[0] : undefined;
  if (!mapped) return named;
  const ratings = fc.dictionary(
    fc.oneof(fc.constantFrom(...RATING_KEYS), fc.string({ maxLength: 6 })),
    fitting(mapped, known, 'rating', depth + 1),
    {
      maxKeys: 4,
    },
  );
  return fc.tuple(named, ratings).map(([a, b]) => ({ ...b, ...a }));
}

/** A value one step off the schema: a field dropped, one added, a value of the wrong type or past its range. */
function offBy(schema: Schema, known: Known): fc.Arbitrary<unknown> {
  const odd = fc.oneof(
    fc.constantFrom<unknown>(...ODD_NUMBERS, ...ODD_TEXT, null, true, [], {}),
    fc.jsonValue({ maxDepth: 1 }),
  );
  return fc
    .tuple(
      fitting(schema, known),
      fc.nat(),
      odd,
      fc.constantFrom('extra', 'user_id', '__proto__x', 'team', 'id', 'week'),
    )
    .map(([value, pick, replacement, extra]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return replacement;
      const copy: Record<string, unknown> = { ...value };
      const keys = Object.keys(copy);
      const mode = pick % 3;
      if (mode === 0 && keys.length > 0) delete copy[keys[pick % keys.length]];
      else if (mode === 1 && keys.length > 0) copy[keys[pick % keys.length]] = replacement;
      else copy[extra] = replacement;
      return copy;
    });
}

/** A body's text for a call of this schema (none: any body): fitting, one step off, any JSON, deep JSON, or none. */
export function bodyText(schema: Schema | undefined, known: Known = { ids: [], names: [] }): fc.Arbitrary<string> {
  const any = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v));
  const notJson = fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":', 'not json', '{}{}');
  // Nested deeper than a structured clone goes (some thousands of levels), within the server's 16 KiB of body.
  const deep = fc.oneof(
    fc.integer({ min: 5_000, max: 8_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.integer({ min: 2_000, max: 2_700 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );
  if (!schema) return fc.oneof(any, notJson, deep, fc.constant('{}'));
  return fc.oneof(
    { weight: 5, arbitrary: fitting(schema, known).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 3, arbitrary: offBy(schema, known).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: any },
    { weight: 1, arbitrary: notJson },
    { weight: 1, arbitrary: deep },
  );
}
