// Late signings on the recruiting board: once the season is over the board says a late week (the January contact
// period) is coming with the scholarships still open; the season summary points to it; from there the player plays it
// with one click and the board moves on to the next, opening the pages plays nothing.
import { advanceViaApi, apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import type { RecruitingBoardResponse } from '../../src/shared/recruitingApi.js';

test.setTimeout(240_000);

test('late signings: play a late recruiting week from the board after the season', async ({ page }) => {
  const info = await startDynastyViaApi(page, { team: 'Iowa', year: 2019, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, info.lastWeek + 1);
  await page.goto('/recruiting');
  const late = page.getByTestId('late-weeks');
  await expect(late).toContainText('3 weeks before signing day');
  await expect(late).toContainText('Played after the season');
  await expect(page.getByTestId('play-late-week')).toHaveCount(0);
  await advanceViaApi(page); // the season summary
  await page.goto('/summary');
  await expect(page.getByTestId('summary-late-signings')).toContainText('3 recruiting weeks before signing day');
  await page.getByTestId('summary-late-signings').getByRole('link', { name: 'Recruiting Board' }).click();
  await expect(page).toHaveURL(/\/recruiting$/);
  const before = await apiGet<RecruitingBoardResponse>(page, '/api/recruiting/board/');
  expect(before.cycle.week).toBe(16);
  await expect(page.getByTestId('late-scholarships')).toHaveText(String(before.scholarships.left));
  await page.getByTestId('play-late-week').click();
  await expect(page.getByTestId('recruiting-result')).toContainText('Late recruiting week 1 of 3 played');
  await expect(late).toContainText('2 weeks before signing day');
  await expect(page.getByTestId('cycle-line')).toContainText('Late recruiting week 2 of 3');
  await expect(page.getByTestId('cycle-line')).toContainText('January: official visits on campus');
});
