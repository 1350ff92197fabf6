// The game preview says why the line is what it is: the parts the odds read (each side against an average FBS team,
// home field, the adjustments) adding up to the line shown, and what each side's roster rating is beside it; the
// dashboard's next game says what its spread reads and what the Rating is.
import type { DashboardResponse, GameResponse } from '../../src/shared/api-types.js';
import { LINE_HINT, RATING_HINT } from '../../src/shared/lineWhy.js';
import { apiGet, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(180_000);

test('the next game preview explains its line, and the dashboard says what the Rating and the line read', async ({
  page,
}) => {
  await startDynastyViaApi(page, { team: 'Nebraska', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  const dashboard = await apiGet<DashboardResponse>(page, '/api/dashboard/?read_only=1');
  const next = dashboard.curr_game!;
  const preview = await apiGet<GameResponse>(page, `/api/game/${next.id}/`);
  const why = preview.line_why!;
  expect(why.text).toMatch(/points (better|worse) than an average FBS team/);

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-rating')).toHaveAttribute('title', RATING_HINT);
  await expect(page.getByTestId('curr-game-spread')).toHaveAttribute('title', LINE_HINT);
  await page.getByTestId('curr-game').getByRole('link', { name: 'Game Preview' }).click();
  const shown = page.getByTestId('line-why');
  await expect(shown).toContainText(`Why the line: ${why.text}`);
  await expect(shown).toContainText(LINE_HINT);
  // The line the breakdown ends on is the spread the preview shows.
  const favouriteSpread = why.favourite === preview.game.teamA.name ? preview.game.spreadA : preview.game.spreadB;
  expect(favouriteSpread).toBe(why.margin === 0 ? 'Even' : `-${why.margin}`);
  await expect(page.getByTestId('preview-rating').first()).toHaveAttribute('title', RATING_HINT);
  await expect(page.getByTestId('preview-rating').first()).toContainText(`Roster rating ${preview.game.teamA.rating}`);
});
