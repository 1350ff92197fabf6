// What a coach meets in an online league, in browsers of their own: the home page leads to the leagues; an
// invitation opened signed out says whose league it is beside the sign-in form, and goes on once signed up; each
// coach makes his head coach as at a new game (the commissioner when he creates the league, his friend when he
// joins); the start reaches the friend's page on the league's live stream (his page's clock stopped: no poll); a
// game against another coach's program is reached by clicks (the dashboard, the Team menu), never coached alone, and
// "Join the game" goes once joined; the deadline may be minutes, said in words; leaving a program is asked first.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openMenu } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { joinByLink, leagueIdOf } from './support/online.js';
import { h1, leagueChange, signUpOnline } from './support/pages.js';

test.setTimeout(300_000);

/** A start or an advance may take a while on a busy machine (a week simulated for every program). */
const TURN_MS = 120_000;

const where = (page: Page) => page.getByTestId('league-where');
const log = (page: Page) => page.getByRole('list', { name: 'League log' });

/** The commissioner signs up and creates a league for 2024 (4-team playoff), coaching `team` if he names one. */
async function createLeague(page: Page, who: string, name: string, team: string | null): Promise<void> {
  await page.goto('/online');
  await signUpOnline(page, who);
  await page.getByLabel('League name').fill(name);
  await page.getByLabel('Season').selectOption('2024');
  if (team) await page.getByLabel('Your program (optional)').fill(team);
  await page.getByLabel('Playoff').selectOption('4');
}

async function inviteLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New invitation (48 hours)' }).click();
  return (await page.getByTestId('invite-link').textContent()) ?? '';
}

test('the home page leads to the online leagues', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'online leagues' }).click();
  await expect(page).toHaveURL('/online');
  await expect(h1(page)).toHaveText('Online leagues');
});

test('an invitation opened signed out says whose league it is, and goes on once signed in', async ({
  page: commish,
  browser,
}) => {
  const suffix = randomBytes(3).toString('hex');
  await createLeague(commish, `Host ${suffix}`, `Open Door ${suffix}`, null);
  await commish.getByRole('button', { name: 'Create league' }).click();
  const link = await inviteLink(commish);
  const friendContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const friend = await friendContext.newPage();
    await friend.goto(link);
    const invitation = friend.getByTestId('invitation');
    await expect(invitation).toContainText(`Host ${suffix} invites you to Open Door ${suffix} (season 2024)`);
    await expect(invitation).toContainText('Sign in, or create an account');
    await expect(invitation.getByRole('combobox', { name: 'Program' })).toHaveCount(0);
    await signUpOnline(friend, `Guest ${suffix}`);
    await invitation.getByRole('combobox', { name: 'Program' }).selectOption('Iowa');
    await invitation.getByRole('button', { name: 'Join' }).click();
    await expect(friend.getByText('You coach Iowa.')).toBeVisible();
  } finally {
    await friendContext.close();
  }
});

test('each coach makes his head coach, the start is heard live', async ({ page: commish, browser }) => {
  const suffix = randomBytes(3).toString('hex');
  // A name as people type it: shown as typed, as text.
  const name = `Friends & Family! <b>${suffix}</b>`;
  await createLeague(commish, `Commish ${suffix}`, name, 'Texas');
  const made = commish.getByTestId('coach-creation');
  await made.getByLabel('Name').fill("Pat O'Brien");
  await made.getByLabel('Background').selectOption({ label: 'Ace recruiter' });
  await made.getByLabel('Offense', { exact: true }).selectOption({ label: 'Air Raid' });
  await commish.getByRole('button', { name: 'Create league' }).click();
  await expect(commish.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(commish.locator('b', { hasText: suffix })).toHaveCount(0);
  const link = await inviteLink(commish);

  const friendContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const friend = await friendContext.newPage();
    // His page's timers are the test's: no read of the league every 15 seconds once the clock is paused.
    await friend.clock.install();
    await friend.goto(link);
    const invitation = friend.getByTestId('invitation');
    await expect(invitation).toContainText(`Commish ${suffix} invites you to ${name} (season 2024)`);
    await expect(invitation).toContainText('Sign in, or create an account');
    await expect(friend.getByLabel('Account name')).toBeVisible();
    await signUpOnline(friend, `Wolverine ${suffix}`);
    // Signed in, the invitation goes on: a free program, and the head coach he makes for it.
    await expect(
      invitation.getByRole('combobox', { name: 'Program' }).locator('option', { hasText: /^Texas$/ }),
    ).toHaveCount(0);
    await invitation.getByRole('combobox', { name: 'Program' }).selectOption('Michigan');
    const card = invitation.getByTestId('coach-creation');
    await card.getByLabel('Name').fill('Dana Whitfield');
    await card.getByLabel('Background').selectOption({ label: 'Former defensive coordinator' });
    await card.getByLabel('Defensive front').selectOption('3-4');
    await card.getByRole('button', { name: 'Defense plus' }).click();
    await invitation.getByRole('button', { name: 'Join' }).click();
    await expect(friend.getByText('You coach Michigan.')).toBeVisible();
    await expect(friend.getByText('The league has not started')).toBeVisible();
    // From here his page's clock stands still: what reaches it comes by the league's live stream.
    await friend.clock.pauseAt(Date.now() + 60_000);

    await commish.reload();
    await commish.getByRole('button', { name: new RegExp(suffix) }).click();
    await commish.getByTestId('start-league').click();
    await expect(where(commish)).toHaveText('2024: Non-Conference scheduling', { timeout: TURN_MS });
    await expect(where(friend)).toHaveText('2024: Non-Conference scheduling', { timeout: TURN_MS });
    await friend.clock.resume();

    // Each coaches his program with the head coach he made.
    await commish.getByTestId('enter-league').click();
    await commish.goto('/coach');
    await expect(h1(commish)).toContainText("Pat O'Brien");
    await expect(commish.getByText('Offense: Air Raid')).toBeVisible();
    await friend.getByTestId('enter-league').click();
    await friend.goto('/coach');
    await expect(h1(friend)).toContainText('Dana Whitfield');
    await expect(friend.getByText(/^Offense: .*defense: 3-4/)).toBeVisible();
  } finally {
    await friendContext.close();
  }
});

