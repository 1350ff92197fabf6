// What one client may hold of a real server on a loopback port: half-sent requests are closed after the request
// time limit, connections beyond the cap are closed as they arrive, and a client over its read rate gets a JSON 429
// while another client is served.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import { Client, startServer, type Running } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-server-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withServer(
  options: Omit<Parameters<typeof startServer>[0], 'mode'>,
  run: (server: Running) => Promise<void>,
): Promise<void> {
  const server = await startServer({
    mode: { kind: 'hosted', usersDir: mkdtempSync(join(dir, 'users-')) },
    ...options,
  });
  try {
    await run(server);
    expect(server.internalErrors).toEqual([]);
  } finally {
    await server.close();
  }
}

/**
 * A raw connection to the server (from a loopback address of its own if given) that sends text and then nothing
 * more; closed resolves with what the server answered when it ends the connection.
 */
async function halfSent(
  server: Running,
  text: string,
  localAddress?: string,
): Promise<{ socket: Socket; closed: Promise<string> }> {
  const { port } = new URL(server.base);
  const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress });
  // A connection the server closes at once may fail our write: that is the point, not an error of the test.
  socket.on('error', () => {});
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await new Promise<void>((resolve) => socket.once('connect', resolve).once('close', resolve));
  if (text && !socket.destroyed) socket.write(text);
  return { socket, closed };
}

const HALF_HEADERS = 'GET /api/home/ HTTP/1.1\r\nHost: 127.0.0.1\r\n';
const HALF_UPLOAD =
  'POST /api/saves/import/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\nSQLite format 3';

describe('the server bounds what one client holds', () => {
  it('closes half-sent requests after the request time limit and serves others meanwhile', async () => {
    await withServer({ connections: { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000 } }, async (server) => {
      const held = await Promise.all([
        halfSent(server, ''),
        halfSent(server, HALF_HEADERS),
        halfSent(server, HALF_UPLOAD),
      ]);
      // Another player is answered while the half-sent requests are open.
      const other = new Client(server.base);
      expect((await other.get('/api/home/')).status).toBe(200);
      // Each is closed by the server (the test never closes them), with a 408 at most.
      for (const { closed } of held) expect(await closed).toMatch(/^$|^HTTP\/1\.1 408/);
      expect((await other.get('/api/home/')).status).toBe(200);
    });
  }, 60_000);

  it('closes connections beyond the cap as they arrive, and takes new ones once some end', async () => {
    await withServer(
      { connections: { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000, maxConnections: 3 } },
      async (server) => {
        const held = await Promise.all([1, 2, 3].map(() => halfSent(server, HALF_HEADERS)));
        // The fourth is closed at once, unanswered, while the three are still open.
        const extra = await halfSent(server, HALF_HEADERS);
        expect(await extra.closed).toBe('');
        for (const { closed } of held) await closed;
        // The server counts a connection gone once its own side has closed: ask until it takes one (a few tries).
        let status = 0;
        for (let tries = 0; tries < 20 && status !== 200; tries++)
          status = await new Client(server.base).get('/api/home/').then(
            (a) => a.status,
            () => 0,
          );
        expect(status).toBe(200);
      },
    );
  }, 60_000);

  it('closes the connections of one client address beyond its cap while another address is served', async () => {
    await withServer({ connections: { requestTimeoutMs: 30_000, maxConnectionsPerAddress: 2 } }, async (server) => {
      const held = await Promise.all([1, 2].map(() => halfSent(server, HALF_HEADERS)));
      const extra = await halfSent(server, HALF_HEADERS);
      expect(await extra.closed).toBe('');
      // Another client address on this machine's loopback is served meanwhile.
      const other = await halfSent(
        server,
        'GET /api/home/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
        '127.0.0.2',
      );
      expect(await other.closed).toMatch(/^HTTP\/1\.1 200/);
      for (const { socket } of held) socket.destroy();
    });
  }, 60_000);

  it('answers a client over its read rate with a JSON 429 while another client is served', async () => {
    await withServer({ limits: { readsPerMinute: 5 }, trustProxy: 'loopback' }, async (server) => {
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      const greedy = new Client(server.base);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await greedy.get('/api/home/', from('203.0.113.1'))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const refused = await greedy.get<ErrorResponse>('/api/home/', from('203.0.113.1'));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/application\/json/);
      expect(refused.body.error).toMatch(/Too many pages asked at once: at most 5 per minute from one address/);
      // Another client, at its own address, is served; and the greedy one's changes keep their own count (an
      // unknown save is answered, not limited).
      const other = new Client(server.base);
      expect((await other.get('/api/home/', from('203.0.113.2'))).status).toBe(200);
      expect((await greedy.post('/api/saves/load/', { name: 'no-such-save' }, from('203.0.113.1'))).status).toBe(404);
    });
  }, 120_000);
});
