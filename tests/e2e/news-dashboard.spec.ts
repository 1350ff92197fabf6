// The news feed on the dashboard (top five) and its own page (filters by week and season), and the season at a
// glance: rank by week, the next three games, the Heisman race and the team's leaders, as the API gives them.
import type { WeekScheduleResponse } from '../../src/shared/types/game.js';
import type { DashboardResponse } from '../../src/shared/types/home.js';
import type { NewsResponse } from '../../src/shared/news-types.js';
import type { SeasonGlanceResponse } from '../../src/shared/glance-types.js';
import type { SiteLinksResponse } from '../../src/shared/site-types.js';
import { apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(180_000);

test('dashboard: top stories and the season at a glance; the news page filters by week', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Ohio State', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 5);
  const news = await apiGet<NewsResponse>(page, '/api/news/');
  const glance = await apiGet<SeasonGlanceResponse>(page, '/api/dashboard/glance/');
  expect(news.stories.length).toBeGreaterThan(5);

  await page.goto('/dashboard');
  const top = page.getByTestId('top-stories').getByTestId('news-story');
  await expect(top).toHaveCount(5);
  for (let i = 0; i < 5; i++) await expect(top.nth(i)).toContainText(news.stories[i].headline);

  await expect(page.getByTestId('next-games').locator('.list-group-item')).toHaveCount(3);
  for (const g of glance.next_games) await expect(page.getByTestId('next-games')).toContainText(g.opponent.name);
  await expect(page.getByTestId('heisman-top5').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('heisman-top5')).toContainText(glance.heisman[0].name);
  const passer = glance.leaders.find((l) => l.category === 'passing')!;
  await expect(page.getByTestId('leader-passing')).toContainText(passer.name);
  await expect(page.getByTestId('rank-chart').locator('svg.recharts-surface')).toBeVisible();
  expect(glance.rank_by_week.map((p) => p.week)).toEqual([0, 1, 2, 3, 4]);

  await page.getByRole('link', { name: 'All news' }).click();
  await expect(h1(page)).toHaveText('2024 News');
  await expect(page.getByTestId('news-story')).toHaveCount(news.stories.length);
  const injury = news.stories.find((s) => s.kind === 'injury')!;
  await expect(page.getByTestId('news-story').filter({ hasText: injury.headline })).toContainText('Injury');
  await page.getByLabel('Week').selectOption('3');
  await expect(page).toHaveURL(/week=3/);
  const week3 = news.stories.filter((s) => s.week === 3);
  await expect(page.getByTestId('news-story')).toHaveCount(week3.length);
  for (const s of week3) await expect(page.getByTestId('news-list')).toContainText(s.headline);
});

test('footer: the links the server is configured with, and no other', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Ohio State', year: 2024, playoffTeams: 12 });
  const site = await apiGet<SiteLinksResponse>(page, '/api/site/');
  await page.goto('/rankings');
  await expect(h1(page)).toBeVisible();
  const links = page.locator('footer').getByRole('link');
  const expected = [site.repo_url, site.author_url].filter((u) => u !== null);
  await expect(links).toHaveCount(expected.length);
  for (const [i, url] of expected.entries()) await expect(links.nth(i)).toHaveAttribute('href', url);
});

test('dashboard and week schedule: a rank shows only for a top-25 team', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Kent State', year: 2024, playoffTeams: 12 });
  // The API gives every team its place in the poll's order (the original client's `ranking`), ranked or not.
  const dashboard = await apiGet<DashboardResponse>(page, '/api/dashboard/');
  expect(dashboard.team.ranking).toBeGreaterThan(25);

  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-header');
  await expect(card).toContainText('Kent State');
  await expect(card).not.toContainText('#');

  // The week schedule: Kent State's first game, beside the week's ranked teams.
  let week = 1;
  let schedule = await apiGet<WeekScheduleResponse>(page, `/api/week/${week}/`);
  const playing = (w: WeekScheduleResponse) =>
    w.games.some((g) => g.teamA.name === 'Kent State' || g.teamB.name === 'Kent State');
  while (!playing(schedule)) schedule = await apiGet<WeekScheduleResponse>(page, `/api/week/${++week}/`);
  const ranked = schedule.games.flatMap((g) => [g.teamA, g.teamB]).find((t) => t.ranking > 0 && t.ranking <= 25)!;
  await page.goto(`/schedule/${week}`);
  const line = page.locator('.team-line', { hasText: 'Kent State' });
  await expect(line).toHaveCount(1);
  await expect(line).not.toContainText('#');
  const rankedLine = page
    .locator('.team-line')
    .filter({ has: page.getByRole('button', { name: ranked.name, exact: true }) });
  await expect(rankedLine).toContainText(`#${ranked.ranking}`);
});
