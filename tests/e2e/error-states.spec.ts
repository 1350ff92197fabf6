// The error catalogue (spec section 8): each page's exact error text when its API call fails, the empty
// states, the week route's own errors and the missing-logo mark.
import type { Page, Route } from '@playwright/test';
import type { DashboardResponse, RosterResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import {
  advanceViaApi,
  apiGet,
  apiPath,
  simulateViaApi,
  startDynastyViaApi,
  startSeasonViaApi,
} from './support/dynasty.js';
import { expect, test, type ConsoleWatch } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(120_000);

/** The API client logs every failed call, and the browser logs the failed response: both are expected here. */
function expectApiFailures(consoleWatch: ConsoleWatch) {
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 500/);
  consoleWatch.allow(/^API (GET|POST) \/api\/.*(ApiError|failed \(500\))/s);
}

const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Injected failure' }) });

/** The page's own call fails: its error alert shows exactly `text`. */
async function expectError(page: Page, path: string, call: string | RegExp, text: string) {
  await test.step(`${path}: ${text}`, async () => {
    const matcher = apiPath(call);
    await page.route(matcher, failWith500);
    await page.goto(path);
    await expect(page.locator('.alert-danger')).toHaveText(text);
    await expect(page.locator('.alert-danger')).toHaveAttribute('role', 'alert');
    // Leave before the call works again: a page's own later re-fetch (the preseason's forced refresh) must not
    // meet a game the test moves on behind its back.
    await page.goto('about:blank');
    await page.unroute(matcher);
  });
}

/** The page's call answers with `change` applied to the real answer: its empty state shows exactly `text`. */
async function expectEmpty(
  page: Page,
  path: string,
  call: string | RegExp,
  change: (body: Record<string, unknown>) => unknown,
  text: string,
  where = '.alert-warning',
) {
  await test.step(`${path}: ${text}`, async () => {
    const matcher = apiPath(call);
    await page.route(matcher, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: change(body) });
    });
    await page.goto(path);
    await expect(page.locator(where)).toHaveText(text);
    await page.unroute(matcher);
  });
}

