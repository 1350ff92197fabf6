// At phone width (390 px) no page is wider than the screen: wide tables and the bracket scroll inside their
// own box, the page itself never scrolls sideways.
import type { Page } from '@playwright/test';
import type { RosterResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import { apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import type { ProspectSearchResponse } from '../../src/shared/recruitingApi.js';

const PHONE_WIDTH = 390;
test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });
test.setTimeout(120_000);

async function expectNoSidewaysScroll(page: Page, path: string) {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.locator('.page-loading')).toHaveCount(0);
    await expect(page.locator('main').first()).not.toBeEmpty();
    // Anything reaching past the right edge must sit inside a box that scrolls (or clips) sideways.
    const escaping = await page.evaluate((width) => {
      const main = document.body;
      const contained = (el: Element) => {
        for (let up = el.parentElement; up && up !== main; up = up.parentElement) {
          if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(up).overflowX)) return true;
        }
        return false;
      };
      return [...main.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !contained(el))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`);
    }, PHONE_WIDTH);
    expect(escaping, `${path}: past the right edge`).toEqual([]);
    // On a phone an over-wide page zooms out (window.innerWidth grows): compare with the screen itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page width`).toBeLessThanOrEqual(PHONE_WIDTH);
  });
}

test('no page scrolls sideways on a phone', async ({ page }) => {
  await expectNoSidewaysScroll(page, '/');
  const team = 'Notre Dame';
  const info = await startDynastyViaApi(page, { team, year: 2024, playoffTeams: 12 });
  await expectNoSidewaysScroll(page, '/noncon');
  await page.goto('about:blank'); // before the preseason page's own re-fetch meets the season started below
  await startSeasonViaApi(page);
  await simulateViaApi(page, 6);
  const enc = encodeURIComponent(team);
  const schedule = await apiGet<TeamScheduleResponse>(page, `/api/${enc}/schedule/`);
  const roster = await apiGet<RosterResponse>(page, `/api/${enc}/roster/`);
  const played = schedule.games.find((g) => g.result)!;
  const unplayed = schedule.games.find((g) => !g.result)!;
  const qb = roster.roster.find((p) => p.pos === 'QB' && p.starter)!;
  const prospect = (await apiGet<ProspectSearchResponse>(page, '/api/recruiting/prospects/?per_page=1')).prospects[0];
  for (const path of [
    '/dashboard',
    '/rankings',
    `/${enc}/schedule`,
    `/${enc}/roster`,
    `/${enc}/history`,
    '/playoff',
    '/standings/SEC',
    '/standings/independent',
    `/players/${qb.id}`,
    '/schedule/4',
    `/game/${played.id}`,
    `/game/${played.id}/live`,
    `/game/${unplayed.id}`,
    '/stats/team',
    '/stats/individual',
    '/stats/ratings',
    '/recruiting',
    '/recruiting/prospects',
    `/recruiting/prospects/${prospect.id}`,
    '/recruiting/classes',
    '/news',
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
  await simulateViaApi(page, info.lastWeek + 1);
  for (const path of ['/playoff', '/summary', '/roster_progression', '/recruiting_summary']) {
    await expectNoSidewaysScroll(page, path);
  }
});
