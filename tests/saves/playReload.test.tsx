// `dynasty play` shows a change another program made to its save while the screen is open, without a key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { openGame, prepareSave, tempSavePath } from '../cli/play-helpers.js';

const temp = tempSavePath();
beforeAll(() => prepareSave(temp.path, { year: 2023, team: 'Texas', playoffTeams: 4 }));
afterAll(() => temp.cleanup());

describe('dynasty play beside another program', () => {
  it('reloads the save when a terminal command changes it', async () => {
    const game = await openGame(temp.path);
    try {
      await game.waitFor('Continue: 2023 Texas');
      await game.press('c');
      let frame = await game.waitFor('Texas 2023 non-conference schedule');
      expect(frame).not.toContain('Akron');
      const added = await runCli(['--save', temp.path, 'noncon', 'add', '--opponent', 'Akron', '--week', '2']);
      expect(added.stderr).toBe('');
      frame = await game.waitFor('Akron', 30_000);
      expect(frame).toMatch(/1\/\d non-conference games/);
    } finally {
      game.close();
    }
    // The terminal's change is in the file.
    const listed = await runCli(['--save', temp.path, 'noncon', '--json']);
    expect(listed.stdout).toContain('"Akron"');
  });
});
