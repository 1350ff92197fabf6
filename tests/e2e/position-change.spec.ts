// The depth chart page's position change in roster progression: the player opens a safety's options, moves him to
// cornerback with his ratings there, sees him on the cornerbacks' chart marked as moved, and moves him back. The
// dynasty is prepared once through the store (tests/helpers/preparedSave.ts) and imported as the test's own save.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DepthChartResponse, PlayerResponse } from '../../src/shared/api-types.js';
import type { PositionOptionsResponse } from '../../src/shared/roster-types.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { apiGet, startDynastyViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(300_000);

test('a player moves to another position from the depth chart in the offseason', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-e2e-position-'));
  let bytes: Buffer;
  try {
    await texasSeason2024(join(dir, 'dynasty.db'), 2);
    bytes = readFileSync(join(dir, 'dynasty.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await startDynastyViaApi(page, { team: 'Texas', year: 2024, playoffTeams: 12 });
  const { user_id: id } = await apiGet<{ user_id: string }>(page, '/api/home/');
  const imported = await page.request.post('/api/saves/import/', {
    data: bytes,
    headers: { 'Content-Type': 'application/octet-stream', 'X-User-ID': id },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  const chart = await apiGet<DepthChartResponse>(page, '/api/Texas/depth/?pos=S');
  const safety = chart.positions[0].players.at(-1)!;
  const name = `${safety.first} ${safety.last}`;
  const options = await apiGet<PositionOptionsResponse>(page, `/api/roster/position/?player=${safety.id}`);
  const cb = options.options.find((o) => o.pos === 'CB')!;

  await page.goto('/Texas/depth');
  await expect(page.getByTestId('position-change-window')).toContainText('a player can move to another position');
  await page.getByLabel('Position', { exact: true }).selectOption('S');
  await page.getByRole('button', { name: `Change position of ${name}` }).click();
  const select = page.getByLabel(`New position for ${name}`);
  await expect(select).toBeVisible();
  await expect(select.locator('option').first()).toHaveText(`CB (close): ${cb.rating} ovr, ${cb.potential} pot`);
  await select.selectOption('CB');
  await page.getByRole('button', { name: `Move ${name} to CB` }).click();
  await expect(page.getByRole('status')).toContainText(`${name} moves from S to CB (a close position)`);
  await expect(page.locator('table.depth-chart')).not.toContainText(name);

  await page.getByLabel('Position', { exact: true }).selectOption('CB');
  const row = page.locator(`table.depth-chart tr[data-player="${safety.id}"]`);
  await expect(row).toContainText('Moved from S');
  await expect(row).toContainText(String(cb.rating));
  const page1 = await apiGet<PlayerResponse>(page, `/api/player/${safety.id}/`);
  expect(page1.profile).toBeDefined();
  expect(page1.position_changes).toMatchObject([{ from: 'S', to: 'CB', made_by: 'coach' }]);

  // Back where the offseason found him, as he was.
  await row.getByRole('button', { name: `Change position of ${name}` }).click();
  await expect(page.getByLabel(`New position for ${name}`).locator('option').first()).toHaveText(
    `S (same): ${safety.rating} ovr, ${options.player.potential} pot, back as he was`,
  );
  await page.getByRole('button', { name: `Move ${name} to S` }).click();
  await expect(page.getByRole('status')).toContainText(`${name} moves back to S`);
  const after = await apiGet<DepthChartResponse>(page, '/api/Texas/depth/?pos=S');
  expect(after.positions[0].players.find((p) => p.id === safety.id)).toMatchObject({
    rating: safety.rating,
    moved_from: null,
  });
});
