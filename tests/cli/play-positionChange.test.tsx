// dynasty play's depth chart in roster progression: P on a safety opens his overall at each other position, enter
// moves him to the closest (cornerback) with his ratings there, and the chart marks him as moved; escape closes the
// picker without a move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertToPosition } from '../../src/core/roster/positionChange.js';
import { findPlayer, teamRoster } from '../../src/store/queries/players.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { expectFits, KEYS, openGame, tempSavePath, type PlayScreen } from './play-helpers.js';

const temp = tempSavePath();
let game: PlayScreen;

beforeAll(async () => {
  await texasSeason2024(temp.path, 2);
  game = await openGame(temp.path);
  await game.waitFor('Continue: 2024 Texas');
  await game.press('c');
}, 600_000);

afterAll(() => {
  game?.close();
  temp.cleanup();
});

describe('dynasty play: a position change', () => {
  it('P moves the chosen safety to cornerback in the offseason', async () => {
    const db = () => game.session.context().db;
    await game.waitFor('Roster Progression');
    await game.press('c');
    await game.waitFor('Texas depth chart');
    // ← from the quarterbacks: the punters, the kickers, then the safeties.
    await game.press(KEYS.left, KEYS.left, KEYS.left);
    await game.waitFor('Position:  S ');
    expect(game.frame()).toContain('P position');
    await game.press(KEYS.end);
    const safeties = teamRoster(db(), 'Texas')
      .filter((p) => p.pos === 'S')
      .sort((a, b) => a.depth - b.depth);
    const safety = safeties.at(-1)!;
    const name = `${safety.first} ${safety.last}`;
    const expected = convertToPosition(safety, 'CB');
    await game.press('P');
    expectFits(await game.waitFor(`Move ${name} (S, overall ${safety.rating}) to:`));
    await game.press(KEYS.escape);
    await game.waitFor('Position:  S ');
    expect(findPlayer(db(), safety.id)!.pos).toBe('S');
    await game.press('P');
    const picker = await game.waitFor(`Move ${name} (S, overall ${safety.rating}) to:`);
    expect(picker).toMatch(new RegExp(`CB\\s+close\\s+${expected.rating}\\s+${expected.potential}`));
    await game.press(KEYS.enter);
    await game.waitFor(`${name} moves from S to CB (a close position)`);
    expect(findPlayer(db(), safety.id)).toMatchObject({ pos: 'CB', rating: expected.rating });
    await game.press(KEYS.left);
    const corners = await game.waitFor('Position:  CB ');
    expect(corners.split('\n').find((l) => l.includes(name))).toContain('From S');
  }, 240_000);
});
