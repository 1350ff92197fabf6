// Keeping players in the browser: after a 2023 season (Season Summary) the Keep Players page lists the players who
// may leave, most at risk first, with their chances and what they want; a talk lowers one's risk and takes a
// meeting; NIL promised below his ask gets his answer (a counter fills the amount in).
import type { RetentionResponse } from '../../src/shared/retention-types.js';
import {
  advanceViaApi,
  apiGet,
  openMenu,
  simulateViaApi,
  startDynastyViaApi,
  startSeasonViaApi,
} from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

test('keep players: who may leave and why, a talk, an NIL promise answered', async ({ page }) => {
  const first = await startDynastyViaApi(page, { team: 'Nebraska', year: 2023, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await simulateViaApi(page, first.lastWeek + 1);
  await advanceViaApi(page); // summary: the window to keep them

  await page.goto('/summary');
  await expect(h1(page)).toContainText('2023');
  await openMenu(page, 'MORE', 'Keep Players');
  await expect(h1(page)).toHaveText('Keep Players');
  await expect(page.getByTestId('retention-summary')).toContainText('Meetings: 8 of 8 left');
  const view = await apiGet<RetentionResponse>(page, '/api/retention/');
  const target = view.players.find((p) => !p.starter && p.portal_risk >= 0.1)!;
  const row = page.getByTestId(`retention-player-${target.id}`);
  await expect(row).toContainText(`${Math.round(100 * target.portal_risk)}%`);
  await expect(row).toContainText(target.motives[0].label);
  await row.getByRole('button', { name: 'Talk' }).click();
  await expect(page.getByTestId('retention-message')).toContainText(`You sat down with ${target.first} ${target.last}`);
  await expect(page.getByTestId('retention-summary')).toContainText('Meetings: 7 of 8 left');
  await expect(row.getByRole('button', { name: 'Talk' })).toBeDisabled();
  await expect(row).toContainText('talked');
  const after = await apiGet<RetentionResponse>(page, '/api/retention/');
  expect(after.players.find((p) => p.id === target.id)!.portal_risk).toBeLessThan(target.portal_risk);

  // NIL: a low offer is refused; his ask is accepted and paid.
  const star = after.players.find((p) => p.starter && p.promised.length === 0 && !p.talked)!;
  const starRow = page.getByTestId(`retention-player-${star.id}`);
  const amount = starRow.getByLabel(`NIL for ${star.first} ${star.last}`);
  await amount.fill('1k');
  await starRow.getByRole('button', { name: 'Promise NIL' }).click();
  await expect(page.getByTestId('retention-message')).toContainText('refuses $1K');
  await amount.fill(`${star.nil_ask}k`);
  await starRow.getByRole('button', { name: 'Promise NIL' }).click();
  await expect(page.getByTestId('retention-message')).toContainText('accepts');
  await expect(starRow).toContainText('NIL $');
});
