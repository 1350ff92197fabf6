// The API contract: every call the server answers, once. The game's calls (answered by the server and by the
// static build's worker alike) and the server's own downloads.
import Type from 'typebox';
import type { RouteEntry, RouteKey } from './entry.js';
import { route } from './entry.js';
import { name, optionalFields } from './fields.js';
import { ACCOUNT_ROUTES } from './accountRoutes.js';
import { LEAGUE_ROUTES } from './leagueRoutes.js';
import { LIVE_ROUTES } from './liveRoutes.js';
import { PROGRAM_ROUTES } from './programRoutes.js';
import { SEASON_ROUTES } from './seasonRoutes.js';

const FILES = 'Files';
const logoFile = Type.Object({ file: name('logo file') });

/** Calls only the HTTP server answers: files to download, the logos, and a hosted server's accounts and leagues. */
export const HTTP_ROUTES = [
  route(FILES, 'GET', '/api/saves/export', 'A save file as it is, to download (the current one, or ?name=).', {
    query: optionalFields({ name: name('save name') }),
  }),
  route(FILES, 'GET', '/api/league_setup/export', 'The league file of the dynasty, to download.'),
  route(FILES, 'GET', '/logos/teams/:file', "A team's logo.", { params: logoFile }),
  route(FILES, 'GET', '/logos/conferences/:file', "A conference's logo.", { params: logoFile }),
  route('Reference', 'GET', '/api/openapi.json', 'This API as an OpenAPI 3.1 document (browse it at /reference/).', {
    answer: Type.Object({ openapi: Type.Literal('3.1.0') }, { additionalProperties: true }),
  }),
  ...ACCOUNT_ROUTES,
  ...LEAGUE_ROUTES,
  ...LIVE_ROUTES,
] as const;

export const GAME_ROUTES = [...SEASON_ROUTES, ...PROGRAM_ROUTES] as const;

type GameRoute = (typeof GAME_ROUTES)[number];
type AnyRoute = GameRoute | (typeof HTTP_ROUTES)[number];

/** Every call by its key ('GET /api/sim/:week'). */
export type RouteMap = { [E in AnyRoute as `${E['method']} ${E['path']}`]: E };

function keyed<E extends RouteEntry>(entries: readonly E[]): Record<string, E> {
  const table: Record<string, E> = {};
  for (const entry of entries) {
    const key: RouteKey = `${entry.method} ${entry.path}`;
    if (table[key]) throw new Error(`${key} is in the contract twice`);
    table[key] = entry;
  }
  return table;
}

export const ROUTES = keyed<RouteEntry>([...GAME_ROUTES, ...HTTP_ROUTES]) as unknown as RouteMap;

/** The entry of a call, or undefined for one the contract does not know. */
export function routeEntry(method: string, path: string): RouteEntry | undefined {
  return (ROUTES as unknown as Record<string, RouteEntry>)[`${method} ${path}`];
}
