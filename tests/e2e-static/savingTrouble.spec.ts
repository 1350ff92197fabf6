// What a tab closed or reloaded leaves behind for a moment (its worker, still holding the save), a write the browser's
// storage refuses (a full quota), one that stops answering, and a stored save that no longer reads whole: the game
// waits for the tab going away, tells the player of the write in the saving badge (with the game to download
// meanwhile) and stores the change once it can, with no other change, and loads a damaged save from its last good
// copy, saying so.
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newGameFromHome, nextStage } from './support/game.js';
import {
  cutStoredFile,
  expectStoredAt,
  HELD_ELSEWHERE,
  playWeek,
  statusOf,
  storedClean,
  storedSave,
  weekOf,
} from './support/saving.js';

const SAVE = 'iowa-state-2024.db';

/** Holds a Web Lock of the game's origin from the page until the function returned is called. */
async function holdLock(page: Page, name: string): Promise<() => Promise<void>> {
  await page.evaluate(
    (lock) =>
      new Promise<void>((held) => {
        void navigator.locks.request(lock, () => {
          held();
          return new Promise<void>((release) => {
            (window as unknown as Record<string, () => void>)[lock] = release;
          });
        });
      }),
    name,
  );
  return () => page.evaluate((lock) => (window as unknown as Record<string, () => void>)[lock](), name);
}

async function seasonStarted(page: Page): Promise<void> {
  await newGameFromHome(page, 2024, 'Iowa State');
  await nextStage(page, 'Season', '/dashboard');
  await storedClean(page);
}

/** A page of the game's origin that plays nothing (the service worker's file): it stands for what a tab left. */
async function bystander(context: BrowserContext, gameUrl: string): Promise<Page> {
  const other = await context.newPage();
  await other.goto(new URL('sw.js', gameUrl).href);
  return other;
}

test('a save still held by a tab going away is waited for, not refused', async ({ page, context }) => {
  await seasonStarted(page);
  await playWeek(page);
  await storedClean(page);
  const week = await weekOf(page);
  const url = page.url();
  await page.close();
  // What a closed tab's worker does until the browser stops it: hold the save with no page playing it.
  const left = await bystander(context, url);
  const letGo = await holdLock(left, `cfb-dynasty-save:/saves/${SAVE}`);
  const again = await context.newPage();
  await again.goto(url);
  // The new tab asks for the save and waits (no "open in another tab").
  await expect
    .poll(async () =>
      left.evaluate(async () => ((await navigator.locks.query()).pending ?? []).map((lock) => lock.name)),
    )
    .toContain(`cfb-dynasty-save:/saves/${SAVE}`);
  await expect(again.getByText(HELD_ELSEWHERE)).toHaveCount(0);
  await letGo();
  expect(await weekOf(again)).toBe(week);
  await expect(again.getByText(HELD_ELSEWHERE)).toHaveCount(0);
  await playWeek(again);
  await storedClean(again);
});

/** The origin's usage as the browser counts it, by kind, and the versions of the saves on disk. */
async function storageNow(page: Page): Promise<{ usage: number; detail: string }> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: object };
    const folder = (await (await navigator.storage.getDirectory()).getDirectoryHandle('saves')) as unknown as {
      entries(): AsyncIterable<[string, FileSystemFileHandle]>;
    };
    const files: string[] = [];
    for await (const [name, handle] of folder.entries()) files.push(`${name} ${(await handle.getFile()).size}`);
    return {
      usage: estimate.usage ?? 0,
      detail: `usage ${estimate.usage} ${JSON.stringify(estimate.usageDetails)}; saves folder: ${files.join(', ')}`,
    };
  });
}

/** Until the worker's write of the record waits for the record's lock (held by the test). */
async function writeWaitsFor(page: Page, lock: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => ((await navigator.locks.query()).pending ?? []).map((held) => held.name)), {
      timeout: 120_000,
    })
    .toContain(lock);
}

test('a write the storage refuses is said in the saving badge and tried again until stored', async ({ page }) => {
  await seasonStarted(page);
  // The week's write waits for the save's record while the storage is made full: the usage is read once nothing
  // else can write (what the game and the browser did before, such as the service worker's cache, is counted), and
  // the week's write is the next thing the storage is asked to hold.
  const lock = `cfb-dynasty-record:${SAVE}`;
  const letGo = await holdLock(page, lock);
  const played = await playWeek(page);
  await writeWaitsFor(page, lock);
  // The browser's storage full: its quota just above what the origin holds now.
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const before = await storageNow(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: before.usage + 64 * 1024 });
  await letGo();
  const badge = page.locator('#saving-status');
  try {
    await expect(page.locator('html')).toHaveAttribute('data-save-trouble', 'refused', { timeout: 60_000 });
  } catch (error) {
    // The storage as it was made full and as it is now, for a write that fit after all.
    throw new Error(`${(error as Error).message}\nbefore: ${before.detail}\nnow: ${(await storageNow(page)).detail}`);
  }
  await expect(badge).toContainText(
    "Not saved yet: the browser's storage refused the write (the browser's storage quota is full)",
  );
  // Meanwhile the player can keep the game as it is, the week not yet stored included.
  const downloaded = page.waitForEvent('download');
  await badge.getByRole('button', { name: `Download the game (${SAVE})` }).click();
  const file = await (await downloaded).path();
  expect(statusOf(readFileSync(file)).currentWeek).toBe(played);
  // Room again: the write goes through on its own, with no other change.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await storedClean(page);
  await expectStoredAt(page, SAVE, played);
  await page.reload();
  expect(await weekOf(page)).toBe(played);
});

test('a write that stops answering is said in the saving badge and stored once it can be', async ({ page }) => {
  await seasonStarted(page);
  // Another writer of the save's record that does not finish (as a tab going away mid-write would, for longer).
  const letGo = await holdLock(page, `cfb-dynasty-record:${SAVE}`);
  const played = await playWeek(page);
  const badge = page.locator('#saving-status');
  await expect(badge).toContainText("Not saved yet: the browser's storage stopped answering", { timeout: 60_000 });
  await expect(badge).toContainText('keep this tab open');
  await expect(page.locator('html')).toHaveAttribute('data-save-trouble', 'stuck');
  await expect(page.locator('html')).toHaveAttribute('data-saving', 'true');
  await letGo();
  await storedClean(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-save-trouble', /.*/);
  await expectStoredAt(page, SAVE, played);
});

test('a stored save that does not read whole is loaded from the copy before it, and the player is told', async ({
  page,
}) => {
  await seasonStarted(page);
  await playWeek(page);
  await storedClean(page);
  const played = await playWeek(page);
  await storedClean(page);
  // The storage lost the newest copy's tail after it was stored (a disk or a browser that failed to keep it).
  const newest = await storedSave(page, SAVE);
  const before = statusOf((await storedSave(page, SAVE, 1)).bytes).currentWeek;
  await cutStoredFile(page, newest.file, 4096);
  expect(before).toBeLessThanOrEqual(played);
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: `The newest save of ${SAVE} did not read whole` }),
  ).toBeVisible();
  expect(await weekOf(page)).toBe(before);
  // Saving goes on from the good copy, and the next reload finds nothing wrong.
  const next = await playWeek(page);
  await storedClean(page);
  await expectStoredAt(page, SAVE, next);
  await page.reload();
  expect(await weekOf(page)).toBe(next);
  await expect(page.locator('#save-recovered')).toHaveCount(0);
});
