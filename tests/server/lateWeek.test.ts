// A late recruiting week over HTTP (Clemson 2019, its season played, a local server): POST /api/recruiting/week/
// plays it once the season is over and answers the board after it; no GET plays one; a body with input, the wrong
// stage or a week past the last is a JSON 4xx with nothing changed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, SummaryResponse } from '../../src/shared/api-types.js';
import type { LateWeekResponse, RecruitingBoardResponse } from '../../src/shared/recruitingApi.js';
import { playedSeason2019 } from '../helpers/cli.js';
import { changedFiles, Client, expectRefused, snapshot, startServer, type Running } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-late-week-'));
let server: Running;
let client: Client;

beforeAll(async () => {
  const path = join(dir, 'dynasty.db');
  await playedSeason2019(path);
  server = await startServer({ mode: { kind: 'local', savePath: path } });
  client = new Client(server.base);
}, 480_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const week = <T = LateWeekResponse>(body?: unknown) => client.post<T>('/api/recruiting/week/', body);
const refusedWeek = (body?: unknown) => week<ErrorResponse>(body);

describe('POST /api/recruiting/week/', () => {
  it('is refused in the season stage, and no GET plays a week', async () => {
    await expectRefused(dir, () => refusedWeek(), 409, /advance to the season summary first/);
    const before = snapshot(dir);
    for (const path of [
      '/api/recruiting/board/',
      '/api/recruiting/prospects/?committed=no',
      '/api/dashboard/?read_only=1',
    ])
      await client.ok(path);
    expect(changedFiles(before, snapshot(dir))).toEqual([]);
    const board = await client.ok<RecruitingBoardResponse>('/api/recruiting/board/');
    expect(board.cycle).toMatchObject({ status: 'open', late: true, week: 16, weeks: 19 });
  });

  it('plays the late weeks from the season summary, then refuses another', async () => {
    expect((await client.post('/api/advance/', {})).status).toBe(200);
    // The summary points to them, and reading it plays nothing.
    const before = snapshot(dir);
    const summary = await client.ok<SummaryResponse>('/api/summary/?read_only=1');
    expect(summary.late_signings).toMatchObject({ weeks_left: 3 });
    expect(summary.late_signings!.scholarships_left).toBeGreaterThan(0);
    expect(changedFiles(before, snapshot(dir))).toEqual([]);
    await expectRefused(dir, () => refusedWeek({ weeks: 3 }), 400, /body: no input: no body or \{\}: got weeks/);
    await expectRefused(dir, () => refusedWeek([1]), 400, /body: no input: no body or \{\}: not a list\.$/);
    const first = await week();
    expect(first.status, first.text).toBe(200);
    expect(first.body.cycle).toMatchObject({ week: 17, weeks: 19, late: true });
    expect(first.body.message).toMatch(/^Late recruiting week 1 of 3 played\..* 2 weeks left before signing day\.$/);
    expect(first.body.scholarships.total).toBeGreaterThan(0);
    expect((await week({})).body.message).toMatch(/^Late recruiting week 2 of 3 played/);
    expect((await week()).body.message).toMatch(/Signing day is next\.$/);
    await expectRefused(dir, () => refusedWeek(), 409, /Every recruiting week of 2019 is played/);
    expect((await client.ok<SummaryResponse>('/api/summary/?read_only=1')).late_signings).toBeNull();
  });
});
