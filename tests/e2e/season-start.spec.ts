// The dashboard shows the dashboard in the preseason too, and the season starts only when the player says so, on its
// own page (/start_season: the dashboard's button and the top bar's next stage lead there): opening the dashboard
// or that page (a reload, a bookmark, the back button) leaves the game in the preseason.
import type { Page } from '@playwright/test';
import type { Info } from '../../src/shared/api-types.js';
import { apiGet, confirmSeasonStart, header, startDynastyViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(120_000);

/** The stage as the save holds it, read by a call that only reads in the preseason and the season. */
async function savedStage(page: Page): Promise<Info['stage']> {
  return (await apiGet<{ info: Info }>(page, '/api/settings/')).info.stage;
}

test('the dashboard in the preseason is the dashboard; the season starts on its own page', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 12 });
  const question = page.getByTestId('start-season');

  await page.goto('/dashboard');
  await expect(h1(page)).toHaveText('Oregon Dashboard');
  await expect(page.getByTestId('dashboard-header')).toContainText('Oregon');
  await expect(page.getByTestId('preseason')).toContainText('The 2024 season has not started');
  await expect(question).toHaveCount(0);
  await page.reload();
  await expect(h1(page)).toHaveText('Oregon Dashboard');
  expect(await savedStage(page)).toBe('preseason');

  // The dashboard's button leads to the question; a reload of it asks again and changes nothing.
  await page.getByTestId('dashboard-start-season').click();
  await expect(page).toHaveURL('/start_season');
  await expect(question).toContainText('Start the 2024 season? Your non-conference schedule is locked after this.');
  // A new dynasty's staff does not recruit: the question says the summer's recruiting would be lost.
  await expect(page.getByTestId('start-season-warning')).toContainText('Recruiting: your staff does not recruit');
  await page.reload();
  await expect(question).toBeVisible();
  expect(await savedStage(page)).toBe('preseason');

  // The top bar's next stage leads to the same question; going back to scheduling changes nothing either.
  await question.getByRole('link', { name: 'Back to scheduling' }).click();
  await expect(page).toHaveURL('/noncon');
  await header(page).getByTestId('stage-next').click();
  await expect(page).toHaveURL('/start_season');
  await expect(question).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(question).toBeVisible();
  expect(await savedStage(page)).toBe('preseason');

  await confirmSeasonStart(page);
  await expect(page).toHaveURL('/dashboard');
  await expect(h1(page)).toHaveText('Oregon Dashboard');
  await expect(page.getByTestId('preseason')).toHaveCount(0);
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 1');
  expect(await savedStage(page)).toBe('season');

  // Once it started, the season's start page is the dashboard.
  await page.goto('/start_season');
  await expect(page).toHaveURL('/dashboard');
  await expect(h1(page)).toHaveText('Oregon Dashboard');
});
