// Scheduling series on the noncon page: the real series of the start season listed with its coming season, a
// home-and-home booked, a refusal shown in the player's words, and booked games removed after a confirmation
// (this season's frees its week on the schedule).
import { startDynastyViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(120_000);

test('books a series and removes booked games from the noncon page', async ({ page, consoleWatch }) => {
  // The refusal below is a 409 the API client logs on purpose.
  consoleWatch.allow(/409 \(Conflict\)|API POST \/api\/noncon\/series\/: ApiError: Oklahoma is an SEC opponent/);
  await startDynastyViaApi(page, { team: 'Texas', year: 2024, playoffTeams: 12 });
  await page.goto('/noncon');
  const series = page.getByTestId('booked-series');
  await expect(series.getByRole('row', { name: /2027 2 Michigan Home Home-and-home \(real\)/ })).toBeVisible();

  // A conference opponent is refused in the player's words.
  await series.getByLabel('Opponent', { exact: true }).fill('Oklahoma');
  await series.getByRole('button', { name: 'Book Series' }).click();
  await expect(page.getByTestId('series-message')).toContainText('Oklahoma is an SEC opponent');

  await series.getByLabel('Opponent', { exact: true }).fill('Ohio State');
  await series.getByLabel('Week', { exact: true }).selectOption('5');
  await series.getByRole('button', { name: 'Book Series' }).click();
  await expect(page.getByTestId('series-message')).toHaveText(
    'Booked a home-and-home: 2025 week 5 vs Ohio State; 2026 week 5 at Ohio State.',
  );
  await expect(series.getByRole('row', { name: /2026 5 Ohio State Away/ })).toBeVisible();

  // Removing asks first; Cancel keeps the game.
  await series.getByRole('button', { name: 'Remove 2026 week 5 at Ohio State' }).click();
  const confirm = page.getByTestId('confirm-remove-series');
  await expect(confirm).toContainText('Remove 2026 week 5 at Ohio State? The game is gone for good');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(series.getByRole('row', { name: /2026 5 Ohio State Away/ })).toBeVisible();
  await series.getByRole('button', { name: 'Remove 2026 week 5 at Ohio State' }).click();
  await confirm.getByRole('button', { name: 'Remove Game' }).click();
  await expect(page.getByTestId('series-message')).toHaveText('Removed: 2026 week 5 at Ohio State.');
  await expect(series.getByRole('row', { name: /2026 5 Ohio State/ })).toHaveCount(0);

  // This season's booked game leaves the schedule with it: week 2 opens.
  await series.getByRole('button', { name: 'Remove 2024 week 2 at Michigan' }).click();
  await confirm.getByRole('button', { name: 'Remove Game' }).click();
  await expect(page.getByTestId('series-message')).toHaveText('Removed: 2024 week 2 at Michigan.');
  await expect(page.getByRole('row', { name: /^2 Schedule Game/ })).toBeVisible();
});
