// Coaching the defense in the browser against the other team's kicks: their punt asks for the return (the title says
// they line up to punt, a line says what each call does, the buttons return, fair catch, block and a timeout), their
// field goal for the rush, and their fourth down gone for for a defense; a button or its key makes the call.
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { apiGet, apiPost, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(180_000);

test("the other team's punt asks for the return, and f makes a fair catch", async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Iowa State', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  await apiPost(page, '/api/coached_game/start/', { situations: ['fourth'], sides: 'defense' });
  await page.goto('/game/coach');
  await expect(page.getByTestId('calls')).toBeVisible();
  let state = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  for (let i = 0; i < 12 && state.pending!.kind !== 'punt_return'; i++) {
    const call = state.pending!.kind === 'field_goal_defense' ? 'safe' : 'base';
    await page.getByTestId(`call-${call}`).click();
    await expect(page.getByTestId('calls-made')).not.toHaveText(`${state.calls_made} calls`);
    state = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  }
  expect(state.pending!.kind).toBe('punt_return');
  const calls = page.getByTestId('calls');
  await expect(calls.getByRole('heading')).toHaveText('They line up to punt: your return');
  await expect(page.getByTestId('decision-hint')).toContainText('fair catch: no return, no fumble');
  for (const call of ['return', 'fair_catch', 'block', 'timeout'])
    await expect(page.getByTestId(`call-${call}`)).toBeVisible();
  await expect(page.getByTestId('call-base')).toHaveCount(0);
  await expect(page.getByTestId('front')).toHaveCount(0);
  await page.keyboard.press('f');
  await expect(page.getByTestId('calls-made')).not.toHaveText(`${state.calls_made} calls`);
  const after = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  const punt = after.plays.slice(state.plays.length).find((p) => / punt /.test(p.text));
  expect(punt?.text ?? '').not.toMatch(/ returns it /);
});
