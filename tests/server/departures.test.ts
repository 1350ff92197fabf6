// The draft list and the transfer portal over HTTP (hosted mode, X-User-ID): GET /api/draft/, GET /api/portal/,
// POST /api/portal/offer/, and their bad input (4xx with a clear message, nothing changed, never a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  Info,
  RecruitingSummaryResponse,
  RosterProgressionResponse,
} from '../../src/shared/api-types.js';
import type {
  DraftResponse,
  PortalDayResponse,
  PortalMarketResponse,
  PortalOfferResponse,
  PortalResponse,
} from '../../src/shared/departures-types.js';
import { call, type Client, expectRefused, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let usersDir: string;
let server: HostedServer;
let client: Client;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-departures-', newGame('Ohio State', 2023));
  ({ client, usersDir } = server);
  const { info } = await client.ok<{ info: Info }>('/api/dashboard/');
  await client.ok(`/api/sim/${info.lastWeek + 1}/`);
  await client.ok('/api/summary/');
}, 240_000);

afterAll(async () => {
  expect(server.internalErrors).toEqual([]);
  await server?.close();
});

/** A refused request: the status, the message, and not a byte of any save changed. */
function refused(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  status: number,
  message: RegExp,
): Promise<ErrorResponse> {
  return expectRefused(usersDir, () => call(client, method, path, body), status, message);
}

describe('the draft and the portal over HTTP', () => {
  it('refuses offers before the offseason: nobody is in the portal yet', async () => {
    expect((await client.ok<PortalResponse>('/api/portal/')).year).toBeNull();
    expect((await client.ok<DraftResponse>('/api/draft/')).rounds).toEqual([]);
    await refused('POST', '/api/portal/offer/', { player: 'Nobody Here' }, 404, /No player named Nobody Here/);
  });

  it('answers the 2024 draft and the portal once the dynasty reaches Roster Progression', async () => {
    const progression = await client.ok<RosterProgressionResponse>('/api/roster_progression/');
    expect(progression.info.stage).toBe('progression');
    expect(progression.limit).toMatchObject({ max: 85, season: 2024 });
    const draft = await client.ok<DraftResponse>('/api/draft/?year=2023');
    expect(draft.draft_year).toBe(2024);
    expect(draft.summary.picks).toBe(257);
    expect(draft.rounds).toHaveLength(7);
    const portal = await client.ok<PortalResponse>('/api/portal/?position=WR&min_rating=55');
    expect(portal.open).toBe(true);
    expect(portal.sit_out_rule).toBe(false);
    expect(portal.total / 130).toBeGreaterThan(14);
    expect(portal.players.every((p) => p.pos === 'WR' && p.rating >= 55)).toBe(true);
  });

  it('refuses bad searches and offers with 4xx and a clear message', async () => {
    await refused('GET', '/api/portal/?position=Kicker', undefined, 400, /Unknown position "Kicker"/);
    await refused(
      'GET',
      '/api/portal/?min_rating=abc',
      undefined,
      400,
      /query\.min_rating: min_rating, a whole number/,
    );
    await refused('GET', '/api/portal/?min_rating=120', undefined, 400, /from 0 to 99/);
    await refused('GET', '/api/draft/?year=2001', undefined, 404, /No NFL draft after the 2001 season/);
    await refused('POST', '/api/portal/offer/', { name: 'x' }, 400, /body\.player: missing/);
    await refused('POST', '/api/portal/offer/', { player: 'Madonna' }, 400, /first and last name/);
    await refused('POST', '/api/portal/offer/', { player: 123456789 }, 404, /No player with id 123456789/);
  });

  it('takes an offer, refuses the same one again', async () => {
    const portal = await client.ok<PortalResponse>('/api/portal/');
    const target = portal.players.find((p) => p.from_team !== 'Ohio State')!;
    const answer = await client.post<PortalOfferResponse>('/api/portal/offer/', {
      player: `${target.first} ${target.last}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('success');
    expect(answer.body.offered).toMatchObject({ id: target.id, offered: true });
    expect(answer.body.room.offers).toBe(1);
    expect(answer.body.players.find((p) => p.id === target.id)?.offered).toBe(true);
    await refused('POST', '/api/portal/offer/', { player: target.id }, 409, /has already offered/);
  });

  it("shows an offered player's market, takes a promised starting role and moves the window on a day", async () => {
    const portal = await client.ok<PortalResponse>('/api/portal/');
    const target = portal.players.find((p) => p.offered)!;
    const market = await client.ok<PortalMarketResponse>(`/api/portal/market/?player=${target.id}`);
    expect(market).toMatchObject({ status: 'success', day: 0, last_day: 5, promised: false });
    expect(market.player.id).toBe(target.id);
    // His own program's share is shown, the others' names only.
    expect(market.suitors.find((s) => s.yours)?.share).toBeGreaterThan(0);
    expect(market.suitors.filter((s) => !s.yours).every((s) => s.share === null)).toBe(true);
    await refused('GET', '/api/portal/market/', undefined, 400, /query\.player: missing/);
    await refused('GET', '/api/portal/market/?player=Nobody%20Atall', undefined, 404, /No player named Nobody Atall/);
    const other = portal.players.find((p) => !p.offered && p.to_team === null && p.from_team !== 'Ohio State')!;
    await refused('POST', '/api/portal/promise/', { player: other.id }, 409, /Offer .* first/);
    await refused('POST', '/api/portal/promise/', [], 400, /body: expected an object/);
    const promised = await client.post<PortalMarketResponse>('/api/portal/promise/', { player: target.id });
    expect(promised.status, promised.text).toBe(200);
    expect(promised.body.promised).toBe(true);
    await refused('POST', '/api/portal/promise/', { player: target.id }, 409, /already promised/);
    const day = await client.post<PortalDayResponse>('/api/portal/day/', {});
    expect(day.status, day.text).toBe(200);
    expect(day.body.day).toBe(1);
    for (const d of day.body.decisions) expect(d.id).toBe(target.id);
  });

  it('signs the portal at the move to the recruiting summary; 2023 has a spring window then', async () => {
    const summary = await client.ok<RecruitingSummaryResponse>('/api/recruiting_summary/');
    expect(summary.info.stage).toBe('recruiting_summary');
    expect(summary.portal_arrivals!.length).toBeGreaterThan(1000);
    expect(summary.portal_arrivals!.every((p) => p.to_team !== null && !p.sits_out)).toBe(true);
    const signed = summary.portal_arrivals![0];
    const body = await refused('POST', '/api/portal/offer/', { player: signed.id }, 409, /already signed with/);
    expect(body.redirect).toBeUndefined();
    // After the 2023 season the spring window opens with signing day: new entrants, and the unsigned may be offered.
    const portal = await client.ok<PortalResponse>('/api/portal/');
    expect(portal).toMatchObject({ open: true, closed_reason: null });
    const unsigned = portal.players.find((p) => p.to_team === null && p.from_team !== 'Ohio State');
    expect(unsigned).toBeDefined();
    const offered = await client.post<PortalResponse>('/api/portal/offer/', { player: unsigned!.id });
    expect(offered.status, offered.text).toBe(200);
  });
});
