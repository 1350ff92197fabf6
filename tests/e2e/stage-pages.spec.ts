// The stage pages move the game only when the player says so: opening /summary or /roster_progression before the
// game has reached its stage (a reload, a bookmark) says where the dynasty stands and asks, and leaves the stage
// as it was until the click.
import type { Page } from '@playwright/test';
import type { Info } from '../../src/shared/api-types.js';
import { apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(180_000);

/** The stage as the save holds it (GET /api/frame/ only reads). */
async function savedStage(page: Page): Promise<Info['stage']> {
  return (await apiGet<{ info: Info }>(page, '/api/frame/')).info.stage;
}

test('the season summary and roster progression ask before they move the game on', async ({ page }) => {
  const first = await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 4 });
  await startSeasonViaApi(page);
  const played = await simulateViaApi(page, first.lastWeek + 1);
  const ahead = page.getByTestId('stage-ahead');

  await page.goto('/summary');
  await expect(ahead).toContainText(
    'Go on to the 2024 season summary? The regular season and bowls are over after this',
  );
  await page.reload();
  await expect(ahead).toBeVisible();
  expect(await savedStage(page)).toBe(played.stage);
  await ahead.getByTestId('stage-ahead-confirm').click();
  await expect(h1(page)).toHaveText('2024 Season Summary');
  expect(await savedStage(page)).toBe('summary');

  await page.goto('/roster_progression');
  await expect(ahead).toContainText('Go on to roster progression? Your players develop a year after this');
  await page.reload();
  await expect(ahead).toBeVisible();
  expect(await savedStage(page)).toBe('summary');
  // Going back to the current stage changes nothing either.
  await ahead.getByRole('link', { name: 'Back to Season Summary' }).click();
  await expect(h1(page)).toHaveText('2024 Season Summary');
  await page.goBack();
  await expect(ahead).toBeVisible();
  expect(await savedStage(page)).toBe('summary');
  await ahead.getByTestId('stage-ahead-confirm').click();
  await expect(h1(page)).toHaveText('Roster Progression: 2024 to 2025');
  expect(await savedStage(page)).toBe('progression');
});
