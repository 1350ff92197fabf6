// dynasty play: u opens the news feed (the same stories as `dynasty news`), ←→ steps through the weeks; it fits 80x24.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { PageContext } from '../../src/store/views/context.js';
import { newsFeedView } from '../../src/store/views/newsFeed.js';
import type { NewsStory } from '../../src/shared/news-types.js';
import { frameFits, KEYS, openGame, prepareSave, tempSavePath, type PlayScreen } from './play-helpers.js';

const temp = tempSavePath();
let game: PlayScreen;
let stories: NewsStory[] = [];

beforeAll(async () => {
  await prepareSave(temp.path, { year: 2025, team: 'Ohio State', playoffTeams: 4 }, (save) => {
    save.change(() => advanceStage(save.db));
    save.change(() => simulateTo(save.db, 4));
    stories = newsFeedView(new PageContext(save.db)).stories;
  });
  game = await openGame(temp.path);
  await game.waitFor('Continue: 2025 Ohio State');
  await game.press('c');
  await game.waitFor('Ohio State dashboard');
}, 120_000);
afterAll(() => {
  game?.close();
  temp.cleanup();
});

describe('dynasty play: news', () => {
  it("u shows the season's stories, the latest week first; ←→ picks a week", async () => {
    expect(stories.length).toBeGreaterThan(3);
    await game.press('u');
    let frame = await game.waitFor('2025 news');
    expect(frame).toContain('all weeks');
    expect(frame).toContain(`Week ${stories[0].week}`);
    expect(frame).toContain(stories[0].headline.slice(0, 60));
    const fit = frameFits(frame);
    expect(fit, frame).toMatchObject({ ok: true });
    await game.press(KEYS.right);
    frame = await game.waitFor('Preseason');
    await game.press(KEYS.right);
    const week1 = stories.filter((s) => s.week === 1);
    expect(week1.length).toBeGreaterThan(0);
    frame = await game.waitFor(week1[0].headline.slice(0, 60));
    for (const s of week1.slice(0, 3)) expect(frame).toContain(s.headline.slice(0, 60));
    // The latest week's stories are gone.
    const latest = stories.find((s) => s.week === stories[0].week && !week1.some((w) => w.headline === s.headline))!;
    expect(frame).not.toContain(latest.headline.slice(0, 60));
  });
});
