// God Mode in the browser: off by default; switched on, its banner is on every page; a program's prestige and a
// player's ratings are edited and logged; the league history marks the season; switched off, the banner goes. A
// result forced on a game picked from the week's games is marked where the game is shown.
import type { RosterResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import { apiGet, apiPost, openMenu, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(120_000);

test('god mode: switch, banner on every page, edits logged and marked in history', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Kansas', year: 2024, playoffTeams: 12 });
  await page.goto('/noncon');
  await expect(page.getByTestId('god-mode-banner')).toHaveCount(0);
  await openMenu(page, 'MORE', 'God Mode');
  await expect(h1(page)).toHaveText('God Mode');
  await expect(page.getByRole('form', { name: "Set a program's prestige" })).toHaveCount(0);
  await page.getByLabel('God Mode', { exact: true }).click();
  await expect(page.getByTestId('god-mode-state')).toHaveText('God Mode is on.');
  await expect(page.getByTestId('god-mode-banner')).toBeVisible();

  const prestige = page.getByRole('form', { name: "Set a program's prestige" });
  await prestige.getByLabel('Program').fill('Kansas');
  await prestige.getByLabel('Prestige (1-7)').fill('7');
  await prestige.getByRole('button', { name: 'Set prestige' }).click();
  await expect(page.getByTestId('god-message')).toHaveText("Set Kansas's prestige to 7");

  const roster = await apiGet<RosterResponse>(page, '/api/Kansas/roster/');
  const qb = roster.roster.find((p) => p.pos === 'QB')!;
  const player = page.getByRole('form', { name: 'Edit a player' });
  await player.getByLabel('Player id').fill(String(qb.id));
  await player.getByLabel('Rating').selectOption('throwPower');
  await player.getByLabel('Value (1-99)').fill('99');
  await player.getByRole('button', { name: 'Save player' }).click();
  await expect(page.getByTestId('god-message')).toContainText(`Edited ${qb.first} ${qb.last} (Kansas)`);
  await expect(page.getByTestId('god-log')).toContainText("Set Kansas's prestige to 7");
  await expect(page.getByTestId('god-seasons')).toHaveText('Seasons marked as played under God Mode: 2024');

  await page.goto('/league_history');
  await expect(page.getByTestId('god-mode-banner')).toBeVisible();
  await expect(page.getByTestId('league-year-2024').getByTestId('god-mode-season')).toBeVisible();

  await page.goto('/god-mode');
  await page.getByLabel('God Mode', { exact: true }).click();
  await expect(page.getByTestId('god-mode-state')).toHaveText('God Mode is off.');
  await expect(page.getByTestId('god-mode-banner')).toHaveCount(0);
});

test('a result forced under God Mode is marked on the game page and the schedule, never an upset', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Kansas State', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await apiPost(page, '/api/god_mode/', { action: 'switch', on: true });
  const schedule = await apiGet<TeamScheduleResponse>(page, '/api/Kansas%20State/schedule/');
  const game = schedule.games[0];
  // Picked from the week's games on the page, not typed by its id.
  await page.goto('/god-mode');
  const force = page.getByRole('form', { name: 'Force a result' });
  const option = force.locator('option', { hasText: /^(Kansas State at .+|.+ at Kansas State)$/ });
  await expect(option).toHaveCount(1);
  expect(await option.getAttribute('value')).toBe(String(game.id));
  await force.getByLabel(/^Game \(week \d+\)$/).selectOption(String(game.id));
  await force.getByLabel('Winner').selectOption(game.opponent.name);
  await force.getByRole('button', { name: 'Force winner' }).click();
  await expect(page.getByTestId('god-message')).toContainText(`Forced ${game.opponent.name} to win`);
  await simulateViaApi(page, game.weekPlayed + 1);
  const played = (await apiGet<TeamScheduleResponse>(page, '/api/Kansas%20State/schedule/')).games[0];
  expect(played).toMatchObject({ result: 'L', forced: true });

  await page.goto(`/game/${game.id}`);
  await expect(page.getByTestId('forced-result')).toHaveText(/forced.*Result forced under God Mode/);
  await expect(page.getByText(`Forced under God Mode: ${game.opponent.name} beats Kansas State`)).toBeVisible();
  await expect(page.getByText(/^Upset:/)).toHaveCount(0);

  await page.goto('/Kansas%20State/schedule');
  const chip = page.getByTestId('forced-mark');
  await expect(chip).toHaveCount(1);
  await expect(chip).toHaveAttribute('title', 'Result forced under God Mode');
});
