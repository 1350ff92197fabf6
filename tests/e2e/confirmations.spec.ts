// Where the player loses something the web asks first: firing a coordinator, taking a job, releasing a player (a
// release the roster minimum forbids is refused before the question). Cancel changes nothing. The dynasties are
// prepared once through the store (tests/helpers/preparedSave.ts) and imported as the test's own save.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { CoachResponse, RosterResponse } from '../../src/shared/api-types.js';
import type { StaffResponse } from '../../src/shared/staff-types.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { apiGet, startDynastyViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(240_000);

/** The prepared save's bytes (tests/helpers/preparedSave.ts). */
async function preparedSeason(stages: 1 | 2, fired: boolean): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-e2e-confirm-'));
  try {
    const path = join(dir, 'dynasty.db');
    await texasSeason2024(path, stages, fired);
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page's player plays the prepared save (imported, so current). */
async function playSave(page: Page, bytes: Buffer): Promise<void> {
  await startDynastyViaApi(page, { team: 'Texas', year: 2024, playoffTeams: 12 });
  const { user_id: id } = await apiGet<{ user_id: string }>(page, '/api/home/');
  const answer = await page.request.post('/api/saves/import/', {
    data: bytes,
    headers: { 'Content-Type': 'application/octet-stream', 'X-User-ID': id },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('firing a coordinator and releasing a player ask first; the roster minimum refuses before asking', async ({
  page,
}) => {
  await playSave(page, await preparedSeason(2, false));

  await page.goto('/staff');
  const staff = await apiGet<StaffResponse>(page, '/api/staff/');
  const oc = staff.coordinators.find((c) => c.role === 'OC' && !c.is_user)!;
  const row = page.getByTestId('staff-coordinators').locator('tbody tr', { hasText: oc.name });
  const dialog = page.getByRole('dialog');
  await row.getByRole('button', { name: 'Fire' }).click();
  await expect(dialog.getByRole('heading')).toHaveText(`Fire ${oc.name}?`);
  await expect(dialog).toContainText(`${oc.name} (offensive coordinator) leaves Texas's staff`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await apiGet<StaffResponse>(page, '/api/staff/')).coordinators.map((c) => c.name)).toContain(oc.name);
  await row.getByRole('button', { name: 'Fire' }).click();
  await dialog.getByRole('button', { name: 'Fire Him' }).click();
  await expect(page.getByTestId('staff-message')).toContainText(`let offensive coordinator ${oc.name} go`);

  // Releasing the roster's only kicker is refused before the question.
  const roster = await apiGet<RosterResponse>(page, '/api/Texas/roster/');
  const kickers = roster.roster.filter((p) => p.pos === 'K');
  expect(kickers).toHaveLength(1);
  await page.goto('/Texas/roster');
  const card = page.getByTestId('roster-limits');
  await card.getByLabel('Player to release').selectOption(String(kickers[0].id));
  await card.getByRole('button', { name: 'Release' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    `${kickers[0].first} ${kickers[0].last} is the only K: a roster needs at least 1.`,
  );
  await expect(dialog).toHaveCount(0);
  const wr = roster.roster.filter((p) => p.pos === 'WR').sort((a, b) => a.rating - b.rating)[0];
  await card.getByLabel('Player to release').selectOption(String(wr.id));
  await card.getByRole('button', { name: 'Release' }).click();
  await expect(dialog).toContainText(`${wr.first} ${wr.last}`);
  await dialog.getByRole('button', { name: 'Keep Him' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await apiGet<RosterResponse>(page, '/api/Texas/roster/')).roster.some((p) => p.id === wr.id)).toBe(true);
});

test('taking a job asks first, and Cancel keeps the player where he is', async ({ page }) => {
  await playSave(page, await preparedSeason(1, true));
  const coach = await apiGet<CoachResponse>(page, '/api/coach/');
  const target = coach.offers[0].team;

  await page.goto('/coach');
  const offers = page.getByTestId('coach-offers');
  const dialog = page.getByRole('dialog');
  await offers.locator('tbody tr', { hasText: target }).getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByRole('heading')).toHaveText(`Take the ${target} job?`);
  await expect(dialog).toContainText(`From next season you coach ${target}, its players and its recruits.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await apiGet<CoachResponse>(page, '/api/coach/')).offers.length).toBe(coach.offers.length);

  await offers.locator('tbody tr', { hasText: target }).getByRole('button', { name: 'Accept' }).click();
  await dialog.getByRole('button', { name: 'Take the Job' }).click();
  await expect(page).toHaveURL('/coach');
  await expect.poll(async () => (await apiGet<CoachResponse>(page, '/api/coach/')).coach.team).toBe(target);
});
