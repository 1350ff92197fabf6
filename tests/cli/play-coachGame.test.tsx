// dynasty play: m coaches the next game. The calls the game waits for are a menu (⏎ makes one), the plays and
// the win probability follow, r hands the rest to the coordinator, and the final shows the graded calls and the
// score the week stored.
import { describe, expect, it } from 'vitest';
import { stageText } from '../../src/cli/play/components/Header.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { findGame } from '../../src/store/queries/games.js';
import { dashboardOfFile, DEVELOPER_TEXT, KEYS } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const game = dashboardOfFile(4, 1);

describe('dynasty play: coach a game', () => {
  it('m starts the game, ⏎ makes calls, r plays the rest, the final is graded', async () => {
    await game.press('m');
    let frame = await game.waitFor(/Your (call on offense|call on defense|kick-off)/);
    expect(frame).toMatch(/OSU win probability [\d.]+%/);
    for (let i = 0; i < 6; i++) {
      const before = /(\d+) calls/.exec(game.frame())![1];
      await game.press(KEYS.down, KEYS.enter);
      // The coordinator calls the decisions between the player's: the count moves on by one or more.
      await game.waitFor(new RegExp(`(?<!\\d)(?!${before} calls)\\d+ calls`));
    }
    frame = game.frame();
    expect(frame).toMatch(/Q\d \d+:\d\d {2}\S/);
    await game.press('r');
    frame = await game.waitFor('Call grades:');
    expect(frame).toContain('FINAL');
    const db = game.session.context().db;
    const record = readCoachedRecord(db, programOf(db))!;
    expect(record.finished).toBe(true);
    const stored = findGame(db, record.gameId)!;
    expect(frame).toContain(
      `${record.away.abbreviation} ${stored.away_points}  ${record.home.abbreviation} ${stored.home_points}   FINAL`,
    );
    // The top bar moved on with the week the final whistle played.
    const ctx = game.session.context();
    expect(ctx.state.currentWeek).toBe(record.week + 1);
    expect(frame).toContain(stageText(ctx.state.stage, ctx.state.currentWeek, ctx.lastWeek, ctx.state.playoff.teams));
    // No frame of the game speaks the server's routes or verbs.
    expect(game.frames.filter((f) => DEVELOPER_TEXT.test(f))).toEqual([]);
  }, 120_000);
});
