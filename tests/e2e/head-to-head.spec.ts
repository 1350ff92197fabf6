// Head to head in two browsers: one save with Texas and Michigan coached, each coach in his own browser context
// (the same player, each tab acting for its own program). Texas joins the game's page and Michigan's page hears it
// without a reload; Michigan joins and the game kicks off on both; the play clock shows; the kicker calls his kick,
// the defense calls first and the offense's page shows that the other side has called (not what), then the
// offense's call plays the snap on both pages.
import type { BrowserContext, Page } from '@playwright/test';
import { apiGet, apiPost, startDynastyViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(240_000);

/** Makes the context's tabs act for `team` under the player's id. */
async function actFor(context: BrowserContext, userId: string, team: string): Promise<void> {
  await context.addInitScript(
    ([id, program]) => {
      if (!window.location.protocol.startsWith('http')) return;
      window.localStorage.setItem('user_id', id);
      window.sessionStorage.setItem('dynasty-program', program);
    },
    [userId, team] as const,
  );
}

/** The page whose side the game waits for, of the two. */
async function waitingSide(pages: Page[]): Promise<Page> {
  await expect
    .poll(async () => {
      for (const p of pages) if ((await p.getByTestId('h2h-you').textContent())?.includes('waiting')) return true;
      return false;
    })
    .toBe(true);
  for (const p of pages) if ((await p.getByTestId('h2h-you').textContent())?.includes('waiting')) return p;
  throw new Error('no side waits');
}

test('two coaches play a head-to-head game, each calling his own side', async ({ page, browser }) => {
  await startDynastyViaApi(page, { team: 'Texas', year: 2024, playoffTeams: 4 });
  await apiPost(page, '/api/programs/add/', { team: 'Michigan' });
  await apiPost(page, '/api/advance/?confirm_others=1', {});
  // Texas at Michigan is in week 2.
  await apiGet(page, '/api/sim/2/?confirm_others=1');
  const userId = await page.evaluate(() => window.localStorage.getItem('user_id')).catch(() => null);
  const home = await apiGet<{ user_id: string }>(page, '/api/home/');
  const id = userId ?? home.user_id;
  await actFor(page.context(), id, 'Texas');
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await actFor(other, id, 'Michigan');
  const michigan = await other.newPage();
  const texas = page;

  // The dashboard offers the game against the other coached program head to head.
  await texas.goto('/dashboard');
  await texas.getByTestId('curr-game').getByTestId('play-head-to-head').click();
  await expect(texas.getByTestId('h2h-next')).toContainText('Texas at Michigan');
  await texas.getByTestId('h2h-join').click();
  await expect(texas.getByTestId('h2h-joined')).toContainText('Michigan has not joined yet');

  await michigan.goto('/game/h2h');
  await expect(michigan.getByTestId('h2h-joined')).toContainText('Texas is waiting for you');
  await michigan.getByTestId('h2h-join').click();
  for (const p of [texas, michigan]) {
    await expect(p.getByTestId('h2h-status')).toBeVisible();
    await expect(p.getByTestId('play-clock')).toContainText(/Play clock \d+/);
  }

  // The kick-off is the kicker's alone.
  const kicker = await waitingSide([texas, michigan]);
  await kicker.getByTestId('calls').getByTestId('call-coordinator').click();

  // The first snap: both sides call; the defense first.
  const pages = [texas, michigan];
  await expect
    .poll(async () => (await Promise.all(pages.map((p) => p.getByTestId('call-zone').count()))).join())
    .toMatch(/1/);
  const defense = (await texas.getByTestId('call-zone').count()) > 0 ? texas : michigan;
  const offense = defense === texas ? michigan : texas;
  await defense.getByTestId('call-zone').click();
  await expect(defense.getByTestId('h2h-you')).toContainText('called');
  await expect(offense.getByTestId('h2h-them')).toContainText('called');
  const plays = (p: Page) => p.getByTestId('coach-plays').locator('.list-group-item').count();
  const before = await plays(offense);
  await offense.getByTestId('call-inside_run').click();
  // The snap is played on both pages.
  for (const p of pages) await expect.poll(() => plays(p)).toBeGreaterThan(before);
  await expect(defense.getByTestId('h2h-them')).not.toContainText('called');
  await other.close();
});
