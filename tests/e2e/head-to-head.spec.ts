// Head to head in two browsers: one save with Texas and Michigan coached, each coach in his own browser context
// (the same player, each tab acting for its own program). Texas joins the game's page and Michigan's page hears it
// without a reload; Michigan joins and the game kicks off on both; the play clock shows; the kicker calls his kick,
// the defense calls first and the offense's page shows that the other side has called (not what), then the
// offense's call plays the snap on both pages.
import type { BrowserContext } from '@playwright/test';
import { apiGet, apiPost, startDynastyViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { playFirstSnap } from './support/headToHead.js';

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
  await playFirstSnap([texas, michigan]);
  await other.close();
});
