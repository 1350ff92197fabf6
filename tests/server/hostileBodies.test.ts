// A hostile run against a real local server on a loopback port: generated bodies (fast-check, fixed seed) for every
// changing call of the API contract, with God Mode on, at several stages of a dynasty. Bodies are read off each call's
// schema (tests/helpers/schemaBodies.ts: the game's names, ids and the edges of every range, so they reach the use
// cases), one step off it, any JSON, JSON nested thousands deep and no JSON. No body answers 500 (or a stack or a path),
// every refusal is a JSON 4xx, and after every group of calls the server still answers a page and its change worker a
// change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/shared/contract/entry.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { season2019AtWeek4 } from '../helpers/cli.js';
import { copyPreparedSave, texasSeason2024 } from '../helpers/preparedSave.js';
import { bodyText, type Known } from '../helpers/schemaBodies.js';
import { startServer } from './helpers.js';

const SEED = 20261202;
/** Bodies each call is sent at each stage (every call once per run; HOSTILE_RUNS=N for more), and the calls sent at once. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 3);
const AT_ONCE = 16;

/** Every POST of the contract: each changes the game or the player's saves (the contract's GETs take no body). */
const CHANGES: RouteEntry[] = Object.values(ROUTES as unknown as Record<string, RouteEntry>).filter(
  (entry) => entry.method === 'POST',
);

/** Clemson's 2019 dynasty (seed 5) just started: the preseason. */
async function preseason2019(path: string): Promise<void> {
  const { newDynasty } = await import('../../src/store/actions/newDynasty.js');
  await copyPreparedSave(
    'clemson-2019-preseason',
    async (at) => (await newDynasty(at, { year: 2019, team: 'Clemson', seed: 5 })).close(),
    path,
  );
}

const STAGES: [string, (path: string) => Promise<void>][] = [
  ['the preseason', preseason2019],
  ['week 4 of the season', season2019AtWeek4],
  ['the season played', (path) => texasSeason2024(path, 0)],
  ['the season summary', (path) => texasSeason2024(path, 1)],
  ['roster progression', (path) => texasSeason2024(path, 2)],
];

let dir: string;
const tally = { calls: 0, refused: 0, slowest: [] as { ms: number; what: string }[] };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-hostile-'));
});

afterAll(() => {
  const slowest = tally.slowest.map((s) => `${s.ms} ms ${s.what}`).join('\n  ');
  console.log(`hostile bodies: ${tally.calls} calls, ${tally.refused} refused; slowest:\n  ${slowest}`);
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The ids and names bodies may name, so that generated changes reach the use cases: the coached program's players
 * and the transfer portal's, the games, and (asked of the server) the recruiting class's prospects.
 */
async function knownOf(save: string, base: string): Promise<Known> {
  const db = new Database(save, { readonly: true, fileMustExist: true });
  const people = db
    .prepare(
      `SELECT p.id, p.first || ' ' || p.last AS name FROM players p JOIN coached_programs c ON c.team = p.team
       WHERE p.active = 1 UNION ALL SELECT player_id, first || ' ' || last FROM portal_entries ORDER BY 1 LIMIT 40`,
    )
    .all() as { id: number; name: string }[];
  const games = db.prepare('SELECT id FROM games ORDER BY home_points IS NULL DESC, id LIMIT 20').pluck().all();
  db.close();
  const search = await fetch(`${base}/api/recruiting/prospects/?per_page=20`);
  const found = search.ok
    ? ((await search.json()) as { prospects: { id: number; first: string; last: string }[] })
    : null;
  const prospects = found?.prospects ?? [];
  return {
    ids: [...people.map((p) => p.id), ...(games as number[]), ...prospects.map((p) => p.id)],
    names: [...people.map((p) => p.name), ...prospects.map((p) => `${p.first} ${p.last}`)],
  };
}

/** A path of the call with its parameters filled in. */
function pathOf(entry: RouteEntry): string {
  return `${entry.path.replace(/:[a-z_]+/g, 'abcdefghijkl')}/`;
}

describe('hostile bodies with God Mode on', () => {
  it('finds every POST of the contract', () => {
    expect(CHANGES.length).toBeGreaterThanOrEqual(67);
    expect(CHANGES.map((e) => e.path)).toContain('/api/budget/facility');
  });

  for (const [index, [stage, prepare]] of STAGES.entries()) {
    it(`${stage}: no body answers 500, and the server and its worker keep answering`, async () => {
      const folder = mkdtempSync(join(dir, 'stage-'));
      const save = join(folder, 'dynasty.db');
      await prepare(save);
      const server = await startServer({ mode: { kind: 'local', savePath: save } });
      const post = (path: string, text: string) =>
        fetch(`${server.base}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: text,
        });
      /** God Mode on (a change, answered by the change worker), and a page read. */
      const stillAnswers = async (after: string) => {
        const on = await post('/api/god_mode/', JSON.stringify({ action: 'switch', on: true }));
        expect(on.status, `God Mode after ${after}: ${await on.text()}`).toBe(200);
        const page = await fetch(`${server.base}/api/frame/`);
        expect(page.status, `a page after ${after}`).toBe(200);
        await page.arrayBuffer();
      };
      /** One call, checked: a 2xx or a JSON 4xx, never a 500, a stack or a path. */
      const send = async ([entry, text]: [RouteEntry, string]) => {
        const started = Date.now();
        const response = await post(pathOf(entry), text);
        const answer = await response.text();
        const what = `${stage}: POST ${entry.path} ${text.slice(0, 160)} -> ${response.status} ${answer.slice(0, 200)}`;
        tally.slowest = [...tally.slowest, { ms: Date.now() - started, what: what.slice(0, 240) }]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5);
        tally.calls++;
        expect(response.status, what).toBeLessThan(500);
        expect(answer, what).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules/);
        expect(answer, what).not.toContain(dir);
        if (response.status >= 400) {
          tally.refused++;
          expect(response.headers.get('content-type'), what).toMatch(/application\/json/);
          expect(typeof (JSON.parse(answer) as { error: unknown }).error, what).toBe('string');
        }
        return what;
      };
      try {
        await stillAnswers('the start');
        const known = await knownOf(save, server.base);
        expect(known.ids.length).toBeGreaterThan(20);
        // Each run sends every call one body, a few calls at once as a hostile client sends them; after each group
        // the change worker must still take a change and the server answer a page.
        await fc.assert(
          fc.asyncProperty(
            fc.tuple(...CHANGES.map((entry) => bodyText(entry.body as never, known))),
            async (bodies) => {
              const calls = CHANGES.map((entry, i): [RouteEntry, string] => [entry, bodies[i]]);
              for (let at = 0; at < calls.length; at += AT_ONCE) {
                const sent = await Promise.all(calls.slice(at, at + AT_ONCE).map(send));
                expect(server.internalErrors, sent.join('\n')).toEqual([]);
                await stillAnswers(sent.join('\n'));
              }
            },
          ),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
      } finally {
        await server.close();
      }
    }, 900_000);
  }
});
