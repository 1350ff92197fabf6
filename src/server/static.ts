// Everything that is not /api: the built web UI (dist/web) with index.html for client routes, and the team and
// conference logos, drawn from the league data on first request.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allConferences, findProgram } from '../core/data/league.js';
import { conferenceLogoSvg, teamLogoSvg } from '../core/data/logos.js';
import type { ErrorResponse } from '../shared/api-types.js';
import { serveHttpCall } from './contract.js';

/** Logos never change while the server runs; browsers may keep them a day. */
const LOGO_CACHE_CONTROL = 'public, max-age=86400';
/** Vite names the built scripts and styles in assets/ by their content's hash: a new build means new names. */
const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser asks again every time (a cheap 304 when unchanged). */
const INDEX_CACHE_CONTROL = 'no-cache';

function logoName(file: string): string | null {
  return file.toLowerCase().endsWith('.svg') ? file.slice(0, -4) : null;
}

/** "Super 8" -> "S8": the initials of a conference's words, up to four. */
function customConferenceLogo(name: string): string | null {
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 4);
  if (initials === '' || name.length > 40 || /[/\\]/.test(name)) return null;
  return conferenceLogoSvg({ abbreviation: initials, colorPrimary: '#4a4f57', colorSecondary: '#ffffff' });
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', LOGO_CACHE_CONTROL)
    .send(svg);
}

function notFound(reply: FastifyReply, message: string): FastifyReply {
  const body: ErrorResponse = { error: message };
  return reply.code(404).send(body);
}

/** GET /logos/teams/{name}.svg and /logos/conferences/{name}.svg (names URL-encoded). */
export function registerLogos(app: FastifyInstance): void {
  const cache = new Map<string, string>();
  // Only names of the league data reach the cache, so it cannot grow past the number of teams and conferences.
  const cached = (key: string, draw: () => string | null): string | null => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const svg = draw();
    if (svg !== null) cache.set(key, svg);
    return svg;
  };

  serveHttpCall(app, 'GET /logos/teams/:file', async (request, reply) => {
    const name = logoName(request.params.file);
    const svg =
      name === null
        ? null
        : cached(`team:${name}`, () => {
            const program = findProgram(name);
            return program ? teamLogoSvg(program) : null;
          });
    return svg === null
      ? notFound(reply, `No logo for team "${request.params.file.slice(0, 100)}".`)
      : sendSvg(reply, svg);
  });

  serveHttpCall(app, 'GET /logos/conferences/:file', async (request, reply) => {
    const name = logoName(request.params.file);
    const conference = name === null ? undefined : allConferences().find((c) => c.name === name);
    // A conference a player made up gets a plain disc with its initials (drawn each time: never cached).
    const svg =
      name === null
        ? null
        : conference
          ? cached(`conference:${name}`, () => conferenceLogoSvg(conference))
          : customConferenceLogo(name);
    return svg === null
      ? notFound(reply, `No logo for conference "${request.params.file.slice(0, 100)}".`)
      : sendSvg(reply, svg);
  });
}

function isApiOrAsset(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/logos/');
}

/**
 * The built UI from webRoot (when it exists), and the fallback: GET requests for client routes (deep links,
 * reloads) answer with index.html; everything else with a JSON 404.
 */
export function registerWebUi(app: FastifyInstance, webRoot: string | null): void {
  const built = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (built) {
    void app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each script and stylesheet (vite.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(webRoot, 'assets') + sep);
        reply.header('Cache-Control', hashed ? HASHED_ASSET_CACHE_CONTROL : INDEX_CACHE_CONTROL);
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiOrAsset(url)) {
      if (built) return reply.header('Cache-Control', INDEX_CACHE_CONTROL).sendFile('index.html');
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(
          'The web UI is not built yet: run `npm run build` (or `npm start`), or use `npm run dev` while developing.',
        );
    }
    return notFound(reply, `No such call: ${request.method} ${url.slice(0, 200)}`);
  });
}
