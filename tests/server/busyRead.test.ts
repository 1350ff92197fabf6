// A page read while another program commits to the save (SQLite's exclusive lock, which a reader of a save in the
// rollback journal must wait for): the server waits without blocking, up to the lock wait, then refuses with its
// JSON 409; never a 500. Once the lock is gone the same page answers. Real server, real save file, real lock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { Client, startServer, type Running } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'server-busy-read-'));
const save = join(dir, 'dynasty.db');
const lockWait = process.env.DYNASTY_LOCK_WAIT_MS;
let server: Running;

beforeAll(async () => {
  expect((await runCli(['--save', save, 'new', '--year', '2024', '--team', 'Ohio State', '--seed', '3'])).status).toBe(
    0,
  );
  process.env.DYNASTY_LOCK_WAIT_MS = '300';
  server = await startServer({ mode: { kind: 'local', savePath: save } });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (lockWait === undefined) delete process.env.DYNASTY_LOCK_WAIT_MS;
  else process.env.DYNASTY_LOCK_WAIT_MS = lockWait;
  rmSync(dir, { recursive: true, force: true });
});

describe('a read while another program commits', () => {
  it('is refused as busy with JSON, then answers once the lock is gone', async () => {
    const client = new Client(server.base, false);
    // Opened by the server; a preseason page changes nothing, so the save stays in the rollback journal.
    expect((await client.get('/api/noncon/')).status).toBe(200);

    const other = new Database(save, { fileMustExist: true });
    other.exec('BEGIN EXCLUSIVE');
    try {
      const refused = await client.get<{ error: string }>('/api/noncon/');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/being changed by another dynasty process; try again/i);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await client.get('/api/noncon/')).status).toBe(200);
    expect(server.internalErrors).toEqual([]);
  });
});
