// dynasty play speaks the player's words: the coached game's screen, opened where no game can be coached (the
// preseason), says so without the server's routes or HTTP verbs (play-coachGame.test.tsx checks a coached game's
// frames the same way).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPER_TEXT, openGame, prepareSave, tempSavePath } from './play-helpers.js';

const temp = tempSavePath();
beforeAll(() => prepareSave(temp.path, { year: 2023, team: 'Texas', playoffTeams: 4 }));
afterAll(() => temp.cleanup());

describe('dynasty play: no developer text', () => {
  it("the coached game screen in the preseason says there is no game, in the player's words", async () => {
    const game = await openGame(temp.path);
    try {
      await game.waitFor('Continue: 2023 Texas');
      await game.press('c');
      await game.waitFor('Texas 2023 non-conference schedule');
      await game.press('m');
      await game.waitFor(/No coached game/, 20_000);
      const shown = game.frames.filter((f) => DEVELOPER_TEXT.test(f));
      expect(shown, shown[0]).toEqual([]);
    } finally {
      game.close();
    }
  }, 60_000);
});
