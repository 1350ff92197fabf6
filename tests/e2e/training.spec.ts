// The training plan page (a group's focus, a player singled out) and the coach's abilities, level and archetype
// trees on the coach page.
import { startDynastyViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(120_000);

test('training: a group gets the emphasis, a player is singled out; the coach page shows his abilities', async ({
  page,
}) => {
  await startDynastyViaApi(page, { team: 'Iowa', year: 2018, playoffTeams: 4 });

  await page.goto('/training');
  await expect(h1(page)).toHaveText('Training');
  const ol = page.getByTestId('training-group-OL');
  await expect(ol).toContainText('normal');
  await ol.getByRole('button', { name: 'emphasis' }).click();
  await expect(page.getByRole('alert')).toContainText('OL gets extra work');
  await expect(ol.locator('td').last()).toHaveText(/^\+0\.\d$/);
  await expect(page.getByTestId('training-group-QB').locator('td').last()).toHaveText(/^-0\.\d$/);

  const select = page.getByLabel('Player to single out');
  await expect(select.locator('option')).not.toHaveCount(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
  await page.getByRole('button', { name: 'Single Out' }).click();
  await expect(page.getByTestId('training-players').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByText('Players singled out (1 of 3)')).toBeVisible();

  await page.goto('/coach');
  await expect(page.getByTestId('coach-xp')).toHaveText('0 XP');
  await expect(page.getByTestId('coach-abilities')).toContainText('Recruiting reach');
  await expect(page.getByRole('button', { name: 'Raise recruiting' })).toBeDisabled();

  // His level and archetype trees: a new coach is level 1 with no points, his background's first tier owned, every
  // tier's effect in numbers, and no tier to buy yet.
  const trees = page.getByTestId('coach-archetypes');
  await expect(trees).toContainText(/Level 1 (Recruiter|Motivator|Tactician)/);
  await expect(page.getByTestId('coach-points')).toHaveText('0 of 0 points');
  await expect(trees).toContainText('0 career XP: 0% of the way to level 2 at 100');
  await expect(page.getByTestId('ability-red-zone')).toContainText(
    /for \d pt: \+\d rating points on his offense's snaps/,
  );
  await expect(page.getByRole('button', { name: 'Buy Closer I' })).toBeDisabled();
});
