// The preseason screen: the non-conference schedule, scheduling an opponent from the list of a week, the
// views of the preseason, and the start of the season.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveFile } from '../../src/store/saveFile.js';
import { fetchTeamsView } from '../../src/store/views/fetchTeams.js';
import { nonconView } from '../../src/store/views/noncon.js';
import { PageContext } from '../../src/store/views/context.js';
import { readState } from '../../src/store/queries/meta.js';
import { frameFits, KEYS, openGame, prepareSave, tempSavePath } from './play-helpers.js';

const temp = tempSavePath();
beforeAll(() => prepareSave(temp.path, { year: 2023, team: 'Texas', playoffTeams: 4 }));
afterAll(() => temp.cleanup());

async function savedView<T>(read: (ctx: PageContext) => T): Promise<T> {
  const save = await SaveFile.open(temp.path);
  try {
    return read(new PageContext(save.db));
  } finally {
    save.close();
  }
}

describe('dynasty play: preseason', () => {
  it('schedules an opponent in an open week and starts the season', async () => {
    const before = await savedView((ctx) => nonconView(ctx));
    const openWeek = before.schedule.find((w) => w.opponent === null)!.weekPlayed;
    const free = await savedView((ctx) => fetchTeamsView(ctx, openWeek));
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

      const pick = free.find((name) => name.startsWith('Rice')) ?? free[free.length - 1];
      await game.type(pick.toLowerCase());
      await game.waitFor(`Filter: ${pick.toLowerCase()}`);
      await game.press(KEYS.enter);
      frame = await game.waitFor(`Scheduled ${pick} in week ${openWeek}.`);
      expect(frame).toContain(`${before.team.nonConfGames + 1}/${before.team.nonConfLimit} non-conference games`);
      expect(frame.split('\n').find((l) => l.includes(pick))).toMatch(new RegExp(`^› +${openWeek} `));

      // Enter on a week that is taken explains why nothing opens.
      await game.press(KEYS.enter);
      await game.waitFor(`Week ${openWeek} is taken`);

      // The views work before the season too, and escape leads back.
      for (const [key, title] of [['r', 'AP Top 25'], ['t', 'standings'], ['o', 'Texas roster'], ['p', 'Playoff Projection'], ['s', 'Texas 2023 schedule']] as const) {
        await game.press(key);
        frame = await game.waitFor(title);
        expect(frame).not.toMatch(/error|unknown/i);
        expect(frameFits(frame).ok).toBe(true);
      }
      await game.press(KEYS.escape);
      await game.waitFor('Texas 2023 non-conference schedule');

      await game.press('n');
      await game.waitFor('Start the 2023 season now?');
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
    const save = await SaveFile.open(temp.path);
    expect(readState(save.db).stage).toBe('season');
    save.close();
    const game = await openGame(temp.path);
    try {
      await game.press(KEYS.enter);
      await game.waitFor('Texas dashboard');
    } finally {
      game.close();
    }
  });
});
