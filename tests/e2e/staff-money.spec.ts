// The Staff and Budget pages: the coordinators and their contracts, firing refused during the season, a facilities project started,
// an NIL offer refused before the class is revealed; then in the offseason a coordinator fired and a candidate hired.
import type { StaffResponse } from '../../src/shared/staff-types.js';
import { advanceViaApi, apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

test('staff and budget: a facilities project, NIL, a coordinator fired and one hired', async ({
  page,
  consoleWatch,
}) => {
  // Refusals are answered with 4xx, which the API client logs.
  consoleWatch.allow(/status of 40\d|API POST \/api\/(nil|staff)\//);
  const first = await startDynastyViaApi(page, { team: 'Iowa', year: 2022, playoffTeams: 4 });

  await page.goto('/budget');
  await expect(h1(page)).toHaveText('Iowa Budget, 2022');
  await expect(page.getByTestId('budget-nil')).toContainText('Your collective has');
  await page.getByRole('button', { name: /Start a project/ }).click();
  await expect(page.getByTestId('budget-message')).toContainText('starts a facilities project');
  await expect(page.getByTestId('budget-facilities')).toContainText('project under way');
  await page.getByLabel('Player').fill('Nobody Atall');
  await page.getByLabel('Amount').fill('100k');
  await page.getByRole('button', { name: 'Offer NIL' }).click();
  // The class is open from the preseason (its spring and summer): a name not in it is a clear refusal.
  await expect(page.getByTestId('budget-message')).toContainText('No prospect named "Nobody Atall" in the 2022 class.');

  await page.goto('/staff');
  await expect(h1(page)).toHaveText('Iowa Staff, 2022');
  await expect(page.getByTestId('staff-coordinators').locator('tbody tr')).toHaveCount(3);
  // Each contract's last season, marked "(ends)" when it is this one (as the API says).
  const staff = await apiGet<StaffResponse>(page, '/api/staff/');
  for (const [i, c] of staff.coordinators.entries()) {
    await expect(page.getByTestId('staff-coordinators').locator('tbody tr').nth(i)).toContainText(
      c.contract_ends ? `${c.contract_until} (ends)` : String(c.contract_until),
    );
  }
  await expect(page.getByTestId('staff-budget')).toContainText('offseason');

  await startSeasonViaApi(page);
  await simulateViaApi(page, first.lastWeek + 1);
  await advanceViaApi(page);
  await advanceViaApi(page);

  await page.goto('/staff');
  await expect(page.getByTestId('staff-moves')).toBeVisible();
  await page.getByTestId('staff-coordinators').getByRole('button', { name: 'Fire' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fire Him' }).click();
  await expect(page.getByTestId('staff-message')).toContainText(/let .* go/);
  const hire = page.getByTestId('staff-candidates').getByRole('button', { name: 'Hire' }).first();
  await hire.click();
  await expect(page.getByTestId('staff-message')).toContainText(/hired|Over budget/);
  await page.goto('/carousel');
  await expect(page.getByLabel('Coordinator moves')).toBeVisible();
});
