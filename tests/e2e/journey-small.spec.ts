// The 2-team (BCS) and 4-team formats: a shorter path from Home through one season into the next preseason.
import type { Page } from '@playwright/test';
import { advanceTo, apiGet, header, nextStage } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { columnHeaders, expectNoBrokenValues, h1, rows } from './support/pages.js';

test.setTimeout(150_000);

async function startFromHome(page: Page, year: number, format: '2 (BCS)' | '4', team: string) {
  await page.goto('/');
  await page.getByLabel('Season', { exact: true }).selectOption(String(year));
  const playoffTeams = page.getByLabel('Playoff Teams');
  await playoffTeams.selectOption({ label: format });
  await expect(page.getByLabel('Conference Champion Autobids')).toHaveCount(0);
  await expect(page.getByLabel('Conference Champions Top 4 Seeds')).toHaveCount(0);
  const row = page.getByTestId('team-choice').filter({ has: page.getByText(team, { exact: true }) });
  await row.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL('/noncon');
  await expect(header(page)).toContainText(team);
  await expect(header(page).getByTestId('current-year')).toHaveText(String(year));
  await expect(header(page).getByTestId('header-stage')).toContainText(`${format === '4' ? 4 : 2}-team playoff`);
}

/**
 * Fills every non-conference slot, trying the open weeks in order (the schedule's rules may leave a week
 * without opponents: the dialog says so). Then no week offers Schedule Game any more.
 */
async function scheduleUpToTheLimit(page: Page) {
  const count = page.getByTestId('noncon-count');
  await expect(count).toHaveText(/^Non-Conference Games Scheduled: \d+ \/ \d+$/);
  let [scheduled, limit] = (await count.innerText()).match(/\d+/g)!.map(Number);
  const dialog = page.getByRole('dialog');
  for (let week = 1; scheduled < limit; week++) {
    expect(week, 'an open week with opponents').toBeLessThanOrEqual(14);
    const row = page.locator('tbody tr').nth(week - 1);
    if ((await row.getByRole('button', { name: 'Schedule Game' }).count()) === 0) continue;
    await row.getByRole('button', { name: 'Schedule Game' }).click();
    await expect(dialog.getByText(`Week ${week}`, { exact: true })).toBeVisible();
    const select = dialog.getByLabel('Opponent');
    await expect(select.or(dialog.getByTestId('no-opponents'))).toBeVisible();
    if (await dialog.getByTestId('no-opponents').isVisible()) {
      await expect(dialog.getByRole('button', { name: 'Schedule', exact: true })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      continue;
    }
    await select.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    scheduled++;
    await expect(count).toHaveText(`Non-Conference Games Scheduled: ${scheduled} / ${limit}`);
  }
  await expect(page.getByRole('button', { name: 'Schedule Game' })).toHaveCount(0);
}

async function offseasonToNextPreseason(page: Page, year: number) {
  await nextStage(page, 'Season Summary', '/summary');
  await expect(h1(page)).toHaveText(`${year} Season Summary`);
  await expect(page.getByTestId('champion-banner')).toContainText(`${year} National Champion`);
  const summary = await apiGet<{ realignment: Record<string, unknown>; champion: { name: string } }>(
    page,
    '/api/summary/',
  );
  await expect(page.getByTestId('champion-banner').locator('.team-link')).toHaveText(summary.champion.name);
  if (Object.keys(summary.realignment).length === 0) {
    await expect(page.getByTestId('no-realignment')).toHaveText('No Conference Changes');
  } else {
    await expect(page.getByTestId('realignment').locator('tbody tr')).toHaveCount(
      Object.keys(summary.realignment).length,
    );
  }
  await nextStage(page, 'Roster Progression', '/roster_progression');
  await expect(h1(page)).toHaveText(`Roster Progression: ${year} to ${year + 1}`);
  await expectNoBrokenValues(page);
  await nextStage(page, 'Recruiting Summary', '/recruiting_summary');
  await expect(h1(page)).toHaveText('Recruiting Summary');
  await expect(rows(page.getByTestId('top-recruits'))).toHaveCount(50);
  await expectNoBrokenValues(page);
  await nextStage(page, 'Non-Conference scheduling', '/noncon');
  await expect(header(page).getByTestId('current-year')).toHaveText(String(year + 1));
  // A new slate: only the fixed rivalry games are on it yet.
  const noncon = await apiGet<{ team: { nonConfGames: number; nonConfLimit: number } }>(page, '/api/noncon/');
  await expect(page.getByTestId('noncon-count')).toHaveText(
    `Non-Conference Games Scheduled: ${noncon.team.nonConfGames} / ${noncon.team.nonConfLimit}`,
  );
  expect(noncon.team.nonConfGames).toBeLessThan(noncon.team.nonConfLimit);
}

test('2-team (BCS) format: one season into the next preseason', async ({ page }) => {
  const year = 2008;
  await startFromHome(page, year, '2 (BCS)', 'Florida');
  await scheduleUpToTheLimit(page);
  await nextStage(page, 'Season', '/dashboard');
  await expect(h1(page)).toHaveText('Florida Dashboard');
  await advanceTo(page, 'Through week 5');
  await expect(header(page).getByTestId('current-week')).toHaveText('Week 6');

  await page.locator('.top-nav').getByRole('link', { name: 'Playoff' }).click();
  await expect(h1(page)).toHaveText('Championship Projection');
  const card = page.locator('.championship-card');
  await expect(card).toContainText('National Championship');
  await expect(card.locator('.team-link')).toHaveCount(2);
  const lists = ['Championship Teams', 'Next Best Teams', 'Conference Champions'];
  for (const title of lists) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const section = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title }) });
  await expect(rows(section('Championship Teams'))).toHaveCount(2);
  expect(await rows(section('Next Best Teams')).count()).toBeLessThanOrEqual(5);
  expect(await rows(section('Conference Champions')).count()).toBeLessThanOrEqual(6);
  const seeds = await rows(section('Championship Teams')).locator('td:first-child').allInnerTexts();
  expect(seeds).toEqual(['1', '2']);
  await expectNoBrokenValues(page);

  await page.locator('.top-nav').getByRole('link', { name: 'Dashboard' }).click();
  await advanceTo(page, 'End of Season');
  await expect(header(page)).toContainText('End of Season');
  await page.locator('.top-nav').getByRole('link', { name: 'Playoff' }).click();
  await expect(h1(page)).toHaveText('Championship');
  await offseasonToNextPreseason(page, year);
});

