// Recruiting over HTTP (issue 13): the board, the search, a prospect's page, class rankings and news; every
// action through the change worker; every bad input a JSON 4xx with nothing changed; signing day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecruitingSummaryResponse } from '../../src/shared/api-types.js';
import type {
  BoardChangeResponse,
  CancelOrderResponse,
  ClassRankingsResponse,
  ProspectPageResponse,
  ProspectSearchResponse,
  RecruitingActionResponse,
  RecruitingBoardResponse,
  RecruitingNewsResponse,
  StaffRecruitingResponse,
} from '../../src/shared/recruitingApi.js';
import { call, type Client, expectRefused, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let usersDir: string;
let server: HostedServer;
let client: Client;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-recruiting-', newGame('Texas', 2024));
  ({ client, usersDir } = server);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Sends the request and expects a JSON error of the status, with nothing changed on disk. */
async function refused(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  status: number,
  message: RegExp,
): Promise<void> {
  await expectRefused(usersDir, () => call(client, method, path, body), status, message);
}

describe('recruiting over HTTP', () => {
  it('opens the class in the preseason for its spring and summer', async () => {
    const board = await client.ok<RecruitingBoardResponse>('/api/recruiting/board/');
    expect(board.cycle.status).toBe('open');
    expect(board.cycle.week).toBe(0);
    expect(board.cycle.message).toMatch(/^Spring and summer/);
    expect(board.targets).toEqual([]);
  });

  it('searches the class once the season starts: filters, paging, bad filters refused', async () => {
    await client.ok('/api/dashboard/');
    const all = await client.ok<ProspectSearchResponse>('/api/recruiting/prospects/?per_page=10');
    expect(all.cycle.status).toBe('open');
    expect(all.total).toBe(3000);
    expect(all.pages).toBe(300);
    expect(all.prospects.map((p) => p.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const qbs = await client.ok<ProspectSearchResponse>('/api/recruiting/prospects/?position=qb&stars=4&committed=no');
    expect(qbs.total).toBeGreaterThan(0);
    expect(qbs.prospects.every((p) => p.pos === 'QB' && p.stars === 4 && p.committed_to === null)).toBe(true);
    const texans = await client.ok<ProspectSearchResponse>('/api/recruiting/prospects/?state=TX&page=2&per_page=20');
    expect(texans.prospects.every((p) => p.state === 'TX')).toBe(true);
    expect(texans.filters.page).toBe(2);
    await refused('GET', '/api/recruiting/prospects/?position=QQ', undefined, 400, /Unknown position/);
    await refused('GET', '/api/recruiting/prospects/?stars=9', undefined, 400, /Stars/);
    await refused('GET', '/api/recruiting/prospects/?committed=maybe', undefined, 400, /yes or no/);
    await refused('GET', '/api/recruiting/prospects/?state=Texas', undefined, 400, /two-letter/);
    await refused('GET', '/api/recruiting/prospects/abc/', undefined, 400, /params\.id: prospect id/);
    await refused('GET', '/api/recruiting/prospects/99999999/', undefined, 404, /No prospect with id 99999999/);
  });

  it('queues orders for the coming week, shows them on the board and the prospect page, and cancels one', async () => {
    const [target] = (
      await client.ok<ProspectSearchResponse>('/api/recruiting/prospects/?position=QB&stars=3&per_page=1')
    ).prospects;
    const added = await client.post<BoardChangeResponse>('/api/recruiting/board/add/', { prospect: target.id });
    expect(added.status).toBe(200);
    expect(added.body.on_board).toBe(true);
    const scouted = await client.post<RecruitingActionResponse>('/api/recruiting/scout/', {
      prospect: `${target.first} ${target.last}`.toUpperCase(),
    });
    expect(scouted.status, scouted.text).toBe(200);
    expect(scouted.body.order).toMatchObject({ kind: 'scout', prospect_id: target.id, hours: 3 });
    const contact = await client.post<RecruitingActionResponse>('/api/recruiting/contact/', { prospect: target.id });
    const offer = await client.post<RecruitingActionResponse>('/api/recruiting/offer/', { prospect: target.id });
    const pitch = await client.post<RecruitingActionResponse>('/api/recruiting/pitch/', {
      prospect: target.id,
      strength: 'prestige',
    });
    expect([contact.status, offer.status, pitch.status]).toEqual([200, 200, 200]);
    expect(pitch.body.order.pitch).toBe('prestige');
    // The answer is what the use case did, in the CLI's words: the order it queued and the hours then left.
    expect(pitch.body.message).toMatch(
      new RegExp(
        `^Pitching ${target.first} ${target.last} \\(.+\\) in (week \\d+|the spring and summer): 2 hours, ${pitch.body.hours.left} left\\.$`,
      ),
    );
    expect(pitch.body.hours.queued).toBe(3 + 1 + 1 + 2);
    const board = await client.ok<RecruitingBoardResponse>('/api/recruiting/board/');
    expect(board.queued.at(-1)).toEqual(pitch.body.order);
    expect(board.targets.map((p) => p.id)).toContain(target.id);
    expect(board.queued.map((o) => o.kind)).toEqual(['scout', 'contact', 'offer', 'pitch']);
    expect(board.hours.queued).toBe(3 + 1 + 1 + 2);
    expect(board.hours.left).toBe(board.hours.weekly - 7);
    expect(board.scholarships.open_offers).toBe(1);
    const page = await client.ok<ProspectPageResponse>(`/api/recruiting/prospects/${target.id}/`);
    expect(page.prospect.id).toBe(target.id);
    expect(page.queued).toHaveLength(4);
    // The offer is only queued: it reads so, not as made, and a second one is refused in the same words.
    expect(page.can.offer).toBe(`An offer to ${target.first} ${target.last} is already queued for the coming week`);
    expect(page.prospect.offered).toBe(false);
    expect(page.prospect.offer_queued).toBe(true);
    expect(board.targets.find((p) => p.id === target.id)?.offer_queued).toBe(true);
    await refused('POST', '/api/recruiting/offer/', { prospect: target.id }, 409, /already queued for the coming week/);
    expect(page.can.scout).toBeNull();
    // A second contact in the same week is refused.
    await refused('POST', '/api/recruiting/contact/', { prospect: target.id }, 409, /already made a contact/);
    const cancelled = await client.post<CancelOrderResponse>('/api/recruiting/cancel/', { seq: board.queued[3].seq });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.hours.queued).toBe(5);
  });

  it('refuses every bad input with a JSON 4xx and changes nothing', async () => {
    await refused('POST', '/api/recruiting/offer/', { prospect: 99999999 }, 404, /No prospect with id 99999999/);
    await refused(
      'POST',
      '/api/recruiting/offer/',
      { prospect: 'Nobody Anyone' },
      404,
      /No prospect named "Nobody Anyone"/,
    );
    await refused('POST', '/api/recruiting/offer/', [], 400, /body: expected an object/);
    await refused(
      'POST',
      '/api/recruiting/offer/',
      { prospect: { id: 1 } },
      400,
      /body\.prospect: prospect, an id or a name/,
    );
    await refused('POST', '/api/recruiting/offer/', {}, 400, /body\.prospect: missing/);
    const [p] = (await client.ok<ProspectSearchResponse>('/api/recruiting/prospects/?position=WR&stars=3&per_page=1'))
      .prospects;
    await refused('POST', '/api/recruiting/pitch/', { prospect: p.id }, 400, /body\.strength: missing/);
    await refused(
      'POST',
      '/api/recruiting/pitch/',
      { prospect: p.id, strength: 'money' },
      400,
      /body\.strength: "money" is not one of playingTime, /,
    );
    await refused('POST', '/api/recruiting/auto/', { on: 'yes' }, 400, /body\.on: expected a boolean/);
    await refused('POST', '/api/recruiting/cancel/', { seq: 'x' }, 400, /body\.seq: expected an integer, got string/);
    await refused('POST', '/api/recruiting/cancel/', { seq: 99999 }, 404, /No order 99999/);
    await refused('POST', '/api/recruiting/board/remove/', { prospect: p.id }, 409, /not on your board/);
  });

  it('hosts official visits on home game weeks only', async () => {
    const seen = { home: false, away: false };
    for (let week = 1; week <= 6 && !(seen.home && seen.away); week++) {
      const board = await client.ok<RecruitingBoardResponse>('/api/recruiting/board/');
      const [p] = (
        await client.ok<ProspectSearchResponse>(
          `/api/recruiting/prospects/?position=RB&stars=3&committed=no&per_page=1&page=${week}`,
        )
      ).prospects;
      if (board.cycle.home_week) {
        const visit = await client.post<RecruitingActionResponse>('/api/recruiting/visit/', { prospect: p.id });
        expect(visit.status, visit.text).toBe(200);
        seen.home = true;
      } else {
        await refused(
          'POST',
          '/api/recruiting/visit/',
          { prospect: p.id },
          409,
          /no home game in week \d+: official visits are hosted on home game weeks/,
        );
        seen.away = true;
      }
      await client.ok(`/api/sim/${board.info.currentWeek + 1}/`);
    }
    expect(seen).toEqual({ home: true, away: true });
  }, 120_000);

  it("refuses an order when the week's hours are spent", async () => {
    const board = await client.ok<RecruitingBoardResponse>('/api/recruiting/board/');
    const candidates = (await client.ok<ProspectSearchResponse>('/api/recruiting/prospects/?stars=2&per_page=60'))
      .prospects;
    let left = board.hours.left;
    for (const p of candidates) {
      if (left < 3) break;
      const answer = await client.post<RecruitingActionResponse>('/api/recruiting/scout/', { prospect: p.id });
      expect(answer.status, answer.text).toBe(200);
      left = answer.body.hours.left;
    }
    await refused(
      'POST',
      '/api/recruiting/scout/',
      { prospect: candidates[candidates.length - 1].id },
      409,
      /Not enough recruiting hours: to scout costs 3 hours and Texas has \d left this week/,
    );
  }, 120_000);

  it('lets the staff recruit, shows class rankings and commitment news as weeks are played', async () => {
    const auto = await client.post<StaffRecruitingResponse>('/api/recruiting/auto/', { on: true });
    expect(auto.status).toBe(200);
    expect((await client.ok<RecruitingBoardResponse>('/api/recruiting/board/')).auto).toBe(true);
    await client.ok('/api/sim/10/');
    const board = await client.ok<RecruitingBoardResponse>('/api/recruiting/board/');
    expect(board.cycle.week).toBe(9);
    expect(board.queued).toEqual([]);
    expect(board.targets.length).toBeGreaterThan(0);
    expect(board.commits.length).toBeGreaterThan(0);
    const classes = await client.ok<ClassRankingsResponse>('/api/recruiting/classes/');
    expect(classes.classes.length).toBeGreaterThan(100);
    expect(classes.classes[0].rank).toBe(1);
    expect(classes.classes.filter((c) => c.user)).toHaveLength(1);
    const news = await client.ok<RecruitingNewsResponse>('/api/recruiting/news/');
    expect(news.news.length).toBeGreaterThan(0);
    expect(news.news.every((n) => n.rank <= 100 || n.user_team)).toBe(true);
  }, 120_000);

  it('holds signing day: the recruiting summary shows the signed classes; an offer to a signed prospect is refused', async () => {
    const committed = (await client.ok<RecruitingBoardResponse>('/api/recruiting/board/')).commits[0];
    await client.ok('/api/sim/18/');
    await client.ok('/api/summary/');
    await client.ok('/api/roster_progression/');
    const summary = await client.ok<RecruitingSummaryResponse>('/api/recruiting_summary/');
    expect(summary.team_rankings.length).toBeGreaterThan(100);
    const texas = summary.team_rankings.find((t) => t.team_name === 'Texas');
    expect(texas?.players.length).toBeGreaterThan(0);
    const board = await client.ok<RecruitingBoardResponse>('/api/recruiting/board/');
    expect(board.cycle.status).toBe('signed');
    const classes = await client.ok<ClassRankingsResponse>('/api/recruiting/classes/');
    expect(classes.classes.find((c) => c.user)?.size).toBe(texas?.players.length);
    // Every program is ranked after signing day, as during the cycle, whether or not it signed anyone.
    expect(classes.classes.length).toBe(summary.team_rankings.length);
    await refused(
      'POST',
      '/api/recruiting/offer/',
      { prospect: committed.id },
      409,
      new RegExp(`${committed.first} ${committed.last} already signed with`),
    );
  }, 240_000);
});