test('every page shows its own error text when its API call fails', async ({ page, consoleWatch }) => {
  expectApiFailures(consoleWatch);
  await startDynastyViaApi(page, { team: 'Texas', year: 2024, playoffTeams: 12 });
  await expectError(page, '/noncon', '/api/noncon/', 'Failed to load schedule');
  await startSeasonViaApi(page);
  await simulateViaApi(page, 3);
  const schedule = await apiGet<TeamScheduleResponse>(page, '/api/Texas/schedule/');
  const roster = await apiGet<RosterResponse>(page, '/api/Texas/roster/');
  const gameId = schedule.games[0].id;
  const playerId = roster.roster[0].id;

  await expectError(page, '/dashboard', '/api/dashboard/', 'Failed to load dashboard data');
  await expectError(page, '/Texas/schedule', '/api/Texas/schedule/', 'Failed to load schedule');
  await expectError(page, '/rankings', '/api/rankings/', 'Failed to load rankings data');
  await expectError(page, '/playoff', '/api/playoff/', 'Failed to load playoff data');
  await expectError(page, '/standings/SEC', '/api/standings/SEC/', 'Failed to load standings data');
  await expectError(page, '/Texas/roster', '/api/Texas/roster/', 'Failed to load roster');
  await expectError(page, '/Texas/history', '/api/Texas/history/', 'Failed to load team history');
  await expectError(page, `/players/${playerId}`, `/api/player/${playerId}/`, 'Failed to load player data');
  await expectError(page, '/schedule/2', '/api/week/2/', 'Failed to load week schedule data');
  await expectError(page, `/game/${gameId}`, `/api/game/${gameId}/`, 'Failed to load game data');
  await expectError(page, '/stats/team', '/api/stats/team/', 'Failed to load team stats');
  await expectError(page, '/stats/individual', '/api/stats/individual/', 'Failed to load individual stats');
  await expectError(page, '/stats/ratings', '/api/stats/ratings/', 'Failed to load ratings statistics');
  await expectError(page, '/recruiting', '/api/recruiting/board/', 'Failed to load the recruiting board');
  await expectError(
    page,
    '/recruiting/prospects',
    '/api/recruiting/prospects/',
    'Failed to load prospects (check the filters)',
  );
  await expectError(page, '/recruiting/classes', '/api/recruiting/classes/', 'Failed to load class rankings');

  // The team popup.
  await page.goto('/rankings');
  await page.route(apiPath('/api/team_info/'), failWith500);
  await page.locator('main .team-link').first().click();
  await expect(page.getByRole('dialog').locator('.alert-danger')).toHaveText('Failed to load team information');
  await page.unroute(apiPath('/api/team_info/'));
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Simulation failures are only logged: the page stays as it was.
  await page.goto('/dashboard');
  await page.route(apiPath(/^\/api\/sim\//), failWith500);
  await page.getByTestId('play-next-week').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('current-week')).toHaveText('Week 3');
  await expect(page.locator('.alert')).toHaveCount(0);
  await page.unroute(apiPath(/^\/api\/sim\//));

  // The offseason pages.
  const { lastWeek } = (await apiGet<{ info: { lastWeek: number } }>(page, '/api/dashboard/')).info;
  await simulateViaApi(page, lastWeek + 1);
  await expectError(page, '/summary', '/api/summary/', 'Failed to load season summary');
  await expectError(page, '/roster_progression', '/api/roster_progression/', 'Failed to load roster progression data');
  await expectError(page, '/recruiting_summary', '/api/recruiting_summary/', 'Failed to load recruiting summary data');
});

test('empty answers show the empty states', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Texas', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 2);

  await expectEmpty(page, '/dashboard', '/api/dashboard/', () => null, 'No data available');
  await expectEmpty(
    page,
    '/dashboard',
    '/api/dashboard/',
    (body) => ({ ...body, prev_game: null, curr_game: null, last_played: null }),
    'No recent or upcoming games available',
    'main p.text-muted',
  );
  await test.step('/dashboard: the last game played when there is no game this week or last (after the season)', async () => {
    const matcher = apiPath('/api/dashboard/');
    await page.route(matcher, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, prev_game: null, curr_game: null } });
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('prev-game')).toContainText('Last Game · Week');
    await page.unroute(matcher);
  });
  await expectEmpty(page, '/rankings', '/api/rankings/', (body) => ({ ...body, rankings: [] }), 'No data available');
  await expectEmpty(page, '/playoff', '/api/playoff/', (body) => ({ ...body, playoff_teams: [] }), 'No data available');
  await expectEmpty(
    page,
    '/standings/SEC',
    '/api/standings/SEC/',
    (body) => ({ ...body, teams: [] }),
    'No data available',
  );
  await expectEmpty(
    page,
    '/Texas/roster',
    '/api/Texas/roster/',
    (body) => ({ ...body, roster: [] }),
    'No roster data available',
  );
  await expectEmpty(
    page,
    '/Texas/history',
    '/api/Texas/history/',
    (body) => ({ ...body, years: [] }),
    'No history data available',
  );
  await expectEmpty(
    page,
    '/Texas/schedule',
    '/api/Texas/schedule/',
    (body) => ({ ...body, team: null }),
    'No schedule data available',
  );
  await expectEmpty(page, '/schedule/2', '/api/week/2/', (body) => ({ ...body, games: [] }), 'No data available');
  await expectEmpty(
    page,
    '/stats/individual',
    '/api/stats/individual/',
    (body) => ({ ...body, stats: { passing: [], rushing: [], receiving: [] } }),
    'No data available',
    '[role="tabpanel"].active p',
  );

  // The week route alone opens the week the season stands at; a week that is no number is an error.
  const { info } = await apiGet<DashboardResponse>(page, '/api/dashboard/?read_only=1');
  await page.goto('/schedule');
  await expect(page).toHaveURL(new RegExp(`/schedule/${info.currentWeek}$`));
  await expect(h1(page)).toHaveText(`Week ${info.currentWeek} Schedule`);
  await page.goto('/schedule/abc');
  await expect(page.locator('.alert-danger')).toHaveText('Invalid week number');
  await page.goto('/schedule/2');
  await expect(h1(page)).toHaveText('Week 2 Schedule');

  // Home without any team to choose.
  await expectEmpty(
    page,
    '/',
    '/api/home/',
    (body) => ({ ...body, info: null, preview: { ...(body.preview as object), conferences: {}, independents: [] } }),
    'No teams available',
    '.card-body.text-muted',
  );

  // A season without realignment.
  const { lastWeek } = (await apiGet<{ info: { lastWeek: number } }>(page, '/api/dashboard/')).info;
  await simulateViaApi(page, lastWeek + 1);
  await advanceViaApi(page);
  await expectEmpty(
    page,
    '/summary',
    '/api/summary/',
    (body) => ({ ...body, realignment: {} }),
    'No Conference Changes',
    '[data-testid="no-realignment"]',
  );
});

test('a logo that fails to load gets a dashed red border', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.route(apiPath('/logos/teams/Georgia.svg'), (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/');
  const georgia = page.getByTestId('team-choice').filter({ hasText: 'Bulldogs' }).filter({ hasText: 'Georgia' });
  const missing = georgia.locator('.logo-missing');
  await expect(missing).toHaveCount(1);
  await expect(missing).toHaveAttribute('aria-label', 'Georgia');
  await expect(missing).toHaveCSS('border-top-style', 'dashed');
  await expect(missing).toHaveCSS('border-top-color', 'rgb(220, 53, 69)');
  // Only that logo: the other teams' logos load.
  await expect(page.locator('.logo-missing')).toHaveCount(1);
});
