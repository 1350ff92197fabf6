// Each coach of an online league sees his own program's pages, and nothing of another coach's business. On the real
// server over a loopback port, three coaches play a league's 2024 season (their staffs recruiting for them) and stop
// before it, at week 6 and at roster progression. Then:
// - the caches: at each stop, every page a coach may read (every reading call of the contract, leagueReads.ts) is
//   read by the three in turn, page after page, on the server that plays the league; each answer is the one a fresh
//   server process over a copy of the league gives that coach when it has built pages for him alone.
// - the privacy: two servers over copies of the league at roster progression, the second's where the two other
//   coaches have business of their own the first's do not (offers and visits made, effort, scouting, boards, orders,
//   plans, staffs, walk-ons, portal offers, promises and NIL, training, who acted last): any read of the third coach
//   (generated over the contract) answers the same on both, but for what the portal market tells of other offers
//   (their number, the player's words, the coach's share of his decision), and never names another coach's program
//   more often there.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import { LEAGUE_HEADER } from '../../src/shared/programHeader.js';
import type { Db } from '../../src/store/database.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';
import { Browser, signedUpBrowser } from './browser.js';
import { startServer, type Running } from './helpers.js';
import { everyRead, generatedRead, type Pools } from './leagueReads.js';
import { othersBusiness, privateFields, viewerPools } from './leagueBusiness.js';

const PASSWORD = 'fourth and long';
const SEED = 78;
const COACHES = [
  { name: 'Commish', team: 'Iowa State' },
  { name: 'Jayhawk', team: 'Kansas' },
  { name: 'Wildcat', team: 'Kansas State' },
] as const;
/** The coach whose pages the privacy test reads; the two others have business of their own. */
const VIEWER = 2;

let dir: string;
const now = Date.UTC(2026, 10, 27, 20, 0);
let league: string;

/** Where the league stops to be read: before the season (scheduling), a week of it, and roster progression. */
const STOPS = [
  { name: 'preseason', where: /^2024: Non-Conference scheduling$/ },
  { name: 'season', where: /^2024: Week 6 of/ },
  { name: 'progression', where: /^2024: Roster Progression$/ },
] as const;

interface Stop {
  name: string;
  /** A copy of the server's folder (accounts, the league's save) as the league stood there. */
  folder: string;
  pools: Pools;
  /** What each coach read on the server that played the league, the three in turn: by coach, by URL. */
  interleaved: Map<string, string>[];
}
const stops: Stop[] = [];

function hosted(usersDir: string): Promise<Running> {
  return startServer({
    mode: { kind: 'hosted', usersDir },
    limits: { changesPerMinute: 100_000 },
    clock: () => now,
    deadlineCheckMs: 0,
  });
}

const inLeague = () => ({ headers: { [LEAGUE_HEADER]: league } });

/** A coach signed in on a server (each server process has its own sessions). */
async function signedIn(server: Running, coach: number): Promise<Browser> {
  const browser = new Browser(server.base);
  const answer = await browser.signIn(COACHES[coach].name, PASSWORD);
  if (answer.status !== 200) throw new Error(`sign-in of ${COACHES[coach].name}: ${answer.status} ${answer.text}`);
  return browser;
}

/** A page as read: its status and body. */
async function read(browser: Browser, url: string): Promise<string> {
  const answer = await browser.get(url, inLeague());
  return `${answer.status} ${answer.text}`;
}

