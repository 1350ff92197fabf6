// Home's coach card: the player names his head coach, picks a background and schemes, spends the creation points
// (never past the pool or a rating's cap), and the dynasty starts with that coach (the coach page shows him).
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(180_000);

test('the player makes his head coach before choosing his team', async ({ page }) => {
  await page.goto('/');
  await expect(h1(page)).toHaveText('Welcome to CFB Dynasty');
  await page.getByLabel('Season', { exact: true }).selectOption('2024');
  const card = page.getByTestId('coach-creation');
  await card.getByLabel('Name').fill('Pat Gaines');
  await expect(card.getByTestId('coach-points-left')).toHaveCount(0);
  await card.getByLabel('Background').selectOption({ label: 'NFL assistant' });
  await expect(card).toContainText('coached pros');
  await card.getByLabel('Offense', { exact: true }).selectOption({ label: 'Pro Style' });
  await card.getByLabel('Defensive front').selectOption('3-4');

  // Development may rise 3 above where it starts (+3 to +6): its plus stops there.
  const plus = (rating: string) => card.getByRole('button', { name: `${rating} plus` });
  for (let i = 0; i < 3; i++) await plus('Development').click();
  await expect(plus('Development')).toBeDisabled();
  await expect(card.getByTestId('coach-points-development')).toHaveText('3');
  // Game day takes the other 7 of the 10: then every plus stops.
  for (let i = 0; i < 7; i++) await plus('Game day').click();
  await expect(card.getByTestId('coach-points-left')).toHaveText('Points to spend: 0 of 10');
  await expect(plus('Offense')).toBeDisabled();
  await card.getByRole('button', { name: 'Game day minus' }).click();
  await expect(card.getByTestId('coach-points-left')).toHaveText('Points to spend: 1 of 10');

  const call = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/noncon/' && new URL(r.url()).searchParams.has('team'),
  );
  await page.getByRole('searchbox', { name: 'Search teams' }).fill('Indiana');
  const row = page.getByTestId('team-choice').filter({ has: page.getByText('Indiana', { exact: true }) });
  await row.getByRole('button', { name: 'Select' }).click();
  const query = new URL((await call).url()).searchParams;
  expect(
    Object.fromEntries(['coach_name', 'background', 'offense', 'defense', 'points'].map((k) => [k, query.get(k)])),
  ).toEqual({
    coach_name: 'Pat Gaines',
    background: 'nfl-assistant',
    offense: 'pro_style',
    defense: '3-4',
    points: 'development=3,game-day=6',
  });
  await expect(page).toHaveURL('/noncon');

  // Indiana 2024 hires at a mean of 60.5: an NFL assistant starts development 3 above it, game day 1 below.
  await page.goto('/coach');
  await expect(h1(page)).toContainText('Pat Gaines');
  const ratings = page.getByTestId('coach-ratings');
  await expect(ratings.locator('tr', { hasText: 'Development' }).locator('td')).toHaveText('67');
  await expect(ratings.locator('tr', { hasText: 'Game management' }).locator('td')).toHaveText('66');
  await expect(page.getByText('Offense: Pro Style')).toContainText('defense: 3-4');
});
