// A hosted server's accounts on the real server over a loopback port: sign-up and sign-in, the session cookie's
// flags, a new session id at every sign-in, CSRF refusals, failed sign-ins slowing the one who fails (never the owner
// elsewhere) and held per address, sign-out everywhere, a changed password, and no password, hash or session id in any
// answer, log or the database's text.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../src/shared/contract/accountRoutes.js';
import { Browser } from './browser.js';
import { startServer, type Running } from './helpers.js';

const PASSWORD = 'correct horse battery';
const SEED = 78;

let dir: string;
let server: Running;
let usersDir: string;
/** The server's clock (sessions, sign-in waits): the tests move it instead of waiting. */
let now = Date.UTC(2026, 0, 5, 12);
/** What the process printed while the tests ran (stdout, stderr): no secret may be in it. */
const printed: string[] = [];
const internalErrors: unknown[] = [];
const writes = { out: process.stdout.write, err: process.stderr.write };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-accounts-'));
  usersDir = join(dir, 'users');
  const tap = (stream: NodeJS.WriteStream, original: typeof process.stdout.write) =>
    ((chunk: unknown, ...rest: unknown[]) => {
      printed.push(String(chunk));
      return (original as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof process.stdout.write;
  process.stdout.write = tap(process.stdout, writes.out);
  process.stderr.write = tap(process.stderr, writes.err);
  server = await startServer({
    mode: { kind: 'hosted', usersDir },
    trustProxy: '127.0.0.1',
    // The generated requests below are many changes from one address: the change limit is not what they test.
    limits: { changesPerMinute: 100_000 },
    accounts: { limits: { failuresPerAddress: 6, signUpsPerAddressPerHour: 50 } },
    clock: () => now,
    // Logged the way a real server's bugs are, so a secret in an error would be printed and found.
    onInternalError: (error) => {
      internalErrors.push(error);
      console.error('internal error:', error);
    },
  });
});

afterAll(async () => {
  await server.close();
  process.stdout.write = writes.out;
  process.stderr.write = writes.err;
  rmSync(dir, { recursive: true, force: true });
});

/** A client address of its own for each test (the limits per address count apart), as a trusted proxy forwards it. */
let nextAddress = 1;
function browserAt(): Browser {
  const address = `10.0.0.${nextAddress++}`;
  const browser = new Browser(server.base);
  const request = browser.request.bind(browser);
  browser.request = (method, path, body, options = {}) =>
    request(method, path, body, { ...options, headers: { 'X-Forwarded-For': address, ...options.headers } });
  return browser;
}

let accountCount = 0;
async function newAccount(): Promise<{ browser: Browser; name: string }> {
  const browser = browserAt();
  const name = `coach${++accountCount}`;
  const answer = await browser.signUp(name, PASSWORD);
  expect(answer.status, answer.text).toBe(200);
  return { browser, name };
}

describe('accounts', () => {
  afterEach(() => {
    expect(internalErrors).toEqual([]);
  });

  it('signs up into an HTTP-only, SameSite session cookie, Secure only over https', async () => {
    const { browser, name } = await newAccount();
    const cookie = browser.setCookies.find((c) => c.startsWith('dynasty_session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect((await browser.get('/api/account/')).body).toMatchObject({ signed_in: true, name });

    // Behind the trusted proxy over https, the same sign-in's cookie is Secure.
    const overHttps = browserAt();
    await overHttps.get('/api/account/', { headers: { 'X-Forwarded-Proto': 'https' } });
    const signedIn = await overHttps.post(
      '/api/account/signin/',
      { name, password: PASSWORD },
      {
        headers: { 'X-Forwarded-Proto': 'https', Origin: server.base.replace('http:', 'https:') },
      },
    );
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(overHttps.setCookies.filter((c) => c.startsWith('dynasty_')).every((c) => /; Secure/.test(c))).toBe(true);
  });

  it('takes https as its own origin with --secure-cookies, behind a proxy that does not say so', async () => {
    const secure = await startServer({
      mode: { kind: 'hosted', usersDir: join(dir, 'secure') },
      accounts: { alwaysSecure: true },
    });
    try {
      const https = new Browser(secure.base, secure.base.replace('http:', 'https:'));
      const answer = await https.signUp('secure coach', PASSWORD);
      expect(answer.status, answer.text).toBe(200);
      expect(https.setCookies.filter((c) => c.startsWith('dynasty_')).every((c) => /; Secure/.test(c))).toBe(true);
      // The plain-http origin is not the server's own there.
      expect((await new Browser(secure.base).signUp('plain coach', PASSWORD)).status).toBe(403);
    } finally {
      await secure.close();
    }
  });

  it('gives a new session id at every sign-in, and a planted one is never used', async () => {
    const { name } = await newAccount();
    const browser = browserAt();
    // A session id set by someone else before sign-in (session fixation): the server never adopts it.
    const planted = 'A'.repeat(43);
    browser.cookies.set('dynasty_session', planted);
    expect((await browser.signIn(name, PASSWORD)).status).toBe(200);
    const first = browser.sessionId;
    expect(first).toBeDefined();
    expect(first).not.toBe(planted);
    expect((await browser.signIn(name, PASSWORD)).status).toBe(200);
    const second = browser.sessionId;
    expect(second).not.toBe(first);
    // The first session ended with the second sign-in.
    const stale = browserAt();
    stale.cookies.set('dynasty_session', first ?? '');
    expect((await stale.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(false);
  });

  it('refuses a change without the CSRF token or from another origin, changing nothing', async () => {
    const { browser } = await newAccount();
    const refusals = [
      await browser.post('/api/account/signout/', {}, { without: ['X-CSRF-Token'] }),
      await browser.post('/api/account/signout/', {}, { headers: { 'X-CSRF-Token': 'x'.repeat(43) } }),
      await browser.post('/api/account/signout/', {}, { headers: { Origin: 'https://evil.example' } }),
      await browser.post('/api/account/signout/', {}, { without: ['Origin'] }),
      await browser.post('/api/account/signout_everywhere/', {}, { without: ['X-CSRF-Token'] }),
      await browser.post(
        '/api/account/password/',
        { current: PASSWORD, password: 'another one!' },
        {
          without: ['X-CSRF-Token'],
        },
      ),
    ];
    for (const answer of refusals) {
      expect(answer.status, answer.text).toBe(403);
      expect(answer.headers.get('content-type')).toMatch(/json/);
    }
    expect((await browser.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(true);
    // Signing in needs the token too (a forged sign-in into the attacker's account).
    const stranger = browserAt();
    const forged = await stranger.post('/api/account/signin/', { name: 'coach1', password: PASSWORD });
    expect(forged.status).toBe(403);
    expect(stranger.sessionId).toBeUndefined();
  });

  it('never keeps the owner out, whoever fails at his password from wherever', async () => {
    const { name } = await newAccount();
    // A rival tries wrong passwords from many addresses, each past its free tries, and then the right one.
    for (let a = 0; a < 6; a++) {
      const rival = browserAt();
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await rival.signIn(name, `wrong-${a}-${i}-password`)).status);
      expect(answers).toEqual([401, 401, 401, 429, 429, 429]);
      // Held before any check: the right password from this address waits too.
      expect((await rival.signIn(name, PASSWORD)).status).toBe(429);
    }
    // Tries sent all at once from a fresh address cannot slip past the wait: the free ones only are checked.
    const burst = browserAt();
    await burst.get('/api/account/');
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => (await burst.signIn(name, `burst-${i}-password`)).status),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // The owner, from his own address, signs in at once.
    const owner = browserAt();
    const signedIn = await owner.signIn(name, PASSWORD);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect((await owner.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(true);
  });

  it('slows the one who fails, each wait twice the last, and forgets once the password is right', async () => {
    const { name } = await newAccount();
    const guesser = browserAt();
    for (let i = 0; i < 3; i++) expect((await guesser.signIn(name, `wrong-${i}-password`)).status).toBe(401);
    const held = await guesser.signIn(name, PASSWORD);
    expect(held.status).toBe(429);
    expect((held.body as { error: string }).error).toBe(
      'Too many failed sign-ins to this account from your address: try again in 5 seconds.',
    );
    now += 5_000;
    expect((await guesser.signIn(name, 'wrong-3-password')).status).toBe(401);
    const longer = await guesser.signIn(name, PASSWORD);
    expect((longer.body as { error: string }).error).toMatch(/try again in 10 seconds/);
    now += 10_000;
    expect((await guesser.signIn(name, 'wrong-4-password')).status).toBe(401);
    expect(((await guesser.signIn(name, PASSWORD)).body as { error: string }).error).toMatch(/in 20 seconds/);
    // The owner's right password, once the wait is over, forgets the failures: his next typos are free again (once the
    // address's own window has passed too).
    now += 15 * 60_000;
    expect((await guesser.signIn(name, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await guesser.signIn(name, `typo-${i}-password`)).status).toBe(401);
    expect((await guesser.signIn(name, PASSWORD)).status).toBe(429);
  });

  it('holds an address that tries many names, whatever names it tries', async () => {
    const sprayer = browserAt();
    for (let i = 0; i < 6; i++) expect((await sprayer.signIn(`nobody${i}`, 'whatever-password')).status).toBe(401);
    const spray = await sprayer.signIn('nobody-else', 'whatever-password');
    expect(spray.status).toBe(429);
    expect((spray.body as { error: string }).error).toMatch(/from your address: at most 6 in 15 minutes/);
  });

  it('signs out here, or everywhere', async () => {
    const { browser, name } = await newAccount();
    const phone = browserAt();
    expect((await phone.signIn(name, PASSWORD)).status).toBe(200);
    const laptop = browserAt();
    expect((await laptop.signIn(name, PASSWORD)).status).toBe(200);

    expect((await laptop.post('/api/account/signout/')).status).toBe(200);
    expect((await laptop.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(false);
    expect((await phone.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(true);

    expect((await browser.post('/api/account/signout_everywhere/')).status).toBe(200);
    for (const b of [browser, phone]) {
      const again = browserAt();
      again.cookies.set('dynasty_session', b.sessionId ?? 'gone');
      expect((await again.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(false);
      expect((await b.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(false);
    }
  });

  it('changes a password: the old one no longer signs in, other sessions end, this one is new', async () => {
    const { browser, name } = await newAccount();
    const other = browserAt();
    expect((await other.signIn(name, PASSWORD)).status).toBe(200);
    const before = browser.sessionId;
    const wrong = await browser.post('/api/account/password/', {
      current: 'not the password',
      password: 'new secret 1',
    });
    expect(wrong.status).toBe(401);
    const changed = await browser.post('/api/account/password/', { current: PASSWORD, password: 'new secret 1' });
    expect(changed.status, changed.text).toBe(200);
    expect(browser.sessionId).toBeDefined();
    expect(browser.sessionId).not.toBe(before);
    expect((await browser.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(true);
    expect((await other.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(false);
    expect((await browserAt().signIn(name, PASSWORD)).status).toBe(401);
    expect((await browserAt().signIn(name, 'new secret 1')).status).toBe(200);
  });

  it('refuses a taken name in any case, and bad names and passwords with no secret in the answer', async () => {
    const { name } = await newAccount();
    expect((await browserAt().signUp(name.toUpperCase(), PASSWORD)).status).toBe(409);
    const short = await browserAt().signUp('newcoach', 'short');
    expect(short.status).toBe(400);
    expect(short.text).not.toContain('short"');
    const long = await browserAt().signUp('newcoach', `p${'x'.repeat(300)}`);
    expect(long.status).toBe(400);
    expect(long.text).not.toContain('xxxxxxxx');
    expect((await browserAt().signUp('a', PASSWORD)).status).toBe(400);
  });

  it('keeps passwords only as scrypt hashes and sessions only as digests; no secret is printed or answered', async () => {
    const secret = 'a very particular passphrase';
    const browser = browserAt();
    expect((await browser.signUp('secretkeeper', secret)).status).toBe(200);
    expect((await browserAt().signIn('secretkeeper', `${secret}!`)).status).toBe(401);
    const sessionId = browser.sessionId ?? '';
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Every file of the server's folder (the database and its WAL), as bytes.
    const files = readdirSync(usersDir).filter((f) => f.startsWith('server.db'));
    const stored = files.map((f) => readFileSync(join(usersDir, f)).toString('latin1')).join('');
    expect(stored).toContain('scrypt$');
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(sessionId);
    const everything = [...printed, ...browser.answers].join('\n');
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(sessionId);
    expect(everything).not.toContain('scrypt$');
  });

  it('refuses every generated change of the contract that lacks its own origin or token, and survives any cookie', async () => {
    const { browser } = await newAccount();
    const other = await newAccount();
    const changes = ACCOUNT_ROUTES.filter((entry) => entry.method === 'POST').map((entry) => `${entry.path}/`);
    const token = fc.oneof(
      fc.constant(undefined),
      fc.constant(''),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      // Another account's token, and this browser's own before it signed in.
      fc.constant(other.browser.csrfToken ?? ''),
      fc.constant(browser.cookies.get('dynasty_csrf') ?? ''),
    );
    const origin = fc.oneof(
      fc.constant(undefined),
      fc.constant('null'),
      fc.webUrl().map((url) => new URL(url).origin),
      fc.constant(server.base.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`)),
      fc.constant(server.base),
    );
    const body = fc.record({ name: fc.string(), password: fc.string(), current: fc.string() }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...changes), token, origin, body, async (path, csrf, from, sent) => {
        // A request with the right token from the server's own page would be a real change: not among these.
        fc.pre(!(from === server.base && csrf === browser.csrfToken));
        const headers: Record<string, string> = {};
        if (csrf !== undefined) headers['X-CSRF-Token'] = csrf;
        if (from !== undefined) headers.Origin = from;
        const without = ['X-CSRF-Token', 'Origin'];
        const answer = await browser.post(path, sent, { headers, without });
        expect([400, 403], `${path} ${answer.text}`).toContain(answer.status);
        expect(answer.headers.get('content-type')).toMatch(/json/);
        expect(browser.sessionId).toBeDefined();
      }),
      { seed: SEED, numRuns: 60 },
    );
    expect((await browser.get<{ signed_in: boolean }>('/api/account/')).body.signed_in).toBe(true);

    // Whatever a session cookie holds, the account call answers who is signed in (nobody), never an error.
    const stranger = browserAt();
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,90}$/), async (value) => {
        const answer = await stranger.get<{ signed_in: boolean }>('/api/account/', {
          headers: { Cookie: `dynasty_session=${value}` },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.signed_in).toBe(false);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
