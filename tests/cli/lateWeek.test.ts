// Late recruiting weeks from the command line (Clemson 2019, its season played): `dynasty recruit week` plays the
// next late week after the season and before signing day; refused before the season summary, after the last late
// week, and with an argument it does not take (exit 2, one line, the save untouched).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecruitingBoardResponse } from '../../src/shared/recruitingApi.js';
import type { LateWeekPlayed } from '../../src/store/actions/recruiting/lateWeek.js';
import { cliSave, playedSeason2019 } from '../helpers/cli.js';

const temp = cliSave('cli-late-week-');
const { cli, json, refused } = temp;

beforeAll(async () => {
  await playedSeason2019(temp.path);
}, 480_000);

afterAll(() => temp.cleanup());

describe('dynasty recruit week', () => {
  it('is refused in the season stage, and with an argument', async () => {
    await refused(['recruit', 'week'], /advance to the season summary first/);
    await refused(['recruit', 'week', '3'], /too many arguments|unknown|argument/i);
  });

  it('plays the late weeks from the summary, an offer queued for the first carried out in it', async () => {
    const advance = await cli('advance');
    expect(advance.status).toBe(0);
    expect(advance.stdout).toMatch(/^Late signings: 3 weeks before signing day, \d+ scholarships? open\. /m);
    expect((await cli('recruit', 'board')).stdout).toMatch(
      /Late signings: 3 weeks before signing day, \d+ scholarships? open\. `dynasty recruit week` plays the next/,
    );
    const board = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(board.cycle).toMatchObject({ status: 'open', late: true, week: 16, weeks: 19 });
    expect(board.scholarships.left).toBeGreaterThan(0);
    const open = await json<{ prospects: { id: number; committed_to: string | null }[] }>(
      'recruits',
      '--committed',
      'no',
      '--stars',
      '2',
      '--per-page',
      '1',
    );
    const id = String(open.prospects[0].id);
    const offer = await cli('recruit', 'offer', id);
    expect(offer.status).toBe(0);
    expect(offer.stdout).toMatch(/in late week 1 \(January\)/);
    const played = await json<LateWeekPlayed>('recruit', 'week');
    expect(played).toMatchObject({ week: 17, weeks: 19 });
    expect(played.message).toMatch(/^Late recruiting week 1 of 3 played: \d+ prospects? committed\./);
    const after = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(after.queued).toEqual([]);
    expect(after.cycle.week).toBe(17);
    // Every line names a January week the same way: a late week, never week 17 or 18 of the season.
    expect((await cli('recruit', 'auto', 'on')).status).toBe(0);
    expect((await cli('recruit', 'week')).stdout).toMatch(/Late recruiting week 2 of 3 played/);
    const second = await json<RecruitingBoardResponse>('recruit', 'board');
    expect(second.staff_week).toMatch(/^Your staff in late recruiting week 2 of 3: /);
    if (second.class_week) expect(second.class_week).toMatch(/^Your class in late recruiting week 2 of 3: /);
    expect(second.cycle.message).toMatch(/^Late recruiting week 3 of 3 \(the January contact period/);
    expect(JSON.stringify(second)).not.toMatch(/recruiting week 1[789]/i);
    expect((await cli('recruit', 'week')).stdout).toMatch(/Signing day is next\.$/m);
    await refused(['recruit', 'week'], /Every recruiting week of 2019 is played/);
  });
});
