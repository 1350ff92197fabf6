// dynasty play, coaching a game: S opens the situations that come to the player (space turns one on or off, saved
// at once, as the web's control does), and a call's letter (shown beside it, the web's key) makes the call.
import { describe, expect, it } from 'vitest';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { dashboardOfFile, KEYS } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const game = dashboardOfFile(4, 1);

describe('dynasty play: the situations and the call keys', () => {
  it('S toggles a situation, and a letter makes its call', async () => {
    await game.press('m');
    await game.waitFor(/Your (call on offense|call on defense|kick-off)/);
    await game.press('S');
    let frame = await game.waitFor('[x] third downs');
    expect(frame).toContain('You call');
    expect(frame).toContain('[x] third downs');
    expect(frame).toContain('[ ] the red zone');
    // The red zone is the third row.
    await game.press(KEYS.down, KEYS.down, ' ');
    frame = await game.waitFor('[x] the red zone');
    const db = () => game.session.context().db;
    expect(readCoachedRecord(db(), programOf(db()))!.situations).toEqual({
      situations: ['third', 'fourth', 'two_minute', 'kicks', 'redzone'],
      sides: 'both',
    });
    await game.press('S');
    frame = await game.waitFor(/Your (call on offense|call on defense|kick-off|the try)/);
    const kind = /Your call on offense/.test(frame)
      ? 'offense'
      : /Your call on defense/.test(frame)
        ? 'defense'
        : /kick-off/.test(frame)
          ? 'kickoff'
          : 'try';
    const [letter, call] = {
      offense: ['i', 'inside_run'],
      defense: ['b', 'base'],
      kickoff: ['n', 'normal'],
      try: ['k', 'kick'],
    }[kind];
    expect(frame).toContain(`${letter} ${call.replace('_', ' ')}`);
    const made = readCoachedRecord(db(), programOf(db()))!.calls.length;
    // The screen counts every call of the game, the coordinator's too: wait for its own count to move on.
    const shown = /(\d+) calls/.exec(game.frame())![1];
    await game.press(letter);
    await game.waitFor(new RegExp(`(?<!\\d)(?!${shown} calls)\\d+ calls`));
    // After the coordinator's calls up to the decision (the record keeps them once the player answers), his own.
    expect(readCoachedRecord(db(), programOf(db()))!.calls.slice(made)).toContain(call);
  }, 120_000);
});
