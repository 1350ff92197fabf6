// A coach's own game in an online league, in two browsers: the commissioner (Iowa State) forces the result of his own
// game of the week to come, God Mode off, with his reason: his dashboard shows the game as forced by him, with the
// reason, and offers no "Coach this game"; opening the coached game anyway shows the server's reason, not "Failed to
// load"; once the turn plays it, the game's page and the schedule say "Result forced by the commissioner" with the
// reason. His friend (Iowa), whose game is against the commissioner's program, is offered head to head only: no
// "Coach it alone" in a league.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ForcibleGames, InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import type { HeadToHeadResponse } from '../../src/shared/headToHead-types.js';
import { expect, test } from './support/fixtures.js';
import { apiCall, leagueChange, signUpOnline } from './support/pages.js';

test.setTimeout(300_000);

const REASON = 'the storm cancelled it';
/** A moving-on turn may take a while on a busy machine (a week simulated for every program). */
const TURN_MS = 120_000;

/** A coach opens the league on his online page and plays his program in it. */
async function enterLeague(page: Page, name: string): Promise<void> {
  await page.goto('/online');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByTestId('enter-league').click();
  await expect(page.getByTestId('league-turn')).toBeVisible({ timeout: TURN_MS });
}

test("a forced game and another coach's game are not coached alone in a league", async ({
  page: commish,
  browser,
  consoleWatch,
}) => {
  // The API client logs the refused coached game (409) on purpose.
  // The refused coached game (409) is logged by the browser and the API client, on purpose.
  consoleWatch.allow(/API POST \/api\/coached_game\/start\/: ApiError: .* forced to win/);
  consoleWatch.allow(/status of 409 \(Conflict\) \(http:\/\/[^)]*\/api\/coached_game\/start\//);
  const suffix = randomBytes(3).toString('hex');
  const name = `Coached ${suffix}`;
  await commish.goto('/online');
  await signUpOnline(commish, `Commish ${suffix}`);
  const made = await leagueChange(commish, '/api/leagues/create/', { name, year: 2024, team: 'Iowa State' });
  const id = made.id;
  const invite = await apiCall<InviteResponse>(commish, 'POST', `/api/leagues/${id}/invite/`, { hours: 48 });
  const friendContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const friend = await friendContext.newPage();
    await friend.goto('/online');
    await signUpOnline(friend, `Hawkeye ${suffix}`);
    await leagueChange(friend, '/api/leagues/join/', { token: invite.token, team: 'Iowa' });
    await leagueChange(commish, `/api/leagues/${id}/start/`, {});
    const week1 = await leagueChange(commish, `/api/leagues/${id}/advance/`, {});
    expect(week1.game?.where).toMatch(/^2024: Week 1 of/);

    // The commissioner forces his own game of the week to come, with his reason.
    const games = await apiCall<ForcibleGames>(commish, 'GET', `/api/leagues/${id}/games/`);
    const game = games.games.find((g) => g.home === 'Iowa State' || g.away === 'Iowa State')!;
    await leagueChange(commish, `/api/leagues/${id}/force/`, { game: game.id, winner: 'Iowa State', reason: REASON });

    await enterLeague(commish, name);
    const card = commish.getByTestId('curr-game');
    await expect(card.getByTestId('forced-game')).toContainText(`The commissioner forced Iowa State to win: ${REASON}`);
    await expect(card.getByTestId('coach-this-game')).toHaveCount(0);
    await expect(card.getByTestId('resume-coaching')).toHaveCount(0);
    await commish.goto(`/game/${game.id}`);
    await expect(commish.getByTestId('forced-game')).toContainText(REASON);
    await expect(commish.getByTestId('coach-this-game')).toHaveCount(0);
    // Opened anyway (a link kept from before), the coached game says why not.
    await commish.goto('/game/coach?start=1');
    await expect(commish.getByRole('alert')).toContainText(
      `Iowa State was forced to win ${game.away} at ${game.home} by the commissioner (${REASON})`,
    );
    await expect(commish.getByText('Failed to load the coached game')).toHaveCount(0);

    // The friend's game against the commissioner's program: head to head, never alone. The league moves on to it.
    await enterLeague(friend, name);
    for (let turn = 0; turn < 4; turn++) {
      const h2h = await apiCall<HeadToHeadResponse>(friend, 'GET', '/api/head_to_head/', undefined, {
        'X-Dynasty-League': id,
      });
      if (h2h.next?.opponent === 'Iowa State') break;
      await leagueChange(commish, `/api/leagues/${id}/advance/`, {});
    }
    await friend.goto('/game/h2h');
    await expect(friend.getByTestId('h2h-next')).toContainText('Iowa State');
    await expect(friend.getByTestId('h2h-next')).toContainText("the league's turn");
    await expect(friend.getByTestId('h2h-join')).toBeVisible();
    await expect(friend.getByTestId('h2h-alone')).toHaveCount(0);

    // Played, the forced game says who forced it and why, on its page and on the schedule.
    const now = await apiCall<LeagueResponse>(commish, 'GET', `/api/leagues/${id}/`);
    if (/Week 1 of/.test(now.game?.where ?? '')) await leagueChange(commish, `/api/leagues/${id}/advance/`, {});
    await commish.goto(`/game/${game.id}`);
    await expect(commish.getByTestId('forced-result')).toHaveText(
      new RegExp(`Result forced by the commissioner: ${REASON}`),
      {
        timeout: TURN_MS,
      },
    );
    await expect(commish.locator('main')).not.toContainText('under God Mode');
    await commish.goto('/Iowa%20State/schedule');
    await expect(commish.getByTestId('forced-mark').first()).toHaveAttribute(
      'title',
      `Result forced by the commissioner: ${REASON}`,
    );
  } finally {
    await friendContext.close();
  }
});
