// The league setup (key i) and God Mode (key z) screens of `dynasty play`: realignment typed on the screen (a
// conference too small to play yet said with the ways out), a conference's games, the playoff size; God Mode switched on with its banner in the header, an edit logged,
// then switched off. The same use cases as `dynasty league` and `dynasty god`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSetup } from '../../src/store/actions/leagueSetup.js';
import { godModeLog } from '../../src/store/queries/godMode.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { KEYS, openGame, prepareSave, tempSavePath, type PlayScreen } from './play-helpers.js';

const temp = tempSavePath();
let game: PlayScreen;

beforeAll(async () => {
  await prepareSave(temp.path, { year: 2024, team: 'Kansas', playoffTeams: 12 });
});
afterAll(() => {
  game?.close();
  temp.cleanup();
});

describe('dynasty play: league setup and God Mode', () => {
  it('changes the league in the preseason and uses God Mode', async () => {
    game = await openGame(temp.path);
    await game.waitFor('Continue: 2024 Kansas');
    await game.press('c');
    await game.waitFor('Kansas 2024 non-conference schedule');
    await game.press('i');
    await game.waitFor('League setup 2024');
    await game.press('m');
    await game.waitFor('Move: team > conference');
    await game.type('Kansas > SEC');
    await game.press(KEYS.enter);
    await game.waitFor('Moved Kansas to SEC.');
    await game.press('p');
    await game.waitFor('Playoff: 16 teams.');
    await game.press('a');
    await game.type('Tiny: Army, Navy');
    await game.press(KEYS.enter);
    await game.waitFor('Created Tiny.');
    // One program at a time into the two-team Pac-12: taken, and the screen says what is left to do.
    await game.press('m');
    await game.type('Boise State > Pac-12');
    await game.press(KEYS.enter);
    const underWay = await game.waitFor('Realignment under way: Pac-12 has 3 teams');
    expect(underWay).toContain('dynasty league dissolve Pac-12');
    await game.press('m');
    await game.type('Boise State > Mountain West');
    await game.press(KEYS.enter);
    await game.waitFor('Moved Boise State to Mountain West.');
    expect(game.frame()).not.toContain('Realignment under way');
    // g steps through the games the first conference (the SEC, 17 teams with Kansas, 8 games) may play: 9, then 7.
    await game.press('g');
    await game.waitFor('SEC: 9 conference games.');
    await game.press('g');
    await game.waitFor('SEC: 7 conference games.');

    await game.press('z');
    await game.waitFor('God Mode is off');
    await game.press('g');
    await game.waitFor('GOD MODE');
    await game.press('p');
    await game.type('Kansas > 6');
    await game.press(KEYS.enter);
    await game.waitFor("2024 week 1: Set Kansas's prestige to 6");
    await game.press('g');
    await game.waitFor('God Mode is off');
    expect(game.frame()).not.toContain('GOD MODE');
    game.close();

    const save = await SaveFile.open(temp.path);
    const setup = currentSetup(save.db);
    expect(setup.conferences.find((c) => c.name === 'SEC')?.teams).toContain('Kansas');
    expect(setup.conferences.find((c) => c.name === 'Tiny')?.teams).toEqual(['Army', 'Navy']);
    expect(setup.playoff.teams).toBe(16);
    expect(setup.conferences.find((c) => c.name === 'SEC')?.confGames).toBe(7);
    expect(godModeLog(save.db).map((e) => e.what)).toEqual([
      'God Mode turned on',
      "Set Kansas's prestige to 6",
      'God Mode turned off',
    ]);
    save.close();
  }, 120_000);
});
