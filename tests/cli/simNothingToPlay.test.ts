// dynasty sim with nothing left to play before its target (a week already played, a season already over): a refusal
// (exit 2, one line on stderr, the save unchanged), never a silent success.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliSave, season2019AtWeek4 } from '../helpers/cli.js';

const save = cliSave('dynasty-sim-nothing-');
afterAll(() => save.cleanup());

beforeAll(async () => {
  await season2019AtWeek4(save.path);
}, 300_000);

describe('dynasty sim with nothing to play', () => {
  it('refuses a week already played, naming the week the season is at', async () => {
    const { currentWeek } = await save.json<{ currentWeek: number }>('status');
    expect(currentWeek).toBe(5);
    await save.refused(
      ['sim', '--to', '4'],
      /^dynasty: Week 4 has already been played: the 2019 season is at week 5 \(`dynasty sim --to 5` plays it\)\.$/m,
    );
    await save.refused(['sim', '--to', '2'], /^dynasty: Week 2 has already been played: /);
  });

  it('refuses --end once the season is over', async () => {
    const r = await save.cli('sim', '--end');
    expect(r.status, r.stderr).toBe(0);
    await save.refused(['sim', '--end'], /^dynasty: The 2019 season is over: every game has been played/);
  });
}, 300_000);