test('4-team format: one season into the next preseason', async ({ page }) => {
  const year = 2018;
  await startFromHome(page, year, '4', 'Notre Dame');
  await scheduleUpToTheLimit(page);
  await nextStage(page, 'Season', '/dashboard');
  await expect(h1(page)).toHaveText('Notre Dame Dashboard');
  // An independent's dashboard lists the independents instead of a conference.
  await expect(page.getByRole('heading', { name: 'Independent Teams' })).toBeVisible();
  expect(await columnHeaders(page.locator('table').first())).toEqual(['Team', 'Rating', 'Conf', 'Overall']);
  await advanceTo(page, 'Through week 5');

  await page.locator('.top-nav').getByRole('link', { name: 'Playoff' }).click();
  await expect(h1(page)).toHaveText('4-Team Playoff Projection');
  const seedList = page.locator('section', { has: page.getByRole('heading', { name: 'Playoff Teams' }) });
  await expect(rows(seedList)).toHaveCount(4);
  const names = await rows(seedList).locator('.team-link').allInnerTexts();
  const semifinals = page.locator('.bracket-round', { hasText: 'Semifinals' }).locator('.matchup');
  await expect(semifinals).toHaveCount(2);
  // 1 plays 4 and 2 plays 3; the final is still to be decided.
  await expect(semifinals.nth(0).locator('.team-link')).toHaveText([names[0], names[3]]);
  await expect(semifinals.nth(1).locator('.team-link')).toHaveText([names[1], names[2]]);
  const final = page.locator('.bracket-round', { hasText: 'Championship' }).locator('.matchup');
  await expect(final.locator('.slot')).toHaveText(['TBD', 'TBD']);
  await expect(page.getByRole('heading', { name: 'Bubble Teams' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conference Champions' })).toBeVisible();
  await expectNoBrokenValues(page);

  await page.locator('.top-nav').getByRole('link', { name: 'Dashboard' }).click();
  await advanceTo(page, 'End of Season');
  await expect(header(page).getByTestId('stage-next')).toHaveText('Season Summary');
  // Once played, the bracket shows every result and links each game.
  await page.locator('.top-nav').getByRole('link', { name: 'Playoff' }).click();
  await expect(h1(page)).toHaveText('4-Team Playoff');
  await expect(page.locator('.matchup').getByRole('link', { name: 'Summary' })).toHaveCount(3);
  await expect(page.locator('.matchup .slot.winner')).toHaveCount(3);
  await offseasonToNextPreseason(page, year);
});
