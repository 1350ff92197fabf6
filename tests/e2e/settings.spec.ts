// The dynasty settings page and the notice on old games: the player keeps no past season's detail, plays into
// the next season, finds a first-season game of other teams with its score, line score and team totals and the
// notice that the rest was not kept, then chooses to keep everything.
import type { TeamScheduleResponse } from '../../src/shared/api-types.js';
import { advanceViaApi, apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

test('settings: how many past seasons keep full game detail, and old games say what was not kept', async ({ page }) => {
  const team = 'Alabama';
  const first = await startDynastyViaApi(page, { team, year: 2000, playoffTeams: 2 });

  await page.goto('/settings');
  await expect(h1(page)).toHaveText('Dynasty Settings');
  await expect(page.getByTestId('retention-text')).toContainText('the last 3 seasons (from 1997)');
  await page.getByTestId('detail-seasons').selectOption('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('retention-text')).toContainText('The current season and no past season (from 2000)');

  // The first season, its offseason, and the second season: its end drops the first season's detail.
  await startSeasonViaApi(page);
  await simulateViaApi(page, first.lastWeek + 1);
  for (let i = 0; i < 4; i++) await advanceViaApi(page);
  const second = await startSeasonViaApi(page);
  await simulateViaApi(page, second.lastWeek + 1);
  await advanceViaApi(page);

  const other = await apiGet<TeamScheduleResponse>(page, `/api/Auburn/schedule/?year=2000`);
  const old = other.games.find((g) => g.result && g.opponent.name !== team)!;
  await page.goto(`/game/${old.id}`);
  await expect(page.getByTestId('linescore')).toBeVisible();
  await expect(page.getByTestId('detail-notice')).toContainText('were not kept');
  await page.getByTestId('detail-notice').getByRole('link', { name: 'Settings' }).click();
  await expect(h1(page)).toHaveText('Dynasty Settings');
  await page.getByTestId('detail-seasons').selectOption('all');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('retention-text')).toHaveText(
    'Every game of every season keeps its drives, player stats and play-by-play.',
  );
  await page.reload();
  await expect(page.getByTestId('detail-seasons')).toHaveValue('all');
});
