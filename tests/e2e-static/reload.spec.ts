// A tab reloaded while its game is being saved or simulated: the game comes back with every stored week, and saving
// goes on working (the badge clears, the stored save is whole and opens in the CLI).
import { expect, test } from '@playwright/test';
import { header, newGameFromHome, nextStage } from './support/game.js';
import { expectStoredAt, leaveAnyway, leaveAt, playWeek, storedClean, weekOf } from './support/saving.js';

const SAVE = 'iowa-state-2024.db';

test('a reload during "Saving…" or a simulation keeps the stored weeks, and saving goes on', async ({
  page: first,
  context,
}) => {
  let page = leaveAnyway(first);
  await newGameFromHome(page, 2024, 'Iowa State');
  await nextStage(page, 'Season', '/dashboard');
  await playWeek(page);
  await playWeek(page);
  await storedClean(page);
  const stored = await weekOf(page);

  // Reloaded as soon as the next week's write starts, the prompt accepted: at most that week is lost.
  page = await leaveAt(page, context, { at: 'saving', afterMs: 0, how: 'reload' }, () =>
    header(page).getByTestId('play-next-week').click(),
  );
  expect([stored, stored + 1]).toContain(await weekOf(page));
  const played = await playWeek(page);
  await storedClean(page);
  await expectStoredAt(page, SAVE, played);

  // Reloaded while several weeks are being simulated: the tab that comes back plays the game (it is not "open in
  // another tab"), with every week stored before the reload (each is stored before the next is played) and at most
  // the week in flight lost.
  page = await leaveAt(page, context, { at: 'simulating', afterMs: 300, how: 'reload' }, async () => {
    await header(page).getByRole('button', { name: 'Advance' }).click();
    await page.getByRole('button', { name: 'End of Season', exact: true }).click();
  });
  expect(await weekOf(page)).toBeGreaterThanOrEqual(played);
  const after = await playWeek(page);
  await storedClean(page);
  await expectStoredAt(page, SAVE, after);
  await page.reload();
  expect(await weekOf(page)).toBe(after);
});
