// The season starts only when the player says so: opening /dashboard in the preseason (a reload, a bookmark, the
// back button, the top bar's Season button) asks "Start the 2024 season?" and leaves the game in the preseason.
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

test('opening the dashboard in the preseason asks before it starts the season', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 12 });
  const question = page.getByTestId('start-season');

  await page.goto('/dashboard');
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
  await expect(page).toHaveURL('/dashboard');
  await expect(question).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(question).toBeVisible();
  expect(await savedStage(page)).toBe('preseason');

  await confirmSeasonStart(page);
  await expect(h1(page)).toHaveText('Oregon Dashboard');
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 1');
  expect(await savedStage(page)).toBe('season');
});