/** Reads the league's save beside a server (or after it closed). */
function inSave<T>(usersDir: string, use: (db: Db) => T): T {
  const db = betterSqliteEngine.file!(join(usersDir, 'leagues', league, 'league.db'), { mustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** The three coaches sign up, the commissioner starts the league, and their staffs recruit for them. */
async function startLeague(server: Running): Promise<void> {
  const browsers: Browser[] = [];
  for (const coach of COACHES) browsers.push(await signedUpBrowser(server.base, coach.name, PASSWORD));
  const [commissioner] = browsers;
  const made = await commissioner.post<LeagueResponse>('/api/leagues/create/', {
    name: 'Sunflower Friends',
    year: 2024,
    team: COACHES[0].team,
    playoff_teams: 4,
  });
  expect(made.status, made.text).toBe(200);
  league = made.body.id;
  const invite = (
    await commissioner.post<InviteResponse>(`/api/leagues/${league}/invite/`, {
      hours: 48,
      seats: COACHES.length - 1,
    })
  ).body;
  for (const [i, browser] of browsers.entries()) {
    if (i === 0) continue;
    const joined = await browser.post('/api/leagues/join/', { token: invite.token, team: COACHES[i].team });
    expect(joined.status, joined.text).toBe(200);
  }
  expect((await commissioner.post(`/api/leagues/${league}/start/`)).status).toBe(200);
  for (const browser of browsers)
    expect((await browser.post('/api/recruiting/auto/', { on: true }, inLeague())).status).toBe(200);
}

/** The commissioner moves the league on, turn by turn, to where it is `where`. */
async function playTo(commissioner: Browser, where: RegExp): Promise<void> {
  for (let turn = 0; turn < 40; turn++) {
    const standing = await commissioner.get<LeagueResponse>(`/api/leagues/${league}/`);
    if (where.test(standing.body.game?.where ?? '')) return;
    const answer = await commissioner.post<LeagueResponse>(`/api/leagues/${league}/advance/`, {});
    expect(answer.status, answer.text).toBe(200);
  }
  throw new Error(`the league never reached ${where}`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-league-pages-'));
  const usersDir = join(dir, 'users');
  let played = await hosted(usersDir);
  try {
    await startLeague(played);
    for (const stop of STOPS) {
      const browsers = await Promise.all(COACHES.map((_, i) => signedIn(played, i)));
      await playTo(browsers[0], stop.where);
      const pools = inSave(usersDir, (db) =>
        viewerPools(
          db,
          league,
          COACHES.map((c) => c.team),
        ),
      );
      // Every page, the three coaches in turn, on the server that plays the league (its pages' caches warm).
      const interleaved = COACHES.map(() => new Map<string, string>());
      for (const url of everyRead(pools))
        for (const [i, browser] of browsers.entries()) interleaved[i].set(url, await read(browser, url));
      expect(played.internalErrors).toEqual([]);
      await played.close();
      const folder = join(dir, stop.name);
      cpSync(usersDir, folder, { recursive: true });
      stops.push({ name: stop.name, folder, pools, interleaved });
      played = await hosted(usersDir);
    }
  } finally {
    await played.close();
  }
}, 1_800_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a league coach's pages", () => {
  it('are each the page a server that built pages for him alone answers, at every stop', async () => {
    expect(stops.map((s) => s.name)).toEqual(STOPS.map((s) => s.name));
    for (const stop of stops) {
      const urls = [...stop.interleaved[0].keys()];
      expect(urls.length).toBeGreaterThan(100);
      for (const [i, coach] of COACHES.entries()) {
        const fresh = await hosted(stop.folder);
        try {
          const browser = await signedIn(fresh, i);
          for (const url of urls)
            expect(await read(browser, url), `${stop.name}, ${coach.team}: ${url}`).toBe(stop.interleaved[i].get(url));
          expect(fresh.internalErrors).toEqual([]);
        } finally {
          await fresh.close();
        }
      }
    }
  }, 1_800_000);
});

describe("another coach's business", () => {
  it('changes nothing a coach reads, on any page of the contract (generated)', async () => {
    // The league at roster progression twice: on the second, the two other coaches have business of their own.
    const { folder: plain, pools } = stops.at(-1)!;
    const busy = join(dir, 'busy');
    cpSync(plain, busy, { recursive: true });
    const others = COACHES.filter((_, i) => i !== VIEWER).map((c) => c.team);
    inSave(busy, (db) => privateFields(db, others, pools));
    const first = await hosted(plain);
    const second = await hosted(busy);
    try {
      for (const [i, coach] of COACHES.entries())
        if (i !== VIEWER) await othersBusiness(await signedIn(second, i), inLeague(), coach.team, pools);
      const viewer = [await signedIn(first, VIEWER), await signedIn(second, VIEWER)];
      const compare = async (url: string): Promise<void> => {
        const [a, b] = await Promise.all(viewer.map((browser) => browser.get(url, inLeague())));
        expect(b.status, url).toBe(a.status);
        expect(seen(url, b.text), url).toEqual(seen(url, a.text));
        for (const team of others) expect(mentions(b.text, team), `${url}: ${team} named`).toBe(mentions(a.text, team));
      };
      await fc.assert(fc.asyncProperty(generatedRead(pools), compare), {
        seed: SEED,
        numRuns: 150,
        examples: everyRead(pools).map((url) => [url]),
      });
      expect(first.internalErrors).toEqual([]);
      expect(second.internalErrors).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  }, 1_800_000);
});

/** How often a team is named in a page. */
function mentions(text: string, team: string): number {
  return text.split(JSON.stringify(team).slice(1, -1)).length - 1;
}

/**
 * A page as the property compares it: all of it, but on the portal market what other programs' offers move (how
 * many there are, the player's words, the coach's share of his decision: mentions() still counts who is named).
 */
function seen(url: string, text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!url.startsWith('/api/portal/market/') || typeof body !== 'object' || body === null) return body;
  const market = body as { suitors?: { share: unknown }[] };
  return {
    ...market,
    other_offers: 'moves with other offers',
    words: 'moves with other offers',
    suitors: market.suitors?.map((s) => ({ ...s, share: 'moves with other offers' })),
  };
}
