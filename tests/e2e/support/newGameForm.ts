// Home's new-game form, control by control: the season (and the playoff format it brings), the playoff format and
// its 12-team controls, staff recruiting, the team list filtered by conference and sorted by prestige, and the
// choice of a program, which starts the dynasty.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { h1 } from './pages.js';

const isNewGameCall = (url: URL) => url.pathname === '/api/noncon/' && url.searchParams.has('team');

/** The program chosen (with its nickname and conference, as the team list shows it) and the season. */
export interface NewGameChoice {
  team: string;
  nickname: string;
  conference: string;
  year: number;
}

export async function chooseNewGame(page: Page, choice: NewGameChoice): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveTitle('College Football');
  await expect(h1(page)).toHaveText('Welcome to CFB Dynasty');
  await expect(page.getByRole('tab', { name: 'New Game' })).toHaveAttribute('aria-selected', 'true');
  // Load Game appears only once a game is saved.
  await expect(page.getByRole('tab', { name: 'Load Game' })).toHaveCount(0);
  // The footer's links follow the server's configuration (news-dashboard.spec.ts).
  await expect(page.locator('footer')).toContainText('CFB Dynasty');

  // Step 1: the season.
  const season = page.getByLabel('Season', { exact: true });
  const seasons = await season.locator('option').allInnerTexts();
  expect(seasons.length).toBeGreaterThan(10);
  for (const label of seasons) expect(label).toMatch(/^\d{4} Season$/);
  const playoffTeams = page.getByLabel('Playoff Teams');
  const filter = page.getByLabel('Conference filter');
  // A season's preview brings its own playoff format (2010: the BCS title game) ...
  await season.selectOption('2010');
  await expect(playoffTeams).toHaveValue('2');
  await filter.selectOption({ label: 'SEC' });
  // ... and changing the season resets the conference filter and the playoff settings.
  await season.selectOption(String(choice.year));
  await expect(season.locator('option:checked')).toHaveText(`${choice.year} Season`);
  await expect(filter.locator('option:checked')).toHaveText('All Conferences');
  await expect(playoffTeams).toHaveValue('12');

  // Step 2: the playoff format; the two 12-team controls appear only for 12 (autobids from 8 teams on).
  expect(await playoffTeams.locator('option').allInnerTexts()).toEqual(['2 (BCS)', '4', '8', '12', '16', '24']);
  const autobids = page.getByLabel('Conference Champion Autobids');
  const top4 = page.getByLabel('Conference Champions Top 4 Seeds');
  await playoffTeams.selectOption('4');
  await expect(autobids).toHaveCount(0);
  await expect(top4).toHaveCount(0);
  await playoffTeams.selectOption('12');
  await expect(autobids).toHaveValue('5');
  await expect(top4.locator('option:checked')).toHaveText('Yes');
  expect(await top4.locator('option').allInnerTexts()).toEqual(['Yes', 'No']);
  // Staff recruiting is off for a new dynasty; this player lets the staff fill the class.
  const staff = page.getByLabel(/Let my staff recruit/);
  await expect(staff).not.toBeChecked();
  await staff.check();

  // Step 3: the team list, filtered by conference and sorted by prestige.
  const filterOptions = await filter.locator('option').allInnerTexts();
  expect(filterOptions[0]).toBe('All Conferences');
  expect(filterOptions.at(-1)).toBe('Independents');
  const conferences = filterOptions.slice(1, -1);
  expect(conferences).toContain('SEC');
  // Autobids run from 0 to the number of conferences.
  expect(await autobids.locator('option').allInnerTexts()).toEqual(
    Array.from({ length: conferences.length + 1 }, (_, n) => String(n)),
  );
  const choices = page.getByTestId('team-choice');
  const allCount = await choices.count();
  expect(allCount).toBeGreaterThan(120);
  const prestige = await page
    .locator('.gauge-cell .prestige-gauge[aria-label^="Current "]')
    .evaluateAll((gauges) => gauges.map((g) => Number(/(\d) of 7/.exec(g.getAttribute('aria-label') ?? '')?.[1])));
  expect(prestige).toHaveLength(allCount);
  expect([...prestige].sort((a, b) => b - a)).toEqual(prestige);
  const firstRow = choices.first();
  await expect(firstRow.locator('span').first()).toHaveText('1');
  await expect(firstRow.locator('img').first()).toBeVisible();
  await expect(firstRow.locator('.gauge-cell')).toHaveText(['Current', 'Ceiling', 'Floor']);
  await expect(firstRow.locator('.gauge-cell .prestige-gauge .dot')).toHaveCount(3 * 7);
  await expect(firstRow.getByRole('button')).toHaveText('Select');

  await filter.selectOption({ label: 'Independents' });
  await expect(choices.filter({ hasText: 'Notre Dame' })).toHaveCount(1);
  expect(await choices.count()).toBeLessThan(10);
  await filter.selectOption({ label: choice.conference });
  await expect(choices.filter({ hasText: 'Notre Dame' })).toHaveCount(0);
  const chosen = choices.filter({ has: page.getByText(choice.team, { exact: true }) });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(choice.nickname);

  // Select: "Starting..." and disabled while the game is created (the answer is held back to see it).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isNewGameCall, async (route) => {
    await held;
    await route.continue();
  });
  await chosen.getByRole('button', { name: 'Select' }).click();
  await expect(chosen.getByRole('button')).toHaveText('Starting...');
  await expect(chosen.getByRole('button')).toBeDisabled();
  await expect(choices.first().getByRole('button')).toBeDisabled();
  release();
  await expect(page).toHaveURL('/noncon');
  await page.unroute(isNewGameCall);
}
