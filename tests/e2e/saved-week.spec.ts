// The Load Game table names a saved season's week as `dynasty status` does: "Season (Week 5 of 14)", the
// postseason rounds by name, "Season over".
import { seasonPointName } from '../../src/shared/seasonWeeks.js';
import { simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(180_000);

test('Load Game: the week of the season, its postseason round, and a season over', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Ohio State', year: 2024, playoffTeams: 4 });
  await startSeasonViaApi(page);
  let info = await simulateViaApi(page, 5);
  const stage = page.getByTestId('saves-table').locator('tbody tr').first().locator('td').nth(1);
  const calendar = { lastWeek: info.lastWeek, playoffTeams: info.playoffFormat.teams };
  await page.goto('/');
  await expect(stage).toHaveText(`Season (${seasonPointName(5, calendar)})`);
  await expect(stage).toHaveText(/^Season \(Week 5 of \d+\)$/);

  info = await simulateViaApi(page, info.lastWeek - 1);
  await page.goto('/');
  await expect(stage).toHaveText('Season (Bowls and semifinals)');

  await simulateViaApi(page, info.lastWeek + 1);
  await page.goto('/');
  await expect(stage).toHaveText('Season over');
});
