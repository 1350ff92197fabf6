// The static build from a plain file server under a sub-path, with no game server: a dynasty from Home through a
// season and the offseason, kept across a reload, exported and read by the CLI.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { dashboardPageAnswer, summaryAnswer } from '../../src/shared/contract/answers/seasonStages.js';
import { homeAnswer, nonconAnswer, rankingsAnswer } from '../../src/shared/contract/answers/wire.js';
import {
  advanceTo,
  call,
  callShaped,
  header,
  newGameFromHome,
  nextStage,
  openHome,
  saveRow,
  stored,
} from './support/game.js';

test('a season and its offseason in the browser alone, saved across a reload, exported to the CLI', async ({
  page,
}) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/api/')) apiRequests.push(request.url());
  });
  await newGameFromHome(page, 2018, 'Notre Dame');
  await callShaped(page, '/api/home/', homeAnswer);
  await callShaped(page, '/api/noncon/', nonconAnswer);

  // Schedule one non-conference game in the first open week that has opponents.
  const dialog = page.getByRole('dialog');
  const count = page.getByTestId('noncon-count');
  const before = Number((await count.innerText()).match(/\d+/)![0]);
  for (let week = 1; ; week++) {
    expect(week).toBeLessThanOrEqual(14);
    const row = page.locator('tbody tr').nth(week - 1);
    if ((await row.getByRole('button', { name: 'Schedule Game' }).count()) === 0) continue;
    await row.getByRole('button', { name: 'Schedule Game' }).click();
    const select = dialog.getByLabel('Opponent');
    await expect(select.or(dialog.getByTestId('no-opponents'))).toBeVisible();
    if (await dialog.getByTestId('no-opponents').isVisible()) {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      continue;
    }
    await select.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    break;
  }
  await expect(count).toContainText(`Scheduled: ${before + 1} /`);

  await nextStage(page, 'Season', '/dashboard');
  await callShaped(page, '/api/dashboard/', dashboardPageAnswer);
  // While the season plays in the worker the page keeps drawing frames and shows the weeks go by.
  await page.evaluate(() => {
    const watch: { progress: boolean; frames: number; framesByWeek: Record<string, number> } = {
      progress: false,
      frames: 0,
      framesByWeek: {},
    };
    (window as unknown as { simWatch: typeof watch }).simWatch = watch;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="busy-progress"]')) watch.progress = true;
    }).observe(document.body, { childList: true, subtree: true });
    // Frames while the weeks are being played (not the page drawn afresh after the season), by the week shown.
    const frame = () => {
      const progress = document.querySelector('[data-testid="busy-progress"]');
      if (progress) {
        watch.frames++;
        const week = progress.textContent ?? '';
        watch.framesByWeek[week] = (watch.framesByWeek[week] ?? 0) + 1;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await advanceTo(page, 'End of Season');
  const watch = await page.evaluate(
    () =>
      (window as unknown as { simWatch: { progress: boolean; frames: number; framesByWeek: Record<string, number> } })
        .simWatch,
  );
  expect(watch.progress).toBe(true);
  // A page frozen by the simulation would draw no frame until it ended, and one that played the weeks itself at
  // most one between two weeks: the page draws on while the worker plays a week, however slow the machine.
  expect(watch.frames).toBeGreaterThanOrEqual(10);
  const drawnWhilePlaying = Object.values(watch.framesByWeek).filter((frames) => frames >= 2);
  expect(drawnWhilePlaying.length, JSON.stringify(watch.framesByWeek)).toBeGreaterThanOrEqual(2);
  await expect(header(page)).toContainText('End of Season');
  await callShaped(page, '/api/rankings/', rankingsAnswer);

  await nextStage(page, 'Season Summary', '/summary');
  await callShaped(page, '/api/summary/', summaryAnswer);
  await nextStage(page, 'Roster Progression', '/roster_progression');
  await nextStage(page, 'Recruiting Summary', '/recruiting_summary');
  await nextStage(page, 'Non-Conference scheduling', '/noncon');
  await expect(header(page).getByTestId('current-year')).toHaveText('2019');

  // A reload finds the save where it was (once it says it is stored).
  await stored(page);
  await page.reload();
  await expect(header(page).getByTestId('current-year')).toHaveText('2019');
  await openHome(page);
  await expect(saveRow(page, 'notre-dame-2018.db')).toHaveCount(1);

  // Export: the downloaded file is a save the CLI reads.
  const download = page.waitForEvent('download');
  await saveRow(page, 'notre-dame-2018.db').getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('notre-dame-2018.db');
  const status = JSON.parse(
    execFileSync('node', ['bin/dynasty', 'status', '--save', await file.path(), '--json'], { encoding: 'utf8' }),
  );
  expect(status).toMatchObject({ team: 'Notre Dame', currentYear: 2019 });

  // No call ever went over the network: the game answered in the page.
  expect(apiRequests).toEqual([]);
  const unknown = await call(page, 'GET', '/api/nowhere/');
  expect(unknown.status).toBe(404);
});
