// The new-game form takes a league file: a bad one shows its line and reason, a good one its league, whose
// programs are the ones to choose from; the dynasty starts in the file's season and league.
import { seasonLeague } from '../../src/core/data/league.js';
import { leagueFileText } from '../../src/core/league/leagueFile.js';
import { realSetup } from '../../src/core/league/setup.js';
import { header } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(120_000);

test('new game from an uploaded league file', async ({ page, consoleWatch }) => {
  // The refused file: the API client logs the 400 shown on the page.
  consoleWatch.allow(/league_file|Hogwarts/);
  const setup = realSetup(seasonLeague(2023));
  const text = leagueFileText(setup, 2023);
  const badLine = text.split('\n').findIndex((l) => l.includes('"Georgia"')) + 1;
  await page.goto('/');
  const input = page.getByLabel('League file (JSON, from "Export league")');

  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text.replace('"Georgia"', '"Hogwarts"')),
  });
  await expect(page.getByTestId('league-file-error')).toContainText(`line ${badLine}`);
  await expect(page.getByTestId('league-file-error')).toContainText('Hogwarts');

  const good = realSetup(seasonLeague(2023));
  good.rules = { ...good.rules, nil: false };
  // A 16-team field unlike 2023's real four: the form shows the file's format, not the season's.
  good.playoff = { teams: 16, autobids: 5, confChampTop4: false, onCampusRounds: 1 };
  await input.setInputFiles({
    name: 'good.json',
    mimeType: 'application/json',
    buffer: Buffer.from(leagueFileText(good, 2023)),
  });
  await expect(page.getByTestId('league-file-summary')).toContainText('good.json: 2023');
  await expect(page.getByTestId('league-file-error')).toHaveCount(0);
  await expect(page.getByTestId('league-file-playoff')).toHaveText(
    'From the league file: 16-team playoff, 5 automatic bids, 1 on-campus round.',
  );
  await expect(page.getByLabel('Playoff Teams')).toHaveCount(0);
  const row = page.getByTestId('team-choice').filter({ has: page.getByText('Georgia', { exact: true }) });
  await row.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL('/noncon');
  await expect(header(page)).toContainText('Georgia');
  await expect(header(page).getByTestId('current-year')).toHaveText('2023');
});
