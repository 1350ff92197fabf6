// Reads while another connection writes the save. The server holds a save in WAL mode from the moment it opens it,
// so a page read while another program (a worker thread, a command) has a write transaction open answers at once,
// with the save as last committed. A save the server first opens while another program commits in the rollback
// journal (SQLite's exclusive lock) cannot be read until that commit ends: the server waits without blocking, up to
// the lock wait, then refuses with its JSON 409, never a 500; once the lock is gone the same page answers. Real
// server, real save file, real locks.
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
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (lockWait === undefined) delete process.env.DYNASTY_LOCK_WAIT_MS;
  else process.env.DYNASTY_LOCK_WAIT_MS = lockWait;
  rmSync(dir, { recursive: true, force: true });
});

/** The save's journal mode as a new connection finds it in the file. */
function journalMode(): string {
  const db = new Database(save, { fileMustExist: true, readonly: true });
  try {
    return (db.pragma('journal_mode', { simple: true }) as string).toLowerCase();
  } finally {
    db.close();
  }
}

describe('a read while another program writes', () => {
  it('is refused as busy with JSON when the server first opens the save inside a commit, then answers', async () => {
    const other = new Database(save, { fileMustExist: true });
    other.exec('BEGIN EXCLUSIVE');
    try {
      server = await startServer({ mode: { kind: 'local', savePath: save } });
      const refused = await new Client(server.base, false).get<{ error: string }>('/api/noncon/');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/being changed by another dynasty process; try again/i);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await new Client(server.base, false).get('/api/noncon/')).status).toBe(200);
    expect(server.internalErrors).toEqual([]);
    await server.close();
  });

  it('answers at once, with the save as last committed, while another connection holds a write open', async () => {
    server = await startServer({ mode: { kind: 'local', savePath: save } });
    const client = new Client(server.base, false);
    // A preseason page only reads; the server put the save in WAL mode when it opened it.
    const before = await client.get('/api/noncon/');
    expect(before.status).toBe(200);

    const other = new Database(save, { fileMustExist: true });
    // The strongest lock a writer takes (a commit's): in the rollback journal no reader gets past it.
    other.exec('BEGIN EXCLUSIVE');
    try {
      other.exec("UPDATE meta SET value = 'Michigan' WHERE key = 'user_team'");
      const during = await client.get('/api/noncon/');
      expect(during.status).toBe(200);
      expect(during.body).toEqual(before.body);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(journalMode()).toBe('wal');
    expect(server.internalErrors).toEqual([]);
  });
});
