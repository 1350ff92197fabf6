// dynasty play in multi-team mode: the save picker names both programs, the top bar says whose turn it is (by
// abbreviation), M lists the coached programs with what each has left, ⏎ plays another one, and playing the week asks
// first while the other program has business left; y plays it once, for both.
import { describe, expect, it } from 'vitest';
import { addCoachedProgram } from '../../src/store/actions/programs.js';
import { readState } from '../../src/store/queries/meta.js';
import { dashboardOfFile, expectFits, KEYS } from './play-helpers.js';

const game = dashboardOfFile(4, 1, (save) => save.change(() => addCoachedProgram(save.db, 'Michigan')));

describe('dynasty play: two coached programs', () => {
  it('names both programs on the save picker', () => {
    expect(game.frames.some((frame) => frame.includes('Continue: 2025 Ohio State & Michigan'))).toBe(true);
  });

  it('switches programs and plays the week once, asking first', async () => {
    let frame = await game.waitFor('waiting: OSU MICH');
    expectFits(frame);
    await game.press('M');
    frame = await game.waitFor('Your programs');
    expect(frame).toContain('Michigan');
    expect(frame).toContain('no recruiting orders this week');
    expectFits(frame);
    await game.press(KEYS.down, KEYS.enter);
    frame = await game.waitFor('Michigan dashboard');
    expect(game.session.program().team).toBe('Michigan');
    await game.press('n');
    frame = await game.waitFor('Other programs have not finished their turn');
    expect(frame).toMatch(/Ohio State: no recruiting orders\s+this week/);
    expectFits(frame);
    await game.press('y');
    await game.waitFor(/Week 2/, 120_000);
    expect(readState(game.session.context().db).currentWeek).toBe(2);
    expect(game.session.program().team).toBe('Michigan');
  });
});
