// dynasty sim while a coached game is in progress: playing its week would have the coordinator call the rest, so it
// is refused (one line, exit status 2, the save untouched) unless --finish-coached says so.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cliSave } from '../helpers/cli.js';

const save = cliSave('dynasty-sim-coached-');
afterAll(() => save.cleanup());

interface Status {
  currentWeek: number;
}

beforeAll(async () => {
  expect((await save.cli('new', '--team', 'Texas', '--year', '2022', '--seed', '3')).status).toBe(0);
  expect((await save.cli('advance')).status).toBe(0);
  // Start coaching the next game and leave it after its first state (the real command, as a player runs it).
  const coach = spawnSync(BIN, ['game', 'coach', '--stdin', '--save', save.path], {
    input: '',
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(coach.status, coach.stderr).toBe(0);
}, 120_000);

describe('dynasty sim with a coached game in progress', () => {
  it('refuses to play its week without --finish-coached', async () => {
    expect((await save.cli('status')).stdout).toMatch(
      /^Coaching: Your game against .+ \(week 1\) is in progress \(`dynasty game coach` resumes it\)$/m,
    );
    const message =
      /^dynasty: Your game against .+ \(week 1\) is in progress: resume it with `dynasty game coach`, or add --finish-coached to let the coordinator finish it\.$/m;
    await save.refused(['sim', '--to', '1'], message);
    await save.refused(['sim', '--end'], message);
  });

  it('lets the coordinator finish it with --finish-coached', async () => {
    const r = await save.cli('sim', '--to', '1', '--finish-coached');
    expect(r.status, r.stderr).toBe(0);
    expect((await save.json<Status>('status')).currentWeek).toBe(2);
    // Nothing is in progress any more: the next weeks play as usual.
    expect((await save.cli('sim', '--to', '2')).status).toBe(0);
  });
});
