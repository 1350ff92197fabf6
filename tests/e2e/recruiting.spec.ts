// Recruiting in the browser (issue 13): the player opens the board from the menu, searches the class, adds a
// prospect, scouts him and offers him a scholarship (the week's hours drop by what each order costs), sees a
// refused order explained, opens the prospect's page, and lets the staff recruit.
import type {
  ProspectSearchResponse,
  RecruitingBoardResponse,
  RecruitingNewsResponse,
} from '../../src/shared/recruitingApi.js';
import {
  advanceViaApi,
  apiGet,
  apiPost,
  openMenu,
  simulateViaApi,
  startDynastyViaApi,
  startSeasonViaApi,
} from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1, rows } from './support/pages.js';

test.setTimeout(180_000);

test('recruiting board: search, add to board, scout and offer, a refused order, staff recruiting', async ({
  page,
  consoleWatch,
}) => {
  // The refused order is a 409 the API client logs on purpose.
  consoleWatch.allow(/API POST \/api\/recruiting\/contact\//);
  consoleWatch.allow(/409 \(Conflict\)/);
  await startDynastyViaApi(page, { team: 'Alabama', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  const before = await apiGet<RecruitingBoardResponse>(page, '/api/recruiting/board/');
  expect(before.cycle.status).toBe('open');
  const costs = before.action_hours;

  await page.goto('/dashboard');
  await expect(page.getByTestId('recruiting-news')).toBeVisible();
  await openMenu(page, 'RECRUITING', 'Board');
  await expect(page).toHaveURL('/recruiting');
  await expect(h1(page)).toHaveText('Recruiting Board');
  const hoursLeft = page.getByTestId('hours-left');
  await expect(hoursLeft).toHaveText(String(before.hours.left));
  await expect(page.getByTestId('cycle-line')).toContainText(before.cycle.message);

  // The search: uncommitted quarterbacks, not on the board yet.
  await openMenu(page, 'RECRUITING', 'Prospects');
  await expect(h1(page)).toHaveText('Prospects');
  await page.getByLabel('Position').selectOption('QB');
  await page.getByLabel('Committed').selectOption('no');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/position=QB/);
  const results = rows(page.getByTestId('prospects'));
  await expect(results.first()).toBeVisible();
  const positionsShown = async () => [...new Set(await results.locator('td:nth-child(3)').allInnerTexts())];
  await expect.poll(positionsShown).toEqual(['QB']);
  await expect(page.getByTestId('prospect-count')).toContainText('page 1 of');
  // An undecided prospect says when he decides ("decides in December"), as the API gives it.
  const listed = await apiGet<ProspectSearchResponse>(
    page,
    '/api/recruiting/prospects/?position=QB&committed=no&per_page=50',
  );
  const waiting = listed.prospects.find((p) => p.decides !== 'ready to commit');
  expect(waiting).toBeDefined();
  await expect(
    results.filter({ hasText: `${waiting!.first} ${waiting!.last}` }).getByTestId('prospect-decides'),
  ).toHaveText(waiting!.decides);

  // The next page, kept by a reload with the filters.
  await page.locator('.pagination .page-item').last().locator('.page-link').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('prospect-count')).toContainText('page 2 of');
  await page.reload();
  await expect(page.getByTestId('prospect-count')).toContainText('page 2 of');
  await expect(page.getByLabel('Position')).toHaveValue('QB');
  await expect.poll(positionsShown).toEqual(['QB']);

  const candidate = results.filter({ has: page.getByTestId('add-to-board') }).first();
  const name = (await candidate.locator('td:nth-child(2)').innerText()).trim();
  await candidate.getByTestId('add-to-board').click();
  await expect(page.getByTestId('recruiting-result')).toContainText(name.split(' ').pop()!);
  const added = results.filter({ hasText: name });
  await expect(added.getByText('On board')).toBeVisible();

  // The board: scout him, then offer him a scholarship; the hours left drop by each order's cost.
  await page.getByRole('link', { name: 'Recruiting board' }).click();
  await expect(h1(page)).toHaveText('Recruiting Board');
  const target = rows(page.getByTestId('board-targets')).filter({ hasText: name });
  await expect(target).toHaveCount(1);
  await target.getByTestId('action-scout').click();
  await expect(hoursLeft).toHaveText(String(before.hours.left - costs.scout));
  await target.getByTestId('action-offer').click();
  await expect(hoursLeft).toHaveText(String(before.hours.left - costs.scout - costs.offer));
  await expect(rows(page.getByTestId('queued-orders'))).toHaveCount(2);
  await expect(page.getByTestId('queued-orders')).toContainText('offer');

  // A bad order: a second contact in one week is refused, clearly, and costs nothing.
  await target.getByTestId('action-contact').click();
  const afterContact = before.hours.left - costs.scout - costs.offer - costs.contact;
  await expect(hoursLeft).toHaveText(String(afterContact));
  await target.getByTestId('action-contact').click();
  const result = page.getByTestId('recruiting-result');
  await expect(result).toHaveClass(/alert-danger/);
  await expect(result).toContainText('Not done:');
  await expect(hoursLeft).toHaveText(String(afterContact));

  // His page: the queued orders, and why a second contact cannot be given.
  await target.getByRole('link', { name }).click();
  await expect(h1(page)).toHaveText(name);
  await expect(page.getByTestId('scouting-report')).toBeVisible();
  await expect(page.getByTestId('prospect-queued')).toContainText(/offer/i);
  await expect(page.getByTestId('action-reasons')).toContainText(/contact/i);
  await expect(page.getByTestId('action-contact')).toBeDisabled();

  // Let my staff recruit: off for a new dynasty; on, then off again, and still off after a reload.
  await openMenu(page, 'RECRUITING', 'Board');
  const staff = page.getByLabel('Let my staff recruit');
  await expect(staff).not.toBeChecked();
  await staff.click();
  await expect(page.getByTestId('recruiting-result')).toHaveClass(/alert-success/);
  await expect(staff).toBeChecked();
  expect((await apiGet<RecruitingBoardResponse>(page, '/api/recruiting/board/')).auto).toBe(true);
  await staff.click();
  await expect(staff).not.toBeChecked();
  await page.reload();
  await expect(page.getByLabel('Let my staff recruit')).not.toBeChecked();
  expect((await apiGet<RecruitingBoardResponse>(page, '/api/recruiting/board/')).auto).toBe(false);

  // Weekly class rankings list every program.
  await openMenu(page, 'RECRUITING', 'Class Rankings');
  await expect(h1(page)).toHaveText('Class Rankings');
  await expect.poll(() => rows(page.getByTestId('class-rankings')).count()).toBeGreaterThan(100);
});

test('a played cycle: commitment news on the dashboard, and signing day ranks every signed class', async ({ page }) => {
  const first = await startDynastyViaApi(page, { team: 'Alabama', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  // The player's staff recruits all season (a program whose player never recruits signs nobody).
  await apiPost(page, '/api/recruiting/auto/', { on: true });
  await simulateViaApi(page, first.lastWeek + 1);

  const news = await apiGet<RecruitingNewsResponse>(page, '/api/recruiting/news/');
  expect(news.news.length).toBeGreaterThan(0);
  await page.goto('/dashboard');
  const card = page.getByTestId('recruiting-news');
  await expect(card).toContainText(news.news[0].name);
  await card.getByRole('link', { name: news.news[0].name }).first().click();
  await expect(h1(page)).toHaveText(news.news[0].name);
  await expect(page.getByTestId('prospect-history')).toContainText(
    news.news[0].kind === 'commit' ? 'Committed to' : 'Decommitted from',
  );

  // Summary, progression, then signing day.
  for (let i = 0; i < 3; i++) await advanceViaApi(page);
  await page.goto('/recruiting/classes');
  await expect(h1(page)).toHaveText('Class Rankings');
  await openMenu(page, 'RECRUITING', 'Signing Day');
  await expect(h1(page)).toHaveText('Recruiting Summary');
  const classes = page.getByTestId('class-rankings');
  await expect(classes).toBeVisible();
  await expect.poll(() => rows(classes).count()).toBeGreaterThan(100);
  await expect(classes.locator('tr.table-primary')).toContainText('Alabama');
  // The class is named by the year it enrolls; the team filter reads A to Z whatever the case ("Ball State"
  // before "BYU").
  await expect(page.getByTestId('class-name')).toContainText(`Class of ${first.currentYear + 1}`);
  const teams = (await page.locator('#recruit-team option').allTextContents()).slice(1);
  expect(teams).toEqual([...teams].sort((a, b) => a.localeCompare(b)));
  expect(teams.indexOf('Ball State')).toBeLessThan(teams.indexOf('BYU'));
});

test('the board fits 1280 px with its orders in view, and a queued offer reads as queued', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startDynastyViaApi(page, { team: 'Alabama', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  // A full board: the class's best uncommitted prospects, with their long towns and leaders.
  const best = await apiGet<ProspectSearchResponse>(page, '/api/recruiting/prospects/?committed=no&per_page=12');
  for (const p of best.prospects) await apiPost(page, '/api/recruiting/board/add/', { prospect: p.id });
  await page.goto('/recruiting');
  const board = page.getByTestId('board-targets');
  await expect(rows(board)).toHaveCount(best.prospects.length);
  // The table does not scroll sideways in its box, and every row's orders sit inside the screen.
  const overflow = await board.evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow, 'the board scrolls sideways').toBeLessThanOrEqual(0);
  for (const button of await board.getByTestId('action-remove').all()) {
    const rect = (await button.boundingBox())!;
    expect(rect.x + rect.width).toBeLessThanOrEqual(1280);
  }

  // An offer queued for the coming week reads as queued, and the board does not offer it again.
  const target = rows(board).filter({ hasText: `${best.prospects[0].first} ${best.prospects[0].last}` });
  await expect(target.getByTestId('prospect-status')).toHaveText(/^Open/);
  await target.getByTestId('action-offer').click();
  await expect(page.getByTestId('queued-orders')).toContainText('offer');
  await expect(target.getByTestId('prospect-status')).toHaveText(/^Offer queued/);
  await expect(target.getByTestId('action-offer')).toBeDisabled();
  await expect(target.getByTestId('action-offer')).toHaveAttribute('title', /queued for the coming week/);
  // His page says the same.
  await page.goto(`/recruiting/prospects/${best.prospects[0].id}`);
  await expect(page.getByTestId('action-offer')).toBeDisabled();
  await expect(page.getByTestId('action-offer')).toHaveAttribute('title', /queued for the coming week/);
});
