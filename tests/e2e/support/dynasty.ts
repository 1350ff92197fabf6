// Shortcuts that set up or move a dynasty through the HTTP API (for tests whose subject is something else),
// and the UI steps every journey shares.
import type { Page } from '@playwright/test';
import type { Info } from '../../../src/shared/api-types.js';
import { expect } from './fixtures.js';

export interface NewGame {
  team: string;
  year: number;
  playoffTeams: 2 | 4 | 8 | 12 | 16 | 24;
}

const USER_ID_KEY = 'user_id';

/** The id the page's browser context plays under (set by startDynastyViaApi). */
const userIds = new WeakMap<Page, string>();

/** The id the browser plays under: set by startDynastyViaApi, or stored by the app in localStorage. */
async function userIdOf(page: Page): Promise<string | null> {
  const known = userIds.get(page);
  if (known) return known;
  if (!page.url().startsWith('http')) return null;
  return page.evaluate((key) => window.localStorage.getItem(key), USER_ID_KEY);
}

/**
 * A cap, not a pace, on one API call (a week or a stage simulated on a busy machine took more than the 15 s of a
 * click); the test's own timeout bounds it too.
 */
const API_CALL_CAP = 120_000;

/** Calls the API as the page's player. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const userId = await userIdOf(page);
  const response = await page.request.get(path, {
    headers: userId ? { 'X-User-ID': userId } : {},
    timeout: API_CALL_CAP,
  });
  expect(response.ok(), `GET ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const userId = await userIdOf(page);
  const response = await page.request.post(path, {
    data: body,
    headers: userId ? { 'X-User-ID': userId } : {},
    timeout: API_CALL_CAP,
  });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Starts a dynasty without the Home page and hands its user id to the browser (localStorage), so the pages
 * the test opens show that dynasty.
 */
export async function startDynastyViaApi(page: Page, game: NewGame): Promise<Info> {
  const home = await apiGet<{ user_id: string }>(page, '/api/home/');
  userIds.set(page, home.user_id);
  await page.context().addInitScript(
    ([key, id]) => {
      // about:blank has no storage; the app's own pages all do.
      if (window.location.protocol.startsWith('http')) window.localStorage.setItem(key, id);
    },
    [USER_ID_KEY, home.user_id] as const,
  );
  const query = new URLSearchParams({
    team: game.team,
    year: String(game.year),
    playoff_teams: String(game.playoffTeams),
    playoff_autobids: game.playoffTeams === 12 ? '5' : '0',
    playoff_conf_champ_top_4: String(game.playoffTeams === 12),
  });
  const body = await apiGet<{ info: Info }>(page, `/api/noncon/?${query}`);
  return body.info;
}

/** Preseason to season (opening the dashboard performs that step). */
export async function startSeasonViaApi(page: Page): Promise<Info> {
  return (await apiGet<{ info: Info }>(page, '/api/dashboard/')).info;
}

/** Plays every week before `week` (lastWeek + 1 plays out the season). */
export async function simulateViaApi(page: Page, week: number): Promise<Info> {
  return (await apiGet<{ info: Info }>(page, `/api/sim/${week}/`)).info;
}

export async function advanceViaApi(page: Page): Promise<Info> {
  return (await apiPost<{ info: Info }>(page, '/api/advance/', {})).info;
}

/** A route matcher for one API path, whatever its query (`page.route(apiPath('/api/rankings/'), ...)`). */
export function apiPath(path: string | RegExp): (url: URL) => boolean {
  return (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));
}

// ----------------------------------------------------------------------------------------------- UI steps

/** The common header of game pages. */
export const header = (page: Page) => page.getByTestId('game-header');

/** Chooses an item of the Advance menu and waits until the simulation's overlay is gone. */
export async function advanceTo(page: Page, item: string): Promise<void> {
  if (item === 'Play next week') await header(page).getByTestId('play-next-week').click();
  else {
    await header(page).getByRole('button', { name: 'Advance' }).click();
    await page.getByRole('button', { name: item, exact: true }).click();
  }
  // The overlay may be too short-lived to see; what matters is that it goes away and the page refreshed.
  await expect(page.getByRole('alertdialog', { name: 'Simulating games...' })).toHaveCount(0, { timeout: 60_000 });
}

/**
 * Watches, in the page, for the overlay named `name` from now on, and returns the check that it was shown. A stage's
 * loading overlay stays half a second (longer only while the server works): on a busy machine it came and went before
 * the test looked for it (toBeVisible after the click). The page's own MutationObserver sees it whenever it comes.
 */
export async function watchForOverlay(page: Page, name: string): Promise<() => Promise<void>> {
  await page.evaluate((label) => {
    const holder = window as unknown as { overlaysSeen?: Set<string> };
    holder.overlaysSeen ??= new Set<string>();
    const seen = holder.overlaysSeen;
    seen.delete(label);
    const look = (): boolean => document.querySelector(`[role="alertdialog"][aria-label="${label}"]`) !== null;
    const observer = new MutationObserver(() => {
      if (!look()) return;
      seen.add(label);
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, name);
  return () =>
    expect
      .poll(
        () =>
          page.evaluate(
            (label) => (window as unknown as { overlaysSeen?: Set<string> }).overlaysSeen?.has(label) ?? false,
            name,
          ),
        {
          message: `the overlay "${name}" was shown`,
        },
      )
      .toBe(true);
}

/** Clicks the next-stage button and checks the loading overlay and the page it lands on. */
export async function nextStage(page: Page, label: string, path: string): Promise<void> {
  const button = header(page).getByTestId('stage-next');
  await expect(button).toHaveText(label);
  const overlayShown = await watchForOverlay(page, `Loading ${label}...`);
  await button.click();
  await overlayShown();
  // Out of the preseason the season's start page asks first: the season starts only on the player's click.
  await expect(page).toHaveURL(label === 'Season' ? '/start_season' : path);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  if (label === 'Season') {
    await confirmSeasonStart(page);
    await expect(page).toHaveURL(path);
  }
}

/** Answers the season's start page ("Start the 2024 season?") and waits for the season's dashboard. */
export async function confirmSeasonStart(page: Page): Promise<void> {
  await page.getByTestId('start-season-confirm').click();
  await expect(page.getByTestId('start-season')).toHaveCount(0, { timeout: 60_000 });
  await expect(header(page).getByTestId('current-week')).toBeVisible();
}

/** Opens an item of a top-navigation menu (TEAM, STANDINGS, STATS, SCHEDULE, MORE). */
export async function openMenu(page: Page, menu: string, item: string): Promise<void> {
  const nav = page.locator('.top-nav');
  await nav.getByRole('button', { name: menu, exact: true }).click();
  await nav.getByRole('link', { name: item, exact: true }).click();
}
