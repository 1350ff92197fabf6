// Browsing in the browser: the rankings page's poll picker, the individual stats page's six categories with its
// name search, position filter, per-game switch and column chooser, and the home page's team search.
import type {
  DefenseLeaderStats,
  IndividualStatEntry,
  IndividualStatsResponse,
  PassingLeaderStats,
  RankingsResponse,
} from '../../src/shared/api-types.js';
import { apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(180_000);

test('team search on the home page', async ({ page }) => {
  await page.goto('/');
  const list = page.getByTestId('team-list');
  await expect(list.getByText('Ohio State')).toBeVisible();
  await page.getByLabel('Search teams').fill('michigan');
  await expect(list).not.toContainText('Ohio State');
  // Michigan, Michigan State, Central, Eastern and Western Michigan: every one named so, and only they.
  const names = await list.locator('.list-group-item').allTextContents();
  expect(names.length).toBe(5);
  for (const name of names) expect(name.toLowerCase()).toContain('michigan');
});

test('rankings poll picker and individual stats tools', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 5);

  await page.goto('/rankings');
  await expect(h1(page)).toHaveText('AP Top 25');
  await page.getByLabel('Poll').selectOption('2');
  await expect(page.getByTestId('rankings-subtitle')).toHaveText('2024 Week 2');
  const week2 = await apiGet<RankingsResponse>(page, '/api/rankings/?week=2');
  await expect(page.locator('table.data-table tbody tr').first()).toContainText(week2.rankings[0].name);

  const stats = await apiGet<IndividualStatsResponse>(page, '/api/stats/individual/');
  const defenders = Object.values<IndividualStatEntry<DefenseLeaderStats>>(stats.stats.defense);
  const tackler = [...defenders].sort((a, b) => b.stats.tackles - a.stats.tackles)[0];
  await page.goto('/stats/individual');
  await page.getByRole('tab', { name: 'Defense' }).click();
  const table = page.getByTestId('leaders-defense');
  await expect(table.locator('tbody tr').first()).toContainText(tackler.last);
  // The name search.
  const tab = page.locator('.tab-pane.active');
  await tab.getByLabel('Search').fill(tackler.last);
  await expect(table.locator('tbody tr').first()).toContainText(`${tackler.first} ${tackler.last}`);
  await tab.getByLabel('Search').fill('');
  // The position filter.
  await tab.getByLabel('Position').selectOption('DL');
  const positions = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(positions.length).toBeGreaterThan(0);
  expect(new Set(positions)).toEqual(new Set(['DL']));
  await tab.getByLabel('Position').selectOption('');
  // Per game: the leader's tackles become his tackles a game.
  await tab.getByLabel('Search').fill(tackler.last);
  await page.getByLabel('Per game').check();
  const perGame = Math.round((10 * tackler.stats.tackles) / tackler.stats.games) / 10;
  await expect(table.locator('tbody tr').first().locator('td').nth(5)).toHaveText(String(perGame));
  // The column chooser hides interception yards.
  await expect(table.locator('thead')).toContainText('Int Yds');
  await tab.getByRole('button', { name: 'Columns' }).click();
  await tab.getByLabel('Interception return yards').uncheck();
  await expect(table.locator('thead')).not.toContainText('Int Yds');
  // Passing shows the college passing efficiency first, the NFL rating beside it.
  const passers = Object.values<IndividualStatEntry<PassingLeaderStats>>(stats.stats.passing);
  const passer = [...passers].sort((a, b) => b.stats.yards - a.stats.yards)[0];
  await page.getByRole('tab', { name: 'Passing' }).click();
  const passing = page.getByTestId('leaders-passing');
  await expect(passing.locator('thead th[title="Passing efficiency (college formula)"]')).toContainText('Eff');
  await expect(passing.locator('thead th[title="Passer rating (NFL formula)"]')).toContainText('NFL Rate');
  await page.locator('.tab-pane.active').getByLabel('Search').fill(passer.last);
  const row = passing.locator('tbody tr', { hasText: `${passer.first} ${passer.last}` });
  const efficiency = passer.stats.passer_efficiency;
  await expect(row).toContainText(Number.isInteger(efficiency) ? String(efficiency) : efficiency.toFixed(1));
  // Kicking and punting boards.
  await page.getByRole('tab', { name: 'Kicking' }).click();
  await expect(page.getByTestId('leaders-kicking').locator('thead')).toContainText('FG%');
  await page.getByRole('tab', { name: 'Punting' }).click();
  await expect(page.getByTestId('leaders-punting').locator('thead')).toContainText('Avg');

  // Team stats: a conference's teams only, and a search by name.
  await page.goto('/stats/team');
  const offense = page.locator('.tab-pane.active');
  await expect(offense.locator('tbody tr')).toHaveCount(134);
  // A long table opens with its first rows and is busy until the rest are in.
  await expect(offense.locator('table')).not.toHaveAttribute('aria-busy');
  await offense.getByLabel('Conference').selectOption('Big Ten');
  await expect(offense.locator('tbody tr')).toHaveCount(18);
  await expect(offense.locator('tbody')).toContainText('Oregon');
  await offense.getByLabel('Search').fill('oreg');
  await expect(offense.locator('tbody tr')).toHaveCount(1);
});
