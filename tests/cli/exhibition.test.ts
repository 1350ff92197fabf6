// dynasty game --home --away --year: an exhibition without a save, the same game for the same seed.
import { describe, expect, it } from 'vitest';
import type { ExhibitionGame } from '../../src/workbench/exhibition.js';
import { HOME_FIELD_POINTS } from '../../src/core/odds/calibration.js';
import { runCli } from '../helpers/cli.js';

const GAME = ['game', '--home', 'Ohio State', '--away', 'Michigan', '--year', '2024'];
// A save path that does not exist: an exhibition must not need one.
const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };

async function exhibition(...extra: string[]): Promise<{ game: ExhibitionGame; stdout: string }> {
  const r = await runCli([...GAME, ...extra, '--json'], NO_SAVE);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return { game: JSON.parse(r.stdout) as ExhibitionGame, stdout: r.stdout };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('dynasty game (exhibition)', () => {
  it('returns everything the engine produced, consistent with itself', async () => {
    const { game } = await exhibition('--seed', '9');
    expect(game.home).toBe('Ohio State');
    expect(game.away).toBe('Michigan');
    expect(game.year).toBe(2024);
    expect(game.neutral).toBe(false);
    expect(sum(game.homeByPeriod)).toBe(game.homePoints);
    expect(sum(game.awayByPeriod)).toBe(game.awayPoints);
    expect(game.homeByPeriod.length).toBe(4 + game.overtimes);
    expect(game.homePoints).not.toBe(game.awayPoints);
    expect(game.winner).toBe(game.homePoints > game.awayPoints ? 'home' : 'away');
    const last = game.drives[game.drives.length - 1];
    expect([last.homeScoreAfter, last.awayScoreAfter]).toEqual([game.homePoints, game.awayPoints]);
    expect(game.teamStats.home.points).toBe(game.homePoints);
    expect(game.playerStats.home.length).toBeGreaterThan(10);
    expect(game.playerStats.away.some((p) => p.passing && p.passing.att > 0)).toBe(true);
    expect(game.plays?.length).toBeGreaterThan(100);
    expect(game.homeSpread).toBe(game.odds.homeSpread);
    expect(game.seed).toBe(9);
    expect(game.headline === null || typeof game.headline === 'string').toBe(true);
  });

  it('is deterministic with a seed, and another seed plays another game', async () => {
    const a = await exhibition('--seed', '9');
    const b = await exhibition('--seed', '9');
    expect(b.stdout).toBe(a.stdout);
    const c = await exhibition('--seed', '10');
    expect(c.game.drives).not.toEqual(a.game.drives);
    // Without --seed the default seed is used: still the same game every time.
    expect((await exhibition()).stdout).toBe((await exhibition('--seed', '1')).stdout);
  });

  it('counts home field in the line, not at a neutral site', async () => {
    const home = (await exhibition('--seed', '4')).game;
    const neutral = (await exhibition('--seed', '4', '--neutral')).game;
    expect(neutral.neutral).toBe(true);
    // The home spread gets about HOME_FIELD_POINTS better (more negative) at home: lines round to half points and
    // hang toward the key numbers, a point either way at most.
    const gain = neutral.odds.homeSpread - home.odds.homeSpread;
    expect(gain).toBeGreaterThanOrEqual(HOME_FIELD_POINTS - 1.5);
    expect(gain).toBeLessThanOrEqual(HOME_FIELD_POINTS + 1.5);
    expect(home.odds.homeWinProbability).toBeGreaterThan(neutral.odds.homeWinProbability);
  });

  it('prints a box score with drives, quarter scores, team stats and leaders', async () => {
    const r = await runCli([...GAME, '--seed', '9'], NO_SAVE);
    expect(r.status).toBe(0);
    for (const part of [
      'FINAL',
      'Q1',
      'Q4',
      'Team Statistics',
      'Total Yards',
      'Drive Summary',
      'Player Performance',
      'Passing',
      'Ohio State',
      'Michigan',
    ]) {
      expect(r.stdout).toContain(part);
    }
  });

  it('refuses bad input with exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['game', '--home', 'Ohio Stat', '--away', 'Michigan', '--year', '2024'], /Did you mean: Ohio State/],
      [['game', '--home', 'Michigan', '--away', 'michigan', '--year', '2024'], /cannot play itself/],
      [['game', '--home', 'Ohio State', '--away', 'Michigan'], /--year/],
      [['game', '--home', 'Ohio State', '--away', 'Michigan', '--year', '1990'], /Season 1990 is not available/],
      [['game'], /Give --id N/],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args, NO_SAVE);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });
});
