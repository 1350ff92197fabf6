// A small schema language for the wire format's JSON shapes: keys, nesting, value types, nulls, list order.
// The shapes of every call are written once with it (./shapes.ts) and checked by the contract tests. Plain
// TypeScript with no dependency: JSON Schema validators cannot say "the first key is a conference name" or
// "sorted by watchability", and Fastify's serializer reorders keys (see API.md, "Wire format").

export type Schema =
  | { kind: 'string'; pattern?: RegExp; values?: readonly string[] }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'array'; items: Schema; length?: { min?: number; max?: number }; order?: Order }
  | {
      kind: 'object';
      props: Readonly<Record<string, Schema>>;
      optional: readonly string[];
      firstKey?: Schema;
      keyOrder?: readonly string[];
      /** No keys but these (a request's body that names its fields: an unknown one is refused). */
      closed?: boolean;
    }
  | { kind: 'map'; values: Schema; keys?: RegExp; keyOrder?: Order<string> }
  | { kind: 'anyOf'; options: readonly Schema[] }
  | {
      kind: 'custom';
      name: string;
      check: (value: unknown) => string | null;
      /** The value a request's reader takes from a checked one ("12" -> 12); without it, the value as sent. */
      read?: (value: unknown) => unknown;
      /** The check's problem is the whole error message (a message the spec gives word for word). */
      ownMessage?: boolean;
    };

/** A list order: a comparator that must never find a pair out of order. */
export interface Order<T = never> {
  name: string;
  compare: (a: T, b: T) => number;
}

/**
 * A schema that also carries, for the type checker only, the TypeScript type of the values it accepts, so that
 * an answer's type can be derived from its shape (Infer) instead of being written a second time.
 */
declare const valueType: unique symbol;
export type Shape<T> = Schema & { readonly [valueType]?: T };

/** The TypeScript type a shape describes (unknown for a plain Schema). */
export type Infer<S> = S extends { readonly [valueType]?: infer T } ? (unknown extends T ? unknown : T) : unknown;

/** An object's type written out flat (hover text shows the keys, not a stack of mapped types). */
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The value type of an object shape with these props, the keys in `Optional` possibly absent. */
export type ObjectOf<P, Optional extends string = never> = Flat<
  { [K in Exclude<keyof P, Optional>]: Infer<P[K]> } & { [K in Extract<keyof P, Optional>]?: Infer<P[K]> }
>;

export function str<const V extends string>(options: { pattern?: RegExp; values: readonly V[] }): Shape<V>;
export function str(options?: { pattern?: RegExp }): Shape<string>;
export function str(options: { pattern?: RegExp; values?: readonly string[] } = {}): Schema {
  return { kind: 'string', ...options };
}
export const num = (options: { min?: number; max?: number } = {}): Shape<number> => ({
  kind: 'number',
  integer: false,
  ...options,
});
export const int = (options: { min?: number; max?: number } = {}): Shape<number> => ({
  kind: 'number',
  integer: true,
  ...options,
});
export const bool = (): Shape<boolean> => ({ kind: 'boolean' });
export const nul = (): Shape<null> => ({ kind: 'null' });
export const nullable = <T>(schema: Shape<T>): Shape<T | null> => ({ kind: 'anyOf', options: [schema, nul()] });
export const anyOf = <S extends Schema[]>(...options: S): Shape<Infer<S[number]>> => ({ kind: 'anyOf', options });
export const arr = <T>(
  items: Shape<T>,
  options: { length?: { min?: number; max?: number }; order?: Order<T> } = {},
): Shape<T[]> => ({ kind: 'array', items, ...options });
/** A map keyed by names or ids (e.g. team name -> stats). */
export const map = <T>(
  values: Shape<T>,
  options: { keys?: RegExp; keyOrder?: Order<string> } = {},
): Shape<Record<string, T>> => ({ kind: 'map', values, ...options });
export const custom = <T = unknown>(
  name: string,
  check: (value: unknown) => string | null,
  options: { read?: (value: unknown) => T; ownMessage?: boolean } = {},
): Shape<T> => ({ kind: 'custom', name, check, ...options });

/**
 * An object with these keys (extra keys are allowed: our additions). Keys named in `optional` may be absent.
 * `keyOrder`: these keys must come in this order (when present). `firstKey`: the first key's value schema (the
 * key itself is free, e.g. a conference name).
 */
export function obj<P extends Record<string, Schema>, const O extends string = never>(
  props: P,
  options: { optional?: readonly O[]; firstKey?: Schema; keyOrder?: readonly string[]; closed?: boolean } = {},
): Shape<ObjectOf<P, O>> {
  return {
    kind: 'object',
    props,
    optional: options.optional ?? [],
    firstKey: options.firstKey,
    keyOrder: options.keyOrder,
    ...(options.closed ? { closed: true } : {}),
  };
}

/** The same object with more keys (a key given again replaces the base's). */
export function extend<B, P extends Record<string, Schema>, const O extends string = never>(
  base: Shape<B>,
  props: P,
  options: { optional?: readonly O[] } = {},
): Shape<Flat<Omit<B, keyof P> & ObjectOf<P, O>>> {
  if (base.kind !== 'object') throw new Error('extend needs an object schema');
  const schema: Schema = {
    ...base,
    props: { ...base.props, ...props },
    optional: [...base.optional, ...(options.optional ?? [])],
  };
  return schema;
}

