// The game's calls as a table of routes, apart from any transport: the Fastify server (app.ts) answers them over
// HTTP and the static build's worker (src/static/worker) answers the same table over postMessage, so each call's
// use case is written once. A route sees only what both transports carry: the path's parameters, the query,
// the body, the headers and the client's address.

export interface RouteShape {
  Params?: Record<string, string>;
}

/** What every request carries besides its parts: the headers, the client's address and the player's id. */
export interface RequestMeta {
  headers: Record<string, string | string[] | undefined>;
  /** The client's address (the worker has none: 'local'). */
  ip: string;
  /** The user id to put in this request's body (set once the player is known). */
  userId: string | null;
}

export interface RouteRequest<R extends RouteShape = RouteShape> extends RequestMeta {
  params: R['Params'] extends object ? R['Params'] : Record<string, string>;
  query: unknown;
  body: unknown;
}

/** Any request, whatever its parts (what the session's helpers take). */
export interface AnyRequest extends RequestMeta {
  params: unknown;
  query: unknown;
  body: unknown;
}

export type RouteHandler<R extends RouteShape = RouteShape> = (request: RouteRequest<R>) => unknown;

export interface Routes {
  get<R extends RouteShape = RouteShape>(path: string, handler: RouteHandler<R>): void;
  post<R extends RouteShape = RouteShape>(path: string, handler: RouteHandler<R>): void;
}

interface MatchedRoute {
  handler: RouteHandler;
  params: Record<string, string>;
}

/**
 * Routes matched by path without a server: '/api/sim/:week' matches '/api/sim/3/' (a trailing slash is ignored,
 * as the server's router does), fixed segments before parameters, as Fastify prefers them.
 */
export class RouteTable implements Routes {
  private readonly routes: { method: 'GET' | 'POST'; parts: string[]; handler: RouteHandler }[] = [];

  get<R extends RouteShape>(path: string, handler: RouteHandler<R>): void {
    this.add('GET', path, handler as RouteHandler);
  }

  post<R extends RouteShape>(path: string, handler: RouteHandler<R>): void {
    this.add('POST', path, handler as RouteHandler);
  }

  private add(method: 'GET' | 'POST', path: string, handler: RouteHandler): void {
    this.routes.push({ method, parts: splitPath(path), handler });
    // Fewer parameters first, and a fixed segment before a parameter at the first place they differ.
    this.routes.sort((a, b) => compareParts(a.parts, b.parts));
  }

  match(method: string, path: string): MatchedRoute | null {
    const parts = splitPath(path);
    for (const route of this.routes) {
      if (route.method !== method || route.parts.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const fits = route.parts.every((part, i) => {
        if (part.startsWith(':')) {
          params[part.slice(1)] = decodeURIComponent(parts[i]);
          return parts[i] !== '';
        }
        return part === parts[i];
      });
      if (fits) return { handler: route.handler, params };
    }
    return null;
  }
}

function splitPath(path: string): string[] {
  return path.replace(/\/+$/, '').split('/').slice(1);
}

function compareParts(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const aParam = a[i].startsWith(':');
    const bParam = b[i].startsWith(':');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}
