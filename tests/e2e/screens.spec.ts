// Screenshots of every page with real data at a desktop and a phone size, for a person to look at.
// Not part of the normal run: E2E_SCREENSHOTS=/tmp/shots npx playwright test screens
import type { Page } from '@playwright/test';
import type { RosterResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import { test } from './support/fixtures.js';
import { advanceViaApi, apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';

const outDir = process.env.E2E_SCREENSHOTS;
const SIZES = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.skip(!outDir, 'set E2E_SCREENSHOTS to a folder to take the screenshots');
test.setTimeout(300_000);

async function shoot(page: Page, name: string, path: string, fullPage = true) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.locator('.page-loading').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${outDir}/${name}-${size.name}.png` });
    if (fullPage) await page.screenshot({ path: `${outDir}/full/${name}-${size.name}.png`, fullPage: true });
  }
}

const formats = (process.env.E2E_SCREENS_FORMATS ?? '12,4,2').split(',').map(Number) as (2 | 4 | 12)[];

for (const playoffTeams of formats) {
  test(`every page, ${playoffTeams}-team format`, async ({ page }) => {
    const team = playoffTeams === 12 ? 'Texas' : playoffTeams === 4 ? 'Notre Dame' : 'Ohio State';
    const p = (name: string) => `${playoffTeams}-${name}`;
    await shoot(page, p('home-new'), '/');
    const info = await startDynastyViaApi(page, { team, year: 2024, playoffTeams });
    await shoot(page, p('noncon'), '/noncon');
    await shoot(page, p('rankings-preseason'), '/rankings');
    await startSeasonViaApi(page);
    await shoot(page, p('dashboard-week1'), '/dashboard');
    await simulateViaApi(page, 7);
    const enc = encodeURIComponent(team);
    const schedule = await apiGet<TeamScheduleResponse>(page, `/api/${enc}/schedule/`);
    const roster = await apiGet<RosterResponse>(page, `/api/${enc}/roster/`);
    const played = schedule.games.find((g) => g.result)!;
    const unplayed = schedule.games.find((g) => !g.result)!;
    const qb = roster.roster.find((pl) => pl.pos === 'QB' && pl.starter) ?? roster.roster[0];
    await shoot(page, p('dashboard'), '/dashboard');
    await shoot(page, p('rankings'), '/rankings');
    await shoot(page, p('team-schedule'), `/${enc}/schedule`);
    await shoot(page, p('team-roster'), `/${enc}/roster`);
    await shoot(page, p('team-history'), `/${enc}/history`);
    await shoot(page, p('playoff'), '/playoff');
    await shoot(
      page,
      p('standings'),
      `/standings/${encodeURIComponent(schedule.team.conference === 'Independent' ? 'SEC' : schedule.team.conference)}`,
    );
    await shoot(page, p('standings-independent'), '/standings/independent');
    await shoot(page, p('player'), `/players/${qb.id}`);
    await shoot(page, p('week'), '/schedule/6');
    await shoot(page, p('game-final'), `/game/${played.id}`);
    await shoot(page, p('game-preview'), `/game/${unplayed.id}`);
    await shoot(page, p('stats-team'), '/stats/team');
    await shoot(page, p('stats-individual'), '/stats/individual');
    await shoot(page, p('stats-ratings'), '/stats/ratings');
    await shoot(page, p('news'), '/news');
    await shoot(page, p('game-live'), `/game/${played.id}/live`, false);
    // The team popup over the dashboard.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await page.locator('.team-link').first().click();
    await page.getByRole('dialog').getByText('Rating', { exact: true }).waitFor();
    await page.screenshot({ path: `${outDir}/${p('team-popup')}-desktop.png` });
    await page.keyboard.press('Escape');

    await simulateViaApi(page, info.lastWeek + 1);
    await shoot(page, p('dashboard-end'), '/dashboard');
    await shoot(page, p('playoff-end'), '/playoff');
    await shoot(page, p('rankings-end'), '/rankings');
    // Each offseason page in its own stage: opening one does not move the game on.
    await advanceViaApi(page);
    await shoot(page, p('summary'), '/summary');
    await advanceViaApi(page);
    await shoot(page, p('progression'), '/roster_progression');
    await advanceViaApi(page);
    await shoot(page, p('recruiting'), '/recruiting_summary');
    await advanceViaApi(page);
    await shoot(page, p('noncon-next'), '/noncon');
    await shoot(page, p('home-load'), '/');
  });
}
