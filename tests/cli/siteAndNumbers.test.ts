// What a new player reads in the CLI for Kansas State 2016: every opponent with its site ("vs", "at", neutral),
// taken from the schedule game's one site field, and numbers that read right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamScheduleResponse, WeekScheduleResponse } from '../../src/shared/api-types.js';
import { cliSave, type CliResult } from '../helpers/cli.js';

const TEAM = 'Kansas State';
const temp = cliSave('cli-site-');
const { cli, json } = temp;
/** `dynasty game` for the team's first game, read before week 1 is played. */
let firstPreview: CliResult;
let preseasonStatus: CliResult;

beforeAll(async () => {
  expect((await cli('new', '--year', '2016', '--team', TEAM, '--seed', '3')).status).toBe(0);
  preseasonStatus = await cli('status');
  expect((await cli('advance')).status).toBe(0);
  const first = (await json<TeamScheduleResponse>('schedule')).games[0];
  firstPreview = await cli('game', '--id', String(first.id));
  expect((await cli('sim', '--to', '3')).status).toBe(0);
});

afterAll(() => temp.cleanup());

describe('home and away', () => {
  it('the schedule names each game home, away or neutral as the week page hosts it', async () => {
    const schedule = await json<TeamScheduleResponse>('schedule');
    expect(schedule.games.length).toBeGreaterThanOrEqual(12);
    const sites = new Set(schedule.games.map((g) => g.site));
    expect(sites.has('home')).toBe(true);
    expect(sites.has('away')).toBe(true);
    for (const g of schedule.games.slice(0, 4)) {
      const week = await json<WeekScheduleResponse>('week', String(g.weekPlayed));
      const game = week.games.find((w) => w.id === g.id)!;
      const expected = game.siteA === 'neutral' ? 'neutral' : game.teamA.name === TEAM ? 'home' : 'away';
      expect(g.site).toBe(expected);
    }
    const text = (await cli('schedule')).stdout;
    const away = schedule.games.find((g) => g.site === 'away')!;
    const home = schedule.games.find((g) => g.site === 'home')!;
    expect(text).toMatch(new RegExp(`at (#\\d+ )?${away.opponent.name}`));
    expect(text).toMatch(new RegExp(`vs (#\\d+ )?${home.opponent.name}`));
  });

  it('the week page says "at" for the same away game', async () => {
    const schedule = await json<TeamScheduleResponse>('schedule');
    const away = schedule.games.find((g) => g.site === 'away')!;
    const text = (await cli('week', String(away.weekPlayed))).stdout;
    expect(text).toMatch(new RegExp(`${TEAM} \\(\\d+-\\d+, \\d+-\\d+ conf\\.\\) at (#\\d+ )?${away.opponent.name}`));
  });
});

describe('numbers that read right', () => {
  it('a preview before week 1 shows a dash, not "0 (#1)", for each season figure', () => {
    expect(firstPreview.status).toBe(0);
    expect(firstPreview.stdout).toMatch(/Points per game +— +—/);
    expect(firstPreview.stdout).not.toMatch(/\b0 \(#\d+\)/);
  });

  it('moneylines stay within the sportsbook caps, -10000 and +3000', async () => {
    for (const week of [1, 2, 3, 4]) {
      const view = await json<WeekScheduleResponse>('week', String(week));
      for (const g of view.games) {
        for (const line of [g.moneylineA, g.moneylineB]) {
          if (line === null) continue;
          expect(Number(line)).toBeGreaterThanOrEqual(-10000);
          expect(Number(line)).toBeLessThanOrEqual(3000);
        }
      }
    }
  });

  it('status names the week of the season, never "Week 18 of 17"', async () => {
    expect(preseasonStatus.stdout).toMatch(/Week: +Preseason/);
    expect((await cli('status')).stdout).toMatch(/Week: +Week 4 of 14\n/);
  });
});
