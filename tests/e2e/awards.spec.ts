// Awards and the record book in the browser: the Heisman watch during a season (LEAGUE menu), the record book
// (league and a program's), then the end of the season: the ceremony on the summary, the awards page with its
// All-America teams, the winner's player page, his program's history and league history.
import type { AwardsResponse } from '../../src/shared/awards-types.js';
import {
  advanceViaApi,
  apiGet,
  openMenu,
  simulateViaApi,
  startDynastyViaApi,
  startSeasonViaApi,
} from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

test('awards, Heisman watch, record book and league history', async ({ page }) => {
  const first = await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, 5);

  await page.goto('/dashboard');
  await openMenu(page, 'MORE', 'Heisman Watch');
  await expect(h1(page)).toHaveText('2024 Heisman Watch');
  await expect(page.getByText('After week 4')).toBeVisible();
  await expect(page.getByTestId('heisman-watch').locator('tbody tr')).toHaveCount(10);

  await openMenu(page, 'MORE', 'Record Book');
  await expect(h1(page)).toHaveText('FBS Record Book');
  await expect(page.getByTestId('records-game')).toContainText('Passing yards');
  // The book opens with the real FBS records of before the dynasty, each marked real or set in the dynasty.
  await expect(page.getByTestId('records-game').getByRole('row', { name: /Passing yards/ })).toContainText(
    /734.*Connor Halliday.*Washington State.*2014 vs California.*real FBS/,
  );
  await page.getByLabel('Record book').selectOption('Oregon');
  await expect(h1(page)).toHaveText('Oregon Record Book');

  await simulateViaApi(page, first.lastWeek + 1);
  await advanceViaApi(page); // the summary: the awards are given
  const awards = await apiGet<AwardsResponse>(page, '/api/awards/');
  const winner = awards.awards!.heisman[0];

  await page.goto('/summary');
  await expect(page.getByTestId('heisman-ceremony')).toContainText(winner.name);
  await expect(page.getByTestId('individual-awards')).toContainText('Coach of the Year');

  await page.getByRole('link', { name: 'All-America and all-conference teams' }).click();
  await expect(h1(page)).toHaveText('2024 Awards');
  await expect(page.getByText('All-America First Team')).toBeVisible();
  await expect(page.getByText('Freshman All-America')).toBeVisible();

  await page.getByTestId('heisman-ceremony').getByRole('link', { name: winner.name }).click();
  await expect(page.getByTestId('player-awards')).toContainText('Heisman Trophy');

  await page.goto(`/${encodeURIComponent(winner.team)}/history`);
  await expect(page.getByTestId('team-awards')).toContainText(winner.name);

  await openMenu(page, 'MORE', 'League History');
  await expect(h1(page)).toHaveText('League History');
  await expect(page.getByTestId('league-year-2024')).toContainText(`Heisman Trophy: ${winner.name}`);
});
