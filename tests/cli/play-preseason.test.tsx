// The preseason screen: the non-conference schedule, scheduling an opponent from the list of a week (at a site
// chosen when it would play at more than one; FCS programs by name, at home), the views of the preseason, and the
// start of the season.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonconView } from '../../src/store/views/noncon.js';
import { nonconOpponentsView } from '../../src/store/views/nonconOpponents.js';
import { PageContext } from '../../src/store/views/context.js';
import { readState } from '../../src/store/queries/meta.js';
import { frameFits, KEYS, openGame, prepareSave, tempSavePath, withSave } from './play-helpers.js';

const temp = tempSavePath();
beforeAll(() => prepareSave(temp.path, { year: 2023, team: 'Texas', playoffTeams: 4 }));
afterAll(() => temp.cleanup());

function savedView<T>(read: (ctx: PageContext) => T): Promise<T> {
  return withSave(temp.path, (save) => read(new PageContext(save.db)));
}

describe('dynasty play: preseason', () => {
  it('schedules an opponent in an open week and starts the season', async () => {
    const before = await savedView((ctx) => nonconView(ctx));
    const [openWeek, fcsWeek] = before.schedule.filter((w) => w.opponent === null).map((w) => w.weekPlayed);
    const choices = await savedView((ctx) => nonconOpponentsView(ctx, openWeek).opponents);
    const free = choices.map((o) => o.team.name);
    const game = await openGame(temp.path);
    try {
      await game.waitFor('Continue: 2023 Texas');
      await game.press('c');
      let frame = await game.waitFor('Texas 2023 non-conference schedule');
      expect(frame).toContain(`${before.team.nonConfGames}/${before.team.nonConfLimit} non-conference games`);
      expect(frameFits(frame).ok).toBe(true);

      // The cursor starts on the first open week: enter lists the teams free that week, alphabetically.
      await game.press(KEYS.enter);
      frame = await game.waitFor(`Schedule week ${openWeek}: choose an opponent`);
      expect(frame).toContain(`${free.length} of ${free.length} teams free that week`);
      expect(frame).toContain(free[0]);
      expect(frameFits(frame).ok).toBe(true);

      // An opponent that would play at home, away or on neutral ground: the site is chosen next.
      const pick = choices.find((o) => !o.fcs && o.sites.length === 3)!.team.name;
      await game.type(pick.toLowerCase());
      await game.waitFor(`Filter: ${pick.toLowerCase()}`);
      await game.press(KEYS.enter);
      frame = await game.waitFor(`where to play ${pick}`);
      expect(frame).toContain('neutral site');
      await game.press(KEYS.down);
      await game.press(KEYS.down);
      await game.press(KEYS.enter);
      frame = await game.waitFor(`Scheduled ${pick} in week ${openWeek} at a neutral site.`);
      expect(frame).toContain(`${before.team.nonConfGames + 1}/${before.team.nonConfLimit} non-conference games`);
      expect(frame.split('\n').find((l) => l.includes(pick))).toMatch(new RegExp(`^› +${openWeek} .*neutral site`));

      // An FCS program by its name: it always comes to Texas.
      // One row a week: the cursor moves from the week just scheduled down to the next open one.
      await game.press(...Array<string>(fcsWeek - openWeek).fill(KEYS.down));
      await game.waitFor(new RegExp(`^› +${fcsWeek} `, 'm'));
      await game.press(KEYS.enter);
      await game.waitFor(`Schedule week ${fcsWeek}: choose an opponent`);
      await game.type('montana');
      frame = await game.waitFor('Montana (FCS)');
      expect(frame).not.toMatch(/unknown team/i);
      await game.press(KEYS.enter);
      frame = await game.waitFor(`Scheduled Montana in week ${fcsWeek} at home.`);
      expect(frame).toContain(`${before.team.nonConfGames + 2}/${before.team.nonConfLimit} non-conference games`);
      expect(frame.split('\n').find((l) => /Montana/.test(l))).toMatch(new RegExp(`^› +${fcsWeek} .*home`));

      // Enter on a week that is taken explains why nothing opens.
      await game.press(KEYS.enter);
      await game.waitFor(`Week ${fcsWeek} is taken`);

      // The views work before the season too, and escape leads back.
      for (const [key, title] of [
        ['r', 'AP Top 25'],
        ['t', 'standings'],
        ['o', 'Texas roster'],
        ['p', 'Playoff Projection'],
        ['s', 'Texas 2023 schedule'],
      ] as const) {
        await game.press(key);
        frame = await game.waitFor(title);
        expect(frame).not.toMatch(/error|unknown/i);
        expect(frameFits(frame).ok).toBe(true);
      }
      await game.press(KEYS.escape);
      await game.waitFor('Texas 2023 non-conference schedule');

      await game.press('n');
      frame = await game.waitFor('Start the 2023 season? Your non-conference schedule is locked');
      // The staff does not recruit and no order is given: the summer's recruiting would be lost, and it says so.
      expect(frame).toContain('Recruiting: your staff does not recruit for you');
      await game.press('y');
      frame = await game.waitFor('Texas dashboard', 30_000);
      expect(frame).toContain('Week 1');
      expect(frame).toContain('AP Top 10');
    } finally {
      game.close();
    }
    const after = await savedView((ctx) => ({ state: ctx.state }));
    expect(after.state.stage).toBe('season');
  });

  it('keeps the stage after a restart', async () => {
    expect(await withSave(temp.path, (save) => readState(save.db).stage)).toBe('season');
    const game = await openGame(temp.path);
    try {
      await game.press(KEYS.enter);
      await game.waitFor('Texas dashboard');
    } finally {
      game.close();
    }
  });
});
