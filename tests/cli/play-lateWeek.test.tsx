// Late signings in the terminal game (Clemson 2019, its season played, in the season summary): the summary points to
// them, the recruiting board (b) says the late weeks before signing day and L plays the next, as `dynasty recruit
// week` and the web's button do (the same use case).
import { describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { playedSeason2019 } from '../helpers/cli.js';
import { openGame, screenOfFile, withSave } from './play-helpers.js';

const game = screenOfFile(
  async (path) => {
    await playedSeason2019(path);
    await withSave(path, (save) => save.change(() => advanceStage(save.db)));
  },
  (path) => openGame(path, { columns: 120, rows: 30 }),
);

describe('dynasty play: late signings', () => {
  it('plays a late week from the recruiting board with L', async () => {
    await game.waitFor('Continue: 2019 Clemson');
    await game.press('c');
    // The season summary says what comes next: roster progression, and the late weeks before signing day.
    await game.waitFor("What's next: n roster progression · late signings (3 weeks): b, then L");
    await game.press('b');
    let frame = await game.waitFor('late signings: 3 weeks before signing day');
    expect(frame).toContain('L late week');
    await game.press('L');
    frame = await game.waitFor('Late recruiting week 1 of 3 played');
    frame = await game.waitFor('late signings: 2 weeks before signing day');
    expect(frame).toContain('Clemson recruiting board');
  });
});
