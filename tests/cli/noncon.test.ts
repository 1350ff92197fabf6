// dynasty noncon: the opponents of a week with the sites each would play at (FCS programs by name, home only),
// `noncon add --site`, and bad input (an unknown team, a site the opponent refuses, a site that is no site)
// answered on stderr with status 2 and the save untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NonconResponse } from '../../src/shared/api-types.js';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-noncon-');
const { cli, refused } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', 'Texas', '--seed', '4')).status).toBe(0);
}, 60_000);
afterAll(() => temp.cleanup());

async function openWeeks(): Promise<number[]> {
  const view = JSON.parse((await cli('noncon', '--json')).stdout) as NonconResponse;
  return view.schedule.filter((w) => w.opponent === null).map((w) => w.weekPlayed);
}

describe('dynasty noncon', () => {
  it('lists the opponents of a week with their sites, FCS programs by name', async () => {
    const [week] = await openWeeks();
    const lines = (await cli('noncon', 'opponents', '--week', String(week))).stdout.trim().split('\n');
    expect(lines).toContain('Montana (FCS): home');
    expect(lines.some((l) => /^[^(]+: home, away, neutral$/.test(l))).toBe(true);
  });

  it('schedules an FCS program at home and an FBS opponent at a neutral site', async () => {
    const [first, second] = await openWeeks();
    const fcs = await cli('noncon', 'add', '--opponent', 'Montana', '--week', String(first));
    expect(fcs.status).toBe(0);
    expect(fcs.stdout).toContain(`Scheduled: week ${first}, Montana at Texas (FCS).`);
    const lines = (await cli('noncon', 'opponents', '--week', String(second))).stdout.trim().split('\n');
    const peer = lines.find((l) => l.endsWith('neutral') && !l.includes('(FCS)'))!.replace(/: .*$/, '');
    const neutral = await cli('noncon', 'add', '--opponent', peer, '--week', String(second), '--site', 'neutral');
    expect(neutral.status).toBe(0);
    expect(neutral.stdout).toContain(`Scheduled: week ${second}, Texas vs ${peer} at a neutral site.`);
  });

  it('refuses bad input with one line and status 2, changing nothing', async () => {
    const [week] = await openWeeks();
    await refused(
      ['noncon', 'add', '--opponent', 'Montanna State U', '--week', String(week)],
      /Unknown team "Montanna State U" \(FBS or FCS\).*Did you mean/,
    );
    await refused(
      ['noncon', 'add', '--opponent', 'Montana State', '--week', String(week), '--site', 'away'],
      /FCS opponents always play at Texas \(choose home\)/,
    );
    await refused(
      ['noncon', 'add', '--opponent', 'Montana State', '--week', String(week), '--site', 'moon'],
      /--site must be one of home, away, neutral, not "moon"/,
    );
    const lines = (await cli('noncon', 'opponents', '--week', String(week))).stdout.trim().split('\n');
    const homeOnly = lines.find((l) => l.endsWith(': home') && !l.includes('(FCS)'))!.replace(/: .*$/, '');
    await refused(
      ['noncon', 'add', '--opponent', homeOnly, '--week', String(week), '--site', 'away'],
      new RegExp(`Texas would not travel to ${homeOnly}`),
    );
  });
});
