// Recruiting from the command line on a real save file (issue 13): the search, the board, orders for the coming
// week, the staff switch and class rankings; every bad input exits 2 with a line on stderr and leaves the save
// file as it was; signing day turns commitments into freshmen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassRankingsResponse,
  ProspectPageResponse,
  ProspectSearchResponse,
  RecruitingBoardResponse,
} from '../../src/shared/recruitingApi.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-recruit-');
const save = temp.path;
const { cli, json, refused } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2023', '--team', 'Georgia Tech', '--seed', '5', '--playoff', '4')).status).toBe(
    0,
  );
});

afterAll(() => temp.cleanup());

describe('recruiting from the command line', () => {
  it('opens the class in the preseason: orders given then are carried out in the spring and summer', async () => {
    const board = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(board.cycle.status).toBe('open');
    expect(board.cycle.message).toMatch(
      /^Spring and summer \(camps, junior days, official visits\): orders given now are carried out in the first summer period/,
    );
    const [p] = (await json<ProspectSearchResponse>('recruits', '--stars', '4', '--per-page', '1')).prospects;
    expect(p.decides).toMatch(/^(ready to commit|decides from week \d+|decides in December|decides on signing day)$/);
    expect((await cli('recruit', 'scout', String(p.id))).status).toBe(0);
    expect((await json<RecruitingBoardResponse>('recruit', 'board')).queued.map((o) => o.prospect_id)).toEqual([p.id]);
  });

  it('searches the class with filters once the season starts', async () => {
    expect((await cli('advance')).status).toBe(0);
    // The preseason's order was carried out in the first summer period.
    expect((await json<RecruitingBoardResponse>('recruit', 'board')).queued).toEqual([]);
    const search = await json<ProspectSearchResponse>(
      'recruits',
      '--position',
      'QB',
      '--stars',
      '3',
      '--state',
      'GA',
      '--committed',
      'no',
    );
    expect(search.total).toBeGreaterThan(0);
    expect(search.prospects.every((p) => p.pos === 'QB' && p.stars === 3 && p.state === 'GA' && !p.committed_to)).toBe(
      true,
    );
    const text = await cli('recruits', '--position', 'K');
    expect(text.stdout).toMatch(/prospects match/);
    await refused(['recruits', '--position', 'XX'], /Unknown position "XX"/);
    await refused(['recruits', '--stars', '6'], /Stars must be a whole number from 1 to 5/);
    await refused(['recruits', '--committed', 'perhaps'], /Committed is yes or no/);
  });

  it('queues orders for the coming week and carries them out when the week is played', async () => {
    const [p] = (
      await json<ProspectSearchResponse>(
        'recruits',
        '--position',
        'WR',
        '--stars',
        '3',
        '--state',
        'GA',
        '--per-page',
        '1',
      )
    ).prospects;
    expect((await cli('recruit', 'add', String(p.id))).status).toBe(0);
    const scout = await cli('recruit', 'scout', `${p.first} ${p.last}`);
    expect(scout.stdout).toMatch(new RegExp(`Scouting ${p.first} ${p.last} in week 1: 3 hours, \\d+ left`));
    expect((await cli('recruit', 'scout', String(p.id))).status).toBe(0);
    expect((await cli('recruit', 'contact', String(p.id))).status).toBe(0);
    expect((await cli('recruit', 'offer', String(p.id))).status).toBe(0);
    expect((await cli('recruit', 'pitch', String(p.id), '--pitch', 'proximity')).status).toBe(0);
    const board = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(board.queued.map((o) => o.kind)).toEqual(['scout', 'scout', 'contact', 'offer', 'pitch']);
    expect(board.hours.left).toBe(board.hours.weekly - 10);
    // The offer is queued, not made: the board says so, and a second offer is refused in those words.
    const boardText = await cli('recruit', 'board');
    expect(boardText.stdout).toMatch(new RegExp(`${p.first} ${p.last}.*\\bqueued\\b`));
    await refused(
      ['recruit', 'offer', String(p.id)],
      new RegExp(`An offer to ${p.first} ${p.last} is already queued for the coming week`),
    );
    expect((await cli('sim', '--to', '1')).status).toBe(0);
    const page = await json<ProspectPageResponse>('recruit', 'show', String(p.id));
    expect(page.prospect.scouting).toBe(2);
    expect(page.preferences).toHaveLength(1);
    expect(page.prospect.offered).toBe(true);
    expect(page.prospect.interest).toBeGreaterThan(0);
    expect(page.suitors.find((s) => s.team === 'Georgia Tech')?.offered).toBe(true);
    const after = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(after.queued).toEqual([]);
    expect(after.cycle.week).toBe(1);
  });

  it('refuses every bad order with exit 2 and leaves the save as it was', async () => {
    await refused(['recruit', 'offer', '99999999'], /No prospect with id 99999999 in the 2023 class/);
    await refused(['recruit', 'offer', 'Nobody Anyone'], /No prospect named "Nobody Anyone"/);
    await refused(['recruit', 'pitch', '99999999', '--pitch', 'money'], /Pitch one of the program's strengths/);
    await refused(['recruit', 'auto', 'sometimes'], /Staff recruiting is on or off/);
    await refused(['recruit', 'cancel', '77'], /No order 77 is queued/);
    // A visit outside a home game week, whichever week that is.
    let board = await json<RecruitingBoardResponse>('recruit', 'board');
    while (board.cycle.home_week) {
      expect((await cli('sim', '--to', String(board.info.currentWeek))).status).toBe(0);
      board = await json<RecruitingBoardResponse>('recruit', 'board');
    }
    const [p] = (await json<ProspectSearchResponse>('recruits', '--stars', '2', '--committed', 'no', '--per-page', '1'))
      .prospects;
    await refused(
      ['recruit', 'visit', String(p.id)],
      /has no home game in week \d+: official visits are hosted on home game weeks/,
    );
    // More hours than are left.
    const twos = (
      await json<ProspectSearchResponse>('recruits', '--stars', '2', '--committed', 'no', '--per-page', '40')
    ).prospects;
    let left = board.hours.left;
    let i = 0;
    while (left >= 3) {
      expect((await cli('recruit', 'scout', String(twos[i++].id))).status).toBe(0);
      left -= 3;
    }
    await refused(
      ['recruit', 'scout', String(twos[i].id)],
      /Not enough recruiting hours: to scout costs 3 hours and Georgia Tech has \d left this week/,
    );
    // No scholarship left to offer (the class is full).
    const file = await SaveFile.open(save);
    file.change(() => file.db.run("UPDATE recruiting_boards SET scholarships = 0 WHERE team = 'Georgia Tech'"));
    file.close();
    expect(
      (await cli('recruit', 'cancel', String((await json<RecruitingBoardResponse>('recruit', 'board')).queued[0].seq)))
        .status,
    ).toBe(0);
    await refused(
      ['recruit', 'offer', String(twos[i].id)],
      /No scholarship left: Georgia Tech has \d+ commitments for 0 scholarships/,
    );
  });

  it('lets the staff recruit, ranks classes week by week, and signs them on signing day', async () => {
    const file = await SaveFile.open(save);
    file.change(() => file.db.run("UPDATE recruiting_boards SET scholarships = 20 WHERE team = 'Georgia Tech'"));
    file.close();
    expect((await cli('recruit', 'auto', 'on')).stdout).toMatch(/Your staff recruits for you/);
    const board = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(board.staff_week).toBeNull();
    // The staff says what it did on the player's board, week by week: after a week, then after the season.
    const week = await cli('sim', '--to', String(board.cycle.week + 1));
    expect(week.status).toBe(0);
    expect(week.stdout).toMatch(/Your staff in recruiting week \d+: (added to your board \d+|offered \d+|no changes)/);
    const afterWeek = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(afterWeek.staff_week).toMatch(new RegExp(`^Your staff in recruiting week ${afterWeek.cycle.week}: `));
    expect(afterWeek.targets.length).toBeGreaterThan(board.targets.length);
    expect(afterWeek.staff_week).toMatch(/added to your board \d+ \(/);
    const sim = await cli('sim', '--end');
    expect(sim.status).toBe(0);
    expect(sim.stdout).toMatch(/Your staff in recruiting week \d+: /);
    const classes = await json<ClassRankingsResponse>('classes');
    // The season's weeks are over: the late weeks of January are open until signing day.
    expect(classes.cycle).toMatchObject({ status: 'open', late: true });
    const ours = classes.classes.find((c) => c.user);
    expect(ours?.size).toBeGreaterThan(5);
    const committed = (await json<RecruitingBoardResponse>('recruit', 'board')).commits;
    expect(committed.length).toBe(ours?.size);
    const portalIds = async (): Promise<Set<number>> => {
      const f = await SaveFile.open(save);
      const rows = f.db.all<{ player_id: number }>(
        "SELECT player_id FROM portal_entries WHERE from_team = 'Georgia Tech'",
      );
      f.close();
      return new Set(rows.map((r) => r.player_id));
    };
    const winter = await portalIds();
    for (let step = 0; step < 3; step++) expect((await cli('advance')).status).toBe(0);
    expect((await json<{ stage: string }>('status')).stage).toBe('recruiting_summary');
    // After the 2023 season the spring window opens with signing day: its entrants leave (the class among them).
    const spring = [...(await portalIds())].filter((id) => !winter.has(id));
    const roster = await json<{ roster: { id: number; year: string; pos: string }[] }>('roster');
    const ids = new Set([...roster.roster.map((r) => r.id), ...spring]);
    expect(committed.every((p) => ids.has(p.id))).toBe(true);
    expect(roster.roster.length + spring.length).toBeGreaterThanOrEqual(85);
    expect(roster.roster.filter((r) => r.pos === 'QB').length).toBeGreaterThanOrEqual(2);
    expect(roster.roster.filter((r) => r.pos === 'K').length).toBeGreaterThanOrEqual(1);
    const signed = await json<ClassRankingsResponse>('classes');
    expect(signed.cycle.status).toBe('signed');
    // Undecided prospects sign on signing day with their favourite offering program too.
    expect(signed.classes.find((c) => c.user)?.size).toBeGreaterThanOrEqual(committed.length);
    await refused(
      ['recruit', 'offer', String(committed[0].id)],
      new RegExp(`${committed[0].first} ${committed[0].last} already signed with Georgia Tech on signing day`),
    );
  }, 240_000);
});
