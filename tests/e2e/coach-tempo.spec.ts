// The clock as the coach plays it in the browser: each snap shows the clock, the tempo, the other team's tendencies
// and the last gains; a tempo set with its button holds from snap to snap, and the sideline switch sends a play
// there.
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { apiGet, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(180_000);

test('a coach sets the hurry-up and sends a pass to the sideline', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Alabama', year: 2023, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await page.goto('/dashboard');
  await page.getByTestId('coach-this-game').click();
  await expect(page.getByTestId('calls')).toBeVisible();
  await expect(page.getByTestId('clock-line')).toContainText("tempo: the coordinator's");
  await expect(page.getByTestId('gains-line')).toContainText('Last plays:');

  // The coordinator calls until the player's offense has the ball.
  for (;;) {
    const now = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
    if (now.pending!.kind === 'offense') break;
    await page.getByTestId('call-coordinator').click();
    await expect(page.getByTestId('calls-made')).not.toHaveText(`${now.calls_made} calls`);
  }
  await expect(page.getByTestId('tendency-line')).toContainText('so far:');
  await page.getByTestId('call-tempo_hurry').click();
  await expect(page.getByTestId('clock-line')).toContainText('tempo: hurry-up');
  // The tempo already set is not offered again; the way back to the coordinator's is.
  await expect(page.getByTestId('call-tempo_hurry')).toHaveCount(0);
  await expect(page.getByTestId('call-tempo_auto')).toBeVisible();

  await page.getByTestId('sideline').check();
  const sent = page.waitForRequest((r) => r.url().includes('/api/coached_game/call') && r.method() === 'POST');
  const before = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  await page.getByTestId('call-quick_pass').click();
  expect((await sent).postDataJSON()).toEqual({ call: 'quick_pass+sideline' });
  await expect(page.getByTestId('calls-made')).not.toHaveText(`${before.calls_made} calls`);
  const after = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  expect(after.tempo).toBe('hurry');
  expect(after.last_gains.length).toBeGreaterThan(before.last_gains.length === 5 ? 4 : before.last_gains.length);
  await expect(page.getByTestId('clock-line')).toContainText('tempo: hurry-up');
});
