// Checks of single pages that several journeys repeat.
import type { Locator, Page } from '@playwright/test';
import type { LeagueResponse } from '../../../src/shared/league-types.js';
import { expect } from './fixtures.js';

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The header cells of the first table in `scope` (a page, a section or the table itself), in order. */
export async function columnHeaders(scope: Page | Locator): Promise<string[]> {
  const head = scope.locator('thead').first();
  await head.waitFor();
  const cells = head.locator('th');
  return (await cells.allInnerTexts()).map((text) => text.replace(/[▲▼]/g, '').trim());
}

/** Body rows of a DataTable (group header rows excluded). */
export function rows(table: Locator): Locator {
  return table.locator('tbody tr:not(.group-row)');
}

/**
 * Waits until every DataTable on the page has all its rows: a long table opens with its first rows and is aria-busy
 * until the rest are in.
 */
export async function wholeTables(page: Page): Promise<void> {
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** Opens the popup of a team name and checks it, then closes it (or follows one of its links). */
export async function checkTeamPopup(page: Page, teamLink: Locator, follow?: 'Schedule' | 'Roster' | 'History') {
  const name = (await teamLink.innerText()).trim();
  await teamLink.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading').or(dialog.locator('.modal-title')).first()).toContainText(name);
  for (const fact of ['Rating', 'Prestige', 'Overall Record']) {
    await expect(dialog.locator('dt', { hasText: new RegExp(`^${fact}$`) })).toBeVisible();
  }
  await expect(dialog.locator('dd').nth(2)).toHaveText(/^\d+-\d+$/);
  for (const link of ['Schedule', 'Roster', 'History']) {
    await expect(dialog.getByRole('link', { name: link, exact: true })).toHaveAttribute(
      'href',
      `/${encodeURIComponent(name)}/${link.toLowerCase()}`,
    );
  }
  if (follow) {
    await dialog.getByRole('link', { name: follow, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`/${encodeURIComponent(name)}/${follow.toLowerCase()}`);
  } else {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
  return name;
}

/** The Rankings page: title, subtitle, columns and the Show All / Show Top 25 toggle. */
export async function checkRankings(page: Page, subtitle: string) {
  await expect(h1(page)).toHaveText('AP Top 25');
  await expect(page).toHaveTitle('AP Rankings');
  await expect(page.getByTestId('rankings-subtitle')).toHaveText(subtitle);
  expect(await columnHeaders(page)).toEqual([
    'Rank',
    'Team',
    'Record',
    'Poll Score',
    'Strength of Record',
    'Last Week',
    'This Week',
  ]);
  const table = page.locator('table').first();
  await expect(rows(table)).toHaveCount(25);
  const toggle = page.getByRole('button', { name: /^Show All \d+ Teams$/ });
  const total = Number((await toggle.innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(100);
  await toggle.click();
  await expect(rows(table)).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Show Top 25 Only' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Top 25 Only' }).click();
  await expect(rows(table)).toHaveCount(25);
  await expect(page.getByRole('button', { name: `Show All ${total} Teams` })).toBeVisible();
  // Ranks 1..25 in order, movement chips "+N"/"-N", poll score and strength of record with one decimal or N/A.
  const first = rows(table).nth(0);
  await expect(first.locator('td').nth(0)).toHaveText(/^1(\s*[+-]\d+)?$/);
  for (const chip of await table.locator('.movement-chip').allInnerTexts()) expect(chip).toMatch(/^[+-]\d+$/);
  for (const cell of await rows(table).locator('td:nth-child(4), td:nth-child(5)').allInnerTexts()) {
    expect(cell).toMatch(/^(-?\d+\.\d|N\/A)$/);
  }
}

/** A final game summary (a winner exists). */
export async function checkFinalGame(page: Page) {
  await expect(page.getByTestId('final-label')).toHaveText(/^FINAL(\/\d*OT)?$/);
  const scores = await page.getByTestId('score').allInnerTexts();
  expect(scores).toHaveLength(2);
  for (const score of scores) expect(score).toMatch(/^\d+$/);
  await expect(page.locator('.badge', { hasText: /^W$/ })).toHaveCount(1);
  await expect(page.locator('.badge', { hasText: /^L$/ })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Drive Summary' })).toBeVisible();
  const drives = page.getByTestId('drive-list');
  await expect(drives).toHaveCSS('max-height', '400px');
  await expect(drives.locator('.list-group-item').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team Statistics' })).toBeVisible();
  await expect(page.getByTestId('team-stats').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Player Performance' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/NaN|undefined/);
  await expect(page).toHaveTitle(/ vs /);
}

/** An unplayed game's preview. */
export async function checkPreview(page: Page) {
  await expect(page.locator('.card-header', { hasText: /^Preview$/ })).toBeVisible();
  await expect(page.getByText('Moneyline').first()).toBeVisible();
  await expect(page.getByText('Spread').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Players' })).toBeVisible();
  const keyPlayers = page.locator('.list-group a[href^="/players/"]');
  const count = await keyPlayers.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  for (const stat of ['Offensive Yards/Game', 'Defensive Yards/Game', 'Points/Game']) {
    const row = page.getByTestId('team-stats').locator('tr', { hasText: stat });
    await expect(row).toBeVisible();
    await expect(row.locator('td').first()).toHaveText(/^(\d+(\.\d)? \(#\d+\)|N\/A)$/);
  }
  await expect(page.locator('body')).not.toContainText(/NaN|undefined/);
}

/** Every number a page shows is a number: no "NaN", "undefined" or "null" leaking into the text. */
export async function expectNoBrokenValues(page: Page) {
  await expect(page.locator('main')).not.toContainText(/\bNaN\b|\bundefined\b|\bnull\b|\[object Object\]/);
}

/** Signs up on the online page (its account form shown) and waits until it says who is signed in. */
export async function signUpOnline(page: Page, name: string): Promise<void> {
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel(/^Password/).fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(name);
}

/**
 * A call through the API as the page would send it (its session, its CSRF token, and the headers given: a league's
 * game call names its league): its body, once answered 200.
 */
export async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await page.evaluate(
    async ([how, url, data, more]) => {
      const account = (await (await fetch('/api/account/', { credentials: 'include' })).json()) as {
        csrf_token: string;
      };
      const response = await fetch(url, {
        method: how,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': account.csrf_token, ...more },
        body: how === 'POST' ? JSON.stringify(data ?? {}) : undefined,
      });
      return { status: response.status, text: await response.text() };
    },
    [method, path, body, headers] as const,
  );
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(200);
  return JSON.parse(answer.text) as T;
}

/** The commissioner's command through the API, as his page would send it. */
export function leagueChange(page: Page, path: string, body: unknown): Promise<LeagueResponse> {
  return apiCall<LeagueResponse>(page, 'POST', path, body);
}
