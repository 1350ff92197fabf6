// The pieces of the answers' schemas (TypeBox, read by Fastify's serializer, fast-json-stringify). An answer's
// object is open: it may carry keys of ours beside the ones its schema names, and the serializer writes them after
// those, as they come; so a schema names its keys in the order the answer has them (tests/server/answerBytes.test.ts
// checks that the bytes stay what JSON.stringify wrote).
import Type, { type Static, type TProperties, type TSchema } from 'typebox';

/** An object with these keys (in this order), and any of ours after them. */
export const open = <P extends TProperties>(props: P, description?: string) =>
  Type.Object(props, { additionalProperties: true, ...(description ? { description } : {}) });

/** A whole number in a range. */
export const int = (minimum?: number, maximum?: number) =>
  Type.Integer({ ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) });

/** A number in a range. */
export const num = (minimum?: number, maximum?: number) =>
  Type.Number({ ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) });

/** Text matching a pattern. */
export const text = (pattern?: string, description?: string) =>
  Type.String({ ...(pattern ? { pattern } : {}), ...(description ? { description } : {}) });

/** One of these words. */
export const word = <const W extends string>(words: readonly W[], description?: string) =>
  Type.Unsafe<W>({ type: 'string', enum: [...words], ...(description ? { description } : {}) });

type Typed = TSchema & { type?: unknown; enum?: unknown[] };

/**
 * The value or null. A plain value says so in its `type` (the serializer's quickest form); an object or a list as
 * anyOf.
 */
export function nullable<S extends TSchema>(schema: S) {
  const typed = schema as Typed;
  if (typeof typed.type === 'string' && typed.type !== 'object' && typed.type !== 'array') {
    const values = typed.enum ? { enum: [...typed.enum, null] } : {};
    return Type.Unsafe<Static<S> | null>({ ...typed, type: [typed.type, 'null'], ...values });
  }
  return Type.Unsafe<Static<S> | null>(Type.Union([schema, Type.Null()]));
}

/** A map keyed by names or ids (team name -> stats), its keys in the answer's order. */
export const keyed = <S extends TSchema>(values: S, keys = '^.*$') =>
  Type.Unsafe<Record<string, Static<S>>>({ type: 'object', patternProperties: { [keys]: values } });
