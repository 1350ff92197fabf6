// dynasty play, coaching a game's fourth downs on defense: when the other team lines up to punt the screen asks for the
// return (e return, f fair catch, b block), when it lines up for a field goal the rush (s safe, b block), and a
// defense only when it goes for it; a letter makes the call.
import { describe, expect, it } from 'vitest';
import { startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { programOf } from '../../src/store/program.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { dashboardOfFile } from './play-helpers.js';

const game = dashboardOfFile(4, 1, (save) => {
  save.change(() => startCoachedGame(save.db, programOf(save.db), { situations: ['fourth'], sides: 'defense' }));
});

const DECISION = /(They line up to punt: your return|They line up for a field goal: your rush|Your call on defense)/;

describe('dynasty play: the return against a punt', () => {
  it('asks for the return when they punt and makes a fair catch with f', async () => {
    await game.press('m');
    let frame = await game.waitFor(DECISION);
    const db = () => game.session.context().db;
    for (let i = 0; i < 12 && !frame.includes('your return'); i++) {
      const shown = /(\d+) calls/.exec(frame)![1];
      // Their field goal: the usual rush; their fourth down gone for: the base defense.
      await game.press(frame.includes('your rush') ? 's' : 'b');
      await game.waitFor(new RegExp(`(?<!\\d)(?!${shown} calls)\\d+ calls`));
      frame = await game.waitFor(DECISION);
    }
    expect(frame).toContain('They line up to punt: your return');
    expect(frame).toContain('fair catch: no return, no fumble');
    for (const line of ['e return', 'f fair catch', 'b block', 't timeout']) expect(frame).toContain(line);
    const made = readCoachedRecord(db(), programOf(db()))!.calls.length;
    const shown = /(\d+) calls/.exec(frame)![1];
    await game.press('f');
    await game.waitFor(new RegExp(`(?<!\\d)(?!${shown} calls)\\d+ calls`));
    expect(readCoachedRecord(db(), programOf(db()))!.calls.slice(made)).toContain('fair_catch');
  }, 120_000);
});
