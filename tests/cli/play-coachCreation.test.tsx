// `dynasty play`'s new dynasty making the player's head coach, as the web's coach card and `dynasty new` do: name,
// background, schemes and points; a bad name is refused on screen and no save is made.
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { programCoach } from '../../src/store/queries/coaches.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { frameFits, KEYS, openGame, tempSavePath } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const temp = tempSavePath();
afterAll(() => temp.cleanup());

describe('dynasty play: the head coach of a new dynasty', () => {
  it('refuses a bad name with the reason, and makes no save', async () => {
    const own = tempSavePath();
    const game = await openGame(own.path);
    try {
      await game.waitFor('Welcome to CFB Dynasty');
      await game.press(KEYS.enter);
      await game.waitFor('Choose your team');
      // Below the team row: the coach's rows, the name first.
      await game.press(KEYS.down);
      await game.type('X');
      await game.waitFor(/Coach name +X▏/);
      await game.press(KEYS.enter);
      await game.waitFor('choose your team');
      await game.type('indiana');
      await game.press(KEYS.enter);
      await game.waitFor('Coach name "X" must be 3-40 characters', 30_000);
    } finally {
      game.close();
    }
    expect(existsSync(own.path)).toBe(false);
    own.cleanup();
  });

  it('makes the coach chosen: name, background, schemes, points within the caps', async () => {
    const game = await openGame(temp.path);
    try {
      await game.waitFor('Welcome to CFB Dynasty');
      await game.press(KEYS.enter);
      await game.waitFor('Choose your team');
      await game.press(KEYS.down);
      await game.type('Lee Fox');
      await game.waitFor('Lee Fox▏');
      // Background: chosen for the program, then each background in turn (the third is the NFL assistant).
      await game.press(KEYS.down, KEYS.right, KEYS.right, KEYS.right);
      let frame = await game.waitFor('◀ NFL assistant ▶');
      expect(frame).toContain('Development pts');
      await game.press(KEYS.down, KEYS.right);
      await game.waitFor('◀ Air Raid ▶');
      await game.press(KEYS.down, KEYS.right);
      await game.waitFor('◀ 4-3 ▶');
      // Development may rise 3 (from +3 to +6): a fourth press changes nothing.
      await game.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.right, KEYS.right, KEYS.right, KEYS.right);
      frame = await game.waitFor(/Development pts +◀ 3 ▶/);
      expect(frame).toContain('7 of 10 points left');
      expect(frameFits(frame).ok).toBe(true);
      await game.press(KEYS.enter);
      await game.waitFor('choose your team');
      await game.type('indiana');
      await game.press(KEYS.enter);
      await game.waitFor('Your Indiana dynasty begins', 60_000);
    } finally {
      game.close();
    }
    const save = await SaveFile.open(temp.path);
    const coach = programCoach(save.db, programOf(save.db));
    save.close();
    // Indiana's tier hires at a mean of 60.5 (2026 data): the NFL assistant's development starts 3 above it.
    expect(coach).toMatchObject({ first: 'Lee', last: 'Fox', scheme: 'air_raid', front: '4-3' });
    expect(coach!.development).toBe(coach!.offense + 5 + 3);
  });
});
