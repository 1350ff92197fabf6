// One call of the API as the contract describes it: method, path, what the request must carry (path parameters,
// query, body) and the answer, as TypeBox schemas, with what the call does besides answering (./effects.ts). The
// server hands the schemas to Fastify, which checks each request and writes each answer with them (and publishes
// them as OpenAPI); the static build's worker checks requests with the same schemas (./check.ts). ParamsOf, QueryOf,
// BodyOf and AnswerOf give a call's types from its entry.
import type { Static, StaticDecode, TSchema } from 'typebox';
import { CALL_EFFECTS, type CallEffects } from './effects.js';

export type Method = 'GET' | 'POST';

export interface RouteEntry {
  method: Method;
  /** Fastify's path syntax: '/api/sim/:week' (a trailing slash is accepted on every call). */
  path: string;
  /** One line for the reference. */
  summary: string;
  /** The group of calls it belongs to in the reference ("Season", "Recruiting"). */
  tag: string;
  params?: TSchema;
  query?: TSchema;
  /** The body's schema; a call without one ignores any body sent. */
  body?: TSchema;
  /** The answer of a call that succeeds (200); a download or a logo has none. */
  answer?: TSchema;
  effects: CallEffects;
}

/** The key of an entry in the table: 'GET /api/sim/:week'. */
export type RouteKey<E extends RouteEntry = RouteEntry> = `${E['method']} ${E['path']}`;

/** The types a call's parts carry as its route reads them (codecs applied: "12" read as 12). */
export type ParamsOf<E> = E extends { params: infer S extends TSchema } ? StaticDecode<S> : Record<string, never>;
export type QueryOf<E> = E extends { query: infer S extends TSchema } ? StaticDecode<S> : Record<string, never>;
export type BodyOf<E> = E extends { body: infer S extends TSchema } ? StaticDecode<S> : undefined;
/** The answer's type, and what a client sends for a body with codecs (a week as 4 or "4"). */
export type AnswerOf<E> = E extends { answer: infer S extends TSchema } ? StaticDecode<S> : unknown;
/**
 * What a call's route gives back for the server to write: its answer's type as the schema names it (a download or a
 * logo, without an answer, gives what it likes). A route that returns a key its schema lacks, or lacks one it
 * requires, does not compile (an object written in place; one built elsewhere is checked where it is built).
 */
export type ReplyOf<E> = E extends { answer: infer S extends TSchema } ? Static<S> : unknown;

interface Parts<PS, QS, BS, AS> {
  params?: PS;
  query?: QS;
  body?: BS;
  answer?: AS;
}

/** An entry of a call the effects table knows, its schemas' types kept for the client. */
export function route<
  const M extends Method,
  const P extends string,
  PS extends TSchema | undefined = undefined,
  QS extends TSchema | undefined = undefined,
  BS extends TSchema | undefined = undefined,
  AS extends TSchema | undefined = undefined,
>(
  tag: string,
  method: M,
  path: P,
  summary: string,
  parts: Parts<PS, QS, BS, AS> = {},
): {
  method: M;
  path: P;
  summary: string;
  tag: string;
  params: PS;
  query: QS;
  body: BS;
  answer: AS;
  effects: CallEffects;
} {
  const key = `${method} ${path}`;
  const effects = (CALL_EFFECTS as Record<string, CallEffects>)[key];
  if (!effects) throw new Error(`${key} has no effects in src/shared/contract/effects.ts`);
  return {
    method,
    path,
    summary,
    tag,
    params: parts.params as PS,
    query: parts.query as QS,
    body: parts.body as BS,
    answer: parts.answer as AS,
    effects,
  };
}
