// What a hosted server promises of its sessions and passwords, on real servers over loopback ports: a session that
// slides with use keeps its cookie as long (a coach who plays daily is never signed out), the Vite dev server's
// origins are trusted only by `npm run dev`'s server, passwords are hashed at OWASP's scrypt cost (an older hash is
// stored again at the next sign-in), and a flood of sign-ins waits its turn at hashing while the owner signs in.
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerDb } from '../../src/server/accounts/serverDb.js';
import { startServeProcess } from '../saves/serveProcess.js';
import { Browser } from './browser.js';
import { startServer, type Running } from './helpers.js';

const PASSWORD = 'third and short';
const DAY_MS = 24 * 3_600_000;
const SESSION_MAX_AGE = 30 * 24 * 3600;

let dir: string;
let server: Running;
let now = Date.UTC(2026, 2, 2, 18);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-sessions-'));
  server = await startServer({
    mode: { kind: 'hosted', usersDir: join(dir, 'users') },
    trustProxy: '127.0.0.1',
    limits: { changesPerMinute: 100_000 },
    accounts: { limits: { signUpsPerAddressPerHour: 100 } },
    clock: () => now,
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

let nextAddress = 1;
/** A browser at a client address of its own, as the trusted proxy forwards it. */
function browserAt(base = server.base): Browser {
  const address = `10.9.0.${nextAddress++}`;
  const browser = new Browser(base);
  const request = browser.request.bind(browser);
  browser.request = (method, path, body, options = {}) =>
    request(method, path, body, { ...options, headers: { 'X-Forwarded-For': address, ...options.headers } });
  return browser;
}

/** The session cookie lines of one answer. */
function sessionCookies(headers: Headers): string[] {
  return headers.getSetCookie().filter((line) => line.startsWith('dynasty_session='));
}

/** Reads (or writes) the server's database beside the running server. */
function inServerDb<T>(use: (db: ReturnType<typeof openServerDb>) => T): T {
  const db = openServerDb(join(dir, 'users', 'server.db'));
  try {
    return use(db);
  } finally {
    db.close();
  }
}

describe('a session', () => {
  it('keeps its cookie as long as the server keeps it: a coach who plays daily is never signed out', async () => {
    const coach = browserAt();
    const made = await coach.signUp('daily coach', PASSWORD);
    expect(made.status, made.text).toBe(200);
    const id = coach.sessionId;
    // When the browser drops the cookie: its Max-Age from the last time the server set it.
    let cookieEnds = now + SESSION_MAX_AGE * 1000;
    for (let day = 1; day <= 45; day++) {
      now += DAY_MS;
      expect(now, `day ${day}: the browser dropped the cookie`).toBeLessThan(cookieEnds);
      const answer = await coach.get<{ signed_in: boolean }>('/api/account/');
      expect(answer.body.signed_in, `day ${day}`).toBe(true);
      const renewed = sessionCookies(answer.headers);
      // The session slid (it does at most hourly): the cookie is set again, the same id, as long, with its flags.
      expect(renewed, `day ${day}`).toHaveLength(1);
      expect(renewed[0]).toBe(`dynasty_session=${id}; Path=/; Max-Age=${SESSION_MAX_AGE}; HttpOnly; SameSite=Lax`);
      cookieEnds = now + SESSION_MAX_AGE * 1000;
      // Within the hour nothing slides and nothing is set.
      expect(sessionCookies((await coach.get('/api/account/')).headers)).toEqual([]);
    }
    // Signing out after a slide: only the cookie's end is sent.
    now += 2 * 3_600_000;
    const out = await coach.post('/api/account/signout/');
    expect(out.status).toBe(200);
    expect(sessionCookies(out.headers)).toEqual(['dynasty_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    // A session unused for 30 days ends, its cookie with it.
    const idle = browserAt();
    expect((await idle.signUp('idle coach', PASSWORD)).status).toBe(200);
    now += 30 * DAY_MS;
    expect((await idle.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(false);
  });
});

describe('the development origins', () => {
  it('are trusted only by the server of npm run dev (--dev-origins), never by dynasty serve as such', async () => {
    const dev = 'http://localhost:5173';
    for (const [flags, trusted] of [
      [[], false],
      [['--dev-origins'], true],
    ] as const) {
      const served = await startServeProcess([
        '--users-dir',
        join(dir, `served-${trusted}`),
        '--host',
        '127.0.0.1',
        ...flags,
      ]);
      try {
        // A page of the dev server's origin, in the player's browser: its preflight, then a sign-up with the token.
        const preflight = await fetch(`${served.base}/api/account/signup/`, {
          method: 'OPTIONS',
          headers: {
            Origin: dev,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type,x-csrf-token',
          },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBe(trusted ? dev : null);
        expect(preflight.headers.get('access-control-allow-credentials')).toBe(trusted ? 'true' : null);
        const page = new Browser(served.base, dev);
        const answer = await page.signUp('dev coach', PASSWORD);
        expect(answer.status, answer.text).toBe(trusted ? 200 : 403);
        expect(page.sessionId === undefined).toBe(!trusted);
        // The server's own origin is trusted either way.
        expect((await new Browser(served.base).signUp('own coach', PASSWORD)).status).toBe(200);
      } finally {
        await served.stop();
      }
    }
  });
});

describe('passwords', () => {
  it("are hashed at OWASP's scrypt cost, and an older hash is stored again at the next right sign-in", async () => {
    const coach = browserAt();
    expect((await coach.signUp('hashed coach', PASSWORD)).status).toBe(200);
    const stored = inServerDb(
      (db) =>
        db.get<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE name = 'hashed coach'")
          ?.password_hash,
    );
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/);

    // An account from before, its hash made at the old cost (2^15).
    const salt = randomBytes(16);
    const old = scryptSync('an older password', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 2 ** 20 });
    const oldHash = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), old.toString('base64')].join('$');
    inServerDb((db) =>
      db.run("INSERT INTO accounts (name, name_key, password_hash, created_at) VALUES ('veteran', 'veteran', ?, 0)", [
        oldHash,
      ]),
    );
    const hashOf = () =>
      inServerDb((db) => db.get<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE name = 'veteran'"))
        ?.password_hash;
    expect((await browserAt().signIn('veteran', 'not the password')).status).toBe(401);
    expect(hashOf()).toBe(oldHash);
    expect((await browserAt().signIn('veteran', 'an older password')).status).toBe(200);
    expect(hashOf()).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await browserAt().signIn('veteran', 'an older password')).status).toBe(200);
    expect((await browserAt().signIn('veteran', 'not the password')).status).toBe(401);
  });

  it('are hashed a few at a time: a flood of sign-ins from many addresses waits, and the owner still signs in', async () => {
    const owner = browserAt();
    expect((await owner.signUp('busy owner', PASSWORD)).status).toBe(200);
    const flood = Array.from({ length: 6 }, () => browserAt());
    await Promise.all(flood.map((b) => b.get('/api/account/')));
    const attempts = flood.flatMap((b, i) =>
      [0, 1].map((j) => b.signIn(i % 2 ? 'busy owner' : `nobody ${i}`, `flood-${i}-${j}-pw`)),
    );
    const signedIn = await owner.signIn('busy owner', PASSWORD);
    const answers = await Promise.all(attempts);
    expect(signedIn.status, signedIn.text).toBe(200);
    for (const answer of answers) expect([401, 429], answer.text).toContain(answer.status);
  });
});
