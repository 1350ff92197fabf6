// Two seasons of an online league with four coaches, each in his own browser: the commissioner (Texas) creates it
// and invites three friends by one link (Michigan, Ohio State, and Oregon, who never comes back after joining). In each
// season the deadline passes (the server's league clock is moved past it) and the quiet coach goes on auto-pilot; the
// coaches ready up by clicks and the league moves on; in the first, Michigan and Ohio State both offer one prospect
// (each sees only his own offer), Texas and Michigan play their game head to head, each calling his side, the
// commissioner forces a result that every coach reads in the log, and the quiet coach's staff signs his class. The
// rest of each season the commissioner moves on by the API (clicking through every week would take the test's whole
// budget).
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { playFirstSnap } from './support/headToHead.js';
import { joinByLink, leagueIdOf } from './support/online.js';
import { leagueChange, rows, signUpOnline } from './support/pages.js';

test.setTimeout(600_000);

/** A moving-on turn may take a while on a busy machine (a week simulated for every program). */
const TURN_MS = 120_000;

/** Moves the server's league clock on by `hours` (serve.sh's DYNASTY_LEAGUE_CLOCK_FILE): a deadline passes. */
function moveLeagueClock(hours: number): void {
  const file = join(process.env.E2E_USERS_DIR ?? '', 'league-clock-ms');
  let ahead = 0;
  try {
    ahead = Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    // Not moved yet.
  }
  writeFileSync(file, String(ahead + hours * 3_600_000));
}

const where = (page: Page) => page.getByTestId('league-where');
const log = (page: Page) => page.getByRole('list', { name: 'League log' });
const coachRow = (page: Page, team: string) =>
  page.getByRole('table', { name: 'Coaches' }).getByRole('row').filter({ hasText: team });

/**
 * The Ready on the online page's league card. The last coach's moves the league on at once (and his button is a
 * Ready for the next turn): the caller waits for that.
 */
async function readyOnline(page: Page, last = false): Promise<void> {
  const button = page.getByTestId('league-game').getByTestId('league-ready');
  await expect(button).toHaveText('Ready');
  await button.click();
  if (!last) await expect(button).toHaveText('Not ready after all');
}

/** The deadline passes: the coaches not ready go on auto-pilot and the league moves on, for every coach's page. */
async function deadlinePasses(pages: Page[], from: string, to: RegExp): Promise<void> {
  moveLeagueClock(2);
  // A page's read of the league (every 15 s) notices the deadline, as does the server's one-minute timer.
  for (const page of pages) await expect(where(page)).toHaveText(to, { timeout: TURN_MS });
  await expect(log(pages[0])).toContainText(`The league moved on from ${from}`);
  await expect(log(pages[0])).toContainText('(the deadline passed)');
}

/** The commissioner moves the league on through the API until it stands where `to` says. */
async function advanceUntil(commish: Page, id: string, to: RegExp): Promise<void> {
  for (let turn = 0; turn < 40; turn++) {
    const league = await leagueChange(commish, `/api/leagues/${id}/advance/`, { reason: 'the test plays on' });
    if (to.test(league.game?.where ?? '')) return;
  }
  throw new Error(`the league never reached ${to}`);
}