/** Sorted by a number (or string) taken from each entry. */
export function sortedBy<T>(name: string, key: (entry: T) => number | string, direction: 'asc' | 'desc'): Order<T> {
  const sign = direction === 'asc' ? 1 : -1;
  return {
    name: `${name} ${direction === 'asc' ? 'ascending' : 'descending'}`,
    compare: (a, b) => {
      const x = key(a);
      const y = key(b);
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    },
  };
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Every difference between a value and its schema, as "path: problem" lines ([] when it matches). */
export function checkShape(schema: Schema, value: unknown, path = '$'): string[] {
  switch (schema.kind) {
    case 'string':
      if (typeof value !== 'string') return [`${path}: expected a string, got ${typeName(value)}`];
      if (schema.pattern && !schema.pattern.test(value))
        return [`${path}: "${value}" does not match ${schema.pattern}`];
      if (schema.values && !schema.values.includes(value))
        return [`${path}: "${value}" is not one of ${schema.values.join(', ')}`];
      return [];
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return [`${path}: expected a number, got ${typeName(value)}`];
      if (schema.integer && !Number.isInteger(value)) return [`${path}: expected a whole number, got ${value}`];
      if (schema.min !== undefined && value < schema.min) return [`${path}: ${value} < ${schema.min}`];
      if (schema.max !== undefined && value > schema.max) return [`${path}: ${value} > ${schema.max}`];
      return [];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path}: expected a boolean, got ${typeName(value)}`];
    case 'null':
      return value === null ? [] : [`${path}: expected null, got ${typeName(value)}`];
    case 'custom': {
      const problem = schema.check(value);
      return problem ? [`${path}: ${schema.name}: ${problem}`] : [];
    }
    case 'anyOf': {
      const results = schema.options.map((option) => checkShape(option, value, path));
      if (results.some((r) => r.length === 0)) return [];
      // The problems of an option of the value's own type say most (an object's field, not "expected a string"),
      // and of those the closest option's.
      const ofItsType = results.filter((r) => !r.some((line) => line.startsWith(`${path}: expected `)));
      const candidates = ofItsType.length > 0 ? ofItsType : results;
      return candidates.reduce((best, r) => (r.length < best.length ? r : best));
    }
    case 'array': {
      if (!Array.isArray(value)) return [`${path}: expected an array, got ${typeName(value)}`];
      const problems: string[] = [];
      const { min, max } = schema.length ?? {};
      if (min !== undefined && value.length < min)
        problems.push(`${path}: ${value.length} entries, expected at least ${min}`);
      if (max !== undefined && value.length > max)
        problems.push(`${path}: ${value.length} entries, expected at most ${max}`);
      value.forEach((item, i) => {
        problems.push(...checkShape(schema.items, item, `${path}[${i}]`));
      });
      if (schema.order && problems.length === 0) {
        const order = schema.order as Order<unknown>;
        for (let i = 1; i < value.length; i++) {
          if (order.compare(value[i - 1], value[i]) > 0) {
            problems.push(`${path}: not sorted by ${order.name} at entries ${i - 1} and ${i}`);
            break;
          }
        }
      }
      return problems;
    }
    case 'object': {
      if (typeName(value) !== 'object') return [`${path}: expected an object, got ${typeName(value)}`];
      const record = value as Record<string, unknown>;
      const problems: string[] = [];
      const keys = Object.keys(record);
      if (schema.closed) {
        const unknown = keys.filter((k) => !Object.hasOwn(schema.props, k));
        if (unknown.length > 0)
          problems.push(`${path}.${unknown[0]}: not a field here (${Object.keys(schema.props).join(', ')})`);
      }
      if (schema.firstKey) {
        if (keys.length === 0) problems.push(`${path}: expected a first key`);
        else problems.push(...checkShape(schema.firstKey, record[keys[0]], `${path}.${keys[0]}`));
      }
      for (const [key, propSchema] of Object.entries(schema.props)) {
        if (!(key in record)) {
          if (!schema.optional.includes(key)) problems.push(`${path}.${key}: missing`);
          continue;
        }
        problems.push(...checkShape(propSchema, record[key], `${path}.${key}`));
      }
      const keyOrder = schema.keyOrder;
      if (keyOrder) {
        const present = keys.filter((k) => keyOrder.includes(k));
        const expected = keyOrder.filter((k) => k in record);
        if (present.join('|') !== expected.join('|'))
          problems.push(`${path}: keys in order ${present.join(', ')}, expected ${expected.join(', ')}`);
      }
      return problems;
    }
    case 'map': {
      if (typeName(value) !== 'object') return [`${path}: expected an object, got ${typeName(value)}`];
      const problems: string[] = [];
      const entries = Object.entries(value as Record<string, unknown>);
      for (const [key, item] of entries) {
        if (schema.keys && !schema.keys.test(key)) problems.push(`${path}: key "${key}" does not match ${schema.keys}`);
        problems.push(...checkShape(schema.values, item, `${path}[${JSON.stringify(key)}]`));
      }
      if (schema.keyOrder) {
        for (let i = 1; i < entries.length; i++) {
          if (schema.keyOrder.compare(entries[i - 1][0], entries[i][0]) > 0) {
            problems.push(`${path}: keys not sorted by ${schema.keyOrder.name}`);
            break;
          }
        }
      }
      return problems;
    }
  }
}
