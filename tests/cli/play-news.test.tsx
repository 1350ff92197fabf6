// dynasty play: u opens the news feed (the same stories as `dynasty news`), ←→ steps through the weeks; it fits 80x24.
import { beforeAll, describe, expect, it } from 'vitest';
import { newsFeedView } from '../../src/store/views/newsFeed.js';
import type { NewsStory } from '../../src/shared/news-types.js';
import { dashboardOfFile, frameFits, KEYS } from './play-helpers.js';

const game = dashboardOfFile(4, 4);
let stories: NewsStory[] = [];

beforeAll(() => {
  stories = newsFeedView(game.session.context()).stories;
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
