// Walk-ons from the command line over a real save (Clemson 2019, the season played): the pool of prospects nobody
// recruited, invitations (bad input: exit 2, one line, the save untouched), the signing-day preview that lists the
// invited, and signing day, where the invited who signed nowhere join before drawn walk-ons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerResponse, RosterResponse } from '../../src/shared/api-types.js';
import type { RecruitingBoardResponse } from '../../src/shared/recruitingApi.js';
import type { RosterLimitsResponse, WalkOnInviteResponse, WalkOnsResponse } from '../../src/shared/roster-types.js';
import { cliSave, playedSeason2019 } from '../helpers/cli.js';

const temp = cliSave('cli-walkons-');
const save = temp.path;
const { cli, json, refused } = temp;

beforeAll(async () => {
  await playedSeason2019(save);
  for (const step of ['summary', 'progression']) expect((await cli('advance')).status, step).toBe(0);
}, 240_000);

afterAll(() => temp.cleanup());

describe('walk-ons', () => {
  let invited: number[] = [];

  it('lists the unrecruited prospects and the walk-on places', async () => {
    const view = await json<WalkOnsResponse>('roster', 'walkons');
    expect(view.open).toBe(true);
    expect(view.places).toBeGreaterThan(2);
    expect(view.pool.length).toBeGreaterThan(20);
    expect(view.pool.every((p) => p.stars <= 2)).toBe(true);
    const qbs = await json<WalkOnsResponse>('roster', 'walkons', '--position', 'qb');
    expect(qbs.pool.every((p) => p.pos === 'QB')).toBe(true);
    await refused(['roster', 'walkons', '--position', 'XB'], /Unknown position "XB"/);
  });

  it('invites walk-ons, refusing bad input, and previews them before signing day', async () => {
    const view = await json<WalkOnsResponse>('roster', 'walkons');
    const [a, b] = view.pool;
    const first = await json<WalkOnInviteResponse>('roster', 'walkon', 'invite', String(a.id));
    expect(first.walk_ons.invited.map((p) => p.id)).toEqual([a.id]);
    expect((await cli('roster', 'walkon', 'invite', `${b.first} ${b.last}`)).status).toBe(0);
    await refused(['roster', 'walkon', 'invite', String(a.id)], /invited already/);
    await refused(['roster', 'walkon', 'invite', 'Nobody Here'], /No prospect called "Nobody Here"/);
    await refused(['roster', 'walkon', 'cancel', String(view.pool[2].id)], /no invitation to take back/);
    const recruited = (await json<{ prospects: { id: number; stars: number }[] }>('recruits', '--stars', '4'))
      .prospects?.[0];
    if (recruited)
      await refused(['roster', 'walkon', 'invite', String(recruited.id)], /offer him a scholarship instead/);
    invited = [a.id, b.id];
    const limits = await json<RosterLimitsResponse>('roster', 'limits');
    expect(limits.walk_on_invites.map((w) => w.id).sort()).toEqual([...invited].sort());
    expect(limits.walk_on_positions.reduce((n, w) => n + w.count, 0)).toBe(limits.walk_ons_if_unfilled - 2);
    expect((await cli('roster', 'limits')).stdout).toContain(
      `Invited walk-ons who take places on signing day: ${a.first} ${a.last}`,
    );
    // The recruiting board names them with the drawn walk-ons, in its JSON and its text.
    const board = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(board.walk_ons!.invited.map((p) => p.id).sort()).toEqual([...invited].sort());
    expect(board.walk_ons!.drawn.reduce((n, d) => n + d.count, 0)).toBe(board.walk_ons!.places - 2);
    const text = (await cli('recruit', 'board')).stdout;
    expect(text).toContain(board.walk_ons!.line!);
    expect(board.walk_ons!.line).toContain(`${a.first} ${a.last} (${a.pos})`);
  });

  it('brings the invited onto the roster on signing day', async () => {
    expect((await cli('advance')).status).toBe(0); // signing day
    const roster = (await json<RosterResponse>('roster')).roster;
    // An invited walk-on joins unless a scholarship offer he already had signs him elsewhere (this seed: one of each).
    const joined = invited.filter((id) => roster.some((p) => p.id === id));
    expect(joined.length).toBeGreaterThan(0);
    for (const id of joined) expect(roster.find((p) => p.id === id)).toMatchObject({ year: 'fr' });
    for (const id of invited.filter((i) => !joined.includes(i))) {
      const page = await json<PlayerResponse>('player', String(id));
      expect(page.team.name).toMatch(/\w/);
      expect(page.team.name).not.toBe('Clemson');
    }
    await refused(['roster', 'walkon', 'invite', String(invited[0])], /while a class is being recruited/);
  });
});
