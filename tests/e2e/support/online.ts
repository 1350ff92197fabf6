// Steps of the online-league journeys: a friend opening an invitation link in a browser of his own to take a
// program, and a league's id as the commissioner's page reads it.
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { signUpOnline } from './pages.js';

/** A friend opens the invitation link in a browser of his own, signs up and takes a program. */
export async function joinByLink(browser: Browser, link: string, name: string, team: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(link);
  await signUpOnline(page, name);
  await page.getByRole('combobox', { name: 'Program' }).selectOption(team);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`You coach ${team}.`)).toBeVisible();
  return page;
}

/** The league's id, from the leagues the page's account is in. */
export function leagueIdOf(page: Page, name: string): Promise<string> {
  return page.evaluate(
    async (league) =>
      ((await (await fetch('/api/leagues/')).json()) as { leagues: { id: string; name: string }[] }).leagues.find(
        (l) => l.name === league,
      )?.id ?? '',
    name,
  );
}
