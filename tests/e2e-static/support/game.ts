// Steps of the static build's suite: the game answered by the page's worker, pages behind hash routes.
import { expect, type Page } from '@playwright/test';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export const header = (page: Page) => page.getByTestId('game-header');

/** The page's hash route: '#/noncon'. */
export const route = (path: string) => new RegExp(`#${path.replace(/\//g, '\\/')}$`);

/** Calls the game in the page's worker, as the pages do; the answer's status and body. */
export async function call<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    ([m, u, b]) =>
      (
        window as unknown as {
          dynastyApi: { call(m: string, u: string, b: unknown): Promise<{ status: number; body: unknown }> };
        }
      ).dynastyApi.call(m, u, b),
    [method, url, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** A call that must succeed with a body its answer's schema in the API contract takes. */
export async function callShaped(page: Page, url: string, schema: TSchema): Promise<unknown> {
  const answer = await call(page, 'GET', url);
  expect(answer.status, `GET ${url}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
  const problems = [...Value.Errors(schema, answer.body)].map((e) => `${e.instancePath} ${e.message}`);
  expect(problems, `GET ${url}`).toEqual([]);
  return answer.body;
}

/**
 * Every change so far is stored in the browser's storage (the worker answers before its write ends; the page
 * says "Saving…" until then, and asks before a reload or a navigation would leave it unstored).
 */
export async function stored(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-saving', 'true', { timeout: 90_000 });
}

/** Home, the first visit: the game's worker has loaded its saves. Every new dynasty is seeded (one per seed). */
export async function openHome(page: Page): Promise<void> {
  await stored(page);
  await page.goto('./?seed=20');
  await expect(page.locator('html')).toHaveAttribute('data-save-storage', /opfs|indexeddb/);
}

export async function newGameFromHome(page: Page, year: number, team: string): Promise<void> {
  await openHome(page);
  // With saves, Home opens on Load Game; without, on the new game's form.
  const newGameTab = page.getByRole('tab', { name: 'New Game' });
  const season = page.getByLabel('Season', { exact: true });
  await expect(newGameTab.or(season).first()).toBeVisible();
  if (await newGameTab.count()) await newGameTab.click();
  await page.getByLabel('Season', { exact: true }).selectOption(String(year));
  const row = page.getByTestId('team-choice').filter({ has: page.getByText(team, { exact: true }) });
  await row.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(route('/noncon'));
  await expect(header(page)).toContainText(team);
}

/** Chooses an item of the Advance menu and waits until the simulation's overlay is gone. */
export async function advanceTo(page: Page, item: string): Promise<void> {
  await header(page).getByRole('button', { name: 'Advance' }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Simulating games...' })).toHaveCount(0, { timeout: 90_000 });
}

/** The next stage's button, and the page it lands on. */
export async function nextStage(page: Page, label: string, path: string): Promise<void> {
  const button = header(page).getByTestId('stage-next');
  await expect(button).toHaveText(label);
  // A big page just drawn (the recruiting summary's classes) can hold a loaded machine's page for a while.
  await button.click({ timeout: 60_000 });
  // Out of the preseason the season's start page asks first: the season starts only on the player's click.
  await expect(page).toHaveURL(route(label === 'Season' ? '/start_season' : path), { timeout: 60_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0, { timeout: 60_000 });
  if (label === 'Season') {
    await page.getByTestId('start-season-confirm').click();
    await expect(page.getByTestId('start-season')).toHaveCount(0, { timeout: 60_000 });
    await expect(page).toHaveURL(route(path), { timeout: 60_000 });
  }
}

export const savesTable = (page: Page) => page.getByTestId('saves-table');
export const saveRow = (page: Page, text: string) => savesTable(page).locator('tbody tr').filter({ hasText: text });