test("a game against another coach's program is reached by clicks, and joined once", async ({
  page: commish,
  browser,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const name = `Rivals ${suffix}`;
  await createLeague(commish, `Longhorn ${suffix}`, name, 'Texas');
  await commish.getByRole('button', { name: 'Create league' }).click();
  const friend = await joinByLink(browser, await inviteLink(commish), `Blue ${suffix}`, 'Michigan');
  try {
    await commish.reload();
    await commish.getByRole('button', { name: new RegExp(name) }).click();
    await commish.getByTestId('start-league').click();
    await expect(where(commish)).toHaveText('2024: Non-Conference scheduling', { timeout: TURN_MS });
    // Week 2 is Texas at Michigan: the commissioner moves the league there.
    const id = await leagueIdOf(commish, name);
    await leagueChange(commish, `/api/leagues/${id}/advance/`, { reason: 'to week 1' });
    await leagueChange(commish, `/api/leagues/${id}/advance/`, { reason: 'to week 2' });
    await expect(where(commish)).toHaveText(/^2024: Week 2 of/, { timeout: TURN_MS });

    await commish.getByTestId('enter-league').click();
    await expect(commish.getByTestId('curr-game')).toContainText('Michigan');
    await expect(commish.getByTestId('curr-game').getByTestId('play-head-to-head')).toBeVisible();
    // Never alone in a league: no "Coach this game" against another coach's program.
    await expect(commish.getByTestId('curr-game').getByTestId('coach-this-game')).toHaveCount(0);
    await openMenu(commish, 'TEAM', 'Head to head');
    await expect(commish).toHaveURL('/game/h2h');
    await expect(commish.getByTestId('h2h-next')).toContainText('Texas at Michigan');
    await commish.getByTestId('h2h-join').click();
    await expect(commish.getByTestId('h2h-joined')).toContainText('You are on the page.');
    await expect(commish.getByTestId('h2h-joined')).toContainText('Michigan has not joined yet');
    await expect(commish.getByTestId('h2h-join')).toHaveCount(0);
    await expect(commish.getByRole('button', { name: 'Join the game' })).toHaveCount(0);
  } finally {
    await friend.context().close();
  }
});

test('leaving a program is asked first', async ({ page }) => {
  const suffix = randomBytes(3).toString('hex');
  await createLeague(page, `Leaver ${suffix}`, `Leaving ${suffix}`, 'Rice');
  await page.getByRole('button', { name: 'Create league' }).click();
  await expect(page.getByText('You coach Rice.')).toBeVisible();
  await page.getByRole('button', { name: 'Leave Rice' }).click();
  const dialog = page.getByTestId('confirm-leave');
  await expect(dialog).toContainText('Rice goes back to the computer');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('You coach Rice.')).toBeVisible();
  await expect(log(page)).not.toContainText('left Rice');

  await page.getByRole('button', { name: 'Leave Rice' }).click();
  await page.getByTestId('confirm-leave').getByRole('button', { name: 'Leave Rice' }).click();
  // Out of the league as its coach, still its commissioner.
  await expect(page.getByRole('button', { name: `Leaving ${suffix} (2024), commissioner`, exact: true })).toBeVisible();
});

test("a league's deadline in minutes, said in words", async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 400 .*\/deadline\//);
  consoleWatch.allow(/^API POST \/api\/leagues\/[\w-]+\/deadline\/: ApiError/);
  const suffix = randomBytes(3).toString('hex');
  await createLeague(page, `Clock ${suffix}`, `Minutes ${suffix}`, 'Tulane');
  await page.getByRole('button', { name: 'Create league' }).click();
  await page.getByTestId('start-league').click();
  await expect(where(page)).toHaveText('2024: Non-Conference scheduling', { timeout: TURN_MS });
  await page.getByLabel('Deadline after each advance').fill('10');
  await page.getByLabel('Deadline unit').selectOption('minutes');
  await page.getByRole('button', { name: 'Set deadline' }).click();
  await expect(page.getByTestId('league-deadline')).toContainText('then every 10 minutes.');
  await expect(log(page)).toContainText('set the deadline: 10 minutes after each advance');
  await page.getByLabel('Deadline after each advance').fill('1');
  await page.getByLabel('Deadline unit').selectOption('hours');
  await page.getByRole('button', { name: 'Set deadline' }).click();
  await expect(page.getByTestId('league-deadline')).toContainText('then every 1 hour.');
  await expect(log(page)).toContainText('set the deadline: 1 hour after each advance');
  // Shorter than five minutes is refused, saying why.
  await page.getByLabel('Deadline after each advance').fill('2');
  await page.getByLabel('Deadline unit').selectOption('minutes');
  await page.getByRole('button', { name: 'Set deadline' }).click();
  await expect(page.getByText('A deadline is from 5 minutes to 720 hours.')).toBeVisible();
  await expect(page.getByTestId('league-deadline')).toContainText('then every 1 hour.');
});
