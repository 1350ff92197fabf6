// The recruiting plan in the browser: with 18 targets on the board, the player sets standing weekly orders for
// the whole list in two clicks, turns one more on in a prospect's row, reads what the plan will spend, and plays
// two weeks with one click each: the plan is carried out every week without another order. Every click is counted.
// Adding orders for the list changes none already in the plan: the pitch chosen is for new pitches, and after a
// reload the choice starts at the plan's own; one prospect's pitch is re-aimed in his row, and he is kept warm there.
import type { Locator } from '@playwright/test';
import type { ProspectSearchResponse, RecruitingBoardResponse } from '../../src/shared/recruitingApi.js';
import { apiGet, apiPost, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1, rows } from './support/pages.js';

test.setTimeout(180_000);

test('a planned recruiting week for 18 targets takes at most 10 clicks', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Kansas State', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  // The board as a player leaves it after his search: 18 uncommitted three-star targets.
  const found = await apiGet<ProspectSearchResponse>(
    page,
    '/api/recruiting/prospects/?stars=3&committed=no&per_page=18',
  );
  const ids = found.prospects.map((p) => p.id);
  expect(ids).toHaveLength(18);
  for (const id of ids) await apiPost(page, '/api/recruiting/board/add/', { prospect: id });

  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };

  await page.goto('/recruiting');
  await expect(h1(page)).toHaveText('Recruiting Board');
  await expect(rows(page.getByTestId('board-targets'))).toHaveCount(18);
  const budget = page.getByTestId('plan-budget');
  await expect(budget).toHaveText('No standing orders: the plan is empty.');

  // The plan: contact and pitch (chosen already) and an offer, for every target shown.
  await click(page.getByTestId('plan-bulk-offer'));
  await click(page.getByTestId('plan-add-shown'));
  await expect(page.getByTestId('recruiting-result')).toContainText(
    'Every week until you change it: contact, pitch, offer for 18 prospects.',
  );
  await expect(budget).toContainText(/^Plan this week: \d+ of 54 standing orders/);
  // One more in a row of its own: scouting the first target every week.
  const first = rows(page.getByTestId('board-targets')).first();
  await click(first.getByTestId('plan-scout'));
  await expect(first.getByTestId('plan-scout')).toHaveAttribute('aria-pressed', 'true');
  await expect(budget).toContainText(/of 55 standing orders/);
  const planned = await apiGet<RecruitingBoardResponse>(page, '/api/recruiting/board/');
  expect(planned.plan_budget.planned).toBeLessThanOrEqual(planned.hours.weekly);
  const setUp = clicks;

  // Two weeks, one click each: no order is given by hand.
  const week = page.getByTestId('current-week');
  for (const played of [1, 2]) {
    const before = await week.innerText();
    await click(page.getByTestId('play-next-week'));
    await expect(week).not.toHaveText(before, { timeout: 60_000 });
    const board = await apiGet<RecruitingBoardResponse>(page, '/api/recruiting/board/');
    expect(board.cycle.week).toBe(played);
    expect(board.queued).toHaveLength(0);
    // The plan's offers went out in the first week: every target holds one.
    for (const p of board.targets)
      if (!p.committed_to || p.committed_to === 'Kansas State') expect(p.offered).toBe(true);
  }
  await page.goto('/recruiting');
  await expect(budget).toContainText('done (offers made');
  const weekClicks = (clicks - setUp) / 2;
  test.info().annotations.push({
    type: 'clicks',
    description: `plan set in ${setUp} clicks; each planned week in ${weekClicks}`,
  });
  expect(setUp + weekClicks).toBeLessThanOrEqual(10);
});

test('adding to the plan after a reload changes no standing pitch already in it', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Iowa State', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  const found = await apiGet<ProspectSearchResponse>(
    page,
    '/api/recruiting/prospects/?stars=3&committed=no&per_page=6',
  );
  const ids = found.prospects.map((p) => p.id);
  for (const id of ids.slice(0, 5)) await apiPost(page, '/api/recruiting/board/add/', { prospect: id });
  const pitches = async () =>
    new Map(
      (await apiGet<RecruitingBoardResponse>(page, '/api/recruiting/board/')).plan.map((e) => [e.prospect_id, e.pitch]),
    );

  await page.goto('/recruiting');
  await expect(rows(page.getByTestId('board-targets'))).toHaveCount(5);
  const pitch = page.getByTestId('plan-bulk-strength');
  // Its title reads as a sentence (it read "The strength new standing pitches pitch").
  await expect(pitch).toHaveAttribute(
    'title',
    'What new standing pitches sell (those already in the plan keep theirs)',
  );
  await pitch.selectOption('proximity');
  await page.getByTestId('plan-add-shown').click();
  await expect(page.getByTestId('recruiting-result')).toContainText('Every week until you change it: contact, pitch');
  // Reload, one more prospect on the board, "Add to plan" with the pitch the bar shows.
  await apiPost(page, '/api/recruiting/board/add/', { prospect: ids[5] });
  await page.reload();
  await expect(rows(page.getByTestId('board-targets'))).toHaveCount(6);
  await expect(pitch).toHaveValue('proximity');
  await pitch.selectOption('prestige');
  await page.getByTestId('plan-add-shown').click();
  await expect(page.getByTestId('recruiting-result')).toContainText('10 already in the plan kept as they were');
  let now = await pitches();
  expect(ids.slice(0, 5).map((id) => now.get(id))).toEqual(Array(5).fill('proximity'));
  expect(now.get(ids[5])).toBe('prestige');

  // His own pitch, re-aimed in his row: no other changes.
  const first = rows(page.getByTestId('board-targets')).first();
  const firstId = Number((await first.getByRole('link').first().getAttribute('href'))!.split('/').pop());
  await first.getByTestId('plan-pitch-strength').selectOption('playingTime');
  await expect(page.getByTestId('recruiting-result')).toContainText('the standing pitch is playing time');
  now = await pitches();
  expect(now.get(firstId)).toBe('playingTime');
  expect(ids.filter((id) => id !== firstId && id !== ids[5]).map((id) => now.get(id))).toEqual(
    Array(4).fill('proximity'),
  );
  // Kept warm: his orders go on while he is committed.
  await first.getByTestId('plan-warm').click();
  await expect(first.getByTestId('plan-warm')).toHaveAttribute('aria-pressed', 'true');
  const board = await apiGet<RecruitingBoardResponse>(page, '/api/recruiting/board/');
  expect(board.plan.filter((e) => e.warm).map((e) => e.prospect_id)).toEqual([firstId]);
});
