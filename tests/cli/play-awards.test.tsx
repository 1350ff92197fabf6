// dynasty play: the Heisman watch (h), the record book (k, ←→ your program), league history (l), team history (y,
// ←→ other programs) and awards (w),
// each fitting 80x24; after the season the summary screen holds the Heisman ceremony.
import { describe, expect, it } from 'vitest';
import { dashboardOfFile, expectFits, KEYS } from './play-helpers.js';

const game = dashboardOfFile(4, 4);

describe('dynasty play: awards and records', () => {
  it('h shows the Heisman watch after the weeks played; enter opens a candidate', async () => {
    await game.press('h');
    const frame = await game.waitFor('2025 Heisman watch');
    expect(frame).toContain('after week 3');
    expect(frame).toMatch(/ 1 +\S+/);
    expectFits(frame);
    await game.press(KEYS.enter);
    await game.waitFor('Career');
    await game.press(KEYS.escape);
    await game.waitFor('2025 Heisman watch');
  });

  it('k shows the league record book; ←→ switches to your program', async () => {
    await game.press('k');
    let frame = await game.waitFor('FBS record book');
    expect(frame).toContain('Single game');
    expect(frame).toContain('Passing yards');
    // The book opens with the real FBS records of before the dynasty, marked as such.
    expect(frame).toContain("* this dynasty's, G a God Mode season's");
    expect(frame).toMatch(/^ {2}Passing yards +734 +Connor Halliday +Washington State +2014/m);
    expect(frame).toMatch(/^\* Team points +\d+ +\S/m);
    expectFits(frame);
    await game.press(KEYS.right);
    frame = await game.waitFor('Ohio State record book');
    expectFits(frame);
  });

  it('l shows league history and w the awards (none before the season ends)', async () => {
    await game.press('l');
    let frame = await game.waitFor('League history');
    expect(frame).toContain('2025');
    expectFits(frame);
    await game.press('w');
    frame = await game.waitFor('2025 awards');
    expect(frame).toContain('given when the season ends');
    expectFits(frame);
  });

  it('y shows your team history; ←→ goes to the next program and back', async () => {
    await game.press('y');
    let frame = await game.waitFor('Ohio State history');
    // One season so far: the all-time record is the 2025 row's, three games played.
    const allTime = /All time in this dynasty: (\d+)-(\d+)/.exec(frame);
    expect(allTime).not.toBeNull();
    expect(Number(allTime![1]) + Number(allTime![2])).toBe(3);
    expect(frame).toMatch(new RegExp(`2025 +\\*+ +\\d+ +Big Ten +${allTime![1]}-${allTime![2]}`));
    expectFits(frame);
    await game.press(KEYS.right);
    // Another program's history: the frame says "history" and no longer "Ohio State history".
    frame = await game.waitFor(/^(?![\s\S]*Ohio State history)[\s\S]* history/);
    expect(frame).toContain('Year');
    expectFits(frame);
    await game.press(KEYS.left);
    await game.waitFor('Ohio State history');
  });
});
