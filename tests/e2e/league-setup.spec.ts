// The League setup page: the player builds a league in the preseason (a new eight-team conference from the SEC
// and the Big Ten, nine SEC games, a 16-team playoff, NIL off), sees an impossible change refused with its
// reason, downloads the league file, plays the season and finds the 16-team bracket on the playoff page.
import { readFileSync } from 'node:fs';
import type { LeagueSetupData } from '../../src/shared/api-types.js';
import { openMenu, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

const SUPER = ['Alabama', 'Georgia', 'LSU', 'Michigan', 'Ohio State', 'Oregon', 'Penn State', 'Texas'];

test('league setup: build a custom league, export it, play a season in it', async ({ page, consoleWatch }) => {
  // The refused change: the API client logs the 400 it shows on the page.
  consoleWatch.allow(/league_setup|Super 8 has 8 teams/);
  await startDynastyViaApi(page, { team: 'Georgia', year: 2024, playoffTeams: 12 });
  // The preseason's page (the dashboard would start the season).
  await page.goto('/noncon');
  await openMenu(page, 'MORE', 'League Setup');
  await expect(h1(page)).toHaveText('League Setup 2024');
  const message = page.getByTestId('league-message');

  const create = page.getByRole('form', { name: 'Create a conference' });
  await create.getByLabel('Name').fill('Super 8');
  await create.getByLabel('Programs (moved from their conferences)').selectOption(SUPER);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(message).toHaveText('Created Super 8.');
  await expect(page.getByTestId('conference-Super 8')).toContainText('Penn State');

  const rules = page.getByRole('form', { name: "A conference's rules" });
  await rules.getByLabel('Conference', { exact: true }).selectOption('Super 8');
  // An 8-team conference plays its round robin: 7 is the one choice offered.
  await expect(rules.getByLabel('Conference games').locator('option')).toHaveText(['Choose...', '7']);
  const move = page.getByRole('form', { name: 'Move a program' });
  await move.getByLabel('Program').selectOption('Texas');
  await move.getByLabel('To').selectOption('Independent');
  await move.getByRole('button', { name: 'Move' }).click();
  // A move out is allowed: the seven left play their round robin of 6, the one choice offered now.
  await expect(message).toHaveText('Moved Texas to Independent.');
  await rules.getByLabel('Conference', { exact: true }).selectOption('SEC');
  await rules.getByLabel('Conference', { exact: true }).selectOption('Super 8');
  await expect(rules.getByLabel('Conference games').locator('option')).toHaveText(['Choose...', '6']);
  await move.getByLabel('Program').selectOption('Texas');
  await move.getByLabel('To').selectOption('Super 8');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(message).toHaveText('Moved Texas to Super 8.');
  await rules.getByLabel('Conference', { exact: true }).selectOption('SEC');
  await expect(rules.getByLabel('Conference games').locator('option')).toHaveText(['Choose...', '7', '8', '9']);
  await rules.getByLabel('Conference games').selectOption('9');
  await rules.getByRole('button', { name: 'Set games and title game' }).click();
  await expect(message).toHaveText('SEC plays 9 conference games.');

  const playoff = page.getByRole('form', { name: 'Playoff format' });
  await playoff.getByLabel('Teams').selectOption('16');
  await playoff.getByRole('button', { name: 'Set playoff' }).click();
  await expect(message).toHaveText('Playoff: 16 teams.');
  const leagueRules = page.getByRole('form', { name: 'League rules' });
  await leagueRules.getByLabel('NIL').uncheck();
  await leagueRules.getByRole('button', { name: 'Set rules' }).click();
  await expect(page.getByTestId('league-summary')).toContainText('NIL: off');
  await expect(page.getByTestId('league-summary')).toContainText('Playoff: 16 teams');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export league file' }).click();
  const file = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as LeagueSetupData;
  expect(file.conferences.find((c) => c.name === 'Super 8')?.teams.sort()).toEqual(SUPER);
  expect(file.conferences.find((c) => c.name === 'SEC')?.confGames).toBe(9);
  expect(file.playoff.teams).toBe(16);
  expect(file.rules.nil).toBe(false);

  const season = await startSeasonViaApi(page);
  await page.goto('/league-setup');
  await expect(page.getByText('The league can be changed in the preseason')).toBeVisible();
  await simulateViaApi(page, season.lastWeek + 1);
  await page.goto('/playoff');
  await expect(h1(page)).toHaveText('16-Team Playoff');
  const bracket = page.getByTestId('bracket');
  await expect(bracket.getByRole('heading', { name: 'First Round' })).toHaveCount(2);
  await expect(bracket.locator('.matchup')).toHaveCount(15);
  await page.goto('/standings/Super%208');
  await expect(page.getByText('Penn State').first()).toBeVisible();
});
