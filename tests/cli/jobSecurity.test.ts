// Job security moves with a season's results when the season ends (the season's summary), not game by game: a
// Nebraska coach whose 2024 team loses eight games (God Mode forces them) still reads 70/100 "Secure" after the last
// game, and the pages say when it is reviewed; in the summary the losing season has cost him the secure seat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachResponse, ScheduleGame } from '../../src/shared/api-types.js';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-job-security-');
const { cli, json } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', 'Nebraska', '--seed', '7')).status).toBe(0);
}, 120_000);

afterAll(() => temp.cleanup());

describe("the coach's job security", () => {
  it('says before the season that the season is reviewed when it ends', async () => {
    const coach = await json<CoachResponse>('coach');
    expect(coach.coach.security).toBe(70);
    expect(coach.coach.security_review).toBe('next reviewed when the 2024 season ends');
    expect((await cli('coach')).stdout).toContain(
      'Job security 70/100: Secure (the program expects about 55% wins; next reviewed when the 2024 season ends)',
    );
  });

  it('holds through a losing season and falls when the season ends', async () => {
    expect((await cli('advance')).status).toBe(0);
    expect((await cli('god', 'on')).status).toBe(0);
    const games = (await json<{ games: ScheduleGame[] }>('schedule')).games;
    const regular = games.filter((g) => g.opponent && g.weekPlayed <= 12).slice(0, 8);
    expect(regular).toHaveLength(8);
    for (const game of regular)
      expect((await cli('god', 'force', String(game.id), '--winner', game.opponent!.name)).status).toBe(0);
    expect((await cli('sim', '--end')).status).toBe(0);

    const after = await json<CoachResponse>('coach');
    expect(after.coach.losses).toBeGreaterThanOrEqual(8);
    // The season's results are not judged yet: the same figure, and the page says when they will be.
    expect(after.coach.security).toBe(70);
    expect(after.coach.security_review).toBe('next reviewed when the 2024 season ends');

    expect((await cli('advance')).status).toBe(0);
    const judged = await json<CoachResponse>('coach');
    expect(judged.info.stage).toBe('summary');
    expect(judged.coach.security).toBeLessThan(55);
    expect(judged.coach.hot_seat).not.toBe('secure');
    expect(judged.coach.security_review).toBeNull();
  });
});
