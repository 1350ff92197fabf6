// Walk-ons on the roster page: the pool of unrecruited prospects while a class is being recruited, an invitation,
// and the signing-day preview that names the invited.
import { startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(120_000);

test('walk-ons: invite an unrecruited prospect and see him in the signing-day preview', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Iowa', year: 2019, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await page.goto('/Iowa/roster');
  const card = page.getByTestId('walk-ons');
  await expect(card).toContainText('places on signing day');
  await card.getByLabel('Walk-on position').selectOption('K');
  const first = card.getByTestId('walk-on-pool').locator('tbody tr').first();
  await expect(first).toContainText('K');
  const name = (await first.locator('td').nth(1).textContent())!;
  await first.getByRole('button', { name: 'Invite' }).click();
  await expect(card.getByTestId('walk-on-invited')).toContainText(name);
  await expect(page.getByTestId('walk-on-preview')).toContainText(name);
  // The recruiting board and the dashboard name him among signing day's walk-ons.
  await page.goto('/recruiting');
  await expect(page.getByTestId('board-walk-ons')).toContainText(`invited ${name}`);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-walk-ons')).toContainText(`invited ${name}`);
});
