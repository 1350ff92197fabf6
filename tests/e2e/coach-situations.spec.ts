// The coached game's situations control and its call keys in the browser: turning a situation on saves it (the
// server's game says so), and a call's key, shown on its button, makes the call.
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { apiGet, apiPost, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(180_000);

test('the situations control saves the set, and a key makes a call', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Alabama', year: 2023, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await apiPost(page, '/api/coached_game/start/', {});
  await page.goto('/game/coach');
  await expect(page.getByTestId('calls')).toBeVisible();
  await expect(page.getByTestId('situation-third')).toBeChecked();
  await expect(page.getByTestId('situation-redzone')).not.toBeChecked();

  // The box shows the server's set: it is checked once the change is answered (check() would want it at once).
  await page.getByTestId('situation-redzone').click();
  await expect(page.getByTestId('situation-redzone')).toBeChecked();
  await expect
    .poll(async () => (await apiGet<CoachedGameResponse>(page, '/api/coached_game/')).situations.situations)
    .toContain('redzone');
  await page.getByTestId('situation-sides').selectOption('offense');
  await expect
    .poll(async () => (await apiGet<CoachedGameResponse>(page, '/api/coached_game/')).situations.sides)
    .toBe('offense');

  // A key: the coordinator's call for this decision ("c", shown on its button).
  const before = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  await expect(page.getByTestId('call-coordinator').locator('kbd')).toHaveText('c');
  // Out of the select (keys typed in a field are the field's), then the key.
  await page.getByTestId('coach-status').click();
  await page.keyboard.press('c');
  await expect(page.getByTestId('calls-made')).not.toHaveText(`${before.calls_made} calls`);
  const after = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  expect(after.calls_made).toBeGreaterThan(before.calls_made);
  // The set asks only the offense now.
  if (after.pending) expect(after.pending.kind).toBe('offense');
});
