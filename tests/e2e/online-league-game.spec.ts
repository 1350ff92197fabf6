// An online league's game in two browsers: the commissioner (Iowa State) starts the league his friend (Iowa) joined;
// the friend enters the game, which acts for Iowa and has no "Play next week", only Ready; when both are ready the
// league moves on, for both (the friend's page without a reload), and the log every coach reads says why; the
// commissioner's pause is in it too. The commissioner's online page follows the league's events without a reload.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures.js';
import { signUpOnline } from './support/pages.js';

test.setTimeout(240_000);

test("online league's game: start, enter as one's own program, ready up together", async ({ page, browser }) => {
  const suffix = randomBytes(3).toString('hex');
  const signUp = signUpOnline;

  await page.goto('/online');
  await signUp(page, `Commish ${suffix}`);
  await page.getByLabel('League name').fill(`Game ${suffix}`);
  await page.getByLabel('Season').selectOption('2024');
  await page.getByLabel('Your program (optional)').fill('Iowa State');
  await page.getByLabel('Playoff').selectOption('4');
  await page.getByRole('button', { name: 'Create league' }).click();
  await expect(page.getByRole('list', { name: 'League log' })).toContainText('a 4-team playoff');
  await page.getByRole('button', { name: 'New invitation (48 hours)' }).click();
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';

  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await signUp(friend, `Hawkeye ${suffix}`);
    await friend.getByRole('combobox', { name: 'Program' }).selectOption('Iowa');
    await friend.getByRole('button', { name: 'Join' }).click();
    await expect(friend.getByText('The league has not started')).toBeVisible();
    await expect(friend.getByTestId('start-league')).toHaveCount(0);

    await page.reload();
    // The online page listens to the league's events (a coach's own stream), from before its start.
    const stream = page.waitForRequest(
      (r) => r.url().includes('/api/events/') && r.headers()['x-dynasty-league'] !== undefined,
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: new RegExp(`Game ${suffix}`) }).click();
    await stream;
    await page.getByTestId('start-league').click();
    await expect(page.getByTestId('league-where')).toHaveText('2024: Non-Conference scheduling', { timeout: 60_000 });

    // The friend enters the league's game: it acts for Iowa, and the week moves on only by Ready.
    await friend.reload();
    await friend.getByRole('button', { name: new RegExp(`Game ${suffix}`) }).click();
    await friend.getByTestId('enter-league').click();
    await expect(friend.getByTestId('league-turn')).toContainText('2024: Non-Conference scheduling');
    await expect(friend.getByTestId('play-next-week')).toHaveCount(0);
    await expect(friend.getByTestId('stage-next')).toHaveCount(0);
    await friend.goto('/Iowa/schedule');
    await expect(friend.getByTestId('league-turn')).toBeVisible();
    await friend.getByTestId('league-turn').getByTestId('league-ready').click();
    await expect(friend.getByTestId('league-turn')).toContainText('1 of 2 ready');
    // The commissioner's online page hears of it without a reload.
    await expect(page.getByTestId('league-ready-count')).toHaveText(/^1 of 2 coaches ready/);
    await expect(page.getByRole('table', { name: 'Coaches' }).getByRole('row', { name: /Iowa Ready/ })).toHaveCount(1);

    // The commissioner pauses, then lets it go on, then is ready too: the league moves on for both.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused by the commissioner')).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByTestId('league-ready').click();
    await expect(page.getByTestId('league-where')).toHaveText(/^2024: Week 1 of/, { timeout: 60_000 });
    await expect(page.getByRole('list', { name: 'League log' })).toContainText('(every coach was ready)');
    await expect(page.getByRole('list', { name: 'League log' })).toContainText(`Commish ${suffix} paused the league.`);
    // The friend's page hears of it without a reload (the league's live events).
    await expect(friend.getByTestId('league-turn')).toContainText(/2024: Week 1 of/, { timeout: 60_000 });
  } finally {
    await friendContext.close();
  }
});
