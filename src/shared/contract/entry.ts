// One call of the API as the contract describes it: method, path, what the request must carry (path parameters,
// query, body) and the answer's shape. The server checks every request against its entry before the route runs
// (src/server/contract.ts), and API.md's tables are held to it (tests/server/apiDoc.test.ts). BodyOf and AnswerOf
// give a call's types from its entry.
import { checkShape, readShape, type Infer, type Schema } from '../wire/schema.js';

export type Method = 'GET' | 'POST';

export interface RouteEntry {
  method: Method;
  /** Fastify's path syntax: '/api/sim/:week' (a trailing slash is accepted on every call). */
  path: string;
  /** One line for API.md. */
  description: string;
  params?: Schema;
  query?: Schema;
  /** The body's shape; a call without one ignores any body sent. */
  body?: Schema;
  /** The answer's shape, or 'unknown' where none is written yet. */
  answer: Schema | 'unknown';
}

/** The key of an entry in the table: 'GET /api/sim/:week'. */
export type RouteKey<E extends RouteEntry = RouteEntry> = `${E['method']} ${E['path']}`;

/** The types a call's parts carry, taken from its entry's shapes. */
export type ParamsOf<E> = E extends { params: infer S } ? Infer<S> : Record<string, never>;
export type QueryOf<E> = E extends { query: infer S } ? Infer<S> : Record<string, never>;
export type BodyOf<E> = E extends { body: infer S } ? Infer<S> : undefined;
export type AnswerOf<E> = E extends { answer: infer S } ? (S extends 'unknown' ? unknown : Infer<S>) : unknown;

/** An entry, its shapes' types kept for the client. */
export function route<
  const M extends Method,
  const P extends string,
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  AS extends Schema | 'unknown' = 'unknown',
>(
  method: M,
  path: P,
  description: string,
  parts: { params?: PS; query?: QS; body?: BS; answer?: AS } = {},
): { method: M; path: P; description: string; params: PS; query: QS; body: BS; answer: AS } {
  return {
    method,
    path,
    description,
    params: parts.params as PS,
    query: parts.query as QS,
    body: parts.body as BS,
    answer: (parts.answer ?? 'unknown') as AS,
  };
}

/** The request's parts as a route receives them (the path's parameters and the query as text). */
export interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** Most problems named in one error message. */
const MAX_PROBLEMS = 3;

/**
 * What is wrong with a request for this entry, as one message naming the fields ("body.week: ..."), or null when
 * it fits. An absent body is checked as null, so an entry whose body may be left out says nullable(...).
 */
export function requestProblem(entry: RouteEntry, request: RequestParts): string | null {
  const own = ownMessage(entry.params, request.params) ?? ownMessage(entry.query, request.query);
  if (own !== null) return own;
  const problems = [
    ...(entry.params ? checkShape(entry.params, request.params ?? {}, 'params') : []),
    ...(entry.query ? checkShape(entry.query, request.query ?? {}, 'query') : []),
    ...(entry.body ? checkShape(entry.body, request.body ?? null, 'body') : []),
  ];
  if (problems.length === 0) return null;
  const more = problems.length > MAX_PROBLEMS ? ` (and ${problems.length - MAX_PROBLEMS} more)` : '';
  return `Bad request: ${problems.slice(0, MAX_PROBLEMS).join('; ')}${more}.`;
}

/** The problem of a field that words its own message (the spec's), or null. */
function ownMessage(schema: Schema | undefined, value: unknown): string | null {
  if (schema?.kind !== 'object') return null;
  const record = (value ?? {}) as Record<string, unknown>;
  for (const [key, field] of Object.entries(schema.props)) {
    if (field.kind === 'custom' && field.ownMessage) {
      const problem = field.check(record[key]);
      if (problem !== null) return problem;
    }
  }
  return null;
}

/** A request's parts as its route reads them, once requestProblem found none: "12" read as 12, "yes" as true. */
export function readRequest(entry: RouteEntry, request: RequestParts): RequestParts {
  return {
    params: entry.params ? readShape(entry.params, request.params ?? {}) : request.params,
    query: entry.query ? readShape(entry.query, request.query ?? {}) : request.query,
    body: entry.body ? readShape(entry.body, request.body ?? null) : request.body,
  };
}
