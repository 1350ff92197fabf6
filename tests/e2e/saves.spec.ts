// Many saves in the browser: New Game never replaces a dynasty; Load Game lists every save with Continue,
// Export and Delete (behind a confirmation); a save file can be imported, and a file that is not one, or not as
// its format says, is refused.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { header } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { columnHeaders } from './support/pages.js';

async function newGameFromHome(page: Page, year: number, team: string) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'New Game' }).click();
  await page.getByLabel('Season', { exact: true }).selectOption(String(year));
  const row = page.getByTestId('team-choice').filter({ has: page.getByText(team, { exact: true }) });
  await row.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL('/noncon');
  await expect(header(page)).toContainText(team);
}

/** Where an SQLite file's header keeps PRAGMA user_version (a save's format), four bytes big-endian. */
const USER_VERSION_OFFSET = 60;

const savesTable = (page: Page) => page.getByTestId('saves-table');
const rowOf = (page: Page, team: string) => savesTable(page).locator('tbody tr').filter({ hasText: team });

test('keeps dynasties side by side, continues, exports, imports and deletes them', async ({ page, consoleWatch }) => {
  // The browser logs the refused import (409) on its own.
  consoleWatch.allow(/409 \(Conflict\).*\/api\/saves\/import\//);
  await newGameFromHome(page, 2024, 'Ohio State');
  await newGameFromHome(page, 2010, 'Texas');

  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Load Game' })).toHaveAttribute('aria-selected', 'true');
  expect(await columnHeaders(savesTable(page))).toEqual(['Year', 'Stage', 'Team', 'File', 'Last Played', 'Size', '']);
  await expect(savesTable(page).locator('tbody tr')).toHaveCount(2);
  // The newest is current and first.
  await expect(savesTable(page).locator('tbody tr').first().locator('td').nth(2)).toHaveText('Texas');
  await expect(rowOf(page, 'Ohio State').locator('td').nth(0)).toHaveText('2024');
  await expect(rowOf(page, 'Ohio State').locator('td').nth(3)).toHaveText('ohio-state-2024.db');
  await expect(rowOf(page, 'Ohio State').locator('td').nth(5)).toHaveText(/^\d+\.\d MB$/);

  // Continue the first dynasty.
  await rowOf(page, 'Ohio State').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/noncon');
  await expect(header(page)).toContainText('Ohio State');

  // Export: a download of the SQLite file.
  await page.goto('/');
  const download = page.waitForEvent('download');
  await rowOf(page, 'Ohio State').getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ohio-state-2024.db');
  const path = await file.path();

  // Import it back: a third save, current.
  await page.getByLabel(/Import a save file/).setInputFiles(path);
  await expect(page).toHaveURL('/noncon');
  await page.goto('/');
  await expect(savesTable(page).locator('tbody tr')).toHaveCount(3);
  // Two saves of one team and year, told apart by their files; the imported one is current (first).
  await expect(rowOf(page, 'Ohio State').locator('td:nth-child(4)')).toHaveText([
    'ohio-state-2024-2.db',
    'ohio-state-2024.db',
  ]);

  // A file that is not a save is refused with a clear message, and nothing is stored.
  await page
    .getByLabel(/Import a save file/)
    .setInputFiles({ name: 'notes.db', mimeType: 'application/octet-stream', buffer: Buffer.from('my notes') });
  await expect(page.getByRole('alert')).toContainText('not a CFB Dynasty save');
  await expect(savesTable(page).locator('tbody tr')).toHaveCount(3);
  // So is a save whose header claims an older format than its tables are (it would fail its migration): the
  // message names what is wrong. Format 1 had only the first tables, whatever the migrations added since.
  const older = readFileSync(path);
  older.writeUInt32BE(1, USER_VERSION_OFFSET);
  await page
    .getByLabel(/Import a save file/)
    .setInputFiles({ name: 'older.db', mimeType: 'application/octet-stream', buffer: older });
  await expect(page.getByRole('alert')).toContainText(
    /cannot be opened: it has a table "\w+" that CFB Dynasty saves of its format \(\d+\) do not have/,
  );
  await expect(savesTable(page).locator('tbody tr')).toHaveCount(3);

  // Deleting the current save makes the most recently played one left current (Texas: nothing wrote Ohio State's
  // first save since Texas began), here and in the game's pages.
  await rowOf(page, 'ohio-state-2024-2.db').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Save' }).click();
  await expect(savesTable(page).locator('tbody tr')).toHaveCount(3 - 1);
  await expect(savesTable(page).locator('tbody tr.table-active')).toContainText('texas-2010.db');
  await page.goto('/noncon');
  await expect(header(page)).toContainText('Texas');
  await page.goto('/');
  await newGameFromHome(page, 2010, 'Texas');
  await page.goto('/');
  await expect(savesTable(page).locator('tbody tr')).toHaveCount(3);

  // Delete asks first; keeping it changes nothing.
  await rowOf(page, 'texas-2010.db').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Texas, 2010');
  await dialog.getByRole('button', { name: 'Keep It' }).click();
  await expect(savesTable(page).locator('tbody tr')).toHaveCount(3);
  await rowOf(page, 'texas-2010.db').getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete Save' }).click();
  await expect(savesTable(page).locator('tbody tr')).toHaveCount(2);
  await expect(rowOf(page, 'texas-2010.db')).toHaveCount(0);
});
