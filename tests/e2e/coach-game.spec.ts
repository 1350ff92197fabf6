// Coaching a whole game in the browser: the dashboard's "Coach this game", a few calls of the player's own (the
// plays come in, the win probability moves, a call that cannot be made is not offered), then the coordinator for
// the rest: the final score is the stored game's, the graded decisions are shown and the top bar moves on to the next
// week without a reload.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { GameResponse } from '../../src/shared/api-types.js';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { weekName } from '../../src/shared/seasonWeeks.js';
import { apiGet, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(180_000);

/** Serious or critical WCAG 2.1 A/AA violations on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    );
}

test('a player coaches a game from the dashboard to the graded final', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Alabama', year: 2023, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await page.goto('/dashboard');
  await page.getByTestId('coach-this-game').click();
  await expect(page).toHaveURL('/game/coach');
  await expect(page.getByTestId('calls')).toBeVisible();

  // Ten calls of the player's own: a play on offense, a front on defense, the kicks as they come (a fair catch of
  // their punt, a rush at their field goal); the first snap on offense picks a formation and personnel from the
  // book, the first on defense a front, and they stay picked.
  const own: Record<string, string> = {
    offense: 'quick_pass',
    defense: 'cover3',
    kickoff: 'normal',
    try: 'kick',
    punt_return: 'fair_catch',
    field_goal_defense: 'block',
  };
  const picked: Record<string, string> = {};
  for (let i = 0; i < 10; i++) {
    const before = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
    const pending = before.pending!;
    const call = own[pending.kind];
    if (pending.kind === 'offense') {
      if (picked.formation) await expect(page.getByTestId('formation')).toHaveValue(picked.formation);
      else {
        picked.formation = pending.formations[1];
        await page.getByTestId('formation').selectOption(picked.formation);
        await page.getByTestId('personnel').selectOption(pending.personnel[0]);
      }
    }
    if (pending.kind === 'defense') {
      if (picked.front) await expect(page.getByTestId('front')).toHaveValue(picked.front);
      else {
        picked.front = pending.fronts[1];
        await page.getByTestId('front').selectOption(picked.front);
      }
    }
    await page.getByTestId(`call-${call}`).click();
    await expect(page.getByTestId('calls-made')).not.toHaveText(`${before.calls_made} calls`);
    await expect(page.getByTestId('call-error')).toHaveCount(0);
  }
  const midway = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  expect(midway.plays.length).toBeGreaterThan(5);
  expect(new Set(midway.plays.map((p) => p.home_wp)).size).toBeGreaterThan(1);
  await expect(page.getByTestId('coach-plays').locator('.list-group-item').first()).toContainText(
    midway.plays.at(-1)!.text,
  );
  await expect(page.getByTestId('ball')).toBeVisible();
  // A sneak is for 3 yards or less to go: not offered from farther.
  if (midway.pending!.kind === 'offense' && midway.distance > 3)
    await expect(page.getByTestId('call-qb_sneak')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  const weekBefore = await page.getByTestId('current-week').textContent();
  await page.getByTestId('call-coordinator_rest').click();
  await expect(page.getByTestId('coach-status')).toHaveText('FINAL');
  const final = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  // The final whistle played the week: the top bar shows the week after it, as the server does.
  expect(final.info.currentWeek).toBe(midway.info.currentWeek + 1);
  const calendar = { lastWeek: final.info.lastWeek, playoffTeams: final.info.playoffFormat.teams };
  await expect(page.getByTestId('current-week')).toHaveText(weekName(final.info.currentWeek, calendar));
  expect(weekBefore).toBe(weekName(midway.info.currentWeek, calendar));
  await expect(page.getByTestId('coach-score-home')).toHaveText(String(final.home_score));
  await expect(page.getByTestId('coach-score-away')).toHaveText(String(final.away_score));
  await expect(page.getByTestId('grade-summary')).toHaveText(final.grades!.summary);
  const stored = await apiGet<GameResponse>(page, `/api/game/${final.id}/`);
  const score = (name: string) => (stored.game.teamA.name === name ? stored.game.scoreA : stored.game.scoreB);
  expect([score(final.home), score(final.away)]).toEqual([final.home_score, final.away_score]);
  const won = final.coached === 'home' ? final.home_score > final.away_score : final.away_score > final.home_score;
  await expect(page.getByTestId('coach-win-probability')).toHaveText(new RegExp(` ${won ? 100 : 0}%$`));
  expect(await violations(page)).toEqual([]);
});
