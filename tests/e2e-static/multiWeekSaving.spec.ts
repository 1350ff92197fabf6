// A simulation of several weeks is stored week by week: a reload while it runs loses at most the week in flight,
// never a week the page showed as saved; and from the click that plays a week until its write is stored, the page
// says "Saving…" and asks before the tab goes.
import { expect, test, type Page } from '@playwright/test';
import { header, newGameFromHome, nextStage } from './support/game.js';
import { leaveAnyway, statusOf, storedClean, storedSave, weekOf } from './support/saving.js';

const SAVE = 'iowa-state-2024.db';

/** What the busy overlay showed when the page reloaded itself, kept across the reload in sessionStorage. */
interface Shown {
  played: number;
  saved: number | null;
  label: string;
  /** A moment the overlay showed a week while the page did not say "Saving…". */
  unflagged: string | null;
}

/**
 * Watches the busy overlay: once it shows week `reloadAt` played, notes what it said and reloads the page. Notes
 * too any moment it shows a week while the page does not say "Saving…".
 */
async function reloadWhenPlayed(page: Page, reloadAt: number): Promise<void> {
  await page.evaluate((reloadAt) => {
    let unflagged: string | null = null;
    const observer = new MutationObserver(() => {
      const progress = document.querySelector<HTMLElement>('[data-testid="busy-progress"]');
      if (!progress) return;
      const label = progress.innerText;
      if (document.documentElement.getAttribute('data-saving') !== 'true') unflagged ??= label;
      const played = Number(/Week (\d+) of/.exec(label)?.[1] ?? -1);
      if (played < reloadAt) return;
      observer.disconnect();
      const saved = progress.dataset.savedWeek === undefined ? null : Number(progress.dataset.savedWeek);
      const shown: Shown = { played, saved, label, unflagged };
      sessionStorage.setItem('shown-before-reload', JSON.stringify(shown));
      location.reload();
    });
    observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
  }, reloadAt);
}

async function shownBeforeReload(page: Page): Promise<Shown> {
  const text = await page.evaluate(() => sessionStorage.getItem('shown-before-reload'));
  expect(text, 'the page reloaded itself while the weeks were played').not.toBeNull();
  return JSON.parse(text ?? '{}') as Shown;
}

/** Counts the browser's "Leave site?" questions (each accepted, as a player who reloads anyway). */
function countLeaveQuestions(page: Page): { asked: number } {
  const count = { asked: 0 };
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') count.asked++;
  });
  return count;
}

async function startSeason(page: Page): Promise<number> {
  await newGameFromHome(page, 2024, 'Iowa State');
  await nextStage(page, 'Season', '/dashboard');
  await storedClean(page);
  return weekOf(page);
}

test('a multi-week advance is stored week by week: a reload keeps every week shown as saved', async ({ page }) => {
  leaveAnyway(page);
  const start = await startSeason(page);
  const through = start + 5;
  const reloadAt = start + 3;

  await reloadWhenPlayed(page, reloadAt);
  const reloaded = page.waitForEvent('load', { timeout: 180_000 });
  await header(page).getByRole('button', { name: 'Advance' }).click();
  await page.getByRole('button', { name: `Through week ${through}`, exact: true }).click();
  await reloaded;

  const shown = await shownBeforeReload(page);
  expect(shown.unflagged, 'a week shown while the page did not say "Saving…"').toBeNull();
  // Before the week shown was played, every week before it was stored, and the overlay said so.
  expect(shown.saved, shown.label).toBe(shown.played - 1);
  expect(shown.label).toContain(`saved through week ${shown.played - 1}`);

  // The game comes back with every week shown as saved (the tab going away may have stored more).
  const back = await weekOf(page);
  expect(back, shown.label).toBeGreaterThanOrEqual(shown.played);
  expect(back).toBeLessThanOrEqual(through + 1);
  await storedClean(page);
  const { bytes } = await storedSave(page, SAVE);
  expect(statusOf(bytes).currentWeek).toBe(back);
});

test('a reload while a week plays is asked about first, and loses at most that week', async ({ page }) => {
  leaveAnyway(page);
  const leaving = countLeaveQuestions(page);
  const start = await startSeason(page);

  // Reloaded as soon as the week's simulation shows, before its answer: the page says "Saving…" already.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="alertdialog"]')) return;
      observer.disconnect();
      const saying = document.documentElement.getAttribute('data-saving') === 'true';
      sessionStorage.setItem('saving-when-reloaded', String(saying));
      location.reload();
    });
    observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
  });
  const reloaded = page.waitForEvent('load', { timeout: 180_000 });
  await header(page).getByTestId('play-next-week').click();
  await reloaded;

  expect(await page.evaluate(() => sessionStorage.getItem('saving-when-reloaded'))).toBe('true');
  expect(leaving.asked, 'the browser asked before the tab left a week in flight').toBe(1);
  const back = await weekOf(page);
  expect([start, start + 1]).toContain(back);
  await storedClean(page);
  const { bytes } = await storedSave(page, SAVE);
  expect(statusOf(bytes).currentWeek).toBe(back);
});
