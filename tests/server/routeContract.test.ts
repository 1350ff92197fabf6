// The API contract (src/shared/contract) names every call the server answers, and only those: the game's route
// table (served by the server and the static build's worker) and the server's own routes, compared both ways.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGULAR_SEASON_WEEKS } from '../../src/core/season/calendar.js';
import { SERIES_KINDS } from '../../src/core/schedule/series.js';
import { MAX_PLAN_PROSPECTS as CONTRACT_MAX_PLAN_PROSPECTS } from '../../src/shared/contract/programRoutes.js';
import { MAX_PLAN_PROSPECTS } from '../../src/store/actions/recruiting/plan.js';
import { buildApp } from '../../src/server/app.js';
import { registerGameRoutes } from '../../src/server/routes/index.js';
import type { Routes } from '../../src/server/router.js';
import type { Session } from '../../src/server/session.js';
import type { SiteLinksResponse } from '../../src/shared/site-types.js';
import { CALL_EFFECTS, changesGame } from '../../src/shared/contract/effects.js';
import type { RouteEntry } from '../../src/shared/contract/entry.js';
import { GAME_ROUTES, ROUTES } from '../../src/shared/contract/routes.js';
import { REGULAR_WEEKS, SERIES_KINDS as CONTRACT_SERIES_KINDS } from '../../src/shared/contract/seasonRoutes.js';
import { PLAYOFF_SIZES as CONTRACT_PLAYOFF_SIZES } from '../../src/shared/playoffSizes.js';
import { PLAYOFF_SIZES } from '../../src/core/league/types.js';
import { PITCHES } from '../../src/core/recruiting/types.js';
import { PITCH_STRENGTHS } from '../../src/shared/recruitingApi.js';

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

describe('the API contract', () => {
  it("holds the game's route table, both ways", () => {
    const registered: string[] = [];
    const recorder: Routes = { add: (entry) => void registered.push(`${entry.method} ${entry.path}`) };
    registerGameRoutes(recorder, {} as Session, {} as SiteLinksResponse);
    expect(registered.length).toBe(new Set(registered).size);
    expect(sorted(registered)).toEqual(sorted(GAME_ROUTES.map((e) => `${e.method} ${e.path}`)));
  });

  it('holds every route the HTTP server registers, both ways', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynasty-routes-'));
    const app = buildApp({ mode: { kind: 'local', savePath: join(dir, 'dynasty.db') }, webRoot: null });
    const registered: string[] = [];
    app.addHook('onRoute', (options) => {
      const methods = [options.method].flat().filter((m) => m === 'GET' || m === 'POST');
      for (const method of methods) registered.push(`${method} ${options.url}`);
    });
    try {
      await app.ready();
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(sorted(registered.filter((key) => /^\w+ \/(api|logos)\//.test(key)))).toEqual(sorted(Object.keys(ROUTES)));
  });

  it('keeps the figures it states in step with the game', () => {
    expect(REGULAR_WEEKS).toBe(REGULAR_SEASON_WEEKS);
    expect([...CONTRACT_SERIES_KINDS]).toEqual([...SERIES_KINDS]);
    expect(CONTRACT_MAX_PLAN_PROSPECTS).toBe(MAX_PLAN_PROSPECTS);
    expect([...CONTRACT_PLAYOFF_SIZES]).toEqual([...PLAYOFF_SIZES]);
    expect([...PITCH_STRENGTHS]).toEqual([...PITCHES]);
  });

  it('describes each call in a line, in a group, with what it does besides answering', () => {
    const entries = Object.values(ROUTES);
    for (const entry of entries) {
      const key = `${entry.method} ${entry.path}`;
      expect(entry.summary, key).toMatch(/^\S.{8,}\.$/);
      expect(entry.tag, key).toMatch(/^[A-Z]/);
      expect(entry.effects, key).toBe(CALL_EFFECTS[key as keyof typeof CALL_EFFECTS]);
    }
    expect(sorted(Object.keys(CALL_EFFECTS))).toEqual(sorted(Object.keys(ROUTES)));
    // Every POST changes the game or the player's saves, but the league file's check; a GET only reads, but the
    // simulation, a new game and the stage pages opened without read_only.
    for (const entry of entries) {
      const parts = { query: {}, body: {} };
      if (entry.path === '/api/league_file') expect(changesGame(entry.effects, parts)).toBe(false);
      else if (entry.method === 'POST') expect(changesGame(entry.effects, parts), entry.path).toBe(true);
    }
    const gets = entries.filter((e) => e.method === 'GET' && changesGame(e.effects, { query: { read_only: '1' } }));
    expect(gets.map((e) => e.path)).toEqual(['/api/sim/:week']);
  });

  it('checks the body of every POST, and takes no field a body object does not name', () => {
    interface Schema {
      type?: string;
      properties?: Record<string, Schema>;
      additionalProperties?: unknown;
      anyOf?: Schema[];
      items?: Schema;
      patternProperties?: Record<string, Schema>;
    }
    /** The paths of the objects under a schema that take fields they do not name. */
    const open = (schema: Schema, at: string): string[] => [
      ...(schema.properties && schema.additionalProperties !== false ? [at] : []),
      ...Object.entries(schema.properties ?? {}).flatMap(([key, field]) => open(field, `${at}.${key}`)),
      ...(schema.anyOf ?? []).flatMap((option, i) => open(option, `${at}|${i}`)),
      ...(schema.items ? open(schema.items, `${at}[]`) : []),
    ];
    const posts = Object.values(ROUTES).filter((entry) => entry.method === 'POST') as RouteEntry[];
    expect(posts.length).toBeGreaterThanOrEqual(67);
    for (const entry of posts) {
      expect(entry.body, entry.path).toBeDefined();
      expect(open(entry.body as Schema, 'body'), entry.path).toEqual([]);
    }
  });
});
