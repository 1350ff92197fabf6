// How a page loads (src/web/routes.tsx): a click starts the page's data request beside its code, not after
// the code has come in and the page has been revealed, and the page then uses that answer instead of asking again.
import type { Request, Route } from '@playwright/test';
import { simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test('a click asks for the page data while the page code is still on its way, once', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 3);

  // The Rankings page's code is held back until its data has been asked for.
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/Rankings-[\w-]+\.js$/, async (route: Route) => {
    await codeHeld;
    await route.continue();
  });
  const rankingReads: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/rankings/') rankingReads.push(request);
  });

  await page.goto('/dashboard');
  await expect(h1(page)).toHaveText('Oregon Dashboard');
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/rankings/');
  await page.locator('.top-nav').getByRole('link', { name: 'Rankings', exact: true }).click();
  // Asked while the code is still held: the request does not wait for the page to render.
  await asked;
  await expect(page.locator('main .page-loading')).toBeVisible();
  releaseCode();

  await expect(h1(page)).toHaveText('AP Top 25');
  await expect(page.locator('main tbody tr').first()).toBeVisible();
  expect(rankingReads.map((r) => `${r.method()} ${new URL(r.url()).search}`)).toEqual(['GET ']);
});

test('pages opened one after another each read their data once, the dashboard read only', async ({ page }) => {
  const team = 'Oregon';
  await startDynastyViaApi(page, { team, year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 3);
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const dataShown = async () => {
    await expect(page.locator('main .page-loading')).toHaveCount(0);
    await expect(page.locator('main tbody tr').first()).toBeVisible();
  };

  await page.goto(`/${team}/schedule`);
  await dataShown();
  // Individual stats reads the board of its first tab only.
  for (const [menu, item, url, path, query] of [
    ['TEAM', 'Roster', `/${team}/roster`, `/api/${team}/roster/`, ''],
    ['STATS', 'Individual', '/stats/individual', '/api/stats/individual/', '?category=passing'],
  ] as const) {
    reads.length = 0;
    // Until the new page's code arrives the old page stays on screen, its rows visible: wait for the new page's read.
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await page.locator('.top-nav').getByRole('button', { name: menu, exact: true }).click();
    await page.locator('.top-nav').getByRole('link', { name: item, exact: true }).click();
    await expect(page).toHaveURL(url);
    await read;
    await dataShown();
    expect(reads.filter((r) => r.startsWith(`GET ${path}`))).toEqual([`GET ${path}${query}`]);
  }

  // The dashboard's read ahead is the page's own: read only, never the call that would start a stage.
  reads.length = 0;
  await page.locator('.top-nav').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(h1(page)).toHaveText(`${team} Dashboard`);
  await dataShown();
  expect(reads.filter((r) => r.startsWith('GET /api/dashboard/?') || r === 'GET /api/dashboard/')).toEqual([
    'GET /api/dashboard/?read_only=1',
  ]);
});

test('a page opened again shows the copy the server says is still the save, and a new one after a week', async ({
  page,
}) => {
  await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 3);
  const subtitle = page.getByTestId('rankings-subtitle');
  const rankingsRead = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/rankings/');
  const openRankings = async () => {
    const read = rankingsRead();
    await page.locator('.top-nav').getByRole('link', { name: 'Rankings', exact: true }).click();
    const response = await read;
    await expect(h1(page)).toHaveText('AP Top 25');
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    // The tag the browser's copy carried (none the first time) and the tag of the answer now (the server answers
    // 304 when they are the same, and the browser then hands the page its copy).
    return { sent: (await response.request().allHeaders())['if-none-match'], now: (await response.allHeaders()).etag };
  };
  const openDashboard = async () => {
    await page.locator('.top-nav').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(h1(page)).toHaveText('Oregon Dashboard');
  };

  await page.goto('/dashboard');
  await expect(h1(page)).toHaveText('Oregon Dashboard');
  const first = await openRankings();
  expect(first.sent).toBeUndefined();
  expect(first.now).toMatch(/^"[\w-]+"$/);
  const shown = await subtitle.textContent();
  const firstRows = await page.locator('main tbody tr').allTextContents();
  // Nothing changed: the server answers 304 and the page shows the browser's copy, the same rows.
  await openDashboard();
  expect(await openRankings()).toEqual({ sent: first.now, now: first.now });
  await expect(subtitle).toHaveText(shown ?? '');
  expect(await page.locator('main tbody tr').allTextContents()).toEqual(firstRows);
  // A week played: the whole answer again, the new week's poll.
  await openDashboard();
  await simulateViaApi(page, 4);
  const after = await openRankings();
  expect(after.sent).toBe(first.now);
  expect(after.now).not.toBe(first.now);
  await expect(subtitle).not.toHaveText(shown ?? '');
});
