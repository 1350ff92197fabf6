// At phone width (390 px) and at 1280 px no page is wider than the screen: wide tables and the bracket scroll
// inside their own box, the page itself never scrolls sideways; the top bar fits on one line at 1280 px.
import type { Page } from '@playwright/test';
import type { DashboardResponse, RosterResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import { advanceViaApi, apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import type { ProspectSearchResponse } from '../../src/shared/recruitingApi.js';

const PHONE_WIDTH = 390;
const LAPTOP = { width: 1280, height: 800 };
test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });
test.setTimeout(120_000);

/** A screenshot beside the test's results, to look at the pages as a player sees them. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

async function expectNoSidewaysScroll(page: Page, path: string, width = PHONE_WIDTH) {
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
        .map(
          (el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`,
        );
    }, width);
    expect(escaping, `${path}: past the right edge`).toEqual([]);
    // On a phone an over-wide page zooms out (window.innerWidth grows): compare with the screen itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page width`).toBeLessThanOrEqual(
      width,
    );
    await shoot(page, `${width}${path.replace(/\W+/g, '-')}`);
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
  await expectNoSidewaysScroll(page, '/playoff');
  // Each offseason page in its own stage: opening one does not move the game on.
  for (const path of ['/summary', '/roster_progression', '/recruiting_summary']) {
    await advanceViaApi(page);
    await expectNoSidewaysScroll(page, path);
  }
  // Every score of the played bracket stands clear of its team's name ("Michigan37" ran together).
  await page.goto('/playoff');
  const slots = page.getByTestId('bracket').locator('.matchup .slot:has(.slot-score)');
  await expect(slots.first()).toBeVisible();
  const overlaps = await slots.evaluateAll((all) =>
    all.flatMap((slot) => {
      const score = slot.querySelector('.slot-score')!.getBoundingClientRect();
      const wrap = slot.querySelector('.team-link-wrap');
      if (!wrap) return [];
      // The text's own extent, which passes its box when a long word overflows.
      const text = document.createRange();
      text.selectNodeContents(wrap);
      return text.getBoundingClientRect().right > score.left ? [slot.textContent ?? ''] : [];
    }),
  );
  expect(overlaps).toEqual([]);
});

test("the coached game's play-by-play sits just below the call buttons on a phone", async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Notre Dame', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await page.goto('/game/coach?start=1');
  // A few of the coordinator's calls, so there are plays to list (he calls the snaps between them too).
  for (let i = 1; i <= 3; i++) {
    const made = await page.getByTestId('calls-made').textContent();
    await page.getByTestId('call-coordinator').click();
    await expect(page.getByTestId('calls-made')).not.toHaveText(made ?? '');
  }
  const calls = (await page.getByTestId('calls').boundingBox())!;
  const plays = (await page.getByTestId('coach-plays').boundingBox())!;
  // Below the calls, with no more than the card's own heading between them (a margin and a header).
  expect(plays.y).toBeGreaterThan(calls.y + calls.height);
  expect(plays.y - (calls.y + calls.height)).toBeLessThan(80);
  await shoot(page, `${PHONE_WIDTH}-game-coach`);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: LAPTOP, isMobile: false, hasTouch: false });

  test('the top bar fits on one line and no page scrolls sideways', async ({ page }) => {
    const team = 'Kansas State';
    const info = await startDynastyViaApi(page, { team, year: 2016, playoffTeams: 4 });
    await startSeasonViaApi(page);
    await simulateViaApi(page, 3);
    await page.goto('/dashboard');
    const nav = page.locator('.top-nav');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    // One row: the bar is no taller than its brand, and Home ends inside the screen.
    const home = await nav.getByRole('link', { name: 'Home' }).boundingBox();
    expect(home!.x + home!.width).toBeLessThanOrEqual(LAPTOP.width);
    const bar = await nav.boundingBox();
    expect(bar!.height).toBeLessThan(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
    await shoot(page, 'dashboard-1280');
    const enc = encodeURIComponent(team);
    for (const path of [
      '/dashboard',
      '/rankings',
      `/${enc}/schedule`,
      `/${enc}/roster`,
      '/playoff',
      '/schedule/3',
      '/stats/team',
      '/stats/individual',
      '/stats/ratings',
      '/recruiting',
    ]) {
      await expectNoSidewaysScroll(page, path, LAPTOP.width);
    }
    // A played game's box score: every player table whole in its card, no column behind a sideways scroll.
    const played = (await apiGet<TeamScheduleResponse>(page, `/api/${enc}/schedule/`)).games.find((g) => g.result);
    await page.goto(`/game/${played!.id}`);
    const tables = page.locator('.card-body .data-table-wrap');
    await expect(tables.first()).toBeVisible();
    const cut = await tables.evaluateAll((wraps) =>
      wraps.filter((w) => w.scrollWidth > w.clientWidth).map((w) => w.querySelector('th')?.textContent),
    );
    expect(cut, 'box-score tables cut at 1280 px').toEqual([]);
    await simulateViaApi(page, info.lastWeek + 1);
    await expectNoSidewaysScroll(page, '/playoff', LAPTOP.width);
    await shoot(page, 'playoff-1280');
    // A wide screen too, to look at.
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/dashboard', '/playoff', `/${enc}/schedule`]) await expectNoSidewaysScroll(page, path, 1440);
  });

  test('every opponent is named with its site, from the schedule game', async ({ page }) => {
    const team = 'Kansas State';
    await startDynastyViaApi(page, { team, year: 2016, playoffTeams: 4 });
    await startSeasonViaApi(page);
    const enc = encodeURIComponent(team);
    // Before week 1 a preview's season figures are a dash, not "0 (#1)".
    const opener = (await apiGet<TeamScheduleResponse>(page, `/api/${enc}/schedule/`)).games[0];
    await page.goto(`/game/${opener.id}`);
    await expect(page.getByText('Points/Game')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/\b0 \(#\d+\)/);
    await expect(page.locator('td', { hasText: /^—$/ }).first()).toBeVisible();
    // The ratings chart lists prestige highest first, as its table does.
    await page.goto('/stats/ratings');
    const chart = page.getByTestId('star-mix-chart');
    await expect(chart.getByText(/^Prestige \d$/).first()).toBeVisible();
    const tiers = (await chart.getByText(/^Prestige \d$/).allTextContents()).map((t) => Number(t.slice(-1)));
    expect(tiers.length).toBeGreaterThan(2);
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
    const tableTiers = await page.locator('table').first().locator('tbody tr').count();
    expect(tableTiers).toBe(tiers.length);

    await simulateViaApi(page, 3);
    const schedule = await apiGet<TeamScheduleResponse>(page, `/api/${enc}/schedule/`);
    const word = (site: string) => (site === 'away' ? 'at' : 'vs');

    // The dashboard's next game reads as the schedule has it.
    await page.goto('/dashboard');
    const dashboard = await apiGet<DashboardResponse>(page, '/api/dashboard/');
    const [cardId, game] = dashboard.curr_game
      ? ['curr-game', dashboard.curr_game]
      : ['prev-game', dashboard.prev_game!];
    expect(schedule.games.find((g) => g.id === game.id)!.site).toBe(game.site);
    await expect(page.getByTestId(cardId).locator('.site-word')).toHaveText(word(game.site));
    await expect(page.getByTestId(cardId).locator('[data-site]')).toHaveAttribute('data-site', game.site);
    await shoot(page, 'dashboard-site');

    // The team schedule: one site word a game, in schedule order.
    await page.goto(`/${enc}/schedule`);
    await expect(page.locator('tbody tr')).toHaveCount(schedule.games.length);
    const words = await page.locator('tbody tr .site-word').allInnerTexts();
    expect(words).toEqual([...schedule.games].sort((a, b) => a.weekPlayed - b.weekPlayed).map((g) => word(g.site)));
    expect(words).toContain('at');
    expect(words).toContain('vs');

    // The week page and the game page say who visits whom.
    const away = schedule.games.find((g) => g.site === 'away')!;
    await page.goto(`/game/${away.id}`);
    await expect(page.getByTestId('game-site')).toHaveText(`at ${away.opponent.name}`);
    await page.goto(`/schedule/${away.weekPlayed}`);
    const card = page.locator('.week-card', { has: page.getByRole('button', { name: team, exact: true }) });
    await expect(card.getByTestId('game-site')).toHaveText('at');

    // A player's game log carries the site of each game.
    const roster = await apiGet<RosterResponse>(page, `/api/${enc}/roster/`);
    const qb = roster.roster.find((p) => p.pos === 'QB' && p.starter)!;
    await page.goto(`/players/${qb.id}`);
    await expect(page.locator('[data-site]').first()).toBeVisible();
    const logWords = await page.locator('[data-site] .site-word').allInnerTexts();
    expect(logWords.length).toBeGreaterThanOrEqual(2);
    for (const w of logWords) expect(['vs', 'at']).toContain(w);
  });
});
