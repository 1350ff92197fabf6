// Saves in the browser: a CLI save imported, one tab holding a save at a time, and play with the network off.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { nonconAnswer } from '../../src/shared/contract/answers/wire.js';
import { call, callShaped, header, newGameFromHome, openHome, route, saveRow, stored } from './support/game.js';

test('a save made by the CLI imports into the browser and plays there', async ({ page }) => {
  const file = join(mkdtempSync(join(tmpdir(), 'dynasty-static-')), 'cli-made.db');
  execFileSync('node', ['bin/dynasty', '--save', file, 'new', '--year', '2016', '--team', 'Alabama', '--seed', '7'], {
    encoding: 'utf8',
  });
  // The import sits beside the saves (Load Game): there is one once a game is started.
  await newGameFromHome(page, 2010, 'Texas');
  await openHome(page);
  await page.getByRole('tab', { name: 'Load Game' }).click();
  await page.getByLabel(/Import a save file/).setInputFiles(file);
  await expect(page).toHaveURL(route('/noncon'));
  await expect(header(page)).toContainText('Alabama');
  await callShaped(page, '/api/noncon/', nonconAnswer);
  await openHome(page);
  await expect(saveRow(page, 'alabama-2016.db')).toHaveCount(1);
  const saves = await call<{ saves: { name: string; current: boolean }[] }>(page, 'GET', '/api/saves/');
  expect(saves.body.saves.find((s) => s.current)?.name).toBe('alabama-2016.db');
});

test('a second tab of the same game is told the first one holds it', async ({ page, context }) => {
  await newGameFromHome(page, 2016, 'Clemson');
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('alert').filter({ hasText: 'This dynasty is open in another tab' })).toBeVisible();
  const refused = await call(second, 'GET', '/api/dashboard/');
  expect(refused.status).toBe(409);
  // The first tab plays on; once it moves to another game, the second takes this one over, as the first left it.
  await expect(header(page)).toContainText('Clemson');
  expect((await call(page, 'GET', '/api/noncon/')).status).toBe(200);
  await newGameFromHome(page, 2012, 'Oregon');
  await expect.poll(async () => (await call(second, 'GET', '/api/noncon/')).status).toBe(200);
  await stored(second);
  await second.reload();
  await expect(header(second)).toContainText('Clemson');
  await expect(second.getByRole('alert').filter({ hasText: 'open in another tab' })).toHaveCount(0);
  // The second tab's list of saves shows the game the first one started after it had loaded.
  await openHome(second);
  await second.getByRole('tab', { name: 'Load Game' }).click();
  await expect(saveRow(second, 'oregon-2012.db')).toHaveCount(1);
});

test('calls arriving together in a fresh tab all play the save', async ({ page }) => {
  await newGameFromHome(page, 2018, 'Clemson');
  // Home plays no save: the calls below are the new page's first claim of it, made at once as a page's calls are.
  await openHome(page);
  const answers = await page.evaluate(() => {
    const api = (window as unknown as { dynastyApi: { call(m: string, u: string): Promise<{ status: number }> } })
      .dynastyApi;
    return Promise.all(
      ['/api/dashboard/?read_only=1', '/api/noncon/?read_only=1', '/api/rankings/'].map((url) => api.call('GET', url)),
    );
  });
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  await expect(page.getByRole('alert').filter({ hasText: 'open in another tab' })).toHaveCount(0);
});

test('once loaded, the game plays with the network off', async ({ page, context }) => {
  await newGameFromHome(page, 2020, 'Georgia');
  // The service worker has every file of the app once it is active.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated');
  await context.setOffline(true);
  await stored(page);
  await page.reload();
  await expect(header(page)).toContainText('Georgia');
  await openHome(page);
  await expect(saveRow(page, 'georgia-2020.db')).toHaveCount(1);
  await stored(page);
  // In the preseason the season's start page asks first; starting the season offline plays it in the browser alone.
  await page.goto('./#/start_season');
  await expect(page.getByTestId('start-season')).toContainText('Start the 2020 season?', { timeout: 60_000 });
  await page.getByTestId('start-season-confirm').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Georgia', { timeout: 60_000 });
});

test('where OPFS is missing, saves keep in IndexedDB across a reload and export', async ({ page }) => {
  await page.goto('./?storage=indexeddb&seed=20');
  await expect(page.locator('html')).toHaveAttribute('data-save-storage', 'indexeddb');
  await page.getByLabel('Season', { exact: true }).selectOption('2012');
  await page
    .getByTestId('team-choice')
    .filter({ has: page.getByText('Oregon', { exact: true }) })
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(page).toHaveURL(route('/noncon'));
  await stored(page);
  await page.reload();
  await expect(header(page)).toContainText('Oregon');
  await stored(page);
  await page.goto('./?storage=indexeddb&seed=20');
  await page.getByRole('tab', { name: 'Load Game' }).click();
  const download = page.waitForEvent('download');
  await saveRow(page, 'oregon-2012.db').getByRole('button', { name: 'Export' }).click();
  const status = JSON.parse(
    execFileSync('node', ['bin/dynasty', 'status', '--save', await (await download).path(), '--json'], {
      encoding: 'utf8',
    }),
  );
  expect(status).toMatchObject({ team: 'Oregon', currentYear: 2012 });
});
