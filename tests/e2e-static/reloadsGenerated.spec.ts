// A tab reloaded or closed at generated moments (fixed seed): while a week is simulated, while its write or a small
// change's write is under way, or between saves. After every one the game holds every stored change and at most the
// one in flight, its stored save is a whole SQLite file, and saving goes on (the next change is stored, the badge
// clears, and the CLI opens the stored save at the week the game shows).
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { call, header, newGameFromHome, nextStage } from './support/game.js';
import {
  expectStoredAt,
  leaveAnyway,
  leaveAt,
  type Moment,
  playWeek,
  storedClean,
  storedSave,
  weekOf,
} from './support/saving.js';

const SAVE = 'iowa-state-2024.db';
const SEED = 83;
const STEPS = 9;

type Step = { kind: 'week' } | { kind: 'setting' } | ({ kind: 'leave'; change: 'week' | 'setting' | 'none' } & Moment);

const leave: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('leave' as const),
    change: fc.constant('week' as const),
    at: fc.constant('simulating' as const),
    afterMs: fc.integer({ min: 0, max: 1500 }),
    how: fc.constantFrom('reload' as const, 'close' as const),
  }),
  fc.record({
    kind: fc.constant('leave' as const),
    change: fc.constantFrom('week' as const, 'week' as const, 'setting' as const),
    at: fc.constant('saving' as const),
    afterMs: fc.integer({ min: 0, max: 300 }),
    how: fc.constantFrom('reload' as const, 'close' as const),
  }),
  fc.record({
    kind: fc.constant('leave' as const),
    change: fc.constant('none' as const),
    at: fc.constant('now' as const),
    afterMs: fc.constant(0),
    how: fc.constantFrom('reload' as const, 'close' as const),
  }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: leave },
  { weight: 3, arbitrary: fc.constant({ kind: 'week' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'setting' as const }) },
);

/** The game as the player sees it: the week, and a setting changed by small changes. */
async function stateOf(page: Page): Promise<{ week: number; setting: number | null }> {
  const settings = await call<{ detail_seasons: number | null }>(page, 'GET', '/api/settings/');
  expect(settings.status).toBe(200);
  return { week: await weekOf(page), setting: settings.body.detail_seasons };
}

test('reloads and closed tabs at generated moments lose at most the change in flight', async ({
  page: first,
  context,
}) => {
  const plan = fc.sample(fc.array(step, { minLength: STEPS, maxLength: STEPS }), { seed: SEED, numRuns: 1 })[0];
  test.info().annotations.push({ type: 'plan', description: JSON.stringify(plan) });
  let page = leaveAnyway(first);
  await newGameFromHome(page, 2024, 'Iowa State');
  await nextStage(page, 'Season', '/dashboard');
  await storedClean(page);
  let stored = await stateOf(page);
  let nextSetting = 1;
  const changeSetting = async () => {
    const answer = await call(page, 'POST', '/api/settings/', { detail_seasons: nextSetting++ });
    expect(answer.status).toBe(200);
  };

  for (const [index, planned] of plan.entries()) {
    const what = `step ${index} ${JSON.stringify(planned)} from ${JSON.stringify(stored)}`;
    if (planned.kind !== 'leave') {
      if (planned.kind === 'week') await playWeek(page);
      else await changeSetting();
      await storedClean(page);
      stored = await stateOf(page);
      continue;
    }
    const inFlight = planned.change === 'setting' ? nextSetting : null;
    page = await leaveAt(page, context, planned, async () => {
      if (planned.change === 'week') await header(page).getByTestId('play-next-week').click();
      if (planned.change === 'setting') await changeSetting();
    });
    const back = await stateOf(page);
    // Every stored change, and at most the one in flight.
    expect([stored.week, ...(planned.change === 'week' ? [stored.week + 1] : [])], what).toContain(back.week);
    expect([stored.setting, ...(inFlight === null ? [] : [inFlight])], what).toContain(back.setting);
    const { bytes, versions } = await storedSave(page, SAVE);
    expect(bytes.subarray(0, 16).toString('latin1'), `${what}: ${versions.join(' ')}`).toBe('SQLite format 3\u0000');
    stored = back;
  }

  // Saving goes on: the next change is stored whole, and the stored save opens where the game is.
  const last = await playWeek(page);
  await storedClean(page);
  await expectStoredAt(page, SAVE, last);
  await page.reload();
  expect(await weekOf(page)).toBe(last);
});
