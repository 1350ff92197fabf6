// Another site's pages against a real server on a loopback port: requests that carry the headers a browser sends for
// an <img>, a <form> or a fetch on another site change nothing (403, JSON), and in local mode a request naming a Host
// that is not the server's own address (DNS rebinding) is refused whatever it asks. The server's own pages, an address
// typed in the browser and tools that send no browser headers (the CLI, curl) go on as before. Generated header
// combinations (fixed seed) are held to the rule as a small model states it.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Info } from '../../src/shared/api-types.js';
import { season2019AtWeek4 } from '../helpers/cli.js';
import { saveBytes } from '../helpers/saveContents.js';
import { DEV_ORIGINS } from '../../src/server/app.js';
import { startServer, type Running } from './helpers.js';

const SEED = 20261201;
const FOREIGN = 'http://evil.example';

interface Raw {
  status: number;
  type: string;
  text: string;
}

/** A request with exactly these headers (Host included: fetch would write its own). */
function raw(server: Running, method: string, path: string, headers: Record<string, string>, body?: string) {
  const { port } = new URL(server.base);
  return new Promise<Raw>((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port: Number(port), method, path, headers: { Host: `127.0.0.1:${port}`, ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), text }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** The headers Chromium sends for an <img> on another site's page. */
const imageFrom = (origin: string, site = 'cross-site') => ({
  'Sec-Fetch-Site': site,
  'Sec-Fetch-Mode': 'no-cors',
  'Sec-Fetch-Dest': 'image',
  Referer: `${origin}/page.html`,
});

function expectRefused(answer: Raw, reason: RegExp): void {
  expect(answer.status, answer.text.slice(0, 300)).toBe(403);
  expect(answer.type).toMatch(/application\/json/);
  const body = JSON.parse(answer.text) as { error: string };
  expect(body.error).toMatch(reason);
  expect(body.error).not.toContain('\n');
}

const OTHER_SITE = /another site.*nothing changed/;
const OTHER_HOST = /its own address.*--allowed-host/;

let dir: string;
let save: string;
let local: Running;
let own: string;
/** The week the save stands at (its next games'). */
let startWeek: number;

async function week(): Promise<number> {
  const answer = await raw(local, 'GET', '/api/frame/', {});
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { info: Info }).info.currentWeek;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-site-guard-'));
  save = join(dir, 'dynasty.db');
  await season2019AtWeek4(save);
  local = await startServer({ mode: { kind: 'local', savePath: save } });
  own = local.base;
  startWeek = await week();
}, 300_000);

