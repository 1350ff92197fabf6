// The preseason's booked series in `dynasty play`: the real series of the start season listed with its coming
// season, a home-and-home booked (opponent, kind, week; its first season and first site), a booked game removed after a
// confirmation, a refusal shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSeriesView } from '../../src/store/views/series.js';
import { frameFits, KEYS, openGame, prepareSave, tempSavePath, withSave } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const temp = tempSavePath();
beforeAll(() => prepareSave(temp.path, { year: 2024, team: 'Texas', playoffTeams: 12 }));
afterAll(() => temp.cleanup());

const booked = () =>
  withSave(temp.path, (save) =>
    bookedSeriesView(save.db, programOf(save.db)).games.map((g) => `${g.year}:${g.week}:${g.opponent}:${g.site}`),
  );

describe('dynasty play: booked series', () => {
  it('lists, books and removes booked series games', async () => {
    const game = await openGame(temp.path);
    try {
      await game.waitFor('Continue: 2024 Texas');
      await game.press('c');
      await game.waitFor('Texas 2024 non-conference schedule');
      await game.press('g');
      let frame = await game.waitFor('Texas booked series');
      expect(frame).toMatch(/2027 +2 +Michigan +home +home-and-home \(real\)/);
      expect(frameFits(frame).ok).toBe(true);

      // A conference opponent is refused in the player's words; nothing is booked.
      await game.press('b');
      await game.type('Oklahoma');
      await game.press(KEYS.enter);
      await game.waitFor('[home-and-home]');
      await game.press(KEYS.enter);
      await game.waitFor('week (1-14)');
      await game.type('4');
      await game.press(KEYS.enter);
      await game.waitFor('Oklahoma is an SEC opponent');
      await game.press(KEYS.escape);

      await game.press('b');
      await game.type('Ohio State');
      await game.press(KEYS.enter);
      await game.waitFor('[home-and-home]');
      await game.press(KEYS.enter);
      await game.type('5');
      await game.press(KEYS.enter);
      frame = await game.waitFor('Booked a home-and-home: 2025 week 5 vs Ohio State; 2026 week 5 at Ohio State.');
      expect(await booked()).toEqual([
        '2024:2:Michigan:away',
        '2025:5:Ohio State:home',
        '2026:5:Ohio State:away',
        '2027:2:Michigan:home',
      ]);

      // x on the cursor's game asks first; y removes it.
      await game.press(KEYS.down);
      await game.press('x');
      await game.waitFor('Remove 2025 week 5 vs Ohio State? The game is lost for good. (y/n)');
      await game.press('n');
      await game.waitFor('x removes the game under the cursor');
      expect((await booked()).length).toBe(4);
      await game.press('x');
      await game.waitFor('Remove 2025 week 5 vs Ohio State?');
      await game.press('y');
      await game.waitFor('Removed: 2025 week 5 vs Ohio State.');
      expect(await booked()).toEqual(['2024:2:Michigan:away', '2026:5:Ohio State:away', '2027:2:Michigan:home']);

      // + moves the first season on, a puts a home-and-home's first game away.
      await game.press('b');
      await game.type('Ohio State');
      await game.press(KEYS.enter);
      await game.waitFor('[home-and-home]');
      await game.press(KEYS.enter);
      await game.waitFor('home-and-home with Ohio State from 2025 (+/-), first game at home (h/a)');
      await game.press('+');
      await game.press('+');
      await game.press('a');
      await game.waitFor('home-and-home with Ohio State from 2027 (+/-), first game away (h/a)');
      await game.type('1');
      await game.press(KEYS.enter);
      await game.waitFor('Booked a home-and-home: 2027 week 1 at Ohio State; 2028 week 1 vs Ohio State.');
      expect(await booked()).toContain('2027:1:Ohio State:away');
      expect(await booked()).toContain('2028:1:Ohio State:home');
      await game.press(KEYS.escape);
      await game.waitFor('Texas 2024 non-conference schedule');
    } finally {
      game.close();
    }
  });
});
