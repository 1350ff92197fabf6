// A saved season's week in the lists of saves, named as `dynasty status` names it: `dynasty saves` and the terminal's
// start screen say "Season (Week 6 of 14)", the postseason rounds by name and "Season over".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { championshipWeekOf, savedSeasonName } from '../../src/shared/seasonWeeks.js';
import { runCli, type CliResult } from '../helpers/cli.js';
import { openGame } from './play-helpers.js';

let dir: string;
const env = (): Record<string, string> => ({ DYNASTY_SAVES_DIR: join(dir, 'saves') });
const cli = (...args: string[]): Promise<CliResult> => runCli(args, env());
const statusWeek = async (): Promise<string> => /^Week: +(.+)$/m.exec((await cli('status')).stdout)![1];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'saved-season-'));
  expect((await cli('new', '--year', '2024', '--team', 'Ohio State', '--playoff', '4', '--seed', '5')).status).toBe(0);
  expect((await cli('advance')).status).toBe(0);
  expect((await cli('sim', '--to', '5')).status).toBe(0);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a saved season named by its week', () => {
  it('names regular weeks out of the regular season, the postseason rounds, and a finished season', () => {
    const calendar = { lastWeek: 16, playoffTeams: 4 };
    const regular = championshipWeekOf(calendar) - 1;
    expect(savedSeasonName(5, calendar)).toBe(`Season (Week 5 of ${regular})`);
    expect(savedSeasonName(regular + 1, calendar)).toBe('Season (Conference championships)');
    expect(savedSeasonName(15, calendar)).toBe('Season (Bowls and semifinals)');
    expect(savedSeasonName(16, calendar)).toBe('Season (National championship)');
    expect(savedSeasonName(17, calendar)).toBe('Season over');
  });

  it('dynasty saves says what dynasty status says', async () => {
    const week = await statusWeek();
    expect(week).toMatch(/^Week 6 of \d+$/);
    const saves = await cli('saves');
    expect(saves.status).toBe(0);
    expect(saves.stdout).toContain(`Season (${week})`);
  });

  it('the terminal start screen too', async () => {
    const week = await statusWeek();
    const saves = JSON.parse((await cli('saves', '--json')).stdout) as { saves: { path?: string; name: string }[] };
    const game = await openGame(join(dir, 'saves', saves.saves[0].name));
    try {
      const frame = await game.waitFor('Continue: 2024 Ohio State');
      expect(frame).toContain(`Season (${week})`);
    } finally {
      game.close();
    }
  });
});
