// What the server sends over the wire: bodies compressed when the client accepts it (and only then), hashed
// assets cached for a year, index.html revalidated on every load, API answers never cached.
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Running } from './helpers.js';

const INDEX =
  '<!doctype html><title>College Football</title><div id="root"></div><script type="module" src="/assets/index-3f9a1c.js"></script>';
/** A script well above the compression threshold, as Vite's output is. */
const SCRIPT = `export const teams = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Team ${i}` })))};\n`;

/** Brotli at its best, as the build writes it: other bytes than the server's own quick compression. */
const PRECOMPRESSED = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

let dir: string;
let server: Running;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add and undo its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(server.base + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-compress-'));
  const web = join(dir, 'web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, 'assets', 'index-3f9a1c.js'), SCRIPT);
  // A build also writes a precompressed copy of each script (vite.config.ts); this one only has its brotli form.
  writeFileSync(join(web, 'assets', 'page-77ab01.js'), SCRIPT);
  writeFileSync(join(web, 'assets', 'page-77ab01.js.br'), PRECOMPRESSED);
  server = await startServer({ mode: { kind: 'local', savePath: join(dir, 'dynasty.db') }, webRoot: web });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('compression', () => {
  it('compresses API answers with gzip or brotli when accepted, and sends them plain otherwise', async () => {
    const plain = await get('/api/home/');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body.toString('utf8')) as unknown;

    const gzip = await get('/api/home/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);

    const brotli = await get('/api/home/', { 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(json);
    expect(brotli.headers['cache-control']).toBe('no-store');
  });

  it('compresses errors too, and keeps them JSON', async () => {
    const missing = await get('/api/not-a-call/', { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    const text =
      missing.headers['content-encoding'] === 'gzip'
        ? gunzipSync(missing.body).toString('utf8')
        : missing.body.toString('utf8');
    expect((JSON.parse(text) as { error: string }).error).toMatch(/No such call/);
  });

  it('compresses the built scripts', async () => {
    const script = await get('/assets/index-3f9a1c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the precompressed copy a build wrote, and falls back to compressing when there is none', async () => {
    const brotli = await get('/assets/page-77ab01.js', { 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.body.equals(PRECOMPRESSED)).toBe(true);
    const gzip = await get('/assets/page-77ab01.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(SCRIPT);
    const plain = await get('/assets/page-77ab01.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets for a year', async () => {
    const script = await get('/assets/index-3f9a1c.js');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has browsers ask again for index.html, at the root and at deep links', async () => {
    for (const path of ['/', '/index.html', '/dashboard', '/Ohio%20State/schedule']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body.toString('utf8'), path).toBe(INDEX);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
  });
});
