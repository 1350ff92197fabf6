// A played game's page names each drive's team. Watching it: the plays run at 1x and 4x, skip to the end shows the
// final score the week's simulation produced, and the win probability ends at 100 or 0; the controls work from the
// keyboard.
import type { GameResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import type { LiveGameResponse } from '../../src/shared/live-types.js';
import { apiGet, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(120_000);

test('the watched game ends with the simulated result', async ({ page }) => {
  const team = 'Georgia';
  await startDynastyViaApi(page, { team, year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 3);
  const schedule = await apiGet<TeamScheduleResponse>(page, `/api/${team}/schedule/`);
  const played = schedule.games.find((g) => g.result)!;
  const result = await apiGet<GameResponse>(page, `/api/game/${played.id}/`);
  const live = await apiGet<LiveGameResponse>(page, `/api/game/${played.id}/live/`);
  expect(live.plays.length).toBeGreaterThan(100);

  await page.goto(`/game/${played.id}`);
  // The drive summary names the team that had each drive, as the CLI's does.
  expect(result.drives.length).toBeGreaterThan(15);
  await expect(page.getByTestId('drive-list').getByTestId('drive-offense')).toHaveText(
    result.drives.map((d) => d.offense),
  );
  await expect(page.getByTestId('drive-list').locator('.list-group-item').first()).toContainText(
    `Q1 · ${result.drives[0].offense}: ${result.drives[0].result}`,
  );
  const watch = page.getByRole('link', { name: 'Watch the game' });
  await watch.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/game/${played.id}/live`);
  // 1x runs on its own: the first plays come in.
  await expect(page.getByTestId('play-count')).not.toHaveText(`Play 0 of ${live.plays.length}`);
  await expect(page.getByTestId('live-plays').locator('.list-group-item').first()).toContainText(live.plays[0].text);
  const fourX = page.getByRole('button', { name: '4x' });
  await fourX.focus();
  await page.keyboard.press('Enter');
  await expect(fourX).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ball')).toBeVisible();

  const skip = page.getByRole('button', { name: 'Skip to end' });
  await skip.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('live-status')).toHaveText(/^FINAL/);
  await expect(page.getByTestId('play-count')).toHaveText(`Play ${live.plays.length} of ${live.plays.length}`);
  const score = (name: string) => (result.game.teamA.name === name ? result.game.scoreA : result.game.scoreB);
  await expect(page.getByTestId('live-score-home')).toHaveText(String(score(live.home)));
  await expect(page.getByTestId('live-score-away')).toHaveText(String(score(live.away)));
  const homeWon = score(live.home)! > score(live.away)!;
  await expect(page.getByTestId('win-probability')).toHaveText(`${live.home} ${homeWon ? 100 : 0}%`);
  expect(live.plays[live.plays.length - 1].home_wp).toBe(homeWon ? 100 : 0);
});
