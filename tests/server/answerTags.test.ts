// A local server's main pages answer 304 to a copy still the save's, and a full answer once anything has changed it:
// a change through the server, the CLI writing the same file, another program asking.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_HEADER } from '../../src/shared/programHeader.js';
import { runCli } from '../helpers/cli.js';
import { Client, newGame, startServer, type Answer, type Running } from './helpers.js';

let dir: string;
let savePath: string;
let server: Running;
let client: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-answer-tags-'));
  server = await startServer({ mode: { kind: 'local', savePath: join(dir, 'dynasty.db') } });
  client = new Client(server.base);
  await client.ok(newGame('Ohio State', 2024));
  // The new dynasty's save, named by the server in the saves folder.
  const saves = readdirSync(dir).filter((name) => name.endsWith('.db'));
  expect(saves).toHaveLength(1);
  savePath = join(dir, saves[0]);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The answer's tag, which it must have. */
function tagOf(answer: Answer): string {
  const tag = answer.headers.get('etag');
  expect(tag, answer.text.slice(0, 200)).toMatch(/^"[\w-]+"$/);
  return tag as string;
}

/** GET path again with the tag of the copy the browser keeps. */
function again(path: string, tag: string, headers: Record<string, string> = {}): Promise<Answer> {
  return client.get(path, { 'If-None-Match': tag, ...headers });
}

describe('tagged answers of the main pages', () => {
  it('answers 304 without a body while nothing changed, and the whole page once the season starts', async () => {
    const first = await client.get('/api/rankings/');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const tag = tagOf(first);
    const same = await again('/api/rankings/', tag);
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.headers.get('etag')).toBe(tag);
    // The original client's dashboard starts the season: a stage page that may move the game is never tagged.
    const started = await client.get('/api/dashboard/');
    expect(started.status).toBe(200);
    expect(started.headers.get('etag')).toBeNull();
    expect(started.headers.get('cache-control')).toBe('no-store');
    const after = await again('/api/rankings/', tag);
    expect(after.status).toBe(200);
    expect(tagOf(after)).not.toBe(tag);
    expect(after.body).toEqual((await client.get('/api/rankings/')).body);
  });

  it('answers the whole page once the CLI has changed the save', async () => {
    const read = await client.get('/api/week/1/');
    const tag = tagOf(read);
    expect((await again('/api/week/1/', tag)).status).toBe(304);
    const sim = await runCli(['--save', savePath, 'sim', '--to', '2']);
    expect(sim.status, sim.stderr).toBe(0);
    const after = await again('/api/week/1/', tag);
    expect(after.status).toBe(200);
    expect(after.text).not.toBe(read.text);
  });

  it('tags each URL and each program asked for apart', async () => {
    const rankings = tagOf(await client.get('/api/rankings/'));
    const week = await client.get('/api/week/2/');
    expect((await again('/api/week/2/', rankings)).status).toBe(200);
    const other = await again('/api/week/2/', tagOf(week), { [PROGRAM_HEADER]: encodeURIComponent('Ohio State') });
    expect(other.status).toBe(200);
    expect(tagOf(other)).not.toBe(tagOf(week));
  });

  it('never tags what is not the save alone', async () => {
    for (const path of ['/api/home/', '/api/saves/', '/api/site/']) {
      const answer = await client.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('etag'), path).toBeNull();
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
