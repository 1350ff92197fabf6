// Hosted limits per client address, on a real server: a client that sends a fresh X-User-ID with every call (or
// none) is held at its address's limits; behind a trusted proxy each forwarded address counts on its own, and a
// forwarded header the server does not trust changes nothing. Ids that never start a game leave no files.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import { newUserId } from '../../src/server/users.js';
import { Client, newGame as newGameIn, startServer, type Running } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-address-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const newGame = (team: string): string => newGameIn(team, 2024);

async function withServer(
  options: Omit<Parameters<typeof startServer>[0], 'mode'>,
  run: (server: Running, usersDir: string) => Promise<void>,
): Promise<void> {
  const usersDir = mkdtempSync(join(dir, 'users-'));
  const server = await startServer({ mode: { kind: 'hosted', usersDir }, ...options });
  try {
    await run(server, usersDir);
    expect(server.internalErrors).toEqual([]);
  } finally {
    await server.close();
  }
}

/** A client that forgets its id and sends a fresh random one (or none) with every call. */
function stranger(server: Running): Client {
  return new Client(server.base, false);
}

function expectLimit(answer: { status: number; headers: Headers; body: unknown }, message: RegExp): void {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  expect((answer.body as ErrorResponse).error).toMatch(message);
}

describe('hosted limits per client address', () => {
  it('hold fresh ids from one address to its new games, and an untrusted forwarded header does not escape them', async () => {
    await withServer({ limits: { addressNewGamesPerHour: 2 } }, async (server, usersDir) => {
      const client = stranger(server);
      expect((await client.get(newGame('Ohio State'))).status).toBe(200);
      expect((await client.get(newGame('Texas'), { 'X-User-ID': newUserId() })).status).toBe(200);
      expectLimit(
        await client.get(newGame('Akron'), { 'X-User-ID': newUserId() }),
        /At most 2 new games per hour from one address/,
      );
      expectLimit(await client.get(newGame('Akron')), /At most 2 new games per hour from one address/);
      // The server trusts no proxy: X-Forwarded-For is the client's own word.
      expectLimit(await client.get(newGame('Akron'), { 'X-Forwarded-For': '203.0.113.9' }), /from one address/);
      expect(readdirSync(usersDir)).toHaveLength(2);
    });
  }, 120_000);

  it('count each forwarded address on its own behind a trusted proxy', async () => {
    await withServer({ limits: { addressNewGamesPerHour: 1 }, trustProxy: 'loopback' }, async (server, usersDir) => {
      const client = stranger(server);
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      expect((await client.get(newGame('Ohio State'), from('203.0.113.1'))).status).toBe(200);
      expectLimit(
        await client.get(newGame('Texas'), from('203.0.113.1')),
        /At most 1 new games per hour from one address/,
      );
      expect((await client.get(newGame('Texas'), from('203.0.113.2'))).status).toBe(200);
      expect(readdirSync(usersDir)).toHaveLength(2);
    });
  }, 120_000);

  it('hold the saves and disk of every id an address started games with', async () => {
    await withServer({ limits: { addressMaxSaves: 1 } }, async (server) => {
      const client = stranger(server);
      expect((await client.get(newGame('Ohio State'))).status).toBe(200);
      expectLimit(
        await client.get(newGame('Texas'), { 'X-User-ID': newUserId() }),
        /Your address keeps 1 saves, the most this server keeps per address/,
      );
    });
    await withServer({ limits: { addressQuotaBytes: 3_000_000 } }, async (server) => {
      const client = stranger(server);
      expect((await client.get(newGame('Ohio State'))).status).toBe(200);
      expectLimit(await client.get(newGame('Texas')), /Saves made from your address take \d+ MB of the 3 MB/);
    });
  }, 120_000);

  it('rate-limit changes per address whatever id is sent', async () => {
    await withServer({ limits: { changesPerMinute: 3 } }, async (server) => {
      const client = stranger(server);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await client.post('/api/schedulenc/', { opponent: 'Akron', week: 2 }, { 'X-User-ID': newUserId() })).status,
        );
      // No game behind these ids: refused as such, but counted.
      expect(statuses.every((s) => s !== 429 && s < 500)).toBe(true);
      expectLimit(
        await client.post('/api/schedulenc/', { opponent: 'Akron', week: 2 }, { 'X-User-ID': newUserId() }),
        /Too many changes: at most 3 per minute/,
      );
    });
  }, 60_000);

  it('leave no folder or file for ids that never start a game', async () => {
    await withServer({}, async (server, usersDir) => {
      const client = stranger(server);
      for (let i = 0; i < 5; i++) {
        const id = { 'X-User-ID': newUserId() };
        await client.get('/api/home/');
        await client.get('/api/home/', id);
        await client.get('/api/saves/', id);
        await client.get('/api/noncon/', id);
        await client.get('/api/dashboard/', id);
        await client.post('/api/schedulenc/', { opponent: 'Akron', week: 2 }, id);
        await client.post('/api/saves/load/', { name: 'dynasty.db' }, id);
        await client.get('/api/sim/1/', id);
      }
      expect(readdirSync(usersDir)).toEqual([]);
    });
  }, 60_000);
});
