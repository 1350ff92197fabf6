// dynasty play, coaching a game in an 80x24 terminal: the calls fill the rows under the situation (not 3 of 19 with
// empty rows below), the latest plays beside them (long plays cut at the right, never squeezing the calls' column),
// and the frame fits the terminal.
import { describe, expect, it } from 'vitest';
import { startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { programOf } from '../../src/store/program.js';
import { dashboardOfFile, expectFits } from './play-helpers.js';

const game = dashboardOfFile(4, 1, (save) => {
  save.change(() => startCoachedGame(save.db, programOf(save.db), { situations: ['every'], sides: 'offense' }));
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

  it('keeps the calls whole beside a column of long plays', async () => {
    // The coordinator calls a few snaps: the column beside the calls fills with plays wider than it.
    const playLine = /Q\d +\d{1,2}:\d\d {2}\S/;
    const playCount = (f: string) => f.split('\n').filter((l) => playLine.test(l)).length;
    let frame = await game.waitFor('Your call');
    for (let i = 0; i < 12 && playCount(frame) < 8; i++) {
      // The coordinator's call: a snap is played, and the next decision's screen comes once it is.
      const before = game.frame();
      await game.press('c');
      const deadline = Date.now() + 60_000;
      while (game.frame() === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      frame = await game.waitFor(/Your call|Your kick|The try|They line up|FINAL/);
    }
    expectFits(frame);
    const plays = frame.split('\n').filter((l) => playLine.test(l));
    expect(plays.length, frame).toBeGreaterThanOrEqual(6);
    // Each play starts where the calls' column ends (30 of 80 columns), and no call is cut ("b base   …Q1 10:05").
    for (const line of plays) expect(line.search(playLine), frame).toBeGreaterThanOrEqual(30);
    expect(frame, frame).not.toMatch(/…Q\d/);
  }, 120_000);
});
