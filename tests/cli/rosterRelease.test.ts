// Roster management in the offseason, from the command line over a real save (a 2019 dynasty: the portal's era,
// 85 scholarships): the roster against its limits, releasing a player into the transfer portal, and signing a
// transfer into the freed place. Bad input (an unknown player, a release below the roster minimum, the wrong
// stage): exit 2, one line on stderr, the save untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterResponse } from '../../src/shared/api-types.js';
import type { PortalResponse } from '../../src/shared/departures-types.js';
import type { RecruitingBoardResponse } from '../../src/shared/recruitingApi.js';
import type { ReleaseResponse, RosterLimitsResponse } from '../../src/shared/roster-types.js';
import { cliSave, playedSeason2019 } from '../helpers/cli.js';

const TEAM = 'Clemson';
const temp = cliSave('cli-release-');
const save = temp.path;
const { cli, json, refused } = temp;

beforeAll(async () => {
  await playedSeason2019(save);
  expect((await cli('advance')).status).toBe(0); // summary
}, 240_000);

afterAll(() => temp.cleanup());

describe('roster management in the offseason', () => {
  it('refuses a release before Roster Progression, and shows the limits', async () => {
    const roster = await json<RosterResponse>('roster');
    await refused(['roster', 'release', String(roster.roster[0].id)], /released in the Roster Progression stage/);
    const limits = await json<RosterLimitsResponse>('roster', 'limits');
    expect(limits).toMatchObject({ team: TEAM, limit: { max: 85, season: 2019 }, release: { open: false } });
    expect(limits.players).toBe(roster.roster.length);
  });

  it('warns that a neglected class fills with walk-ons, before signing day', async () => {
    // A new dynasty leaves recruiting to the player; this one recruited nobody all season.
    const board = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(board.auto).toBe(false);
    expect(board.targets).toEqual([]);
    // One count of the class on the board: the scholarships open, the warning's, and signing day's walk-on places.
    const { left, total, committed } = board.scholarships;
    expect(left).toBeGreaterThan(0);
    expect(board.class_warning).toMatch(
      new RegExp(
        `^${left} of ${total} scholarships open \\(${committed} committed\\) and 0 offered prospects have ${TEAM} among their leaders: signing day gives the other ${left} to walk-ons`,
      ),
    );
    expect(board.walk_ons?.places).toBe(left);
    expect(board.walk_ons?.line).toContain(`Signing day walk-ons for ${left} empty places`);
    expect((await cli('recruit', 'board')).stdout).toMatch(/Warning: .+signing day gives the other \d+ to walk-ons/);
  });

  it('releases a player into the portal, refusing an unknown one and one below the roster minimum', async () => {
    expect((await cli('advance')).status).toBe(0); // progression
    const before = await json<RosterLimitsResponse>('roster', 'limits');
    expect(before).toMatchObject({ limit: { max: 85, season: 2020 }, release: { open: true, reason: null } });
    expect(before.open).toBe(Math.max(0, 85 - before.players - before.committed));
    // Signing day's preview: the walk-ons that fill an empty class, position by position.
    expect(before.walk_on_positions.reduce((n, w) => n + w.count, 0)).toBe(before.walk_ons_if_unfilled);
    expect((await cli('roster', 'limits')).stdout).toMatch(
      /Signing day fills \d+ places with walk-ons unless recruits or transfers take them: [A-Z]+ \d+/,
    );
    await refused(['roster', 'release', 'Nobody Here'], new RegExp(`No player called "Nobody Here" on ${TEAM}`));
    const roster = (await json<RosterResponse>('roster')).roster;
    const kickers = roster.filter((p) => p.pos === 'K');
    if (kickers.length === 1) await refused(['roster', 'release', String(kickers[0].id)], /a roster needs at least 1/);
    // The weakest non-specialist goes.
    const weakest = roster.filter((p) => p.pos !== 'K' && p.pos !== 'P').sort((a, b) => a.rating - b.rating)[0];
    const released = await json<ReleaseResponse>('roster', 'release', String(weakest.id));
    expect(released).toMatchObject({ status: 'success', portal: true, released: { id: weakest.id } });
    expect(released.limits.players).toBe(before.players - 1);
    expect(released.limits.open).toBe(Math.min(85, before.open + 1));
    await refused(['roster', 'release', String(weakest.id)], /No player/);
    const portal = await json<PortalResponse>('portal');
    expect(portal.players.find((p) => p.id === weakest.id)).toMatchObject({ from_team: TEAM, reason: 'released' });
    await refused(['portal', 'offer', String(weakest.id)], /released/);
  });

  it('signs a transfer into the freed places when the dynasty moves on', async () => {
    const portal = await json<PortalResponse>('portal');
    expect(portal.room.left).toBeGreaterThan(0);
    // Offers to the best players at positions the roster needs most would be a player's way; here: the best
    // available of modest rating (they are likelier to choose a program like this one).
    const targets = portal.players.filter((p) => p.from_team !== TEAM && p.rating < 70).slice(0, portal.room.left);
    for (const p of targets) expect((await cli('portal', 'offer', String(p.id))).status).toBe(0);
    expect((await cli('advance')).status).toBe(0); // signing day
    const after = await json<PortalResponse>('portal');
    const mine = after.players.filter((p) => p.to_team === TEAM);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.offered)).toBe(true);
    const roster = (await json<RosterResponse>('roster')).roster;
    for (const p of mine) expect(roster.some((r) => r.id === p.id)).toBe(true);
    expect(roster.length).toBeLessThanOrEqual(85);
    await refused(['roster', 'release', String(roster[0].id)], /released in the Roster Progression stage/);
  });
});
