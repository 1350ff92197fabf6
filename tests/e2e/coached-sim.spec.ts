// A coached game left in progress: the dashboard offers Resume instead of "Coach this game", and "Play next week"
// asks before the coordinator calls the rest of it (Cancel and Resume coaching change nothing).
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { apiGet, apiPost, header, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(120_000);

test('playing the week of a coached game in progress asks first', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Ohio State', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  const start = await apiPost<CoachedGameResponse>(page, '/api/coached_game/start/', {});
  const opponent = start.home === 'Ohio State' ? start.away : start.home;

  await page.goto('/dashboard');
  const week = header(page).getByTestId('current-week');
  await expect(week).toHaveText('Week 1');
  const card = page.getByTestId('curr-game');
  await expect(card.getByTestId('resume-coaching')).toHaveText('Resume');
  await expect(card.getByTestId('coach-this-game')).toHaveCount(0);

  const ask = page.getByRole('dialog');
  await header(page).getByTestId('play-next-week').click();
  await expect(ask.getByRole('heading')).toHaveText(`Your game against ${opponent} (week 1) is in progress`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(week).toHaveText('Week 1');

  // The Advance menu asks too; Resume coaching leads to the game, as it stands.
  await header(page).getByRole('button', { name: 'Advance' }).click();
  await page.getByRole('button', { name: 'End of Season', exact: true }).click();
  await ask.getByRole('link', { name: 'Resume coaching' }).click();
  await expect(page).toHaveURL('/game/coach');
  expect((await apiGet<CoachedGameResponse>(page, '/api/coached_game/')).status).toBe('playing');

  await page.goto('/dashboard');
  await header(page).getByTestId('play-next-week').click();
  await ask.getByRole('button', { name: 'Let the coordinator finish it' }).click();
  await expect(week).toHaveText('Week 2', { timeout: 60_000 });
  await expect(card.getByTestId('resume-coaching')).toHaveCount(0);
  expect((await apiGet<CoachedGameResponse>(page, '/api/coached_game/')).status).toBe('final');
});
