// dynasty play, coaching a game in an 80x24 terminal: the calls fill the rows under the situation (not 3 of 19 with
// empty rows below), the latest plays beside them, and the frame fits the terminal.
import { describe, expect, it } from 'vitest';
import { startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { dashboardOfFile, expectFits } from './play-helpers.js';

const game = dashboardOfFile(4, 1, (save) => {
  save.change(() => startCoachedGame(save.db, { situations: ['every'], sides: 'offense' }));
});

describe('dynasty play: the coached game at 80x24', () => {
  it('shows the calls in the rows it has, with no empty rows left under them', async () => {
    await game.press('m');
    const frame = await game.waitFor('Your call on offense');
    expectFits(frame);
    const paged = /1-(\d+) of (\d+)/.exec(frame);
    expect(paged, frame).not.toBeNull();
    const [shown, of] = [Number(paged![1]), Number(paged![2])];
    expect(of).toBeGreaterThanOrEqual(17);
    expect(shown, frame).toBeGreaterThanOrEqual(10);
    // Every row is used: the one blank under the last plays, and the message line above the keys.
    const lines = frame.split('\n');
    expect(lines.filter((l) => l.trim() === '').length, frame).toBeLessThanOrEqual(2);
    expect(lines.length).toBe(23);
  }, 120_000);
});
