// dynasty depth / depth set / depth auto / redshirt / player / roster over a real save: what they print, and
// the errors a player can cause (exit 2, a line on stderr, the save untouched).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepthChartResponse, PlayerResponse, RosterResponse } from '../../src/shared/api-types.js';
import { cliSave } from '../helpers/cli.js';

const TEAM = 'Alabama';
const temp = cliSave('cli-roster-', 'roster.db');
const { cli, json, refused } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2016', '--team', TEAM, '--seed', '3')).status).toBe(0);
  expect((await cli('advance')).status).toBe(0);
  expect((await cli('sim', '--to', '4')).status).toBe(0);
});

afterAll(() => temp.cleanup());

describe('dynasty depth', () => {
  it('prints a position of the chart, and every position as JSON', async () => {
    const r = await cli('depth', 'QB');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`${TEAM} depth chart`);
    expect(r.stdout).toMatch(/QB \(automatic, 1 starting\)/);
    const view = await json<DepthChartResponse>('depth');
    expect(view.positions.map((p) => p.pos)).toEqual(['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P']);
    expect(view.editable).toBe(true);
  });

  it('sets a player at a slot by name, keeps the order, and hands the position back to the automatic chart', async () => {
    const view = await json<DepthChartResponse>('depth', 'RB');
    const third = view.positions[0].players[2];
    const r = await cli('depth', 'set', 'rb', `${third.first} ${third.last}`, '1');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`${third.first} ${third.last} is number 1 at RB.`);
    const after = await json<DepthChartResponse>('depth', 'RB');
    expect(after.positions[0].edited).toBe(true);
    expect(after.positions[0].players[0].id).toBe(third.id);
    expect((await cli('sim', '--to', '5')).status).toBe(0);
    expect((await json<DepthChartResponse>('depth', 'RB')).positions[0].players[0].id).toBe(third.id);
    expect((await cli('depth', 'auto', 'RB')).stdout).toContain('Automatic depth chart at RB.');
    expect((await json<DepthChartResponse>('depth', 'RB')).positions[0].edited).toBe(false);
  });

  it('refuses a slot that does not exist, an unknown position or player, and another team', async () => {
    const view = await json<DepthChartResponse>('depth', 'QB');
    const qb = view.positions[0].players[0];
    await refused(['depth', 'set', 'QB', String(qb.id), '30'], /There is no slot 30 at QB/);
    await refused(['depth', 'set', 'QB', String(qb.id), 'x'], /There is no slot x at QB/);
    await refused(['depth', 'set', 'QQ', String(qb.id), '1'], /Unknown position "QQ"/);
    await refused(['depth', 'QQ'], /Unknown position "QQ"/);
    await refused(['depth', 'set', 'QB', 'Nobody Atall', '1'], /No player called "Nobody Atall"/);
    const auburn = await json<DepthChartResponse>('depth', 'QB', '--team', 'Auburn');
    expect(auburn.editable).toBe(false);
    await refused(['depth', 'set', 'QB', String(auburn.positions[0].players[0].id), '1'], /plays for Auburn/);
  });
});

describe('dynasty redshirt', () => {
  it('redshirts a player who has not played and refuses one who has (before 2018)', async () => {
    const roster = await json<RosterResponse>('roster');
    const view = await json<DepthChartResponse>('depth');
    const benched = view.positions
      .flatMap((p) => p.players)
      .find((p) => p.games_played === 0 && !p.redshirted && !p.redshirting)!;
    const r = await cli('redshirt', String(benched.id));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('is redshirting this season');
    expect(r.stdout).toContain('(RS)');
    expect((await cli('redshirt', String(benched.id), 'off')).stdout).toContain('is not redshirting');
    const starter = view.positions
      .flatMap((p) => p.players)
      .find((p) => p.starter && p.games_played > 0 && !p.redshirted)!;
    await refused(['redshirt', String(starter.id)], /before 2018 a redshirt may not play at all/);
    await refused(['redshirt', String(benched.id), 'maybe'], /on or off/);
    await refused(['redshirt', 'Nobody Atall'], /No player called "Nobody Atall"/);
    expect(roster.injuries).toBeDefined();
  });
});

describe('dynasty player and roster', () => {
  it('show attributes, class with redshirt, overall by season, career totals and the injury report', async () => {
    const roster = await json<RosterResponse>('roster');
    const qb = roster.roster.find((p) => p.pos === 'QB' && p.starter)!;
    const page = await json<PlayerResponse>('player', String(qb.id));
    expect(Object.keys(page.profile.attributes)).toHaveLength(18);
    expect(page.profile.height).toBeGreaterThan(66);
    expect(page.profile.weight).toBeGreaterThan(160);
    expect(page.ratings_by_season.at(-1)?.rating).toBe(qb.rating);
    expect(page.career_totals.games).toBeGreaterThan(0);
    const text = await cli('player', String(qb.id));
    expect(text.stdout).toContain('Overall by season');
    expect(text.stdout).toContain('Career');
    expect((await cli('roster')).stdout).toContain('Injury report');
    await refused(['player', '99999999'], /No player 99999999/);
  });
});
