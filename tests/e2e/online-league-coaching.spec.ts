// What a coach meets in an online league, in browsers of their own: the home page leads to the leagues; a game
// against another coach's program is reached by clicks (the dashboard, the Team menu), never coached alone, and
// "Join the game" goes once joined.
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
