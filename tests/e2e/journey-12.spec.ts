// A new player's dynasty in the 12-team format: Home, non-conference scheduling, a season played week by week
// with every page of the navigation opened, the offseason, and a second season played to its end.
import type { Page } from '@playwright/test';
import { advanceTo, apiGet, apiPath, header, nextStage, openMenu, watchForOverlay } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { chooseNewGame } from './support/newGameForm.js';
import {
  checkFinalGame,
  checkPreview,
  checkRankings,
  checkTeamPopup,
  columnHeaders,
  expectNoBrokenValues,
  h1,
  rows,
  wholeTables,
} from './support/pages.js';

const TEAM = 'Texas';
const YEAR = 2024;

test.setTimeout(240_000);

async function scheduleNonConferenceGame(page: Page): Promise<string> {
  await expect(header(page)).toContainText(TEAM);
  await expect(header(page).getByTestId('current-year')).toHaveText(String(YEAR));
  await expect(header(page).getByTestId('stage-banner')).toHaveText('Preseason');
  await expect(header(page).getByTestId('stage-current')).toHaveText('Non-Conference scheduling');
  await expect(header(page).getByTestId('stage-next')).toHaveText('Season');
  const count = page.getByTestId('noncon-count');
  // Texas's real home-and-home with Michigan (at Michigan in 2024) is on the schedule before the player adds a game.
  await expect(count).toHaveText(/^Non-Conference Games Scheduled: 1 \/ \d+$/);
  await expect(page.locator('tbody tr', { hasText: 'Michigan' }).first()).toBeVisible();
  const limit = Number((await count.innerText()).split('/ ')[1]);
  await expect(page.getByText('scheduled automatically when the season starts')).toBeVisible();
  await expect(page.getByText('Rivalry games are fixed and happen every year.')).toBeVisible();
  expect(await columnHeaders(page)).toEqual(['Week', 'Opponent', 'Site', 'Label']);

  // A reload shows the same game (the new-game state was dropped from history).
  await page.reload();
  await expect(count).toHaveText(`Non-Conference Games Scheduled: 1 / ${limit}`);

  const week = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Schedule Game' }) })
    .first();
  await week.getByRole('button', { name: 'Schedule Game' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.modal-title')).toHaveText('Schedule Non-Conference Game');
  const schedule = dialog.getByRole('button', { name: 'Schedule', exact: true });
  await expect(schedule).toBeDisabled();
  const opponentSelect = dialog.getByLabel('Opponent');
  await expect(opponentSelect.locator('option').nth(1)).toBeAttached();
  const opponent = (await opponentSelect.locator('option').nth(1).innerText()).trim();
  await opponentSelect.selectOption({ label: opponent });
  await expect(schedule).toBeEnabled();
  await schedule.click();
  await expect(dialog).toHaveCount(0);
  await expect(count).toHaveText(`Non-Conference Games Scheduled: 2 / ${limit}`);
  const scheduled = page.locator('tbody tr', { hasText: opponent });
  await expect(scheduled).toHaveCount(1);
  await expect(scheduled.locator('.label-chip')).toHaveText(/^NC \(.+\)$/);
  await expect(scheduled).toContainText(/Home|Away/);

  // An FCS program by its name: it always comes to Texas, so home is the one site offered.
  await page
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Schedule Game' }) })
    .first()
    .getByRole('button', { name: 'Schedule Game' })
    .click();
  await dialog.getByLabel('Opponent').selectOption({ label: 'Montana (FCS)' });
  const site = dialog.getByLabel('Site');
  await expect(site.locator('option')).toHaveText(['Home']);
  await expect(dialog.getByText('An FCS opponent always comes to your stadium.')).toBeVisible();
  await schedule.click();
  await expect(dialog).toHaveCount(0);
  await expect(count).toHaveText(`Non-Conference Games Scheduled: 3 / ${limit}`);
  const fcs = page.locator('tbody tr', { hasText: 'Montana' });
  await expect(fcs).toContainText('Montana (FCS)');
  await expect(fcs).toContainText('Home');
  await expect(fcs.getByRole('link')).toHaveCount(0);
  return opponent;
}

async function checkDashboard(page: Page) {
  await expect(h1(page)).toHaveText(`${TEAM} Dashboard`);
  const card = page.getByTestId('dashboard-header');
  await expect(card).toContainText(TEAM);
  await expect(card).toContainText('Longhorns');
  await expect(card).toContainText(/\d+-\d+ \(\d+-\d+ Conf\) · Rating \d+/);
  await expect(card.getByRole('img', { name: 'SEC' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SEC Standings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AP Top 10' })).toBeVisible();
  const tables = page.locator('table');
  expect(await columnHeaders(tables.nth(0))).toEqual(['Team', 'Rating', 'Conf', 'Overall']);
  expect(await columnHeaders(tables.nth(1))).toEqual(['Rank', 'Team', 'Record']);
  await expect(rows(tables.nth(1))).toHaveCount(10);
  await expectNoBrokenValues(page);
}

test('a new player plays two seasons of a 12-team dynasty, opening every page', async ({ page }) => {
  await chooseNewGame(page, { team: TEAM, nickname: 'Longhorns', conference: 'SEC', year: YEAR });
  await scheduleNonConferenceGame(page);

  // Before the season the rankings are the preseason poll.
  await page.locator('.top-nav').getByRole('link', { name: 'Rankings' }).click();
  await expect(page.getByTestId('rankings-subtitle')).toHaveText('Preseason');
  // No Dashboard button outside the season.
  await expect(page.locator('.top-nav').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  // ---- The season, week by week.
  await nextStage(page, 'Season', '/dashboard');
  await expect(header(page).getByTestId('stage-banner')).toHaveCount(0);
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 1');
  await checkDashboard(page);
  await expect(page.getByTestId('curr-game')).toContainText('Spread');
  await expect(page.getByTestId('curr-game')).toContainText('Moneyline');
  await expect(page.getByTestId('curr-game').getByRole('link', { name: 'Game Preview' })).toBeVisible();

  const info = (await apiGet<{ info: { lastWeek: number } }>(page, '/api/dashboard/')).info;
  // The Advance menu names its stops: later regular-season weeks, the end of the regular season, each
  // postseason round of the 12-team format, and the end of the season; "Play next week" is one click beside it.
  await header(page).getByRole('button', { name: 'Advance' }).click();
  const menu = page.locator('.advance-menu');
  const items = await menu.locator('.dropdown-item').allInnerTexts();
  expect(items).toEqual([
    ...Array.from({ length: 12 }, (_, i) => `Through week ${i + 2}`),
    'End of regular season',
    'Through conference championships',
    'Through bowls and playoff first round',
    'Through quarterfinals',
    'Through semifinals',
    'End of Season',
  ]);
  await header(page).getByRole('button', { name: 'Advance' }).click();
  // "Simulating games..." covers the page while the week is played (held back to see it).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(apiPath('/api/sim/2/'), async (route) => {
    await held;
    await route.continue();
  });
  await header(page).getByTestId('play-next-week').click();
  await expect(page.getByRole('alertdialog', { name: 'Simulating games...' })).toBeVisible();
  release();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.unroute(apiPath('/api/sim/2/'));
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 2');
  // The page refreshed itself: week 1 is now the previous game.
  const previous = page.getByTestId('prev-game');
  await expect(previous).toBeVisible();
  await expect(previous.locator('.badge')).toHaveText(/^[WL]$/);
  await expect(previous).toContainText(/\d+-\d+/);

  await advanceTo(page, 'Play next week');
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 3');
  await advanceTo(page, 'Through week 6');
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 7');
  await checkDashboard(page);

  // A game summary from the dashboard, then back for a preview.
  await page.getByTestId('prev-game').getByRole('link', { name: 'Game Summary' }).click();
  await expect(page).toHaveURL(/\/game\/\d+$/);
  await checkFinalGame(page);
  await page.goBack();
  // The dashboard shows this exact week's game, or says there is none; the preview of the next game opens from the
  // team schedule either way.
  const thisWeek = page.getByTestId('curr-game').or(page.getByTestId('bye-week'));
  await expect(thisWeek).toBeVisible();
  if (await page.getByTestId('bye-week').count())
    await expect(page.getByTestId('bye-week')).toHaveText('No game in week 7.');
  await page.goto(`/${encodeURIComponent(TEAM)}/schedule`);
  await page.getByRole('link', { name: 'Preview' }).first().click();
  await checkPreview(page);
  // A key player opens the player page.
  await page.locator('.list-group a[href^="/players/"]').first().click();
  await expect(page).toHaveURL(/\/players\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Career Statistics' })).toBeVisible();

  // ---- Every page of the navigation.
  await page.locator('.top-nav').getByRole('link', { name: 'Rankings' }).click();
  await checkRankings(page, 'Week 7');
  // The current stage's button leads back to its page, through the same loading overlay.
  const overlayShown = await watchForOverlay(page, 'Loading Season...');
  await header(page).getByTestId('stage-current').click();
  await overlayShown();
  await expect(page).toHaveURL('/dashboard');
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 7');

  const standingsMenu = page.locator('.top-nav').getByRole('button', { name: 'STANDINGS' });
  await standingsMenu.click();
  const conferences = await page.locator('.top-nav .dropdown-menu.show .dropdown-item').allInnerTexts();
  await page.keyboard.press('Escape');
  expect(conferences.at(-1)).toBe('Independent');
  expect(conferences.length).toBeGreaterThan(8);
  for (const conference of conferences) {
    await openMenu(page, 'STANDINGS', conference);
    if (conference === 'Independent') {
      await expect(page).toHaveURL('/standings/independent');
      await expect(h1(page)).toHaveText('Independent Teams');
      expect(await columnHeaders(page)).toEqual(['Rank', 'Team', 'Overall', 'Last Week', 'This Week']);
    } else {
      await expect(page).toHaveURL(`/standings/${encodeURIComponent(conference)}`);
      await expect(h1(page)).toHaveText(`${conference} Standings`);
      await expect(h1(page).getByRole('img', { name: conference })).toBeVisible();
      expect(await columnHeaders(page)).toEqual(['Rank', 'Team', 'Conf', 'Overall', 'Last Week', 'This Week']);
    }
    await expect(rows(page.locator('table'))).not.toHaveCount(0);
    await expectNoBrokenValues(page);
  }

  await page.locator('.top-nav').getByRole('link', { name: 'Playoff' }).click();
  await expect(h1(page)).toHaveText('12-Team Playoff Projection');
  const bracket = page.getByTestId('bracket');
  for (const round of ['First Round', 'Quarterfinals', 'Semifinal', 'Championship']) {
    await expect(bracket.getByRole('heading', { name: round, exact: true }).first()).toBeVisible();
  }
  await expect(bracket.locator('.matchup')).toHaveCount(4 + 4 + 2 + 1);
  await expect(bracket.getByText(/^Winner of/)).toHaveCount(0);
  const seedList = page.locator('section', { has: page.getByRole('heading', { name: 'Playoff Teams' }) });
  await expect(rows(seedList)).toHaveCount(12);
  await expect(seedList.locator('tr.table-warning')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Bubble Teams' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conference Champions' })).toBeVisible();

  await openMenu(page, 'SCHEDULE', 'Week 5');
  await expect(h1(page)).toHaveText('Week 5 Schedule');
  const cards = page.locator('.week-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(40);
  await expect(page.getByText('Game of the week')).toHaveCount(1);
  // A rank shows only below 26.
  for (const rank of await cards.locator('.team-line > span:first-child').allInnerTexts()) {
    expect(rank.trim()).toMatch(/^(#([1-9]|1\d|2[0-5]))?$/);
  }
  await expect(cards.getByRole('link', { name: 'Preview' })).toHaveCount(0);
  await cards.first().getByRole('link', { name: 'Summary' }).click();
  await checkFinalGame(page);
  await openMenu(page, 'SCHEDULE', `Week ${info.lastWeek}`);
  await expect(h1(page)).toHaveText(`Week ${info.lastWeek} Schedule`);

  await openMenu(page, 'TEAM', 'Schedule');
  await expect(page).toHaveURL(`/${TEAM}/schedule`);
  expect(await columnHeaders(page.locator('main'))).toEqual([
    'Week',
    'Opponent',
    'Rating',
    'Record',
    'Spread',
    'O/U',
    'Result',
    'Notes',
  ]);
  const played = page.locator('tbody tr').filter({ has: page.locator('.result-chip') });
  expect(await played.count()).toBeGreaterThanOrEqual(5);
  for (const chip of await played.locator('.result-chip').allInnerTexts()) expect(chip).toMatch(/^[WL]: \d+-\d+$/);
  await expect(played.first()).toHaveClass(/table-(success|danger)/);
  for (const rank of await page.locator('main tbody .ranked-team > .text-muted').allInnerTexts()) {
    expect(rank.trim()).toMatch(/^#([1-9]|1\d|2[0-5])$/);
  }
  await expect(page.locator('tbody tr').getByRole('link', { name: 'Preview' }).first()).toBeVisible();
  // Another team in the picker keeps the year of the query.
  await page.goto(`/${TEAM}/schedule?year=${YEAR}`);
  await page.getByLabel('Team', { exact: true }).selectOption('Alabama');
  await expect(page).toHaveURL(`/Alabama/schedule?year=${YEAR}`);
  await expect(page.locator('.team-header-card h2')).toContainText('Alabama');

  await openMenu(page, 'TEAM', 'Roster');
  await expect(page).toHaveURL(`/${TEAM}/roster`);
  // The roster's own table (the walk-ons' invitations have theirs on the page too).
  const rosterTable = page.locator('main table').filter({ has: page.locator('.group-row') });
  expect(await columnHeaders(rosterTable)).toEqual(['Name', 'Rating', 'Year', 'Status']);
  await expect(page.locator('.group-row').first()).toBeVisible();
  await wholeTables(page);
  for (const year of new Set(await rosterTable.locator('tbody tr:not(.group-row) td:nth-child(3)').allInnerTexts())) {
    // "(RS)": a redshirt (issue 14).
    expect(['Freshman', 'Sophomore', 'Junior', 'Senior']).toContain(year.replace(/ \(RS\)$/, ''));
  }
  // Starters are bold, and only they.
  const starters = await rosterTable
    .locator('tbody tr:not(.group-row) td:nth-child(4)', { hasText: /^Starter$/ })
    .count();
  expect(starters).toBeGreaterThanOrEqual(22);
  await expect(rosterTable.locator('tbody tr:not(.group-row) a.fw-bold')).toHaveCount(starters);
  const filter = page.getByLabel('Position Filter');
  await expect(filter.locator('option').first()).toHaveText('All Positions');
  await filter.selectOption('QB');
  await expect(page.locator('.group-row')).toHaveText(['QB']);
  const starter = page.locator('tbody a.fw-bold').first();
  const starterName = (await starter.innerText()).trim();
  await starter.click();
  await expect(page).toHaveURL(/\/players\/\d+$/);
  await expect(h1(page)).toContainText(starterName);
  await expect(h1(page)).toContainText('Starter');
  await expect(page.getByRole('heading', { name: 'Career Statistics' })).toBeVisible();
  expect((await columnHeaders(page.locator('main'))).slice(0, 4)).toEqual(['Year', 'Class', 'Ovr', 'G']);
  await expect(page.getByRole('heading', { name: 'Game Logs' })).toBeVisible();
  await expect(page.getByLabel('Game log year')).toHaveValue(String(YEAR));
  const logs = page.locator('table').nth(1);
  expect((await columnHeaders(logs)).slice(0, 4)).toEqual(['Week', 'Opponent', 'Label', 'Result']);
  await expect(page).toHaveTitle(new RegExp(starterName));
  await expectNoBrokenValues(page);
  await logs.locator('.result-chip').first().click();
  await checkFinalGame(page);

  await openMenu(page, 'TEAM', 'History');
  await expect(page).toHaveURL(`/${TEAM}/history`);
  await expect(page.getByTestId('all-time-record')).toHaveText(/^All-Time Record: \d+-\d+$/);
  expect(await columnHeaders(page.locator('main'))).toEqual([
    'Year',
    'Prestige',
    'Rating',
    'Conference',
    'Record',
    'Rank',
  ]);
  await expect(page.locator('main tbody tr td:nth-child(6)').first()).toHaveText(/^(N\/A|#\d+)$/);
  await expect(page.locator('main tbody tr td:nth-child(2) .stars')).toHaveAttribute(
    'aria-label',
    /^Prestige [1-7] of 7$/,
  );
  await expect(
    page
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: String(YEAR) }),
  ).toHaveAttribute('href', `/${TEAM}/schedule?year=${YEAR}`);

  await openMenu(page, 'STATS', 'Team');
  await expect(h1(page)).toHaveText('Team Stats');
  await expect(page.getByRole('tab', { name: 'Offense' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Defense' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expectNoBrokenValues(page);

  await openMenu(page, 'STATS', 'Individual');
  await expect(h1(page)).toHaveText('Individual Stats');
  for (const tab of ['Passing', 'Rushing', 'Receiving'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  // Passing leaders sort by adjusted yards per attempt, descending.
  const passing = page.getByRole('tabpanel');
  const ayaIndex = (await columnHeaders(passing)).indexOf('AY/A');
  const aya = (await passing.locator(`tbody tr td:nth-child(${ayaIndex + 1})`).allInnerTexts()).map(Number);
  expect(aya.length).toBeGreaterThan(10);
  expect([...aya].sort((a, b) => b - a)).toEqual(aya);
  for (const value of await passing.locator('tbody td.num').allInnerTexts()) expect(value).toMatch(/^-?\d+(\.\d)?$/);
  await page.getByRole('tab', { name: 'Rushing' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Rush Y/G');

  await openMenu(page, 'STATS', 'Ratings');
  await expect(h1(page)).toHaveText('Ratings Statistics');
  await expect(page.getByRole('heading', { name: 'Star Distribution by Prestige' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Players by Star Rating' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teams by Rating' })).toBeVisible();
  await expectNoBrokenValues(page);

  // The team popup: opened from a team name anywhere, here the dashboard's standings (answer held back).
  await page.locator('.top-nav').getByRole('link', { name: 'Dashboard' }).click();
  let releaseInfo: () => void = () => {};
  const heldInfo = new Promise<void>((resolve) => (releaseInfo = resolve));
  await page.route(apiPath('/api/team_info/'), async (route) => {
    await heldInfo;
    await route.continue();
  });
  const opponentLink = page.locator('table').first().locator('.team-link', { hasText: 'Alabama' });
  await opponentLink.click();
  await expect(page.getByRole('dialog')).toContainText('Loading team information...');
  releaseInfo();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.unroute(apiPath('/api/team_info/'));
  await checkTeamPopup(page, opponentLink, 'Roster');
  await expect(page.locator('.team-header-card h2')).toContainText('Alabama');

  // Home in the middle of the season: the saved game and its stage.
  await page.locator('.top-nav').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('tab', { name: 'Load Game' })).toHaveAttribute('aria-selected', 'true');
  const saved = page.getByRole('tabpanel');
  expect(await columnHeaders(saved)).toEqual(['Year', 'Stage', 'Team', 'File', 'Last Played', 'Size', '']);
  const current = saved.locator('tbody tr').first();
  await expect(current.locator('td').nth(0)).toHaveText(String(YEAR));
  await expect(current.locator('td').nth(1)).toHaveText(/^Season \(Week 7 of \d+\)$/);
  await expect(current.locator('td').nth(2)).toHaveText(TEAM);
  await current.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/dashboard');

  // ---- To the end of the season.
  await advanceTo(page, 'End of Season');
  await expect(header(page).getByRole('button', { name: 'Advance' })).toHaveCount(0);
  await expect(header(page)).toContainText('End of Season');
  await expect(header(page).getByTestId('stage-next')).toHaveText('Season Summary');
  await page.locator('.top-nav').getByRole('link', { name: 'Playoff' }).click();
  await expect(h1(page)).toHaveText('12-Team Playoff');
  await expect(page.getByTestId('bracket').getByRole('link', { name: 'Summary' })).toHaveCount(11);
  await page.locator('.top-nav').getByRole('link', { name: 'Rankings' }).click();
  await expect(page.getByTestId('rankings-subtitle')).toHaveText('End of season');

  await finishSeason(page, YEAR);

  // ---- The second season, played straight to its end.
  await expect(header(page).getByTestId('current-year')).toHaveText(String(YEAR + 1));
  await expect(page.getByTestId('noncon-count')).toHaveText(/^Non-Conference Games Scheduled: 0 \/ \d+$/);
  await nextStage(page, 'Season', '/dashboard');
  await checkDashboard(page);
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 1');
  await advanceTo(page, 'End of Season');
  await expect(header(page).getByTestId('stage-next')).toHaveText('Season Summary');
  await nextStage(page, 'Season Summary', '/summary');
  await expect(h1(page)).toHaveText(`${YEAR + 1} Season Summary`);
  await expect(page.getByTestId('champion-banner')).toContainText(`${YEAR + 1} National Champion`);
});

/** Season summary, roster progression, recruiting summary and into the next preseason. */
async function finishSeason(page: Page, year: number) {
  await nextStage(page, 'Season Summary', '/summary');
  await expect(h1(page)).toHaveText(`${year} Season Summary`);
  const banner = page.getByTestId('champion-banner');
  await expect(banner).toContainText(`${year} National Champion`);
  await expect(banner.locator('.team-link')).toBeVisible();
  await expect(banner).toContainText(/\d+-\d+/);
  await expect(page.getByRole('heading', { name: 'Conference Realignment' })).toBeVisible();
  const summary = await apiGet<{ realignment: Record<string, unknown> }>(page, '/api/summary/');
  const moves = Object.keys(summary.realignment).length;
  if (moves === 0) {
    await expect(page.getByTestId('no-realignment')).toHaveText('No Conference Changes');
  } else {
    expect(await columnHeaders(page.getByTestId('realignment'))).toEqual(['Team', 'Old Conference', 'New Conference']);
    await expect(page.getByTestId('realignment').locator('tbody tr')).toHaveCount(moves);
  }
  await expect(page.getByRole('heading', { name: "What's Next" })).toBeVisible();
  await expect(page.getByText('progress to the next year')).toBeVisible();
  await expect(header(page).getByTestId('stage-current')).toHaveText('Season Summary');

  await nextStage(page, 'Roster Progression', '/roster_progression');
  await expect(h1(page)).toHaveText(`Roster Progression: ${year} to ${year + 1}`);
  await expect(header(page).getByTestId('stage-banner')).toHaveText('Offseason');
  for (const tile of ['Players Progressed', 'Average Change', 'Biggest Gain', 'Leaving Seniors']) {
    await expect(page.locator('.stat-tile', { hasText: tile })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Progressed Players' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leaving Players' })).toBeVisible();
  const progressed = page.locator('table').first();
  for (const change of await progressed.locator('tbody .badge').allInnerTexts()) expect(change).toMatch(/^[+-]?\d+$/);
  await page.getByLabel('Position Filter').selectOption('QB');
  for (const pos of await progressed.locator('tbody td:nth-child(2)').allInnerTexts()) expect(pos).toBe('QB');
  await expectNoBrokenValues(page);

  await nextStage(page, 'Recruiting Summary', '/recruiting_summary');
  await expect(h1(page)).toHaveText('Recruiting Summary');
  await expect(header(page).getByTestId('stage-banner')).toHaveText('Offseason');
  for (const tile of ['Total Freshmen', 'Average Rating', 'Highest Rating', 'Lowest Rating']) {
    await expect(page.locator('.stat-tile', { hasText: tile })).toBeVisible();
  }
  const top = page.getByTestId('top-recruits');
  await expect(rows(top)).toHaveCount(50);
  const breakdown = page.getByTestId('team-breakdown');
  await breakdown.locator('.accordion-button').first().click();
  await expect(breakdown.locator('.accordion-collapse.show tbody tr').first()).toBeVisible();
  await page.getByLabel('Team', { exact: true }).selectOption(TEAM);
  await expect(breakdown.locator('.accordion-item')).toHaveCount(1);
  for (const team of await top.locator('tbody td:nth-child(3)').allInnerTexts()) expect(team.trim()).toBe(TEAM);
  await expectNoBrokenValues(page);

  await nextStage(page, 'Non-Conference scheduling', '/noncon');
  await expect(header(page).getByTestId('stage-banner')).toHaveText('Preseason');
}
