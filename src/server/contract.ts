// The game's routes typed from the API contract (src/shared/contract): a route registers under its call's path and
// receives the request as its entry's schemas read it (the path's parameters, query and body, codecs applied).
// A route the contract lacks cannot register. fastifySchema gives Fastify a call's schemas: it checks requests and
// writes answers with them, and publishes them as the OpenAPI document.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { BodyOf, Method, ParamsOf, QueryOf, ReplyOf, RouteEntry } from '../shared/contract/entry.js';
import { isBytes } from '../shared/contract/fields.js';
import { type GAME_ROUTES, routeEntry, type RouteMap } from '../shared/contract/routes.js';
import type { AnyRequest, RequestMeta, Routes } from './router.js';

type GameEntry = (typeof GAME_ROUTES)[number];
type PathOf<M extends Method> = Extract<GameEntry, { method: M }>['path'];

/** A request as its route reads it: the path's parameters, query and body of its contract entry, read. */
export interface CheckedRequest<E> extends RequestMeta {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
}

/** A route of an entry: it reads the request as the entry does and gives back the entry's answer. */
export type ContractHandler<E> = (request: CheckedRequest<E>) => ReplyOf<E> | Promise<ReplyOf<E>>;

/** The game's routes, each handler's request and answer typed from its entry in the contract. */
export interface ContractRoutes {
  get<P extends PathOf<'GET'>>(path: P, handler: ContractHandler<RouteMap[`GET ${P}`]>): void;
  post<P extends PathOf<'POST'>>(path: P, handler: ContractHandler<RouteMap[`POST ${P}`]>): void;
}

export function entryOf(method: Method, path: string): RouteEntry {
  const entry = routeEntry(method, path);
  if (!entry) throw new Error(`${method} ${path} is not in the API contract (src/shared/contract)`);
  return entry;
}

/** The routes of a table, registered by path with their entries. */
export function contractRoutes(routes: Routes): ContractRoutes {
  const add = (method: Method, path: string, handler: (request: never) => unknown) =>
    routes.add(entryOf(method, path), handler as (request: unknown) => unknown);
  return {
    get: (path, handler) => add('GET', path, handler),
    post: (path, handler) => add('POST', path, handler),
  };
}

/** A call's schemas as Fastify takes them (and @fastify/swagger publishes them). */
export function fastifySchema(entry: RouteEntry): FastifySchema {
  const schema: FastifySchema & { summary: string; tags: string[] } = {
    summary: entry.summary,
    tags: [entry.tag],
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    // A save file is sent as its bytes (the OpenAPI document says so).
    ...(entry.body && isBytes(entry.body) ? { consumes: ['application/octet-stream'] } : {}),
    ...(entry.answer ? { response: { 200: entry.answer } } : {}),
  };
  return schema;
}

/** A call served by Fastify with its entry's schemas; its handler sees the request as the entry reads it. */
export function serveCall(
  app: FastifyInstance,
  entry: RouteEntry,
  handler: (request: AnyRequest, reply: FastifyReply) => unknown,
  options: RouteShorthandOptions = {},
): void {
  app.route({
    ...options,
    method: entry.method,
    url: entry.path,
    schema: fastifySchema(entry),
    handler: (request: FastifyRequest, reply) => {
      request.entry = entry;
      return handler(request as unknown as AnyRequest, reply);
    },
  });
}

/** What a call served by Fastify gives back: its entry's answer, or the reply it has sent itself (a file, an error). */
type FastifyAnswer<E> = ReplyOf<E> | FastifyReply | Promise<ReplyOf<E> | FastifyReply>;

/** serveCall for one of the server's own calls (a download, a logo), its request typed from its entry. */
export function serveHttpCall<K extends keyof RouteMap>(
  app: FastifyInstance,
  key: K,
  handler: (request: CheckedRequest<RouteMap[K]>, reply: FastifyReply) => FastifyAnswer<RouteMap[K]>,
): void {
  const [method, path] = key.split(' ') as [Method, string];
  serveCall(app, entryOf(method, path), handler as (request: AnyRequest, reply: FastifyReply) => unknown);
}

/** Fastify's request (its cookies), with the path's parameters, query and body as the entry's schemas read them. */
export type ContractFastifyRequest<E> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
};

/** One of the server's own calls served with its entry's schemas, its handler given Fastify's request (cookies). */
export function serveFastifyCall<K extends keyof RouteMap>(
  app: FastifyInstance,
  key: K,
  handler: (request: ContractFastifyRequest<RouteMap[K]>, reply: FastifyReply) => FastifyAnswer<RouteMap[K]>,
): void {
  const [method, path] = key.split(' ') as [Method, string];
  serveCall(app, entryOf(method, path), handler as unknown as (request: AnyRequest, reply: FastifyReply) => unknown);
}
