// Many saves over HTTP, per player in hosted mode, with export, import and the hosted limits.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, LoadSaveResponse, NonconResponse, SavesResponse } from '../../src/shared/api-types.js';
import { Client, newGame, startServer, type Running } from '../server/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-saves-http-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function upload(
  server: Running,
  client: Client,
  bytes: Uint8Array,
): Promise<{ status: number; body: LoadSaveResponse & ErrorResponse }> {
  const response = await fetch(`${server.base}/api/saves/import/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', ...(client.userId ? { 'X-User-ID': client.userId } : {}) },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as LoadSaveResponse & ErrorResponse };
}

async function withServer(
  limits: Parameters<typeof startServer>[0]['limits'],
  run: (server: Running, usersDir: string) => Promise<void>,
): Promise<void> {
  const usersDir = mkdtempSync(join(dir, 'users-'));
  const server = await startServer({ mode: { kind: 'hosted', usersDir }, limits });
  try {
    await run(server, usersDir);
    expect(server.internalErrors).toEqual([]);
  } finally {
    await server.close();
  }
}

describe('saves over HTTP', () => {
  it('keeps every new game beside the others, lists, continues, exports, imports and deletes them, per player', async () => {
    await withServer({}, async (server, usersDir) => {
      const me = new Client(server.base);
      expect((await me.ok<SavesResponse>('/api/saves/')).saves).toEqual([]);
      expect((await me.get<NonconResponse>(newGame('Ohio State', 2024))).status).toBe(200);
      expect((await me.post('/api/schedulenc/', { opponent: 'Akron', week: 2 })).status).toBe(200);
      const first = readFileSync(join(usersDir, me.userId!, 'ohio-state-2024.db'));
      // A second new game never replaces the first.
      expect((await me.get<NonconResponse>(newGame('Texas', 2010))).status).toBe(200);
      expect(readFileSync(join(usersDir, me.userId!, 'ohio-state-2024.db')).equals(first)).toBe(true);
      let list = (await me.ok<SavesResponse>('/api/saves/')).saves;
      expect(list.map((s) => s.name).sort()).toEqual(['ohio-state-2024.db', 'texas-2010.db']);
      expect(list.find((s) => s.current)?.name).toBe('texas-2010.db');
      expect(list.find((s) => s.name === 'ohio-state-2024.db')).toMatchObject({
        info: { currentYear: 2024, team: 'Ohio State' },
        problem: null,
      });
      // Home's info is the current save's.
      expect((await me.ok<{ info: { team: string } }>('/api/home/')).info.team).toBe('Texas');

      // Continue the first: it becomes current and the pages show it.
      const loaded = await me.post<LoadSaveResponse>('/api/saves/load/', { name: 'ohio-state-2024.db' });
      expect(loaded.status).toBe(200);
      expect(loaded.body.info.team).toBe('Ohio State');
      expect((await me.ok<NonconResponse>('/api/noncon/')).info.team).toBe('Ohio State');

      // Another player sees none of it.
      const other = new Client(server.base);
      expect((await other.ok<SavesResponse>('/api/saves/')).saves).toEqual([]);
      expect((await other.post('/api/saves/load/', { name: 'ohio-state-2024.db' })).status).toBe(404);

      // Export: a plain SQLite file with every change, the game scheduled above included (a save the server holds
      // may have it in its WAL still); read with sql.js, as the browser reads it.
      const exported = await fetch(`${server.base}/api/saves/export/`, { headers: { 'X-User-ID': me.userId! } });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toContain('ohio-state-2024.db');
      const bytes = new Uint8Array(await exported.arrayBuffer());
      const scheduled = "SELECT count(*) FROM games WHERE user_scheduled = 1 AND week = 2 AND 'Akron' IN (home, away)";
      const SQL = await initSqlJs();
      const inExport = new SQL.Database(bytes);
      expect(inExport.exec(scheduled)[0].values).toEqual([[1]]);
      inExport.close();

      // Import it for the other player: a new save of theirs, current.
      const imported = await upload(server, other, bytes);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      other.userId = imported.body.user_id ?? other.userId;
      expect(imported.body).toMatchObject({ name: 'ohio-state-2024.db', info: { team: 'Ohio State' } });
      expect((await other.ok<NonconResponse>('/api/noncon/')).info.team).toBe('Ohio State');

      // Files that are not saves are refused, and nothing is stored.
      const before = readdirSync(join(usersDir, other.userId!)).sort();
      for (const junk of [new TextEncoder().encode('not a save'), bytes.subarray(0, 5000)]) {
        const refused = await upload(server, other, junk);
        expect(refused.status).toBe(409);
        expect(refused.body.error).toMatch(/not a CFB Dynasty save|damaged/);
        expect(refused.body.error).not.toContain(usersDir);
      }
      expect(readdirSync(join(usersDir, other.userId!)).sort()).toEqual(before);

      // Delete.
      const deleted = await me.post<SavesResponse>('/api/saves/delete/', { name: 'texas-2010.db' });
      expect(deleted.status).toBe(200);
      list = deleted.body.saves;
      expect(list.map((s) => s.name)).toEqual(['ohio-state-2024.db']);
      expect(existsSync(join(usersDir, me.userId!, 'texas-2010.db'))).toBe(false);
      expect((await me.post('/api/saves/delete/', { name: '../x' })).status).toBe(400);
    });
  }, 120_000);

  it('caps saves per player, new games per hour and disk per player with JSON 429s', async () => {
    await withServer({ maxSaves: 2 }, async (server) => {
      const me = new Client(server.base);
      expect((await me.get(newGame('Ohio State', 2024))).status).toBe(200);
      expect((await me.get(newGame('Texas', 2024))).status).toBe(200);
      const refused = await me.get<ErrorResponse>(newGame('Akron', 2024));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/2 saves, the most this server keeps per player/);
      expect((await me.ok<SavesResponse>('/api/saves/')).saves).toHaveLength(2);
    });
    await withServer({ newGamesPerHour: 2 }, async (server) => {
      const me = new Client(server.base);
      expect((await me.get(newGame('Ohio State', 2024))).status).toBe(200);
      expect((await me.get(newGame('Texas', 2024))).status).toBe(200);
      const refused = await me.get<ErrorResponse>(newGame('Akron', 2024));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/At most 2 new games per hour/);
    });
    await withServer({ quotaBytes: 2_500_000 }, async (server) => {
      const me = new Client(server.base);
      expect((await me.get(newGame('Ohio State', 2024))).status).toBe(200);
      const refused = await me.get<ErrorResponse>(newGame('Texas', 2024));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/Your saves take \d+ MB of the 3 MB/);
    });
  }, 120_000);

  it('caps the size of an imported file, storing nothing', async () => {
    await withServer({ importMaxBytes: 1_000_000 }, async (server, usersDir) => {
      const me = new Client(server.base);
      expect((await me.get(newGame('Ohio State', 2024))).status).toBe(200);
      const exported = await fetch(`${server.base}/api/saves/export/`, { headers: { 'X-User-ID': me.userId! } });
      const bytes = new Uint8Array(await exported.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(1_000_000);
      const before = readdirSync(join(usersDir, me.userId!)).sort();
      const refused = await upload(server, me, bytes);
      expect(refused.status).toBe(413);
      expect(typeof refused.body.error).toBe('string');
      expect(readdirSync(join(usersDir, me.userId!)).sort()).toEqual(before);
    });
  }, 120_000);

  it('rate-limits the calls that change a game apart from the pages that read', async () => {
    await withServer({ changesPerMinute: 4 }, async (server) => {
      const me = new Client(server.base);
      expect((await me.get(newGame('Ohio State', 2024))).status).toBe(200);
      // The new game was the address's first change; three more go through.
      const statuses: number[] = [];
      for (const [opponent, week] of [
        ['Akron', 2],
        ['Toledo', 3],
        ['Air Force', 4],
      ] as const)
        statuses.push((await me.post('/api/schedulenc/', { opponent, week })).status);
      expect(statuses).toEqual([200, 200, 200]);
      const limited = await me.post<ErrorResponse>('/api/schedulenc/', { opponent: 'Kent State', week: 5 });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toMatch(/application\/json/);
      expect(limited.body.error).toMatch(/Too many changes: at most 4 per minute/);
      // Reads have their own count (serverLimits.test.ts): used up changes do not hold them.
      for (let i = 0; i < 6; i++) expect((await me.get('/api/noncon/')).status).toBe(200);
    });
  }, 120_000);
});
