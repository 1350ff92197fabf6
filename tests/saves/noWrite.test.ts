// A call that changes nothing writes nothing: the save file keeps its inode and its modification time.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStamp } from '../../src/store/storage/nodeSaveStorage.js';
import { runCli } from '../helpers/cli.js';
import { Client, startServer, type Running } from '../server/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-nowrite-'));
const save = join(dir, 'dynasty.db');
let server: Running;

/** The save's file and its WAL (where a server holding it writes first). */
const stampOf = (path: string): string => `${fileStamp(path)} ${fileStamp(`${path}-wal`)}`;

beforeAll(async () => {
  expect((await runCli(['--save', save, 'new', '--year', '2024', '--team', 'Ohio State', '--seed', '7'])).status).toBe(
    0,
  );
  expect((await runCli(['--save', save, 'advance'])).status).toBe(0);
  expect((await runCli(['--save', save, 'sim', '--to', '5'])).status).toBe(0);
  server = await startServer({ mode: { kind: 'local', savePath: save } });
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('calls that change nothing', () => {
  it('write nothing: simulating to a week already played, opening the current stage page, reading pages', async () => {
    const client = new Client(server.base, false);
    expect((await client.get('/api/dashboard/')).status).toBe(200);
    const before = stampOf(save);
    for (const path of ['/api/sim/1/', '/api/sim/3/', '/api/dashboard/', '/api/rankings/', '/api/sim/6/']) {
      const answer = await client.get(path);
      expect(answer.status, path).toBe(200);
    }
    expect(stampOf(save)).toBe(before);
    // A real change still writes.
    expect((await client.get('/api/sim/7/')).status).toBe(200);
    expect(stampOf(save)).not.toBe(before);
  });

  it('write nothing from the terminal either', async () => {
    const copy = join(dir, 'copy.db');
    copyFileSync(save, copy);
    const before = stampOf(copy);
    // A week already played is refused (exit 2), and the refusal writes nothing.
    expect((await runCli(['--save', copy, 'sim', '--to', '2'])).status).toBe(2);
    expect(stampOf(copy)).toBe(before);
  });
});
