// Every request is checked against its call's entry in the API contract (src/shared/contract) before its route
// runs: a path parameter, query value or body that does not fit is a 400 naming the field, and nothing runs.
// The game's route table is checked as it registers (so the server and the static build's worker check alike);
// the server's own routes by a Fastify hook.
import type { FastifyInstance } from 'fastify';
import {
  readRequest,
  requestProblem,
  type BodyOf,
  type Method,
  type ParamsOf,
  type QueryOf,
  type RequestParts,
  type RouteEntry,
} from '../shared/contract/entry.js';
import { type GAME_ROUTES, HTTP_ROUTES, routeEntry, type RouteMap } from '../shared/contract/routes.js';
import { GameError } from '../store/errors.js';
import type { RequestMeta, RouteHandler, Routes } from './router.js';

type GameEntry = (typeof GAME_ROUTES)[number];
type PathOf<M extends Method> = Extract<GameEntry, { method: M }>['path'];

/** A request as its route reads it: the path's parameters, query and body of its contract entry, read. */
export interface CheckedRequest<E> extends RequestMeta {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
}

/** The game's routes, each handler's request typed from its entry in the contract. */
export interface ContractRoutes {
  get<P extends PathOf<'GET'>>(path: P, handler: (request: CheckedRequest<RouteMap[`GET ${P}`]>) => unknown): void;
  post<P extends PathOf<'POST'>>(path: P, handler: (request: CheckedRequest<RouteMap[`POST ${P}`]>) => unknown): void;
}

/** Refuses a request that does not fit its entry. */
export function checkRequest(entry: RouteEntry, request: RequestParts): void {
  const problem = requestProblem(entry, request);
  if (problem !== null) throw new GameError('bad_input', problem);
}

function entryOf(method: Method, path: string): RouteEntry {
  const entry = routeEntry(method, path);
  if (!entry) throw new Error(`${method} ${path} is not in the API contract (src/shared/contract)`);
  return entry;
}

/**
 * The same routes, each request checked against its entry first and handed to its route read ("12" as 12); a route
 * the contract lacks cannot register. The user id the route sets goes to the transport's request (its answer and
 * its errors carry it).
 */
export function checkedRoutes(routes: Routes): ContractRoutes {
  const checked = (method: Method, path: string, handler: (request: never) => unknown): RouteHandler => {
    const entry = entryOf(method, path);
    return async (request) => {
      checkRequest(entry, request);
      const routed: RequestMeta & RequestParts = {
        ...readRequest(entry, request),
        headers: request.headers,
        ip: request.ip,
        get userId() {
          return request.userId;
        },
        set userId(id) {
          request.userId = id;
        },
      };
      return (handler as (request: unknown) => unknown)(routed);
    };
  };
  return {
    get: (path, handler) => routes.get(path, checked('GET', path, handler)),
    post: (path, handler) => routes.post(path, checked('POST', path, handler)),
  };
}

const HTTP_ROUTE_KEYS = new Set<string>(HTTP_ROUTES.map((entry) => `${entry.method} ${entry.path}`));

/** The server's own routes (downloads, logos), checked before they run. */
export function checkHttpRoutes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const key = `${request.method} ${request.routeOptions.url}`;
    if (!HTTP_ROUTE_KEYS.has(key)) return;
    checkRequest(entryOf(request.method as Method, request.routeOptions.url ?? ''), request);
  });
}
