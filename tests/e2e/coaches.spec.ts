// The coach page, the hot seat on the dashboard, and the coaching carousel on the season summary and its own page.
import { advanceViaApi, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

test('coach: ratings, scheme and hot seat; the carousel after the season', async ({ page }) => {
  const first = await startDynastyViaApi(page, { team: 'Alabama', year: 2000, playoffTeams: 2 });

  await page.goto('/coach');
  await expect(h1(page)).toContainText('Coach');
  await expect(page.getByTestId('hot-seat')).toHaveText('Secure');
  await expect(page.getByTestId('coach-ratings')).toContainText('Game management');
  await expect(page.getByTestId('coach-record')).toHaveText('Career 0-0');
  await expect(page.getByTestId('no-offers')).toHaveText('No job offers.');

  await startSeasonViaApi(page);
  await page.goto('/dashboard');
  // The figure, then the seat, and when the season's results move it ("Secure job security 70/100" before).
  const coach = (await page.getByTestId('dashboard-coach').innerText()).trim();
  expect(coach).toMatch(
    /^Coach \w[\w .'-]+: job security 70\/100: Secure \(next reviewed when the 2000 season ends\)$/,
  );
  await simulateViaApi(page, first.lastWeek + 1);
  await advanceViaApi(page);

  await page.goto('/summary');
  await expect(page.getByRole('heading', { name: 'Coaching Carousel' })).toBeVisible();
  const rows = page.getByTestId('coaching-changes').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(3);

  await page.goto('/carousel');
  await expect(h1(page)).toHaveText('Coaching Carousel after the 2000 Season');
  await expect(page.getByTestId('coaching-changes')).toContainText(/Fired|Retired|Left for another job/);
  await page.goto('/coach');
  await expect(page.getByTestId('coach-record')).toContainText(/Career \d+-\d+/);
  // The season was judged: no review is to come before the next season.
  await expect(page.getByText(/Job security \d+\/100/)).not.toContainText('next reviewed');
});
