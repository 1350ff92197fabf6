// The roster calls on the real server: the depth chart of any team (editable only for the player's own),
// moves and the automatic chart, redshirts, the player page's profile; bad input answers a JSON 4xx and
// changes no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardResponse,
  DepthChangeResponse,
  DepthChartResponse,
  ErrorResponse,
  PlayerResponse,
  RedshirtResponse,
  RosterResponse,
} from '../../src/shared/api-types.js';
import type { RosterLimitsResponse } from '../../src/shared/roster-types.js';
import { type Client, expectRefused, seg, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let usersDir: string;
let server: HostedServer;
let client: Client;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-roster-api-', newGame('Ohio State', 2017), { playTo: 3 });
  ({ client, usersDir } = server);
});

afterAll(async () => {
  await server?.close();
});

async function refused(status: number, message: RegExp, path: string, body: unknown): Promise<void> {
  await expectRefused(usersDir, () => client.post(path, body), status, message);
}

describe('the depth chart calls', () => {
  it("show any team, editable only for the player's own", async () => {
    const own = await client.ok<DepthChartResponse>(`/api/${seg('Ohio State')}/depth/`);
    expect(own.editable).toBe(true);
    expect(own.positions).toHaveLength(11);
    expect(own.positions[0].players[0]).toMatchObject({ slot: 1, starter: true });
    const other = await client.ok<DepthChartResponse>(`/api/Michigan/depth/?pos=WR`);
    expect(other.editable).toBe(false);
    expect(other.positions.map((p) => p.pos)).toEqual(['WR']);
    const roster = await client.ok<RosterResponse>(`/api/${seg('Ohio State')}/roster/`);
    expect(Array.isArray(roster.injuries)).toBe(true);
  });

  it('move a player and hand the position back', async () => {
    const chart = await client.ok<DepthChartResponse>(`/api/${seg('Ohio State')}/depth/?pos=TE`);
    const second = chart.positions[0].players[1];
    const moved = await client.post<DepthChangeResponse>('/api/depth/', { pos: 'TE', player: second.id, slot: 1 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.message).toContain('is number 1 at TE');
    expect(moved.body.positions.find((p) => p.pos === 'TE')!.players[0].id).toBe(second.id);
    const auto = await client.post<DepthChangeResponse>('/api/depth/auto/', { pos: 'TE' });
    expect(auto.status).toBe(200);
    expect(auto.body.positions.find((p) => p.pos === 'TE')!.edited).toBe(false);
  });

  it('refuse bad input with a 4xx and change nothing', async () => {
    const chart = await client.ok<DepthChartResponse>(`/api/${seg('Ohio State')}/depth/?pos=QB`);
    const qb = chart.positions[0].players[0];
    await refused(400, /no slot 12 at QB/, '/api/depth/', { pos: 'QB', player: qb.id, slot: 12 });
    await refused(400, /Unknown position/, '/api/depth/', { pos: 'XB', player: qb.id, slot: 1 });
    await refused(400, /body\.slot: missing/, '/api/depth/', { pos: 'QB', player: qb.id });
    await refused(400, /body: expected an object/, '/api/depth/', [1, 2]);
    await refused(404, /No player 99999999/, '/api/depth/', { pos: 'QB', player: 99999999, slot: 1 });
    await refused(409, /your own team/, '/api/depth/', { pos: 'QB', player: qb.id, slot: 1, team: 'Michigan' });
    await refused(409, /your own team/, '/api/depth/auto/', { team: 'Michigan' });
    const michigan = await client.ok<DepthChartResponse>('/api/Michigan/depth/?pos=QB');
    await refused(409, /plays for Michigan/, '/api/depth/', {
      pos: 'QB',
      player: michigan.positions[0].players[0].id,
      slot: 1,
    });
    // A starter who has played this 2017 season and not used his redshirt year yet (about half a roster has).
    const roster = await client.ok<RosterResponse>(`/api/${seg('Ohio State')}/roster/`);
    const played = roster.roster.find((p) => p.starter && !p.class_label?.includes('(RS)'))!;
    await refused(409, /before 2018 a redshirt may not play at all/, '/api/redshirt/', {
      player: played.id,
      redshirt: true,
    });
    await refused(400, /body\.redshirt: expected a boolean/, '/api/redshirt/', { player: qb.id, redshirt: 'yes' });
    await refused(404, /No player called/, '/api/redshirt/', { player: 'Nobody Atall' });
    const badPos = await client.get<ErrorResponse>(`/api/${seg('Ohio State')}/depth/?pos=ZZ`);
    expect(badPos.status).toBe(400);
    expect(server.internalErrors).toEqual([]);
  });
});

describe('redshirts and the player page', () => {
  it('redshirt a player who has not played; the player page shows (RS), attributes and the chart data', async () => {
    const chart = await client.ok<DepthChartResponse>(`/api/${seg('Ohio State')}/depth/`);
    const benched = chart.positions
      .flatMap((p) => p.players)
      .find((p) => p.games_played === 0 && !p.redshirted && !p.redshirting)!;
    const answer = await client.post<RedshirtResponse>('/api/redshirt/', { player: benched.id, redshirt: true });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.player).toMatchObject({ id: benched.id, redshirting: true });
    const page = await client.ok<PlayerResponse>(`/api/player/${benched.id}/`);
    expect(page.profile.class_label).toMatch(/\(RS\)$/);
    expect(page.profile.redshirting).toBe(true);
    expect(Object.keys(page.profile.attributes)).toContain('throwAccuracy');
    expect(page.profile.height_label).toMatch(/^\d-\d{1,2}$/);
    expect(page.ratings_by_season.length).toBeGreaterThan(0);
  });
});

describe('roster management calls', () => {
  it('show the roster against its limits, and refuse a release outside Roster Progression or of nobody', async () => {
    const limits = await client.ok<RosterLimitsResponse>('/api/roster/limits/');
    expect(limits).toMatchObject({
      team: 'Ohio State',
      stage: 'season',
      limit: { max: 85, season: 2017 },
      release: { open: false },
    });
    expect(limits.minimum.map((m) => m.pos)).toEqual(['QB', 'OL', 'K', 'P']);
    // A new dynasty leaves recruiting to the player: his staff does not recruit unless he asked at the start.
    const board = await client.ok<{ auto: boolean; board: unknown[] }>('/api/recruiting/board/');
    expect(board.auto).toBe(false);
    const roster = await client.ok<RosterResponse>(`/api/${seg('Ohio State')}/roster/`);
    await refused(409, /released in the Roster Progression stage/, '/api/roster/release/', {
      player: roster.roster[0].id,
    });
    await refused(400, /body: expected an object/, '/api/roster/release/', [1]);
    await refused(400, /body\.player: player, an id or a name/, '/api/roster/release/', { player: '' });
  });

  it('warn on the dashboard from mid-season when the class would fill with walk-ons', async () => {
    expect((await client.ok<DashboardResponse>('/api/dashboard/')).recruiting_warning).toBeNull();
    await client.ok('/api/sim/10/');
    const dashboard = await client.ok<DashboardResponse>('/api/dashboard/');
    expect(dashboard.recruiting_warning).toMatch(
      /^\d+ of \d+ scholarships open \(\d+ committed\) and .+signing day gives the other \d+ to walk-ons/,
    );
  });
});