afterAll(async () => {
  await local?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('local mode: another site changes nothing', () => {
  it('refuses the calls that change the game from another site, the save untouched', async () => {
    const before = saveBytes(save);
    const port = new URL(own).port;
    const refused = [
      // An <img> on a site elsewhere, and on another port of the player's own machine (the same site).
      await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, imageFrom(FOREIGN)),
      await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, imageFrom('http://127.0.0.1:9', 'same-site')),
      // Its Referer hidden (referrerpolicy=no-referrer): the browser still says where it comes from.
      await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, {
        'Sec-Fetch-Site': 'cross-site',
        'Sec-Fetch-Dest': 'image',
      }),
      // A browser that sends no Sec-Fetch-Site: its Origin, or its Referer.
      await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, { Origin: FOREIGN }),
      await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, { Referer: `${FOREIGN}/` }),
      await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, { Origin: 'null' }),
      await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, { Referer: 'not a url' }),
      // The same origin's name on another port is another origin.
      await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, { Origin: `http://127.0.0.1:${Number(port) + 1}` }),
      // A <form method=post> and a fetch without CORS (text/plain is a body a page may send anywhere).
      await raw(
        local,
        'POST',
        '/api/advance/',
        { 'Sec-Fetch-Site': 'cross-site', Origin: FOREIGN, 'Content-Type': 'application/x-www-form-urlencoded' },
        'a=1',
      ),
      await raw(
        local,
        'POST',
        '/api/advance/',
        { 'Sec-Fetch-Site': 'same-site', Origin: 'http://localhost:9', 'Content-Type': 'text/plain' },
        '{}',
      ),
      // A stage page opened without read_only, and a new game named in the query.
      await raw(local, 'GET', '/api/summary/', imageFrom(FOREIGN)),
      await raw(local, 'GET', '/api/noncon/?team=Akron&year=2019', imageFrom(FOREIGN)),
      await raw(local, 'POST', '/api/saves/delete/', { Origin: FOREIGN, 'Content-Type': 'application/json' }, '{}'),
    ];
    for (const answer of refused) expectRefused(answer, OTHER_SITE);
    expect(await week()).toBe(startWeek);
    expect(saveBytes(save).equals(before)).toBe(true);
  });

  it('lets another site read (the browser keeps the answer from it) and lets the game go on from its own pages', async () => {
    // Pages that only read are answered: a browser shows another site none of them (no CORS header for it).
    const read = await raw(local, 'GET', '/api/rankings/', imageFrom(FOREIGN));
    expect(read.status, read.text).toBe(200);
    const readOnly = await raw(local, 'GET', '/api/dashboard/?read_only=1', { Origin: FOREIGN });
    expect(readOnly.status, readOnly.text).toBe(200);
    // The player's own page, an address typed in the bar, and a tool with no browser headers.
    const fromOwnPage = await raw(local, 'GET', `/api/sim/${startWeek + 1}/`, {
      'Sec-Fetch-Site': 'same-origin',
      Referer: `${own}/dashboard`,
    });
    expect(fromOwnPage.status, fromOwnPage.text).toBe(200);
    expect(await week()).toBe(startWeek + 1);
    const typed = await raw(local, 'GET', `/api/sim/${startWeek + 2}/`, {
      'Sec-Fetch-Site': 'none',
      'Sec-Fetch-Mode': 'navigate',
    });
    expect(typed.status, typed.text).toBe(200);
    const post = await raw(
      local,
      'POST',
      '/api/settings/',
      { 'Sec-Fetch-Site': 'same-origin', Origin: own, 'Content-Type': 'application/json' },
      '{"detail_seasons": 3}',
    );
    expect(post.status, post.text).toBe(200);
    const tool = await raw(local, 'GET', `/api/sim/${startWeek + 3}/`, {});
    expect(tool.status, tool.text).toBe(200);
    expect(await week()).toBe(startWeek + 3);
    // The Vite dev server's pages change nothing here: only the server of `npm run dev` (--dev-origins) lets them in.
    const fromDev = { 'Sec-Fetch-Site': 'same-site', Origin: 'http://localhost:5173' };
    expectRefused(await raw(local, 'GET', `/api/sim/${startWeek + 4}/`, fromDev), OTHER_SITE);
    expect(await week()).toBe(startWeek + 3);
    const devServer = await startServer({ mode: { kind: 'local', savePath: save }, corsOrigins: DEV_ORIGINS });
    try {
      // (To the week the save is at: a call that changes nothing, but one another site's page may not make.)
      const dev = await raw(devServer, 'GET', `/api/sim/${startWeek + 3}/`, fromDev);
      expect(dev.status, dev.text).toBe(200);
    } finally {
      await devServer.close();
    }
  });
});

