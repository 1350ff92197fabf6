// The transfer portal page through its window (Kansas State after the 2023 season): the market shown says the offer
// just made, the open offers read the same in the text and the tile ("1 open offer"), the players still unsigned go
// down as players sign, and on the window's last day there is no Next Day: the page says what comes next, and no
// market names a day that has passed.
import type { PortalResponse } from '../../src/shared/departures-types.js';
import { advanceViaApi, apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

const TEAM = 'Kansas State';

test('the portal window: the market after an offer, the offers, the players unsigned, the last day', async ({
  page,
}) => {
  const first = await startDynastyViaApi(page, { team: TEAM, year: 2023, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, first.lastWeek + 1);
  await advanceViaApi(page); // summary
  await advanceViaApi(page); // progression: the window opens

  await page.goto('/portal');
  await expect(h1(page)).toHaveText('Transfer Portal: after the 2023 season');
  const start = await apiGet<PortalResponse>(page, '/api/portal/');
  const tile = (label: string) => page.locator('.stat-tile', { hasText: label }).locator('.value');
  const unsigned = tile(`Still Unsigned (${start.total} entered)`);
  await expect(unsigned).toHaveText(String(start.available));
  const openOffers = tile('Your Open Offers');
  await expect(openOffers).toHaveText('0');
  await expect(page.getByTestId('portal-room')).toContainText(', 0 open offers,');
  await expect(page.getByTestId('portal-window-day')).toContainText('Day 0 of 5');

  // A quarterback's market, then the offer: the market shown says it at once.
  await page.getByLabel('Position Filter').selectOption('QB');
  const qbs = await apiGet<PortalResponse>(page, '/api/portal/?position=QB');
  const target = qbs.players.find((p) => p.from_team !== TEAM && p.to_team === null)!;
  const name = `${target.first} ${target.last}`;
  const portal = page.getByTestId('portal-table');
  await portal.getByRole('button', { name: `Market of ${name}` }).click();
  await expect(page.getByTestId('portal-market-yours')).toHaveText('You have not offered him.');
  await portal.getByRole('button', { name: `Offer ${name}` }).click();
  await expect(page.getByTestId('portal-message')).toContainText(`Offered ${name}`);
  await expect(page.getByTestId('portal-market-yours')).toContainText(/^Your offer: a \d+% chance he picks you/);
  await expect(page.getByTestId('portal-market-day')).toHaveText(/^Day 0 of 5: he decides on day [1-5]\.$/);
  // One open offer, in the text and the tile alike.
  await expect(page.getByTestId('portal-room')).toContainText(', 1 open offer,');
  await expect(openOffers).toHaveText('1');

  // The window's days, to its last: then no Next Day, and the page says what comes next.
  for (let day = 1; day <= 5; day++) {
    await page.getByTestId('portal-day').click();
    await expect(page.getByTestId('portal-message')).toContainText(`Day ${day} of 5`);
  }
  await expect(page.getByTestId('portal-window-day')).toHaveText(
    "Day 5 of 5, the window's last: the players still unsigned sign when the dynasty moves on to the Recruiting Summary.",
  );
  await expect(page.getByTestId('portal-day')).toHaveCount(0);

  // The quarterback decided on his day: one fewer unsigned, and the tile says so; no offer is open now.
  const last = await apiGet<PortalResponse>(page, '/api/portal/');
  expect(last.available).toBe(start.available - 1);
  await expect(unsigned).toHaveText(String(last.available));
  await expect(openOffers).toHaveText('0');
  await expect(page.getByTestId('portal-room')).toContainText(', 0 open offers,');

  // A player never offered signs when the window closes: no day that has passed.
  const others = await apiGet<PortalResponse>(page, '/api/portal/?position=QB');
  const other = others.players.find((p) => p.from_team !== TEAM && p.to_team === null && !p.offered)!;
  await portal.getByRole('button', { name: `Market of ${other.first} ${other.last}` }).click();
  await expect(page.getByTestId('portal-market-day')).toHaveText(
    'Day 5 of 5: he signs when the window closes, as the dynasty moves on.',
  );
});
