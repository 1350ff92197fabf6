// The live event streams of a hosted server are shared fairly: one account holds a few, from however many addresses
// it opens them, and every coach of a league keeps a share of his own for his league, so no one (an account, or many
// together) can take every stream and leave a coach unable to follow his league. A real league on a loopback port,
// its coaches' streams from many client addresses through the trusted proxy's header.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import { LEAGUE_HEADER } from '../../src/shared/programHeader.js';
import { type Browser, signedUpBrowser } from './browser.js';
import { type EventStream, openStream } from './eventStream.js';
import { startServer, type Running } from './helpers.js';

const PASSWORD = 'two minute drill';
const LIMITS = { perClient: 8, perAccount: 4, memberShare: 1, total: 6 };

let dir: string;
let server: Running;
let league: string;
let rival: Browser;
let second: Browser;
let coach: Browser;
const open: EventStream[] = [];
/** Streams read by hand, kept open until the end. */
const kept: Response[] = [];
/** The server's clock (sessions): moved on to see a stream renew a coach's cookie. */
let now = Date.UTC(2026, 3, 4, 19);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-stream-share-'));
  server = await startServer({
    mode: { kind: 'hosted', usersDir: join(dir, 'users') },
    trustProxy: '127.0.0.1',
    limits: { changesPerMinute: 100_000 },
    live: { streams: LIMITS },
    clock: () => now,
  });
  rival = await signedUpBrowser(server.base, 'Rival', PASSWORD);
  second = await signedUpBrowser(server.base, 'Second', PASSWORD);
  coach = await signedUpBrowser(server.base, 'Coach', PASSWORD);
  const made = await rival.post<LeagueResponse>('/api/leagues/create/', {
    name: 'Stream League',
    year: 2024,
    team: 'Iowa State',
    playoff_teams: 4,
  });
  expect(made.status, made.text).toBe(200);
  league = made.body.id;
  for (const [browser, team] of [
    [second, 'Iowa'],
    [coach, 'Kansas'],
  ] as const) {
    const invite = await rival.post<InviteResponse>(`/api/leagues/${league}/invite/`, { hours: 48 });
    const joined = await browser.post('/api/leagues/join/', { token: invite.body.token, team });
    expect(joined.status, joined.text).toBe(200);
  }
  const started = await rival.post(`/api/leagues/${league}/start/`);
  expect(started.status, started.text).toBe(200);
}, 300_000);

afterAll(async () => {
  for (const stream of open) stream.close();
  for (const response of kept) await response.body?.cancel();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a coach's stream of the league from a client address: the stream, or the refusal's status and message. */
async function streamOf(
  browser: Browser,
  address: string,
): Promise<{ status: number; error?: string; stream?: EventStream }> {
  const headers = {
    Cookie: `dynasty_session=${browser.sessionId}`,
    [LEAGUE_HEADER]: league,
    'X-Forwarded-For': address,
  };
  try {
    const stream = await openStream(server.base, headers);
    open.push(stream);
    return { status: 200, stream };
  } catch (error) {
    const { status, answer } = error as { status: number; answer: string };
    return { status, error: (JSON.parse(answer) as { error: string }).error };
  }
}

describe("a league's event streams", () => {
  it("renew their coach's session cookie when they move his session on", async () => {
    now += 2 * 3_600_000;
    const response = await fetch(`${server.base}/api/events/`, {
      headers: {
        Cookie: `dynasty_session=${second.sessionId}`,
        [LEAGUE_HEADER]: league,
        'X-Forwarded-For': '10.7.4.1',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([
      `dynasty_session=${second.sessionId}; Path=/; Max-Age=${30 * 24 * 3600}; HttpOnly; SameSite=Lax`,
    ]);
    // Left open: his share of the league (the tests below count it).
    kept.push(response);
  });

  it('are a few per account, from however many addresses it opens them', async () => {
    const tries = [];
    for (let a = 1; a <= 5; a++) for (let i = 0; i < 3; i++) tries.push(await streamOf(rival, `10.7.0.${a}`));
    expect(tries.filter((t) => t.status === 200)).toHaveLength(LIMITS.perAccount);
    for (const refused of tries.filter((t) => t.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.error).toBe('At most 4 event streams at once for one account: close another page first.');
    }
    expect(server.internalErrors).toEqual([]);
  });

  it("keep every coach's share of his league, though others hold every other stream", async () => {
    // The rival holds his four; another account opens as many as it may: the server's streams are all taken.
    for (let a = 1; a <= 3; a++) expect((await streamOf(second, `10.7.2.${a}`)).status).toBe(200);
    expect((await streamOf(second, '10.7.2.9')).status).toBe(429);
    // The coach, who has opened none, still follows his league: his share is his.
    const own = await streamOf(coach, '10.7.3.1');
    expect(own.status, own.error).toBe(200);
    expect((await own.stream?.next('ready'))?.team).toBe('Kansas');
    const beyond = await streamOf(coach, '10.7.3.2');
    expect(beyond.status).toBe(429);
    expect(beyond.error).toBe('The server has too many event streams open: try later.');
    // A stream of the others that ends gives its place back (the rival's last: his first is his share).
    const ofRival = [...open].reverse().find((s) => s.events[0]?.team === 'Iowa State');
    ofRival?.close();
    for (;;) {
      const again = await streamOf(coach, '10.7.3.3');
      if (again.status === 200) break;
      // The closed stream is noticed when its connection closes: asked again until it is.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(server.internalErrors).toEqual([]);
  });
});
