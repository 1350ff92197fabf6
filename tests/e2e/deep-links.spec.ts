// Every route of the spec's route table opened directly and reloaded: the server answers client routes with
// the app, and each page loads its own data from the URL.
import type { Page } from '@playwright/test';
import type { RosterResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import {
  advanceViaApi,
  apiGet,
  apiPost,
  header,
  simulateViaApi,
  startDynastyViaApi,
  startSeasonViaApi,
} from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { expectNoBrokenValues, h1 } from './support/pages.js';

test.setTimeout(120_000);

/** Opens the path, checks the page, reloads, checks again. */
async function openAndReload(page: Page, path: string, check: () => Promise<void>) {
  await test.step(path, async () => {
    await page.goto(path);
    await check();
    await page.reload();
    await check();
    await expect(page).toHaveURL(path);
    await expectNoBrokenValues(page);
  });
}

const heading = (page: Page, text: string | RegExp) => () => expect(h1(page)).toHaveText(text);

test('every route of the route table survives a reload', async ({ page }) => {
  // A cap, not a pace: every route opened and reloaded through a season and an offseason, on a busy machine.
  test.setTimeout(600_000);
  const team = 'Texas A&M';
  const enc = encodeURIComponent(team);
  const info = await startDynastyViaApi(page, { team, year: 2023, playoffTeams: 12 });

  await openAndReload(page, '/noncon', async () => {
    await expect(page.getByTestId('noncon-count')).toHaveText(/^Non-Conference Games Scheduled: \d+ \/ \d+$/);
    await expect(header(page).getByTestId('stage-banner')).toHaveText('Preseason');
  });
  await openAndReload(page, '/rankings', async () => {
    await expect(page.getByTestId('rankings-subtitle')).toHaveText('Preseason');
  });
  // The dashboard is the dashboard in the preseason; the season's start asks on its own page.
  await openAndReload(page, '/dashboard', heading(page, `${team} Dashboard`));
  await openAndReload(page, '/start_season', async () => {
    await expect(page.getByTestId('start-season')).toContainText('Start the 2023 season?');
  });

  await startSeasonViaApi(page);
  await simulateViaApi(page, 5);
  const schedule = await apiGet<TeamScheduleResponse>(page, `/api/${enc}/schedule/`);
  const roster = await apiGet<RosterResponse>(page, `/api/${enc}/roster/`);
  const played = schedule.games.find((g) => g.result)!;
  const unplayed = schedule.games.find((g) => !g.result)!;
  const player = roster.roster.find((p) => p.starter)!;

  await openAndReload(page, '/dashboard', heading(page, `${team} Dashboard`));
  await openAndReload(page, '/rankings', async () => {
    await expect(h1(page)).toHaveText('AP Top 25');
    await expect(page.getByTestId('rankings-subtitle')).toHaveText('Week 5');
  });
  await openAndReload(page, `/${enc}/schedule?year=2023`, async () => {
    await expect(page.locator('.team-header-card h2')).toContainText(team);
    await expect(page.getByLabel('Year')).toHaveValue('2023');
    await expect(page.locator('.result-chip').first()).toBeVisible();
  });
  await openAndReload(page, `/${enc}/roster`, async () => {
    await expect(page.locator('.team-header-card h2')).toContainText(team);
    await expect(page.getByLabel('Position Filter')).toBeVisible();
  });
  await openAndReload(page, `/${enc}/history`, async () => {
    await expect(page.getByTestId('all-time-record')).toHaveText(/^All-Time Record: \d+-\d+$/);
    // The chart's code loads after the page (components/charts/lazyCharts.tsx) and then draws.
    await expect(page.locator('.chart-box .recharts-wrapper')).toBeVisible();
  });
  // A name with parentheses, and another team's pages than the player's.
  await openAndReload(page, `/${encodeURIComponent('Miami (OH)')}/schedule`, async () => {
    await expect(page.locator('.team-header-card h2')).toContainText('Miami (OH)');
  });
  await openAndReload(page, '/playoff', heading(page, '12-Team Playoff Projection'));
  await openAndReload(page, '/standings/SEC', heading(page, 'SEC Standings'));
  await openAndReload(page, `/standings/${encodeURIComponent('Big Ten')}`, heading(page, 'Big Ten Standings'));
  await openAndReload(page, '/standings/independent', heading(page, 'Independent Teams'));
  await openAndReload(page, `/players/${player.id}?year=2023`, async () => {
    await expect(h1(page)).toContainText(`${player.first} ${player.last}`);
    await expect(page.getByLabel('Game log year')).toHaveValue('2023');
  });
  await openAndReload(page, '/schedule/3', heading(page, 'Week 3 Schedule'));
  await openAndReload(page, `/game/${played.id}`, async () => {
    await expect(page.getByTestId('final-label')).toHaveText(/^FINAL/);
  });
  await openAndReload(page, `/game/${unplayed.id}`, async () => {
    await expect(page.locator('.card-header', { hasText: /^Preview$/ })).toBeVisible();
  });
  await openAndReload(page, '/stats/team', heading(page, 'Team Stats'));
  await openAndReload(page, '/stats/individual', heading(page, 'Individual Stats'));
  await openAndReload(page, '/stats/ratings', async () => {
    await expect(h1(page)).toHaveText('Ratings Statistics');
    await expect(page.locator('.chart-box .recharts-wrapper')).toHaveCount(2);
  });

  // The offseason pages, each in its own stage (opening a page does not move the game on: stage-pages.spec.ts).
  await simulateViaApi(page, info.lastWeek + 1);
  await advanceViaApi(page);
  await openAndReload(page, '/summary', heading(page, '2023 Season Summary'));
  await advanceViaApi(page);
  await openAndReload(page, '/roster_progression', heading(page, 'Roster Progression: 2023 to 2024'));
  await advanceViaApi(page);
  await openAndReload(page, '/recruiting_summary', heading(page, 'Recruiting Summary'));
  await advanceViaApi(page);
  await openAndReload(page, '/noncon', async () => {
    await expect(header(page).getByTestId('current-year')).toHaveText('2024');
  });

  await openAndReload(page, '/', async () => {
    await expect(page.getByRole('tab', { name: 'Load Game' })).toHaveAttribute('aria-selected', 'true');
    const current = page.getByRole('tabpanel').locator('tbody tr').first().locator('td');
    await expect(current.nth(0)).toHaveText('2024');
    await expect(current.nth(1)).toHaveText('Non-Conference scheduling');
    await expect(current.nth(2)).toHaveText(team);
  });
  await openAndReload(page, '/no/such/page', heading(page, 'Page not found'));
});

test('a stage page opened out of turn sends the player to the current stage', async ({ page, consoleWatch }) => {
  // The server refuses with a redirect; the API client logs the refusal, then the app follows the redirect.
  consoleWatch.allow(/status of 409/);
  consoleWatch.allow(/^API GET \/api\/(summary|roster_progression)\/(\?read_only=1)?: ApiError/);
  await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await page.goto('/roster_progression');
  await expect(page).toHaveURL('/dashboard');
  await expect(h1(page)).toHaveText('Oregon Dashboard');
  await page.goto('/summary');
  await expect(page).toHaveURL('/dashboard');
});

test('without a saved game, game pages send the player home', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 409/);
  consoleWatch.allow(/^API GET \/api\/dashboard\/(\?read_only=1)?: ApiError/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
  await expect(h1(page)).toHaveText('Welcome to CFB Dynasty');
});

test('pages whose answer carries no info keep the navigation and season controls on a reload', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await apiPost(page, '/api/coached_game/start/', {});
  for (const path of ['/game/coach', '/staff', '/budget', '/training']) {
    await openAndReload(page, path, async () => {
      await expect(page.getByRole('button', { name: 'TEAM' })).toBeVisible();
      await expect(header(page).getByTestId('current-year')).toHaveText('2024');
      await expect(header(page).getByTestId('current-week')).toBeVisible();
      await expect(header(page).getByTestId('stage-current')).toBeVisible();
    });
  }
});
