// The pieces of the answers' schemas (TypeBox, read by Fastify's serializer, fast-json-stringify). An answer's
// object is closed (its schema names every key it has) or, where it must be, open: it may carry keys of ours beside
// the ones its schema names, and the serializer writes them after those, as they come. A schema names its keys in
// the order the answer has them (tests/server/contract.test.ts checks the bytes stay what JSON.stringify wrote).
import Type, { type Static, type TObject, type TProperties, type TSchema } from 'typebox';

/** An object with these keys (in this order) and no other: its Static type is the answer's one type. */
export const closed = <P extends TProperties>(props: P, description?: string) =>
  Type.Object(props, { additionalProperties: false, ...(description ? { description } : {}) });

/** The player's id, last in a hosted server's top-level answer (the browser stores it and sends it back). */
export const userId = { user_id: Type.Optional(Type.String()) };

/**
 * A closed answer with `base`'s keys (its user_id aside), then `props`, then the user_id last: a page of the document
 * with keys of ours added.
 */
export function extended<B extends TProperties, P extends TProperties>(base: TObject<B>, props: P) {
  const { user_id: _, ...keys } = base.properties;
  return closed({ ...(keys as Omit<B, 'user_id'>), ...props, ...userId });
}

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

/** The value or null: its `type` says both (the serializer's quickest form; for an object, what a key is is unchanged). */
export function nullable<S extends TSchema>(schema: S) {
  const typed = schema as Typed;
  if (typeof typed.type !== 'string') return Type.Unsafe<Static<S> | null>(Type.Union([schema, Type.Null()]));
  const values = typed.enum ? { enum: [...typed.enum, null] } : {};
  return Type.Unsafe<Static<S> | null>({ ...typed, type: [typed.type, 'null'], ...values });
}

/**
 * One of two answers, told apart by a key only one of them has (`key`: the first, else the second). The serializer
 * tests that key alone, where a union (anyOf) would check the whole answer against each.
 */
export const eitherBy = <A extends TSchema, B extends TSchema>(key: string, withKey: A, without: B) =>
  Type.Unsafe<Static<A> | Static<B>>({
    if: { type: 'object', required: [key] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else; a schema is never awaited.
    then: withKey,
    else: without,
  });

/** A map keyed by names or ids (team name -> stats), its keys in the answer's order. */
export const keyed = <S extends TSchema>(values: S, keys = '^.*$') =>
  Type.Unsafe<Record<string, Static<S>>>({ type: 'object', patternProperties: { [keys]: values } });

/**
 * An object whose keys `sent` are always in the answer but not required by the schema. The serializer writes the
 * required keys first and the others after them: a key always sent that follows an optional one in the answer
 * stays in its place only when it is not required. Its type still says it is there.
 */
export const alwaysSent = <S extends TObject>(schema: S, sent: readonly (keyof S['properties'] & string)[]): S => ({
  ...schema,
  required: (schema.required ?? []).filter((key: string) => !sent.includes(key)),
});
