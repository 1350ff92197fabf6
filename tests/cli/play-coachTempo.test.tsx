// dynasty play, coaching a game: each snap shows the clock, the tempo, the other team's tendencies and the last
// gains; the tempo is a call in the menu that holds until changed, and l sends the highlighted play to the sideline.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { PageContext } from '../../src/store/views/context.js';
import { coachedGameView } from '../../src/store/views/coachedGame.js';
import { dashboardOfFile, KEYS } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const game = dashboardOfFile(4, 1);

// React's warnings while the game is coached (an effect that sets state on every render, and the like), still printed.
const consoleError = vi.spyOn(console, 'error');
afterAll(() => consoleError.mockRestore());
const reactErrors = (): string[] => consoleError.mock.calls.map((args) => args.map(String).join(' '));

const view = () => coachedGameView(new PageContext(game.session.context().db));

/**
 * Highlights `call` in the menu (it starts at the first call) and presses `key`; waits for the answer (the count of
 * calls moves on: by one, or by more when the coordinator answers the decisions between this one and the next asked).
 */
async function choose(call: string, key: string): Promise<void> {
  const before = view().calls_made;
  const index = view().pending!.calls.indexOf(call);
  expect(index).toBeGreaterThanOrEqual(0);
  await game.press(...Array<string>(index).fill(KEYS.down), key);
  await game.waitFor(new RegExp(`(?<!\\d)(?!${before} calls)\\d+ calls`));
  expect(view().calls_made).toBeGreaterThan(before);
}

describe('dynasty play: the clock as the coach plays it', () => {
  it('shows the snap, sets the hurry-up and sends a play to the sideline', async () => {
    await game.press('m');
    const frame = await game.waitFor(/Your (call on offense|call on defense|kick-off)/);
    expect(frame).toMatch(/clock (running|stopped until the snap) · \d\d-second play clock · tempo: the coordinator's/);
    expect(frame).toMatch(/so far: (defense|offense)/);
    expect(frame).toContain('Last plays:');
    while (view().pending!.kind !== 'offense') await choose('coordinator', KEYS.enter);
    // The menu names the tempo as the web and the CLI do (the one table of calls' words), its key beside it.
    const hurry = view().pending!.calls.indexOf('tempo_hurry');
    await game.press(...Array<string>(hurry).fill(KEYS.down));
    await game.waitFor('u tempo: hurry-up');
    await game.press(...Array<string>(hurry).fill(KEYS.up));
    await choose('tempo_hurry', KEYS.enter);
    await game.waitFor('tempo: hurry-up');
    expect(view().pending!.kind).toBe('offense');
    await choose('quick_pass', 'l');
    const calls = readCoachedRecord(game.session.context().db, programOf(game.session.context().db))!.calls;
    // The hurry-up and then the sideline pass; the coordinator may answer decisions after it (a score's kick-off).
    const hurryAt = calls.lastIndexOf('tempo_hurry');
    expect(calls.slice(hurryAt, hurryAt + 2)).toEqual(['tempo_hurry', 'quick_pass+sideline']);
    expect(view().tempo).toBe('hurry');
    await game.waitFor(/Last plays: .*(pass|incomplete|interception|sack|run|\+|-)/);
    // Some sixty keys, each drawn once: no render loop for React to break off.
    expect(reactErrors().filter((e) => e.includes('Maximum update depth'))).toEqual([]);
  }, 120_000);
});
