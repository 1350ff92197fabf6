// The web app's stage pages only read: opening /summary, /roster_progression, /recruiting_summary or /noncon with
// read_only=1 while the game stands in the stage just before (a reload, a bookmark) says where the dynasty stands
// and asks the question of the move, and leaves the save as it was; the move happens only through POST
// /api/advance/. The original client's calls, without read_only, still move the game as its wire format says.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Info, StageNotReachedResponse } from '../../src/shared/api-types.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { changedFiles, Client, expectRefused, snapshot, startServer, type Running } from './helpers.js';

/** Each stage page in the order of the cycle, with the stage it shows. */
const PAGES = [
  {
    path: '/api/summary/',
    page: 'summary',
    stage: 'summary',
    question: /^Go on to the 2024 season summary\? The regular season and bowls are over after this/,
  },
  {
    path: '/api/roster_progression/',
    page: 'roster_progression',
    stage: 'progression',
    question: /^Go on to roster progression\? Your players develop a year/,
  },
  {
    path: '/api/recruiting_summary/',
    page: 'recruiting_summary',
    stage: 'recruiting_summary',
    question: /^Go on to signing day\? Recruiting and the transfer portal close/,
  },
  {
    path: '/api/noncon/',
    page: 'noncon',
    stage: 'preseason',
    question: /^Start the 2025 preseason\? The 2024 offseason is over after this/,
  },
] as const;

let dir: string;
let server: Running | undefined;

/** A local server over seed 5's Texas 2024 dynasty with every game of the season played. */
async function playedSeason(): Promise<{ client: Client; dir: string }> {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-stage-read-'));
  const savePath = join(dir, 'dynasty.db');
  await texasSeason2024(savePath, 0);
  server = await startServer({ mode: { kind: 'local', savePath } });
  return { client: new Client(server.base), dir };
}

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function stage(client: Client): Promise<Info['stage']> {
  return (await client.ok<{ info: Info }>('/api/frame/')).info.stage;
}

describe("the web app's stage pages", () => {
  it('ask before each move and change nothing, however often they are opened', async () => {
    const { client } = await playedSeason();
    for (const { path, page, stage: shown, question } of PAGES) {
      const before = snapshot(dir);
      const standing = await stage(client);
      for (let visit = 0; visit < 3; visit++) {
        const answer = await client.ok<StageNotReachedResponse>(`${path}?read_only=1`);
        expect(answer.stage_ahead.page).toBe(page);
        expect(answer.stage_ahead.question).toMatch(question);
        expect(answer.stage_ahead.now).not.toBe('');
        expect(answer.info.stage).toBe(standing);
      }
      expect(changedFiles(before, snapshot(dir)), path).toEqual([]);
      expect(await stage(client)).toBe(standing);
      // The player's click: the same move the original client's call makes.
      const moved = await client.request<{ info: Info }>('POST', '/api/advance/', {});
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.info.stage).toBe(shown);
      const read = await client.ok<{ info: Info; stage_ahead?: unknown }>(`${path}?read_only=1`);
      expect(read.stage_ahead).toBeUndefined();
      expect(read.info.stage).toBe(shown);
    }
    expect(server?.internalErrors).toEqual([]);
  }, 240_000);

  it('refuse a read_only that is not yes or no', async () => {
    const { client } = await playedSeason();
    for (const { path } of PAGES) {
      await expectRefused(dir, () => client.get(`${path}?read_only=maybe`), 400, /read_only must be true or false/);
    }
  }, 240_000);
});

describe("the original client's stage pages", () => {
  it('still move the game on into the stage they show', async () => {
    const { client } = await playedSeason();
    for (const { path, stage: shown } of PAGES) {
      const answer = await client.ok<{ info: Info; stage_ahead?: unknown }>(path);
      expect(answer.stage_ahead).toBeUndefined();
      expect(answer.info.stage).toBe(shown);
      expect(await stage(client)).toBe(shown);
    }
    expect(server?.internalErrors).toEqual([]);
  }, 240_000);
});
