// The training plan (J) and the coach's abilities (j, 1-5) in `dynasty play`: the same use cases as
// `dynasty training` and `dynasty coach spend`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programCoach } from '../../src/store/queries/coaches.js';
import { coachXp, setCoachXp, trainingPlan } from '../../src/store/queries/training.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { KEYS, expectFits, openGame, prepareSave, tempSavePath, type PlayScreen } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const temp = tempSavePath();
let game: PlayScreen;
let recruitingBefore = 0;

beforeAll(async () => {
  // The coach has a season's XP to spend.
  await prepareSave(temp.path, { year: 2019, team: 'Iowa', playoffTeams: 4 }, (save) => {
    const coach = programCoach(save.db, programOf(save.db))!;
    recruitingBefore = coach.recruiting;
    save.change(() => setCoachXp(save.db, coach.id, 500));
  });
});
afterAll(() => {
  game?.close();
  temp.cleanup();
});

describe('dynasty play: development choices', () => {
  it('sets a group focus (J), singles out a player (T on the roster) and spends XP (j, 1-5)', async () => {
    game = await openGame(temp.path);
    await game.waitFor('Continue: 2019 Iowa');
    await game.press(KEYS.enter);
    await game.waitFor('Iowa 2019 non-conference schedule');
    await game.press('J');
    await game.waitFor('Training plan');
    expectFits(game.frame());
    await game.press(KEYS.right);
    // The confirmation names the season the screen names.
    await game.waitFor('players develop after the 2019 season');
    await game.waitFor('After the 2019 season, QB trains light to give others more.');
    await game.press('o');
    await game.waitFor('Iowa roster');
    await game.press('T');
    await game.waitFor('gets extra work');
    expectFits(game.frame());
    await game.press('W');
    // The class opens with the preseason (its spring and summer), so walk-ons may be invited already.
    await game.waitFor(/Walk-ons\s+\d+ places on signing day · 0 invited/);
    await game.press(KEYS.escape);
    await game.waitFor('Iowa roster');
    await game.press('J');
    await game.waitFor('Singled out (1 of 3)');
    await game.press('j');
    await game.waitFor('500 XP to spend');
    await game.press('3');
    await game.waitFor('recruiting +1.');
    game.close();
    const save = await SaveFile.open(temp.path);
    const coach = programCoach(save.db, programOf(save.db))!;
    expect(coach.recruiting).toBe(recruitingBefore + 1);
    expect(coachXp(save.db, coach.id)).toBeLessThan(500);
    const plan = trainingPlan(save.db, 'Iowa');
    expect(plan.groups).toEqual({ QB: 'light' });
    expect(plan.players).toHaveLength(1);
    save.close();
  });
});
