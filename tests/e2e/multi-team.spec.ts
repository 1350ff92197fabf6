// Multi-team mode in the browser: a player adds a second program on the Settings page (the Load Game list then names
// both), the header switches between the two and says whose turn it is, and starting the season and playing a week
// ask first while the other program has given no recruiting orders; the tab keeps the program it plays across a
// reload.
import { startDynastyViaApi, header } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(240_000);

test('two programs in one save: the switcher, whose turn it is, and the week played once for both', async ({
  page,
}) => {
  await startDynastyViaApi(page, { team: 'Texas', year: 2024, playoffTeams: 4 });
  await page.goto('/settings');
  const card = page.getByTestId('coached-programs');
  await card.getByTestId('add-program-team').fill('Michigan');
  await card.getByTestId('add-program').click();
  await expect(card).toContainText('Michigan is coached by a player now');
  await expect(card.getByRole('row')).toHaveCount(3);
  // The Load Game list names the save by both its programs.
  await page.goto('/');
  await expect(page.getByTestId('saves-table').locator('tbody tr').first()).toContainText('Texas & Michigan');

  // The header's switcher: both programs, neither has given an order for the spring and summer.
  await page.goto('/start_season');
  const switcher = header(page).getByTestId('program-switcher');
  await expect(switcher.getByTestId('whose-turn')).toHaveText('Waiting on: Texas, Michigan');
  // The program the tab plays (the switcher and whose turn it is name both programs).
  const played = header(page).locator('.team-link-inherit');
  await expect(played).toHaveText('Texas');

  // Starting the season names Michigan's business first; the player plays on for both.
  await page.getByTestId('start-season-confirm').click();
  const ask = page.getByTestId('others-ask');
  await expect(ask).toContainText('Michigan: no recruiting orders this week');
  await ask.getByTestId('confirm-action').click();
  await expect(page.getByTestId('start-season')).toHaveCount(0, { timeout: 60_000 });
  await expect(header(page).getByTestId('current-week')).toBeVisible();

  // Michigan's turn: the switcher changes the program the tab plays, and a reload keeps it.
  await switcher.getByRole('button', { name: 'Switch program' }).click();
  await page.getByTestId('switch-Michigan').click();
  await expect(played).toHaveText('Michigan');
  await page.reload();
  await expect(played).toHaveText('Michigan');

  // Playing the week asks about Texas, then plays it once, for both.
  await header(page).getByTestId('play-next-week').click();
  await expect(page.getByTestId('others-ask')).toContainText('Texas: no recruiting orders this week');
  await page.getByTestId('others-ask').getByTestId('confirm-action').click();
  await expect(page.getByRole('alertdialog', { name: 'Simulating games...' })).toHaveCount(0, { timeout: 60_000 });
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 2');
  await switcher.getByRole('button', { name: 'Switch program' }).click();
  await page.getByTestId('switch-Texas').click();
  await expect(played).toHaveText('Texas');
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 2');
});
