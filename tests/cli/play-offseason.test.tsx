// The end of a season and the offseason: the last week from the advance menu, the season summary, roster
// progression, the recruiting summary and the next preseason. Also the week-by-week simulation that feeds
// the progress bar (it stops between weeks when asked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { PlaySession } from '../../src/cli/play/session.js';
import { simulateWeekByWeek, type WeekProgress } from '../../src/cli/play/simulation.js';
import { expectFits, KEYS, openGame, prepareSave, SEED, tempSavePath, type PlayScreen } from './play-helpers.js';

const temp = tempSavePath();
/** Two-team format: the season ends in week 16 (bowls and the title game). 2000 has the fewest teams to play. */
const LAST_WEEK = 16;
let game: PlayScreen;

beforeAll(async () => {
  await prepareSave(temp.path, { year: 2000, team: 'Alabama', playoffTeams: 2 }, (save) =>
    save.change(() => advanceStage(save.db)),
  );
});
afterAll(() => {
  game?.close();
  temp.cleanup();
});

describe('dynasty play: end of season and offseason', () => {
  it('simulates week by week, reporting each week and stopping between weeks when asked', async () => {
    const session = await PlaySession.open(temp.path, { seed: SEED });
    try {
      const seen: WeekProgress[] = [];
      const stopped = await simulateWeekByWeek(session, LAST_WEEK, {
        onWeek: (p) => seen.push(p),
        stopRequested: () => true,
      });
      expect(stopped).toEqual({ firstWeek: 1, lastWeek: 1, stopped: true });
      expect(seen).toEqual([{ week: 1, done: 1, total: LAST_WEEK - 1 }]);
      expect(session.context().state.currentWeek).toBe(2);
      const rest = await simulateWeekByWeek(session, LAST_WEEK, { onWeek: (p) => seen.push(p) });
      expect(rest).toEqual({ firstWeek: 2, lastWeek: LAST_WEEK - 1, stopped: false });
      expect(seen.map((p) => p.week)).toEqual(Array.from({ length: LAST_WEEK - 1 }, (_, i) => i + 1));
    } finally {
      session.close();
    }
  });

  it('plays the last week from the advance menu', async () => {
    game = await openGame(temp.path);
    await game.waitFor('Continue: 2000 Alabama');
    await game.press('c', 'a');
    let frame = await game.waitFor('Advance: play games until');
    // One week left: the next week is the end of the season.
    expect(frame).toContain('Play next week');
    expect(frame).not.toContain('End of season');
    await game.press(KEYS.enter);
    frame = await game.waitFor('The season is over', 60_000);
    expect(frame).toContain('n season summary');
    expectFits(frame);
  });

  it('shows the two-team championship on the playoff screen', async () => {
    await game.press('p');
    // The playoff screen's own field table (the dashboard also says "National Championship" of the last game).
    let frame = await game.waitFor(/Seed +Team/);
    expect(frame).toMatch(/\n1 +\S.*\n2 +\S/);
    await game.press(KEYS.right);
    frame = await game.waitFor('National championship');
    expect(frame).toMatch(/\(1\) .* vs +\(2\)/);
    expectFits(frame);
    await game.press('d');
    await game.waitFor('Alabama dashboard');
  });

  it('moves through the summary, progression and recruiting to the next preseason', async () => {
    await game.press('n');
    let frame = await game.waitFor('2000 season summary', 30_000);
    expect(frame).toMatch(/National champion: .*\(\d+-\d+\)/);
    expect(frame).toMatch(/Your season: .*Alabama \d+-\d+/);
    expect(frame).toContain('Conference realignment for 2001');
    expectFits(frame);

    await game.press('n');
    frame = await game.waitFor('Roster progression 2000 → 2001', 30_000);
    expect(frame).toMatch(/\d+ returning players, average change [+-]?[\d.]+/);
    expect(frame).toMatch(/Progressed \(\d+\)/);
    expectFits(frame);
    await game.press(KEYS.right);
    frame = await game.waitFor(/Status/);
    expectFits(frame);

    await game.press('n');
    frame = await game.waitFor('Recruiting summary: Class of 2001', 30_000);
    expect(frame).toMatch(/\d+ freshmen signed · average [\d.]+/);
    expect(frame).toMatch(/Your class \(\d+\)/);
    expectFits(frame);
    await game.press(KEYS.right, KEYS.right);
    frame = await game.waitFor('Signed');
    expect(frame).toMatch(/› +1 /);
    // Signing day's class ranking: stars and points of each signed class.
    expect(frame).toMatch(/5\/4\/3★ +Points/);
    expect(frame).toMatch(/› +1 .* \d+\/\d+\/\d+ +\d+\.\d/);
    expectFits(frame);

    await game.press('n');
    frame = await game.waitFor('Alabama 2001 non-conference schedule', 30_000);
    expect(frame).toContain('2001 Preseason');
    expectFits(frame);
  });
});
