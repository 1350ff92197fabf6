// Every page of the route table (src/web/App.tsx) scanned with axe-core: no serious or critical violation of
// WCAG 2.1 A/AA (team colours included), in the preseason, during the season, at the end of a played season and in
// each offseason stage.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RosterResponse, TeamScheduleResponse, WeekScheduleResponse } from '../../src/shared/api-types.js';
import type { ProspectSearchResponse } from '../../src/shared/recruitingApi.js';
import { advanceViaApi, apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(300_000);

/** Opens the page, waits until it and its side panels have loaded, and scans it. */
async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // Every page shows a heading once its data is in (team pages head with the team card's h2).
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('.spinner-border, [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          .join('\n    ')}`,
    );
}

/** Scans each page in turn, one step each, and expects no serious or critical violation on any of them. */
async function expectAccessible(page: Page, paths: string[]): Promise<void> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await test.step(path, () => scan(page, path))));
  expect(found, found.join('\n')).toEqual([]);
}

// The pages are scanned in four tests, each over a dynasty of its own, so that both workers share the scans.
const team = 'Texas A&M';
const enc = encodeURIComponent(team);

test('the start and non-conference pages pass an axe-core scan', async ({ page }) => {
  await expectAccessible(page, ['/']);
  await startDynastyViaApi(page, { team, year: 2024, playoffTeams: 12 });
  await expectAccessible(page, ['/noncon']);
});

/** A dynasty five weeks into its season, and the in-season pages split in two halves (each a test). */
async function inSeasonPages(page: Page): Promise<string[][]> {
  await startDynastyViaApi(page, { team, year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 5);
  const schedule = await apiGet<TeamScheduleResponse>(page, `/api/${enc}/schedule/`);
  const roster = await apiGet<RosterResponse>(page, `/api/${enc}/roster/`);
  const prospects = await apiGet<ProspectSearchResponse>(page, '/api/recruiting/prospects/');
  const played = schedule.games.find((g) => g.result)!;
  const unplayed = schedule.games.find((g) => !g.result)!;
  return [
    [
      '/dashboard',
      '/rankings',
      '/playoff',
      '/standings/SEC',
      '/standings/independent',
      `/players/${roster.roster[0].id}`,
      '/schedule/3',
      `/game/${played.id}`,
      `/game/${played.id}/live`,
      `/game/${unplayed.id}`,
      '/stats/team',
      '/stats/individual',
      '/stats/ratings',
      '/recruiting',
    ],
    [
      '/recruiting/prospects',
      `/recruiting/prospects/${prospects.prospects[0].id}`,
      '/recruiting/classes',
      '/settings',
      '/heisman',
      '/awards',
      '/records',
      '/news',
      '/league_history',
      '/coach',
      `/${enc}/schedule`,
      `/${enc}/roster`,
      `/${enc}/depth`,
      `/${enc}/history`,
      '/no/such/page',
    ],
  ];
}

test('the in-season pages pass an axe-core scan (game, standings, stats)', async ({ page }) => {
  const [first] = await inSeasonPages(page);
  await expectAccessible(page, first);
});

test('the in-season pages pass an axe-core scan (recruiting, history, team pages)', async ({ page }) => {
  const [, second] = await inSeasonPages(page);
  await expectAccessible(page, second);
});

test('a played 2024 season passes an axe-core scan (dashboard, rankings, schedule, game preview and final)', async ({
  page,
}) => {
  // Tennessee's orange takes dark text: white text and the header's yellow and white controls failed on it.
  const orange = 'Tennessee';
  const info = await startDynastyViaApi(page, { team: orange, year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  // Every game but the national championship, a few weeks a call: a season's full results and its last preview.
  for (let week = 5; week < info.lastWeek; week += 4) await simulateViaApi(page, week);
  await simulateViaApi(page, info.lastWeek);
  const [title] = (await apiGet<WeekScheduleResponse>(page, `/api/week/${info.lastWeek}/`)).games;
  await expectAccessible(page, ['/dashboard', '/rankings', `/${orange}/schedule`, `/game/${title.id}`]);
  await simulateViaApi(page, info.lastWeek + 1);
  await expectAccessible(page, ['/dashboard', '/rankings', `/${orange}/schedule`, `/game/${title.id}`, '/playoff']);
});

test('the offseason pages pass an axe-core scan, each in its own stage', async ({ page }) => {
  const info = await startDynastyViaApi(page, { team, year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, info.lastWeek + 1);
  // Before the season summary its page asks (the question is scanned too); each stage is then entered by advancing.
  await expectAccessible(page, ['/summary']);
  await advanceViaApi(page);
  await expectAccessible(page, ['/summary', '/carousel']);
  await advanceViaApi(page);
  await expectAccessible(page, ['/roster_progression', '/draft', '/portal']);
  await advanceViaApi(page);
  await expectAccessible(page, ['/recruiting_summary']);
  await advanceViaApi(page);
  await expectAccessible(page, ['/noncon']);
});

test('the menus and filters work from the keyboard (playback: live-game.spec.ts)', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 4);
  await page.goto('/dashboard');
  await expect(page.getByTestId('top-stories').getByTestId('news-story').first()).toBeVisible();

  // A menu of the navigation: focus its toggle, open it with Enter, move with the arrows, follow with Enter.
  await page.locator('#nav-more').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'News', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'News', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/news');

  // The week filter: a native select, changed with the arrow keys (once the page's data is in: a focus given while
  // it still renders can be lost, so the key is pressed again until the filter moves).
  await expect(page.getByTestId('news-list')).toBeVisible();
  const week = page.getByLabel('Week');
  await expect(async () => {
    await week.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/week=\d+/, { timeout: 3000 });
  }).toPass();
  // Tab order reaches a story's game link, and Enter follows it.
  const story = page.getByTestId('news-list').getByRole('link').first();
  await page.goto('/news');
  await expect(story).toBeVisible();
  const href = await story.getAttribute('href');
  await story.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
});