describe('local mode: only the server own address is answered', () => {
  it('refuses a rebinding Host whatever it asks, pages and files too', async () => {
    const port = new URL(own).port;
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:${Number(port) + 1}`, '127.0.0.1']) {
      for (const path of ['/api/home/', '/api/dashboard/?read_only=1', '/', '/index.html', '/no/such/page']) {
        const answer = await raw(local, 'GET', path, { Host: host });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expectRefused(answer, OTHER_HOST);
      }
    }
    // An HTTP/1.0 request names no Host at all: no browser sends one.
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.end('GET /api/home/ HTTP/1.0\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.[01] 403 /);
    expect(answer).toMatch(/its own address/);
    // The web app's own pages named by the player's loopback names are answered.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      const answer = await raw(local, 'GET', '/api/home/', { Host: host });
      expect(answer.status, `${host}: ${answer.text}`).toBe(200);
    }
  });

  it('answers the names it is told to (--allowed-host), with or without their port', async () => {
    const named = await startServer({
      mode: { kind: 'local', savePath: save },
      allowedHosts: ['dynasty.lan', 'box.lan:8443'],
    });
    try {
      const port = new URL(named.base).port;
      const status = async (host: string) => (await raw(named, 'GET', '/api/home/', { Host: host })).status;
      expect(await status(`dynasty.lan:${port}`)).toBe(200);
      expect(await status('dynasty.lan')).toBe(200);
      expect(await status('box.lan:8443')).toBe(200);
      expect(await status(`box.lan:${port}`)).toBe(403);
      expect(await status(`evil.example:${port}`)).toBe(403);
      // A name of the allowed one's: no.
      expect(await status(`x.dynasty.lan:${port}`)).toBe(403);
    } finally {
      await named.close();
    }
  });
});

describe('hosted mode: another site changes no game either', () => {
  it('refuses the changing GETs from another site; its public name is the proxy business', async () => {
    const hosted = await startServer({ mode: { kind: 'hosted', usersDir: join(dir, 'users') } });
    try {
      expectRefused(await raw(hosted, 'GET', '/api/sim/3/', imageFrom(FOREIGN)), OTHER_SITE);
      expectRefused(await raw(hosted, 'GET', '/api/noncon/?team=Akron&year=2019', imageFrom(FOREIGN)), OTHER_SITE);
      expectRefused(await raw(hosted, 'POST', '/api/advance/', { Origin: FOREIGN }), OTHER_SITE);
      // Any Host: a hosted server is reached by its public name.
      const home = await raw(hosted, 'GET', '/api/home/', { Host: 'dynasty.example.org' });
      expect(home.status, home.text).toBe(200);
    } finally {
      await hosted.close();
    }
  });
});

// Header values the rule must tell apart, and the calls: each that changes the game asks for a week already played (it
// changes nothing when let in) or sends a body the contract refuses (400 when let in), so the answer alone says
// whether the rule let it in.
const SITES = [undefined, 'same-origin', 'none', 'same-site', 'cross-site', 'Same-Origin', ''];
const ORIGINS = [undefined, 'own', FOREIGN, 'null', 'http://localhost:5173', 'http://127.0.0.1:1', 'nonsense'];
const REFERERS = [undefined, 'own', `${FOREIGN}/a`, 'not a url', 'http://localhost:5173/x'];
const HOSTS = ['own', 'localhost', '[::1]', 'evil.example', 'other port', 'no port', 'localhost:5173', 'a b'];
const CALLS = [
  { method: 'GET', path: '/api/sim/3/', changes: true },
  { method: 'GET', path: '/api/noncon/?team=Nowhere&year=1850', changes: true },
  { method: 'POST', path: '/api/settings/', changes: true },
  { method: 'GET', path: '/api/rankings/', changes: false },
  { method: 'GET', path: '/api/summary/?read_only=yes', changes: false },
];

describe('generated header combinations', () => {
  it('refuses exactly what the rule says, and nothing changes', async () => {
    const before = saveBytes(save);
    const weekBefore = await week();
    const port = Number(new URL(own).port);
    const hostOf: Record<string, string> = {
      own: `127.0.0.1:${port}`,
      localhost: `localhost:${port}`,
      '[::1]': `[::1]:${port}`,
      'evil.example': `evil.example:${port}`,
      'other port': `127.0.0.1:${port + 1}`,
      'no port': '127.0.0.1',
      'localhost:5173': 'localhost:5173',
      'a b': 'a b',
    };
    const tally = { refused: 0, answered: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        fc.constantFrom(...SITES),
        fc.constantFrom(...ORIGINS),
        fc.constantFrom(...REFERERS),
        fc.constantFrom(...HOSTS),
        async (call, site, origin, referer, host) => {
          const hostHeader = hostOf[host];
          const ownOrigin = `http://${hostHeader}`;
          const headers: Record<string, string> = { Host: hostHeader };
          if (site !== undefined) headers['Sec-Fetch-Site'] = site;
          if (origin !== undefined) headers.Origin = origin === 'own' ? ownOrigin : origin;
          if (referer !== undefined) headers.Referer = referer === 'own' ? `${ownOrigin}/page` : referer;
          if (call.method === 'POST') headers['Content-Type'] = 'application/json';
          const answer = await raw(local, call.method, call.path, headers, call.method === 'POST' ? '{}' : undefined);
          // The rule, as a model: the Host first, then where a change comes from. The Vite dev server's (its Host
          // and its pages' origin) is let in only by `npm run dev`'s server, not this one.
          const hostOk = ['own', 'localhost', '[::1]'].includes(host);
          const named =
            origin !== undefined && origin !== 'null'
              ? headers.Origin
              : referer !== undefined
                ? headers.Referer
                : origin;
          const namedOrigin = named === undefined ? null : (/^http:\/\/[^/]+/.exec(named)?.[0] ?? 'null');
          const siteOk = site === undefined || ['same-origin', 'none'].includes(site);
          const originOk = namedOrigin === null || namedOrigin === ownOrigin;
          const refused = !hostOk || (call.changes && !(siteOk && originOk));
          const what = `${call.method} ${call.path} ${JSON.stringify(headers)} -> ${answer.status} ${answer.text.slice(0, 160)}`;
          if (refused) {
            tally.refused++;
            expectRefused(answer, hostOk ? OTHER_SITE : OTHER_HOST);
          } else {
            tally.answered++;
            expect(answer.status, what).not.toBe(403);
            expect(answer.status, what).toBeLessThan(500);
          }
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
    // The generator reaches both sides of the rule.
    expect(tally.refused).toBeGreaterThan(50);
    expect(tally.answered).toBeGreaterThan(50);
    expect(await week()).toBe(weekBefore);
    expect(saveBytes(save).equals(before)).toBe(true);
    expect(local.internalErrors).toEqual([]);
  }, 300_000);
});
