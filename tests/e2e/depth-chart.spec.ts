// The depth chart page: the player moves his own players up and down, redshirts one, hands a position back to
// the automatic order; another team's chart is read only; the player page shows attributes and the chart of
// overall by season.
import type { DepthChartResponse } from '../../src/shared/api-types.js';
import { apiGet, openMenu, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(180_000);

test('the depth chart is edited in the browser and kept', async ({ page }) => {
  const team = 'Ohio State';
  const enc = encodeURIComponent(team);
  await startDynastyViaApi(page, { team, year: 2022, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 3);

  await page.goto('/dashboard');
  await openMenu(page, 'TEAM', 'Depth Chart');
  await expect(page).toHaveURL(`/${enc}/depth`);
  const table = page.locator('table.depth-chart');
  await expect(table.locator('tbody tr')).not.toHaveCount(0);

  // The running backs: the second moves up to the first string.
  await page.getByLabel('Position').selectOption('RB');
  const before = await apiGet<DepthChartResponse>(page, `/api/${enc}/depth/?pos=RB`);
  const second = before.positions[0].players[1];
  const name = `${second.first} ${second.last}`;
  await page.getByRole('button', { name: `Move ${name} up` }).click();
  await expect(page.getByRole('status')).toContainText(`${name} is number 1 at RB`);
  await expect(table.locator('tbody tr').first()).toContainText(name);
  await expect(page.getByText('Your order')).toBeVisible();

  // Kept across a reload and a week of games.
  await simulateViaApi(page, 4);
  await page.reload();
  await page.getByLabel('Position').selectOption('RB');
  await expect(table.locator('tbody tr').first()).toContainText(name);

  // Redshirt a player who has not played yet (any position has some: freshmen beyond the two-deep).
  const chart = await apiGet<DepthChartResponse>(page, `/api/${enc}/depth/`);
  const benchedAt = chart.positions.find((p) =>
    p.players.some((x) => x.games_played === 0 && !x.redshirted && !x.redshirting),
  )!;
  const benched = benchedAt.players.find((x) => x.games_played === 0 && !x.redshirted && !x.redshirting)!;
  await page.getByLabel('Position').selectOption(benchedAt.pos);
  // The switch turns on once the server has answered (the page shows the saved state).
  await page.getByLabel(`Redshirt ${benched.first} ${benched.last}`).click();
  await expect(page.getByRole('status')).toContainText('is redshirting');
  await expect(page.locator(`tr[data-player="${benched.id}"]`)).toContainText('(RS)');
  await expect(page.getByLabel(`Redshirt ${benched.first} ${benched.last}`)).toBeChecked();
  await page.getByLabel('Position').selectOption('RB');

  // Automatic order again.
  await page.getByRole('button', { name: 'Automatic order' }).click();
  await expect(page.getByRole('status')).toContainText('Automatic depth chart at RB');
  await expect(page.getByText('Automatic', { exact: true })).toBeVisible();

  // Another team's chart: no controls.
  await page.goto('/Michigan/depth');
  await expect(page.getByText("Only your own team's depth chart can be changed.")).toBeVisible();
  await expect(page.getByRole('button', { name: /Move .* up/ })).toHaveCount(0);

  // The player page: attributes, height and weight, overall by season.
  await page.goto(`/players/${second.id}`);
  await expect(page.getByRole('heading', { name: 'Attributes' })).toBeVisible();
  await expect(page.getByText(/\d-\d{1,2}, \d{3} lb/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overall by season' })).toBeVisible();
});
