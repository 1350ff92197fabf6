// Nothing one coached program sets reaches another, for every use case: the calls are read from the server's route
// table (registered on a recorder), each one classified in isolation/useCases.ts (a table that misses a call, or
// names one the table lacks, fails here). On a real server over a save where Texas and Michigan are both coached,
// every change of a program is made for Texas (its header), succeeds, and leaves everything of Michigan's
// (isolation/../helpers/programFootprint.ts: every row of it in every table) as it was; the crafted requests that
// name Michigan's players, orders, games, coordinators or offers are refused and change nothing at all; every read
// changes nothing. The save-wide calls (a week or a stage played for everyone, the league, the saves, God Mode,
// the programs themselves) are named with why. The bytes of every answer written with a schema are JSON.stringify's
// (answerRecorder.ts): these are the calls' answers in every stage a program acts in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGameRoutes } from '../../src/server/routes/index.js';
import type { Routes } from '../../src/server/router.js';
import type { Session } from '../../src/server/session.js';
import { CALL_EFFECTS, type CallEffects } from '../../src/shared/contract/effects.js';
import { PROGRAM_HEADER } from '../../src/shared/programHeader.js';
import type { SiteLinksResponse } from '../../src/shared/site-types.js';
import { programOf } from '../../src/store/program.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { programFootprint } from '../helpers/programFootprint.js';
import { contentHash } from '../helpers/saveContents.js';
import { recordAnswers, type RecordedAnswer } from './answerRecorder.js';
import { startServer } from './helpers.js';
import { buildFixture, copyFixture, type Facts, type FixtureName } from './isolation/fixtures.js';
import { USE_CASES, type Sent } from './isolation/useCases.js';

/** Every call of the route table as 'METHOD path'. */
function routeTable(): string[] {
  const calls: string[] = [];
  const recorder: Routes = { add: (entry) => void calls.push(`${entry.method} ${entry.path}`) };
  registerGameRoutes(recorder, {} as Session, {} as SiteLinksResponse);
  return calls;
}

const FIXTURES: FixtureName[] = ['preseason', 'season', 'progression', 'summaryFired', 'summaryFiredJoin'];
const AS_TEXAS = { [PROGRAM_HEADER]: 'Texas' };

let dir: string;
const built = new Map<FixtureName, { path: string; facts: Facts }>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-isolation-'));
  for (const name of FIXTURES) {
    const path = join(dir, `${name}.db`);
    built.set(name, { path, facts: await buildFixture(name, path) });
  }
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function michiganOf(path: string): Promise<Record<string, string>> {
  const save = await SaveFile.open(path);
  try {
    return programFootprint(save.db, programOf(save.db, 'Michigan'));
  } finally {
    save.close();
  }
}

async function wholeSave(path: string): Promise<string> {
  const save = await SaveFile.open(path);
  try {
    return contentHash(save.db);
  } finally {
    save.close();
  }
}

/** The answers the running server wrote with a schema and not yet checked. */
let recorded: RecordedAnswer[] = [];

async function send(base: string, sent: Sent): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${sent.path}`, {
    method: sent.method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...AS_TEXAS },
    body: sent.method === 'POST' ? JSON.stringify(sent.body ?? {}) : undefined,
  });
  const text = await response.text();
  // An answer written with its call's schema: the serializer wrote JSON.stringify's bytes (keys in the same order;
  // the test server checks that it fits the schema).
  const written = recorded.splice(0).at(-1);
  if (response.status === 200 && written) expect(text, `${sent.method} ${sent.path}: the bytes`).toBe(written.json);
  return { status: response.status, text };
}

/** Runs fn against a real server over a fresh copy of the fixture. */
async function onFixture(name: FixtureName, fn: (base: string, path: string, facts: Facts) => Promise<void>) {
  const fixture = built.get(name)!;
  const path = join(dir, `${name}-${Math.random().toString(36).slice(2)}.db`);
  copyFixture(fixture.path, path);
  const server = await startServer({ mode: { kind: 'local', savePath: path } }, (app) => {
    recorded = recordAnswers(app);
  });
  try {
    await fn(server.base, path, fixture.facts);
    expect(server.internalErrors).toEqual([]);
  } finally {
    await server.close();
  }
}

describe('the use cases of the route table', () => {
  it('are each classified: a program of its own, the whole save, or a read', () => {
    const table = routeTable();
    expect(table.length).toBeGreaterThan(90);
    expect(table.filter((call) => !(call in USE_CASES))).toEqual([]);
    expect(Object.keys(USE_CASES).filter((call) => !table.includes(call))).toEqual([]);
    for (const [call, use] of Object.entries(USE_CASES))
      if (use.scope === 'read') expect(call.startsWith('GET '), call).toBe(true);
  });

  it("agree with the contract: every change that acts for one program is tested as one's own", () => {
    const effects = CALL_EFFECTS as Record<string, CallEffects>;
    for (const [call, use] of Object.entries(USE_CASES)) {
      const effect = effects[call];
      expect(effect, `${call} has no entry in the contract`).toBeDefined();
      const ownChange = effect.changes === 'always' && effect.actsFor === 'program';
      expect(
        use.scope === 'program',
        `${call}: ${use.scope}, the contract says ${effect.changes} for ${effect.actsFor}`,
      ).toBe(ownChange);
    }
  });
});

describe('a coached program acting for itself', () => {
  for (const fixture of FIXTURES) {
    const uses = Object.entries(USE_CASES).filter(([, use]) => use.scope === 'program' && use.fixture === fixture);
    it(`leaves the other program as it was: ${fixture} (${uses.map(([call]) => call.slice(5)).join(', ')})`, async () => {
      await onFixture(fixture, async (base, path, facts) => {
        for (const [call, use] of uses) {
          if (use.scope !== 'program') continue;
          const before = await michiganOf(path);
          for (const sent of use.send(facts)) {
            const answer = await send(base, sent);
            expect(
              answer.status,
              `${call}: ${sent.path} ${JSON.stringify(sent.body)} -> ${answer.text.slice(0, 300)}`,
            ).toBeLessThan(300);
          }
          expect(await michiganOf(path), call).toEqual(before);
          if (!use.crossing) continue;
          // Naming the other program's own things: refused, nothing changed anywhere.
          const whole = await wholeSave(path);
          const crossing = use.crossing(facts);
          const refused = await send(base, crossing);
          expect(
            refused.status,
            `${call} crossing: ${JSON.stringify(crossing.body)} -> ${refused.text.slice(0, 300)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(refused.status, call).toBeLessThan(500);
          expect(await wholeSave(path), `${call} crossing`).toBe(whole);
        }
      });
    }, 900_000);
  }
});

describe('a read of a coached program', () => {
  it('changes nothing, every read of the route table', async () => {
    await onFixture('progression', async (base, path, facts) => {
      const whole = await wholeSave(path);
      for (const [call, use] of Object.entries(USE_CASES)) {
        if (use.scope !== 'read') continue;
        const answer = await send(base, { method: 'GET', path: use.send(facts) });
        expect(answer.status, `${call} -> ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      }
      expect(await wholeSave(path)).toBe(whole);
    });
  }, 900_000);
});
