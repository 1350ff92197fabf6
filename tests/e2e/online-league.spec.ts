// Online leagues in two browsers: a commissioner signs up, creates a league coaching Iowa State and makes an
// invitation link; a friend opens the link in a browser of his own, signs up, sees the programs still free and
// joins as Iowa; each sees the other in the league and the log says who did what; the commissioner removes him.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures.js';
import { signUpOnline } from './support/pages.js';

test.setTimeout(120_000);

test('online league: sign up, create, invite by link, join a free program in another browser', async ({
  page,
  browser,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const signUp = signUpOnline;

  await page.goto('/online');
  await expect(page.getByRole('heading', { name: 'Online leagues' })).toBeVisible();
  // The game pages' top bar, its brand leading Home.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'CFB Dynasty' })).toHaveAttribute('href', '/');
  await signUp(page, `Commish ${suffix}`);
  await page.getByLabel('League name').fill(`Friends ${suffix}`);
  await page.getByLabel('Season').selectOption('2024');
  await page.getByLabel('Your program (optional)').fill('Iowa State');
  await page.getByRole('button', { name: 'Create league' }).click();
  await expect(page.getByRole('heading', { name: `Friends ${suffix}` })).toBeVisible();
  await page.getByRole('button', { name: 'New invitation (48 hours)' }).click();
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toMatch(/\/online#join=[A-Za-z0-9_-]{43}$/);

  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await signUp(friend, `Hawkeye ${suffix}`);
    await expect(friend.getByText(`invites you to Friends ${suffix}`)).toBeVisible();
    const program = friend.getByRole('combobox', { name: 'Program' });
    await expect(program.locator('option', { hasText: 'Iowa State' })).toHaveCount(0);
    await program.selectOption('Iowa');
    await friend.getByRole('button', { name: 'Join' }).click();
    await expect(friend.getByText('You coach Iowa.')).toBeVisible();
    // A coach sees the league but not its invitations.
    await expect(friend.getByRole('button', { name: /New invitation/ })).toHaveCount(0);
    await expect(friend.getByRole('table', { name: 'Coaches' })).toContainText(`Commish ${suffix}`);
  } finally {
    await friendContext.close();
  }

  await page.reload();
  await page.getByRole('button', { name: new RegExp(`Friends ${suffix}`) }).click();
  await expect(page.getByRole('table', { name: 'Coaches' })).toContainText(`Hawkeye ${suffix}`);
  await expect(page.getByRole('list', { name: 'League log' })).toContainText(`Hawkeye ${suffix} took over Iowa.`);
  await expect(page.getByRole('list', { name: 'League log' })).toContainText('[Commissioner] ');

  // The commissioner removes the friend, with a reason every coach reads.
  await page.getByLabel(/^Reason for a removal/).fill('missed three deadlines');
  await page.getByRole('button', { name: 'Remove from Iowa', exact: true }).click();
  await expect(page.getByRole('list', { name: 'League log' })).toContainText(
    `Commish ${suffix} removed Hawkeye ${suffix} from Iowa: missed three deadlines`,
  );
  await expect(page.getByRole('table', { name: 'Coaches' })).not.toContainText(`Hawkeye ${suffix}`);
});