test('an online league of four coaches plays two seasons', async ({ page: commish, browser }) => {
  test.skip(!!process.env.E2E_BASE_URL, "moves the league clock of the suite's own server");
  const suffix = randomBytes(3).toString('hex');
  const name = `Seasons ${suffix}`;

  // The commissioner makes the league and one invitation link for his three friends.
  await commish.goto('/online');
  await signUpOnline(commish, `Commish ${suffix}`);
  await commish.getByLabel('League name').fill(name);
  await commish.getByLabel('Season').selectOption('2024');
  await commish.getByLabel('Your program (optional)').fill('Texas');
  await commish.getByLabel('Playoff').selectOption('4');
  await commish.getByRole('button', { name: 'Create league' }).click();
  await commish.getByLabel('Coaches the next link lets in (each once)').fill('3');
  await commish.getByRole('button', { name: 'New invitation (48 hours)' }).click();
  const link = (await commish.getByTestId('invite-link').textContent()) ?? '';
  const michigan = await joinByLink(browser, link, `Wolverine ${suffix}`, 'Michigan');
  const ohioState = await joinByLink(browser, link, `Buckeye ${suffix}`, 'Ohio State');
  const quiet = await joinByLink(browser, link, `Duck ${suffix}`, 'Oregon');
  const coaches = [commish, michigan, ohioState, quiet];

  await commish.reload();
  await commish.getByRole('button', { name: new RegExp(name) }).click();
  await expect(commish.getByRole('table', { name: 'Coaches' }).getByRole('row')).toHaveCount(5);
  await commish.getByTestId('start-league').click();
  await expect(where(commish)).toHaveText('2024: Non-Conference scheduling', { timeout: TURN_MS });
  const id = await leagueIdOf(commish, name);
  // The friends' online pages hear of the start (the league's live events, from before it starts).
  for (const page of [michigan, ohioState, quiet]) {
    await expect(where(page)).toHaveText('2024: Non-Conference scheduling', { timeout: 60_000 });
  }

  // Season one, the preseason: a deadline; three coaches ready, the fourth says nothing and the deadline passes.
  await commish.getByLabel('Deadline after each advance').fill('1');
  await commish.getByLabel('Deadline unit').selectOption('hours');
  await commish.getByRole('button', { name: 'Set deadline' }).click();
  await expect(log(commish)).toContainText('set the deadline: 1 hour after each advance');
  for (const page of [commish, michigan, ohioState]) await readyOnline(page);
  await expect(michigan.getByTestId('league-ready-count')).toHaveText(/^3 of 4 coaches ready/);
  await deadlinePasses(coaches, '2024: Non-Conference scheduling', /^2024: Week 1 of/);
  for (const page of coaches) {
    await expect(log(page)).toContainText(`Duck ${suffix} missed the deadline: Oregon is on auto-pilot`);
    await expect(coachRow(page, 'Oregon')).toContainText('On auto-pilot');
  }

  // A recruiting battle in week 1: Michigan and Ohio State offer the same prospect, each from his own game.
  for (const page of [michigan, ohioState]) await page.getByTestId('enter-league').click();
  await michigan.goto('/recruiting/prospects?committed=no');
  const first = rows(michigan.getByTestId('prospects')).first().getByRole('link').first();
  const prospect = (await first.innerText()).trim();
  const prospectPath = (await first.getAttribute('href')) ?? '';
  expect(prospectPath).toMatch(/^\/recruiting\/prospects\/\d+$/);
  for (const page of [michigan, ohioState]) {
    await page.goto(prospectPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prospect);
    await page.getByTestId('action-offer').click();
    await expect(page.getByTestId('prospect-queued')).toContainText(/offer/i);
  }

  // Ready-up by clicks, from the game's top bar and from the online page: the league moves on at the last one.
  for (const page of [michigan, ohioState]) {
    await page.getByTestId('league-turn').getByTestId('league-ready').click();
    await expect(page.getByTestId('league-turn').getByTestId('league-ready')).toHaveText('Not ready after all');
  }
  await readyOnline(commish, true);
  await expect(where(commish)).toHaveText(/^2024: Week 2 of/, { timeout: TURN_MS });
  await expect(log(commish)).toContainText('to 2024: Week 2 of');
  await expect(log(commish)).toContainText('(every coach was ready)');

  // Each coach sees his own offer, not the other's.
  for (const [page, own, other] of [
    [michigan, 'Michigan', 'Ohio State'],
    [ohioState, 'Ohio State', 'Michigan'],
  ] as const) {
    await page.goto(prospectPath);
    const suitors = page.getByTestId('suitors');
    await expect(rows(suitors).filter({ hasText: own })).toContainText('✓');
    await expect(page.getByTestId('prospect-history')).toContainText(`${own} offered`);
    await expect(page.getByTestId('prospect-history')).not.toContainText(`${other} offered`);
    const theirs = rows(suitors).filter({ hasText: other });
    if ((await theirs.count()) > 0) await expect(theirs).not.toContainText('✓');
  }

  // Week 2, Texas at Michigan, head to head: both join, both call.
  await commish.getByTestId('enter-league').click();
  await expect(commish.getByTestId('league-turn')).toBeVisible();
  for (const page of [commish, michigan]) await page.goto('/game/h2h');
  await expect(commish.getByTestId('h2h-next')).toContainText('Texas at Michigan');
  await commish.getByTestId('h2h-join').click();
  await expect(commish.getByTestId('h2h-joined')).toContainText('Michigan has not joined yet');
  await expect(michigan.getByTestId('h2h-joined')).toContainText('Texas is waiting for you');
  await michigan.getByTestId('h2h-join').click();
  await playFirstSnap([commish, michigan]);

  // The commissioner forces a result of a game to come, picked from the week's games, with his reason: Ohio State's.
  await commish.goto('/online');
  await commish.getByRole('button', { name: new RegExp(name) }).click();
  const games = commish.getByLabel(/^Game \(week \d+\)$/);
  await expect(games.locator('option', { hasText: 'Texas at Michigan' })).toHaveCount(0);
  const ohioStates = games.locator('option', { hasText: /^(Ohio State at .+|.+ at Ohio State)$/ });
  await expect(ohioStates).toHaveCount(1);
  await games.selectOption((await ohioStates.getAttribute('value')) ?? '');
  await commish.getByLabel('Winner').selectOption('Ohio State');
  await commish.getByLabel('Reason', { exact: true }).fill('the stadium flooded');
  await commish.getByRole('button', { name: 'Force result' }).click();
  for (const page of [commish, ohioState, quiet]) {
    if (page !== commish) await page.goto('/online');
    if (page !== commish) await page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(log(page)).toContainText(`Commish ${suffix}: Forced Ohio State to win`);
    await expect(log(page)).toContainText('Why: the stadium flooded');
  }

  // Ready again: the week is played, the head-to-head game finished by the coordinators where the coaches left it.
  await readyOnline(commish);
  await readyOnline(ohioState);
  await michigan.getByTestId('league-turn').getByTestId('league-ready').click();
  await expect(where(commish)).toHaveText(/^2024: Week 3 of/, { timeout: TURN_MS });
  await michigan.goto('/Michigan/schedule');
  await expect(rows(michigan.locator('table').first()).filter({ hasText: 'Texas' })).toContainText(/[WL]/);

  // The rest of the season and the offseason at the commissioner's command, each advance in the log; the forced
  // game went as he said, marked so on the schedule.
  await advanceUntil(commish, id, /^2024: Week 6 of/);
  await ohioState.goto('/Ohio%20State/schedule');
  await expect(ohioState.getByTestId('forced-mark')).toHaveCount(1);
  await expect(
    rows(ohioState.locator('table').first()).filter({ has: ohioState.getByTestId('forced-mark') }),
  ).toContainText('W');
  // The quiet coach's staff recruited for him all season: Oregon signed a class.
  await advanceUntil(commish, id, /^2024: Recruiting Summary$/);
  await commish.goto('/recruiting/classes');
  const oregon = rows(commish.getByTestId('class-rankings')).filter({
    has: commish.locator('td:nth-child(2)', { hasText: /^\s*Oregon\s*$/ }),
  });
  await expect(oregon).toHaveCount(1);
  expect(Number(await oregon.locator('td:nth-child(3)').innerText())).toBeGreaterThanOrEqual(5);
  await advanceUntil(commish, id, /^2025: Non-Conference scheduling$/);
  await quiet.goto('/online');
  await quiet.getByRole('button', { name: new RegExp(name) }).click();
  await expect(coachRow(quiet, 'Oregon')).toContainText('On auto-pilot');

  // Season two: the same, a ready-up by clicks and a deadline.
  await commish.goto('/online');
  await commish.getByRole('button', { name: new RegExp(name) }).click();
  await expect(log(commish)).toContainText('[Commissioner] The league moved on from');
  for (const page of [michigan, ohioState]) {
    await page.goto('/online');
    await page.getByRole('button', { name: new RegExp(name) }).click();
  }
  for (const page of [commish, michigan, ohioState]) {
    await expect(where(page)).toHaveText('2025: Non-Conference scheduling');
    await readyOnline(page, page === ohioState);
  }
  for (const page of coaches) await expect(where(page)).toHaveText(/^2025: Week 1 of/, { timeout: TURN_MS });
  await expect(log(commish)).toContainText('to 2025: Week 1 of');
  await readyOnline(commish);
  await readyOnline(michigan);
  await deadlinePasses([commish, michigan, ohioState, quiet], '2025: Week 1', /^2025: Week 2 of/);
  await expect(log(commish)).toContainText(`Buckeye ${suffix} missed the deadline: Ohio State is on auto-pilot`);
  await advanceUntil(commish, id, /^2025: Season Summary$/);
  for (const page of coaches) await expect(where(page)).toHaveText('2025: Season Summary', { timeout: 60_000 });
});
