// The offseason's departures in the browser: after a 2019 season the roster progression page lists the player's
// early entrants and portal departures, the NFL draft page lists every pick by round with his college, the
// transfer portal searches by position and rating and takes an offer (then refuses nothing silently), and the
// recruiting summary lists portal arrivals once the window closed.
import type { PortalResponse } from '../../src/shared/departures-types.js';
import type { RosterResponse } from '../../src/shared/api-types.js';
import type { RosterLimitsResponse } from '../../src/shared/roster-types.js';
import {
  advanceViaApi,
  apiGet,
  openMenu,
  simulateViaApi,
  startDynastyViaApi,
  startSeasonViaApi,
} from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

test('departures: the draft list, the transfer portal with an offer, portal arrivals', async ({ page }) => {
  const team = 'Alabama';
  const first = await startDynastyViaApi(page, { team, year: 2019, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, first.lastWeek + 1);
  await advanceViaApi(page); // summary
  await advanceViaApi(page); // progression: departures and the draft

  await page.goto('/roster_progression');
  await expect(h1(page)).toContainText('Roster Progression: 2019 to 2020');
  await expect(page.getByRole('heading', { name: /Early Entrants to the NFL Draft/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Transfer Portal Departures/ })).toBeVisible();
  await expect(page.getByTestId('portal-departures').locator('tbody tr').first()).toBeVisible();

  await openMenu(page, 'MORE', 'NFL Draft');
  await expect(h1(page)).toContainText('2020 NFL Draft');
  const table = page.getByTestId('draft-table');
  await expect(table.getByText('Round 1', { exact: true })).toBeVisible();
  await expect(table.getByText('Round 7', { exact: true })).toBeVisible();
  await page.getByLabel('Round').selectOption('1');
  await expect(table.locator('tbody tr')).toHaveCount(32);
  // An early entrant's class reads "Junior (early)", never run together ("JuniorEarly").
  const classes = await table.getByTestId('draft-class').allInnerTexts();
  expect(classes.some((c) => /^\w+ \(early\)$/.test(c))).toBe(true);
  for (const c of classes) expect(c).toMatch(/^(Freshman|Sophomore|Junior|Senior)( \(early\))?$/);

  await openMenu(page, 'MORE', 'Transfer Portal');
  await expect(h1(page)).toHaveText('Transfer Portal: after the 2019 season');
  await expect(page.getByTestId('portal-room')).toContainText('more under 85 scholarships');
  await page.getByLabel('Position Filter').selectOption('QB');
  await page.getByLabel('Minimum Rating').fill('60');
  const portal = page.getByTestId('portal-table');
  await expect(portal.locator('tbody tr').first()).toBeVisible();
  const expected = await apiGet<PortalResponse>(page, '/api/portal/?position=QB&min_rating=60');
  await expect(portal.locator('tbody tr')).toHaveCount(Math.min(300, expected.players.length));
  const target = expected.players.find((p) => p.from_team !== team)!;
  await portal.getByRole('button', { name: `Offer ${target.first} ${target.last}` }).click();
  await expect(page.getByTestId('portal-message')).toContainText(`Offered ${target.first} ${target.last}`);
  await expect(
    portal.locator('tbody tr', { hasText: `${target.first} ${target.last}` }).getByText('Offered'),
  ).toBeVisible();
  // His market: his asks, our chance he picks us, the day he decides; then the window's first day.
  await portal.getByRole('button', { name: `Market of ${target.first} ${target.last}` }).click();
  await expect(page.getByTestId('portal-market')).toContainText(/he decides on day \d/);
  await expect(page.getByTestId('portal-market-yours')).toContainText(/Your offer: a \d+% chance he picks you/);
  await page.getByTestId('portal-day').click();
  await expect(page.getByTestId('portal-message')).toContainText('Day 1 of 5');

  // The roster page: the roster against next season's limit, and a release behind a confirmation.
  const limits = await apiGet<RosterLimitsResponse>(page, '/api/roster/limits/');
  await page.goto(`/${encodeURIComponent(team)}/roster`);
  const card = page.getByTestId('roster-limits');
  await expect(card).toContainText(`${limits.players} players, ${limits.committed} committed recruits`);
  const roster = await apiGet<RosterResponse>(page, `/api/${encodeURIComponent(team)}/roster/`);
  const released = roster.roster.filter((p) => p.pos === 'WR').sort((a, b) => a.rating - b.rating)[0];
  await card.getByLabel('Player to release').selectOption(String(released.id));
  await card.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('dialog')).toContainText(`${released.first} ${released.last}`);
  await page.getByRole('button', { name: 'Release Player' }).click();
  await expect(card).toContainText(`${limits.players - 1} players`);
  await expect(card).toContainText('enters the transfer portal');

  await advanceViaApi(page); // recruiting summary: the portal signs
  await page.goto('/recruiting_summary');
  await expect(page.getByTestId('portal-arrivals')).toContainText('Portal Arrivals');
  await expect(page.getByTestId('portal-arrivals').locator('tbody tr').first()).toBeVisible();
  await page.goto('/portal');
  await expect(page.getByTestId('portal-closed')).toContainText('The portal window has closed');
});
