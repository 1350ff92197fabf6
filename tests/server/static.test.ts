// The non-API side of the server: the built web UI with client-route fallback, logos, CORS for the dev server,
// and `dynasty serve` as a player starts it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ORIGINS } from '../../src/server/app.js';
import { startServer, type Running } from './helpers.js';

/** The real executable, as a player runs it. */
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'dynasty');
const INDEX = '<!doctype html><title>College Football</title><div id="root"></div>';

let dir: string;
let server: Running;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-static-'));
  const web = join(dir, 'web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dir, 'secret.txt'), 'do not serve');
  server = await startServer({ mode: { kind: 'local', savePath: join(dir, 'dynasty.db') }, webRoot: web });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web UI', () => {
  it('serves the app, and index.html for client routes (deep links, reloads)', async () => {
    for (const path of [
      '/',
      '/dashboard',
      '/noncon',
      '/Ohio%20State/schedule?year=2024',
      '/players/12',
      '/game/3',
      '/stats/team',
      '/standings/SEC',
    ]) {
      const response = await fetch(server.base + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(INDEX);
    }
    const asset = await fetch(`${server.base}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('never serves files outside the build', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const response = await fetch(server.base + path);
      expect(await response.text()).not.toContain('do not serve');
    }
  });

  it('answers unknown API calls with JSON, not the app', async () => {
    const response = await fetch(`${server.base}/api/not-a-call/`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/No such call/);
  });
});

describe('logos', () => {
  it('draws team and conference logos as SVG', async () => {
    for (const path of [
      '/logos/teams/Ohio%20State.svg',
      '/logos/teams/Texas%20A%26M.svg',
      '/logos/conferences/SEC.svg',
      '/logos/conferences/Big%20Ten.svg',
    ]) {
      const response = await fetch(server.base + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('answers unknown names and traversal with 404', async () => {
    for (const path of [
      '/logos/teams/Nowhere.svg',
      '/logos/teams/Ohio%20State.png',
      '/logos/teams/..%2F..%2Fsecret.txt',
      '/logos/conferences/..%2Fteams%2FOhio%20State.svg',
      '/logos/teams/',
    ]) {
      const response = await fetch(server.base + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('do not serve');
    }
  });
});

describe('CORS for the Vite dev server', () => {
  const preflight = (base: string, origin: string) =>
    fetch(`${base}/api/home/`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-user-id',
      },
    });

  it('lets the dev server send X-User-ID where it is trusted (npm run dev), and nobody else', async () => {
    const dev = await startServer({
      mode: { kind: 'local', savePath: join(dir, 'dev.db') },
      webRoot: null,
      corsOrigins: DEV_ORIGINS,
    });
    try {
      const allowed = await preflight(dev.base, 'http://localhost:5173');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-user-id');
      const other = await preflight(dev.base, 'https://evil.example');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await dev.close();
    }
  });

  it('trusts no other origin by default', async () => {
    const answer = await preflight(server.base, 'http://localhost:5173');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('dynasty serve', () => {
  it('starts, prints its URL and answers', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--save', join(dir, 'served.db')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`no URL printed: ${out}`)), 30_000);
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /running at (http:\/\/\S+)/.exec(out);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const home = await fetch(`${url}api/home/`);
      expect(home.status).toBe(200);
      expect(((await home.json()) as { info: unknown }).info).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('refuses --save together with --users-dir', async () => {
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--save', join(dir, 'x.db'), '--users-dir', join(dir, 'users')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(err).toMatch(/either --save .* or --users-dir/);
  });

  it('refuses an --allowed-host that is no host name', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--allowed-host', 'evil.example/x'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/--allowed-host takes a host name/);
  });
});
