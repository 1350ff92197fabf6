// Generated bodies for every POST of the server's route table (not a list of them), sent to a real server on a
// loopback port over a played save. Each answer is a 2xx or a JSON 4xx, never a 500, a stack or a path, and a
// refused call changes nothing in the save; a JSON body that does not fit the call's entry in the API contract is
// a 400 naming the field, before anything runs. (The league file and the league setup have their own generated tests.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGameRoutes } from '../../src/server/routes/index.js';
import { routeEntry } from '../../src/shared/contract/routes.js';
import { bodyProblem } from './contractReading.js';
import type { Routes } from '../../src/server/router.js';
import type { Session } from '../../src/server/session.js';
import type { SiteLinksResponse } from '../../src/shared/site-types.js';
import { season2019AtWeek4 } from '../helpers/cli.js';
import { startServer, type Running } from './helpers.js';
import { saveBytes } from '../helpers/saveContents.js';

const SEED = 20261125;
const OWN_TESTS = ['/api/league_file', '/api/league_setup'];

/** The POST paths of the route table, read by registering it on a table that only records them. */
function postPaths(): string[] {
  const paths: string[] = [];
  const recorder: Routes = {
    add: (entry) => {
      if (entry.method === 'POST') paths.push(entry.path);
    },
  };
  registerGameRoutes(recorder, {} as Session, {} as SiteLinksResponse);
  return paths.filter((path) => !OWN_TESTS.includes(path));
}

// Field names the routes read, so that generated objects reach past "missing field" to the values' checks.
const FIELDS = [
  'team',
  'teams',
  'week',
  'opponent',
  'site',
  'call',
  'name',
  'player',
  'player_id',
  'id',
  'ids',
  'pos',
  'on',
  'points',
  'prospect',
  'redshirt',
  'seq',
  'slot',
  'strength',
  'invite',
  'group',
  'focus',
  'ability',
  'amount',
  'role',
  'winner',
  'kind',
  'from',
  'first',
  'game',
];
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    -1,
    0,
    1,
    3,
    1e308,
    2 ** 53 + 1,
    'Clemson',
    'Akron',
    'QB',
    'offense',
    '',
    ' ',
    '../../etc/passwd',
    '<script>',
  ),
);
const body = fc.oneof(
  fc
    .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 6 })), value, { maxKeys: 4 })
    .map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  // Not JSON at all, sent as JSON.
  fc.string({ maxLength: 24 }),
);

/** What the contract finds wrong with a JSON body for this call (null for a fit, or for text that is not JSON). */
function contractProblem(path: string, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  // Fastify refuses prototype keys itself, with its own message.
  if (/__proto__|constructor/.test(text)) return null;
  return bodyProblem(routeEntry('POST', path)!, body);
}

let dir: string;
let save: string;
let server: Running;
const tally = { calls: 0, refused: 0 };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-generated-bodies-'));
  save = join(dir, 'dynasty.db');
  await season2019AtWeek4(save);
  server = await startServer({ mode: { kind: 'local', savePath: save } });
}, 300_000);

afterAll(async () => {
  console.log(`generated POST calls: ${tally.calls}, refused: ${tally.refused}`);
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('generated POST bodies', () => {
  it('finds the POST routes in the route table', () => {
    const paths = postPaths();
    expect(paths).toContain('/api/schedulenc');
    expect(paths).toContain('/api/coached_game/call');
    expect(paths.length).toBeGreaterThan(20);
  });

  it('answers each with a 2xx or a JSON 4xx, and a refusal changes nothing', async () => {
    const paths = postPaths();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async (path, text) => {
        const before = saveBytes(save);
        const url = `${server.base}${path.replace(/:[a-z_]+/g, 'x')}/`;
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: text,
        });
        const answer = await response.text();
        const what = `POST ${path} ${text.slice(0, 120)} -> ${response.status} ${answer.slice(0, 200)}`;
        tally.calls++;
        expect(response.status, what).toBeLessThan(500);
        expect(answer, what).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules/);
        expect(answer, what).not.toContain(dir);
        if (response.status >= 400) {
          tally.refused++;
          expect(response.headers.get('content-type'), what).toMatch(/application\/json/);
          expect(typeof (JSON.parse(answer) as { error: unknown }).error, what).toBe('string');
          expect(saveBytes(save).equals(before), what).toBe(true);
        }
        const problem = contractProblem(path, text);
        if (problem !== null) {
          expect(response.status, what).toBe(400);
          expect((JSON.parse(answer) as { error: string }).error, what).toBe(problem);
          expect(problem, what).toMatch(/^Bad request: body(\.\w+|\[\d+\])*: /);
        }
        expect(server.internalErrors, what).toEqual([]);
      }),
      { seed: SEED, numRuns: 300 },
    );
  }, 600_000);
});
