// Every request is checked against its call's entry in the API contract (src/shared/contract) before its route
// runs: a path parameter, query value or body that does not fit is a 400 naming the field, and nothing runs.
// The game's route table is checked as it registers (so the server and the static build's worker check alike);
// the server's own routes by a Fastify hook.
import type { FastifyInstance } from 'fastify';
import { requestProblem, type Method, type RequestParts, type RouteEntry } from '../shared/contract/entry.js';
import { HTTP_ROUTES, routeEntry } from '../shared/contract/routes.js';
import { GameError } from '../store/errors.js';
import type { RouteHandler, Routes } from './router.js';

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

/** The same routes, each request checked against its entry first; a route the contract lacks cannot register. */
export function checkedRoutes(routes: Routes): Routes {
  const checked = (method: Method, path: string, handler: RouteHandler): RouteHandler => {
    const entry = entryOf(method, path);
    return async (request) => {
      checkRequest(entry, request);
      return handler(request);
    };
  };
  return {
    get: (path, handler) => routes.get(path, checked('GET', path, handler as RouteHandler)),
    post: (path, handler) => routes.post(path, checked('POST', path, handler as RouteHandler)),
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
