// Who may ask the server: any web page the player visits can make his browser send requests to it. Two rules, held in
// one hook before any route runs:
// - A request that changes the game (every POST, and the GETs the wire format keeps that change it: /api/sim/{week}/,
//   a new game from /api/noncon/, a stage page opened without read_only; the contract's effects say which) must come
//   from the server's own pages or from no page at all (the CLI, curl, an address typed in the browser's bar): its
//   Sec-Fetch-Site, Origin and Referer, where sent, name the server's own origin.
// - Local mode: a request must name the server's own address as its Host (a loopback name, the address it was
//   reached at, or a name allowed with --allowed-host), so a site whose name is made to point at the player's machine
//   (DNS rebinding) reads and changes nothing. A hosted server is reached by its public name through its proxy, and
//   its accounts' cookies are never sent to another name: it checks only the first rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changesGame } from '../shared/contract/effects.js';
import { routeEntry } from '../shared/contract/routes.js';
import { GameError } from '../store/errors.js';

export interface SiteGuardSettings {
  /** Origins besides the server's own whose pages may make changes (the development server), as CORS allows them. */
  allowedOrigins: readonly (string | RegExp)[];
  /** The server is reached only over https (hosted, --secure-cookies): its own origin is https whatever it is told. */
  alwaysHttps: boolean;
  /**
   * Local mode: the host names requests may give besides the loopback names and the address they reached (`--host`
   * when it is a name, `--allowed-host`): "name" on any port, "name:port" on that port only. Null: no Host check.
   */
  allowedHosts: readonly string[] | null;
}

/** The names a browser on the player's machine reaches a local server by. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Sec-Fetch-Site values of a request from the server's own pages, or from no page (typed, a bookmark). */
const OWN_FETCH_SITES = ['same-origin', 'none'];
/** Methods that change nothing by themselves (HEAD is not served; OPTIONS is the CORS preflight). */
const READING_METHODS = ['GET', 'HEAD', 'OPTIONS'];

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The origin a request says it comes from: its Origin, else (none, or an opaque "null") its Referer's; null when it
 * names none, "null" for a Referer that is no URL.
 */
export function originOf(request: FastifyRequest): string | null {
  const origin = first(request.headers.origin);
  if (origin !== undefined && origin !== 'null') return origin;
  const referer = first(request.headers.referer);
  if (referer === undefined) return origin ?? null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Is this origin one of the allowed ones (the development server)? */
function listed(origin: string, allowedOrigins: readonly (string | RegExp)[]): boolean {
  return allowedOrigins.some((o) => (typeof o === 'string' ? o === origin : o.test(origin)));
}

/** Is this origin the server's own (its protocol and the host it was asked by), or one of the allowed ones? */
export function isOwnOrigin(
  request: FastifyRequest,
  origin: string,
  allowedOrigins: readonly (string | RegExp)[],
  alwaysHttps: boolean,
): boolean {
  return origin === `${alwaysHttps ? 'https' : request.protocol}://${request.host}` || listed(origin, allowedOrigins);
}

/** Does this request change the game, as its call's entry in the contract says (or as any other method would)? */
function changes(request: FastifyRequest): boolean {
  if (!READING_METHODS.includes(request.method)) return true;
  const entry = routeEntry(request.method, request.routeOptions.url ?? '');
  return entry !== undefined && changesGame(entry.effects, { query: request.query });
}

/** Why a change is refused as another site's, or null when it comes from the server's own pages or from none. */
function otherSite(request: FastifyRequest, settings: SiteGuardSettings): string | null {
  const origin = originOf(request);
  const fetchSite = first(request.headers['sec-fetch-site']);
  // The browser says where the page is (a page cannot forge it); the development server's pages, another origin
  // that CORS lets in, say so in their Origin.
  const fromOwnSite =
    fetchSite === undefined
    || OWN_FETCH_SITES.includes(fetchSite)
    || (origin !== null && listed(origin, settings.allowedOrigins));
  const fromOwnOrigin = origin === null || isOwnOrigin(request, origin, settings.allowedOrigins, settings.alwaysHttps);
  if (fromOwnSite && fromOwnOrigin) return null;
  return "A page of another site asked to change this game: refused, nothing changed. Play from the game's own pages.";
}

/** A Host's name and port ("localhost", "8000"; "" for the default port), or null for one that is no host. */
function hostParts(host: string): { name: string; port: string } | null {
  if (host === '' || /[/?#@\\\s]/.test(host)) return null;
  try {
    const url = new URL(`http://${host}`);
    return { name: url.hostname, port: url.port };
  } catch {
    return null;
  }
}

/** The address a connection reached, as a Host names it: "192.168.1.5", "[fe80::1]" (an IPv4 socket's as IPv4). */
function addressAsHost(address: string | undefined): string | null {
  if (!address) return null;
  const ipv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (ipv4) return ipv4[1];
  return address.includes(':') ? `[${address.toLowerCase()}]` : address;
}

/** Why a request's Host is refused (local mode), or null for the server's own address. */
function foreignHost(request: FastifyRequest, settings: SiteGuardSettings): string | null {
  const allowedHosts = settings.allowedHosts;
  if (allowedHosts === null) return null;
  const host = request.host;
  const parts = hostParts(host);
  if (parts) {
    const socket = request.raw.socket;
    const port = parts.port === '' ? 80 : Number(parts.port);
    const ownAddress = [...LOOPBACK_NAMES, addressAsHost(socket.localAddress)].includes(parts.name);
    const allowed = allowedHosts.some((entry) => {
      const named = hostParts(entry);
      return named !== null && named.name === parts.name && (named.port === '' || named.port === parts.port);
    });
    if ((ownAddress && port === socket.localPort) || allowed) return null;
    // The development server (Vite) passes the browser's Host on: its own, one of the allowed origins.
    if (listed(`http://${host}`, settings.allowedOrigins)) return null;
  }
  const shown = JSON.stringify(host.slice(0, 60));
  return `This server answers at its own address, not at ${shown}: refused (dynasty serve --allowed-host NAME allows another name).`;
}

/** Refuses (403, JSON, before anything runs) another site's changes and, in local mode, a foreign Host. */
export function registerSiteGuard(app: FastifyInstance, settings: SiteGuardSettings): void {
  app.addHook('onRequest', async (request) => {
    const refusal = foreignHost(request, settings) ?? (changes(request) ? otherSite(request, settings) : null);
    if (refusal) throw new GameError('forbidden', refusal);
  });
}
