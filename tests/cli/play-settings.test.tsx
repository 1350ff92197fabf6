// The settings screen of `dynasty play` (key e): it shows how much game detail the dynasty keeps and changes it
// through the same use case as `dynasty settings` and POST /api/settings/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRetention } from '../../src/store/queries/retention.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { KEYS, openGame, prepareSave, tempSavePath, type PlayScreen } from './play-helpers.js';

const temp = tempSavePath();
let game: PlayScreen;

beforeAll(async () => {
  await prepareSave(temp.path, { year: 2000, team: 'Alabama', playoffTeams: 2 });
});
afterAll(() => {
  game?.close();
  temp.cleanup();
});

describe('dynasty play: settings', () => {
  it('opens with e, chooses with the arrows and saves with enter', async () => {
    game = await openGame(temp.path);
    await game.waitFor('Continue: 2000 Alabama');
    await game.press('c');
    await game.waitFor('Alabama 2000 non-conference schedule');
    await game.press('e');
    await game.waitFor('Past seasons that keep full game detail');
    expect(game.frame()).toMatch(/3 \(default\)/);
    await game.press(KEYS.left, KEYS.left);
    await game.waitFor('‹ 1 ›');
    await game.press(KEYS.enter);
    await game.waitFor('Saved: 1 past seasons keep full detail.');
    await game.waitFor(/the last season \(from 1999\)/);
    game.close();
    const save = await SaveFile.open(temp.path);
    expect(readRetention(save.db)).toEqual({ keep: 'seasons', seasons: 1 });
    save.close();
  });
});
