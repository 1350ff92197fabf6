// Steps of the static build's saving tests: a tab reloaded or closed at a chosen moment, and the save as the browser's
// storage holds it (docs/static.md: in OPFS each whole version is `NAME~N` beside an empty `NAME~N.done`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { header } from './game.js';

export const HELD_ELSEWHERE = 'open in another tab';

/** The week the header shows ("Week 5" is 5). */
export async function weekOf(page: Page): Promise<number> {
  const text = await header(page).getByTestId('current-week').innerText({ timeout: 60_000 });
  const week = /Week (\d+)/.exec(text);
  if (!week) throw new Error(`not a regular-season week: ${text}`);
  return Number(week[1]);
}

/** Accepts the browser's "Leave site?" question, as a player who reloads anyway. */
export function leaveAnyway(page: Page): Page {
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });
  return page;
}

/** Every change so far is stored: no "Saving…" and no trouble reported. */
export async function storedClean(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-saving', 'true', { timeout: 90_000 });
  await expect(page.locator('#saving-status')).toHaveCount(0);
}

/** Plays the next week from the header and waits for its answer (not for its write). */
export async function playWeek(page: Page): Promise<number> {
  const before = await weekOf(page);
  await header(page).getByTestId('play-next-week').click();
  await expect.poll(() => weekOf(page), { timeout: 120_000 }).toBe(before + 1);
  return before + 1;
}

/** When the tab is left: while a week is simulated, once its write starts, or at once; and how long after. */
export interface Moment {
  at: 'simulating' | 'saving' | 'now';
  afterMs: number;
  how: 'reload' | 'close';
}

/**
 * Leaves the tab at the moment (the page itself reloads, or flags the test to close it), `start` being what the
 * player does (a click) that leads there. The reload or the close goes through whatever state the game is in; the
 * page that comes back (the same tab, or a new one at the game) is returned once it shows the game.
 */
export async function leaveAt(
  page: Page,
  context: BrowserContext,
  moment: Moment,
  start: () => Promise<void>,
): Promise<Page> {
  await page.evaluate(({ at, afterMs, how }) => {
    const flagged = window as unknown as { leaveNow?: boolean };
    const leave = () =>
      setTimeout(() => {
        if (how === 'reload') location.reload();
        else flagged.leaveNow = true;
      }, afterMs);
    if (at === 'now') return void leave();
    const reached = () =>
      at === 'saving'
        ? document.documentElement.getAttribute('data-saving') === 'true'
        : document.querySelector('[data-testid="busy-progress"], [role="alertdialog"]') !== null;
    const observer = new MutationObserver(() => {
      if (!reached()) return;
      observer.disconnect();
      leave();
    });
    observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
  }, moment);
  const url = page.url();
  let next = page;
  if (moment.how === 'reload') {
    const reloaded = page.waitForEvent('load', { timeout: 180_000 });
    await start();
    await reloaded;
  } else {
    await start();
    await page.waitForFunction(() => (window as unknown as { leaveNow?: boolean }).leaveNow === true, null, {
      timeout: 180_000,
    });
    await page.close();
    next = leaveAnyway(await context.newPage());
    await next.goto(url.replace(/#.*$/, '#/dashboard'));
  }
  await expect(header(next).getByTestId('current-week').or(next.getByText(HELD_ELSEWHERE))).toBeVisible({
    timeout: 120_000,
  });
  await expect(next.getByText(HELD_ELSEWHERE)).toHaveCount(0);
  return next;
}

/**
 * A whole version of a save in OPFS (the newest, or `back` versions before it): its file's name, the whole file, and
 * every version on disk.
 */
export async function storedSave(
  page: Page,
  name: string,
  back = 0,
): Promise<{ versions: string[]; file: string; bytes: Buffer }> {
  const found = await page.evaluate(
    async ({ save, back }) => {
      const root = await navigator.storage.getDirectory();
      const folder = (await root.getDirectoryHandle('saves')) as unknown as {
        keys(): AsyncIterable<string>;
        getFileHandle(name: string): Promise<FileSystemFileHandle>;
      };
      const names: string[] = [];
      for await (const entry of folder.keys()) names.push(entry);
      const whole = names
        .filter((entry) => entry.startsWith(`${save}~`) && !entry.endsWith('.done') && names.includes(`${entry}.done`))
        .sort((a, b) => Number(b.split('~')[1]) - Number(a.split('~')[1]));
      const versions = names.filter((entry) => entry.startsWith(`${save}~`));
      if (whole.length <= back) return { versions, file: '', base64: '' };
      const file = await (await folder.getFileHandle(whole[back])).getFile();
      const base64 = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
        reader.readAsDataURL(file);
      });
      return { versions, file: whole[back], base64 };
    },
    { save: name, back },
  );
  return { versions: found.versions, file: found.file, bytes: Buffer.from(found.base64, 'base64') };
}

/** Cuts a file of the saves folder in OPFS to its first `length` bytes, as a storage that lost its tail leaves it. */
export async function cutStoredFile(page: Page, file: string, length: number): Promise<void> {
  await page.evaluate(
    async ({ file, length }) => {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('saves');
      const handle = await folder.getFileHandle(file);
      const head = await (await handle.getFile()).slice(0, length).arrayBuffer();
      const writable = await handle.createWritable();
      await writable.write(head);
      await writable.close();
    },
    { file, length },
  );
}

/** What the CLI reads in a save's bytes (`dynasty status --json`): it opens, and says where the dynasty is. */
export function statusOf(bytes: Buffer): { currentWeek: number; currentYear: number; team: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'dynasty-stored-')), 'stored.db');
  writeFileSync(file, bytes);
  return JSON.parse(execFileSync('node', ['bin/dynasty', 'status', '--save', file, '--json'], { encoding: 'utf8' }));
}

/** The stored save is a whole SQLite file that the CLI opens at the week the game shows. */
export async function expectStoredAt(page: Page, name: string, week: number): Promise<void> {
  const { bytes, versions } = await storedSave(page, name);
  expect(bytes.length, `stored versions: ${versions.join(' ')}`).toBeGreaterThan(0);
  expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');
  expect(statusOf(bytes).currentWeek).toBe(week);
}
