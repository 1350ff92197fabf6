// dynasty play: m coaches the next game. The calls the game waits for are a menu (⏎ makes one), the plays and
// the win probability follow (the latest play with its sets and result), D shows the drive chart, r hands the rest
// to the coordinator, and the final shows the graded calls and the score the week stored, and its drive chart.
import { describe, expect, it } from 'vitest';
import { stageText } from '../../src/cli/play/components/Header.js';
import { artLine, driveLine } from '../../src/shared/playArtText.js';
import { gameSettingLine } from '../../src/shared/gameDayText.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { PageContext } from '../../src/store/views/context.js';
import { coachedGameView } from '../../src/store/views/coachedGame.js';
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
    expect(frame).toMatch(/Q\d +\d+:\d\d {2}\S/);
    const view = () => coachedGameView(new PageContext(game.session.context().db));
    const midway = view();
    // Below the score: the stadium and the weather the game is played in.
    expect(midway.day!.text.length).toBeGreaterThan(0);
    expect(frame).toContain(gameSettingLine(midway.rivalry, midway.day)!.slice(0, 60));
    const latest = midway.plays.at(-1)!;
    if (latest.art) expect(frame).toContain(artLine(latest.art).slice(0, 30));
    // D: the drive chart beside the calls, the drive under way last; D again, the plays.
    await game.press('D');
    frame = await game.waitFor('Drive chart');
    const team = (side: 'home' | 'away') => (side === 'home' ? midway.home_abbreviation : midway.away_abbreviation);
    expect(midway.drives.at(-1)!.result).toBe('in_progress');
    for (const d of midway.drives.slice(-3)) expect(frame).toContain(driveLine(d, team(d.offense)).slice(0, 40));
    await game.press('D');
    await game.waitFor(/Q\d +\d+:\d\d {2}\S/);
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
    // The final's drive chart: the game's drives, none under way.
    await game.press('D');
    frame = await game.waitFor('Drive chart');
    const final = view();
    expect(final.drives.some((d) => d.result === 'in_progress')).toBe(false);
    expect(frame).toContain(driveLine(final.drives.at(-1)!, team(final.drives.at(-1)!.offense)).slice(0, 40));
    // The top bar moved on with the week the final whistle played.
    const ctx = game.session.context();
    expect(ctx.state.currentWeek).toBe(record.week + 1);
    expect(frame).toContain(stageText(ctx.state.stage, ctx.state.currentWeek, ctx.lastWeek, ctx.state.playoff.teams));
    // No frame of the game speaks the server's routes or verbs.
    expect(game.frames.filter((f) => DEVELOPER_TEXT.test(f))).toEqual([]);
  }, 120_000);
});
