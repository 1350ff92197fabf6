// dynasty play: while a coached game is in progress the dashboard says so, and playing its week asks first (the
// coordinator would call the rest of it): y lets him finish it, m resumes coaching, any other key changes nothing.
import { describe, expect, it } from 'vitest';
import { startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { dashboardOfFile, expectFits } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const game = dashboardOfFile(4, 1, (save) => void save.change(() => startCoachedGame(save.db, programOf(save.db))));

describe('dynasty play: the week of a coached game in progress', () => {
  it('asks before the coordinator finishes it, and n changes nothing', async () => {
    const record = readCoachedRecord(game.session.context().db, programOf(game.session.context().db))!;
    const opponent = record.side === 'home' ? record.away.name : record.home.name;
    let frame = await game.waitFor(
      `Your game against ${opponent} (week ${record.week}) is in progress: m resumes coaching it.`,
    );
    expectFits(frame);

    await game.press('n');
    frame = await game.waitFor('Play it anyway? Your coordinator calls the rest. (y/n, m resumes)');
    expectFits(frame);
    await game.press('n');
    await game.waitFor('m resumes coaching it.');
    expect(game.session.context().state.currentWeek).toBe(record.week);
    expect(readCoachedRecord(game.session.context().db, programOf(game.session.context().db))!.calls).toEqual(
      record.calls,
    );

    // The advance menu's choices ask too.
    await game.press('a');
    await game.waitFor('Advance: play games until');
    await game.press('\r');
    await game.waitFor('Play it anyway? Your coordinator calls the rest. (y/n, m resumes)');
    await game.press('y');
    frame = await game.waitFor(`Played week ${record.week}.`);
    expect(frame).not.toContain('is in progress');
    expect(readCoachedRecord(game.session.context().db, programOf(game.session.context().db))!.finished).toBe(true);
    expect(game.session.context().state.currentWeek).toBe(record.week + 1);
  }, 120_000);
});
