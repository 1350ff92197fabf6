// dynasty play: ? on the coached game lists its keys: the sideline (l), the situations (S) and every call's letter
// as the menu shows it (shared/callKeys.ts).
import { describe, expect, it } from 'vitest';
import { CALLS_OF } from '../../src/core/sim/calls.js';
import { callLabel, keyedCalls } from '../../src/shared/callKeys.js';
import { KEYS, openAtDashboard, screenOfFile, seasonSave } from './play-helpers.js';

// Tall enough that the whole help shows at once.
const SIZE = { columns: 100, rows: 160 };
const game = screenOfFile(
  (path) => seasonSave(path, 4, 1),
  (path) => openAtDashboard(path, SIZE),
);

/** The help's row of a key: the key, padded, then what it does. */
const rowOf = (key: string, what: string): RegExp =>
  new RegExp(`^\\s+${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+${what}`, 'm');

describe('dynasty play: the keys of a coached game', () => {
  it('? on the coached game lists l, S and the letter of every call', async () => {
    await game.press('m');
    await game.waitFor(/Your (call on offense|call on defense|kick-off)/);
    await game.press('?');
    const frame = await game.waitFor('Coached game');
    expect(frame).toMatch(rowOf('l', 'the highlighted play to the sideline'));
    expect(frame).toMatch(rowOf('S', 'the situations that come to you'));
    for (const [call, key] of keyedCalls()) expect(frame).toMatch(rowOf(key, callLabel(call)));
    // Every play of the game's decisions has its letter.
    for (const call of Object.values(CALLS_OF).flat()) expect(keyedCalls().map(([c]) => c)).toContain(call);
    await game.press(KEYS.escape);
    await game.waitFor(/Your (call on offense|call on defense|kick-off)/);
  }, 120_000);
});
