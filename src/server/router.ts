// The game's calls as a table of routes, apart from any transport: the Fastify server (app.ts) answers them over
// HTTP and the static build's worker (src/static/worker) answers the same table over postMessage, so each call's
// use case is written once. Each route comes with its entry in the API contract (src/shared/contract): the server
// hands its schemas to Fastify, the worker checks requests with them here (the same check: contract/check.ts). A
// route sees only what both transports carry: the path's parameters, the query, the body, the headers, the
// client's address and its entry.
import { partReader, type PartReading, type RequestPart } from '../shared/contract/check.js';
import type { RouteEntry } from '../shared/contract/entry.js';

/**
 * An online league's coach's seat, bound by the server (leagues/leagueGame.ts) from his session and his place in the
 * league before the call runs: the league's save, and the one program he acts for in it.
 */
export interface LeagueSeat {
  league: string;
  savePath: string;
  folder: string;
  team: string;
}

/** What every request carries besides its parts: the headers, the client's address, the player's id, its call. */
export interface RequestMeta {
  headers: Record<string, string | string[] | undefined>;
  /** The client's address (the worker has none: 'local'). */
  ip: string;
  /** The user id to put in this request's body (set once the player is known). */
  userId: string | null;
  /** The call's entry in the contract (what it changes, which save it plays). */
  entry: RouteEntry;
  /** An online league's game call: the coach's seat, bound by the server before the call runs (null otherwise). */
  leagueSeat?: LeagueSeat | null;
}

/** Any request, whatever its parts (what the session's helpers take). */
export interface AnyRequest extends RequestMeta {
  params: unknown;
  query: unknown;
  body: unknown;
}

export type RouteHandler = (request: AnyRequest) => unknown;

/** Where the game's routes are registered: the server's Fastify instance, or the worker's RouteTable. */
export interface Routes {
  add(entry: RouteEntry, handler: RouteHandler): void;
}

/** A request's parts before they are checked: the path's parameters and the query as text, the body as JSON. */
export interface RawRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: RequestMeta['headers'];
  ip: string;
}

interface TableRoute {
  entry: RouteEntry;
  parts: string[];
  handler: RouteHandler;
  readers: [keyof RawRequest & ('params' | 'query' | 'body'), (value: unknown) => PartReading][];
}

const PARTS: [keyof RouteEntry & ('params' | 'query' | 'body'), RequestPart][] = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
];

/**
 * Routes matched by path without a server: '/api/sim/:week' matches '/api/sim/3/' (a trailing slash is ignored,
 * as the server's router does), fixed segments before parameters, as Fastify prefers them.
 */
export class RouteTable implements Routes {
  private readonly routes: TableRoute[] = [];

  add(entry: RouteEntry, handler: RouteHandler): void {
    const readers: TableRoute['readers'] = [];
    for (const [key, part] of PARTS) {
      const schema = entry[key];
      if (schema) readers.push([key, partReader(schema, part)]);
    }
    this.routes.push({ entry, parts: splitPath(entry.path), handler, readers });
    // Fewer parameters first, and a fixed segment before a parameter at the first place they differ.
    this.routes.sort((a, b) => compareParts(a.parts, b.parts));
  }

  /**
   * The call of this method and path, null when there is none: its entry, `read` (a raw request read through the
   * entry's schemas; one that does not fit is refused, throwing the 400) and `answer` (the route's answer to a read
   * request).
   */
  match(method: string, path: string): MatchedCall | null {
    const parts = splitPath(path);
    for (const route of this.routes) {
      if (route.entry.method !== method || route.parts.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const fits = route.parts.every((part, i) => {
        if (part.startsWith(':')) {
          params[part.slice(1)] = decodeURIComponent(parts[i]);
          return parts[i] !== '';
        }
        return part === parts[i];
      });
      if (fits)
        return {
          entry: route.entry,
          read: (request) => read(route, { ...request, params }),
          answer: (request) => route.handler(request),
        };
    }
    return null;
  }
}

export interface MatchedCall {
  entry: RouteEntry;
  read(request: Omit<RawRequest, 'params'>): AnyRequest;
  answer(request: AnyRequest): unknown;
}

/** A request read through its route's entry (a part that does not fit is refused). */
function read(route: TableRoute, request: RawRequest): AnyRequest {
  const checked: AnyRequest = { ...request, userId: null, entry: route.entry };
  for (const [key, reader] of route.readers) {
    const reading = reader(request[key]);
    if ('error' in reading) throw reading.error;
    checked[key] = reading.value;
  }
  return checked;
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
