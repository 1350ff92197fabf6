// A coached game drawn in the browser, against the engine's own play log (the coached game's answer, which the
// server plays again from the save's seed and the calls): every snap of the first drives comes to the player, each
// called from the book, and after each call the field draws every new play (its data and its text alternative say the
// formation, personnel, front, play, players and result the engine played; the coach's own snaps are in the sets he
// called); the replay steps back through the last plays; at the final whistle the drive chart's rows are the game's
// drives, as the stored game has them; the watched game (/game/{id}/live) draws and charts the same game.
import type { Locator, Page } from '@playwright/test';
import type { GameResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import type { DriveRow, LiveGameResponse, LivePlay } from '../../src/shared/live-types.js';
import { artLine, playDescription } from '../../src/shared/playArtText.js';
import { lastMeetingText, rivalryName } from '../../src/shared/rivalryText.js';
import { apiGet, apiPost, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';

test.setTimeout(300_000);

const PLAYS = ['inside_run', 'quick_pass', 'deep_shot', 'screen', 'play_action', 'intermediate_pass', 'outside_run'];
const DEFENSES = ['cover1', 'cover2', 'cover3', 'zone_pressure', 'base', 'cover4'];
const KICKS: Record<string, string> = {
  kickoff: 'normal',
  try: 'kick',
  punt_return: 'return',
  field_goal_defense: 'safe',
};

/** What the offence called on a snap of the coach's own: its play, formation and personnel. */
interface Called {
  play: string;
  formation: string;
  personnel: string;
}

const abbreviation = (g: CoachedGameResponse | LiveGameResponse, p: LivePlay) =>
  p.offense === 'home' ? g.home_abbreviation : g.away_abbreviation;

/** The field draws the play: its data attributes, its players by position, its name and its text alternative. */
async function expectDrawn(page: Page, g: CoachedGameResponse | LiveGameResponse, p: LivePlay): Promise<void> {
  const field = page.getByTestId('field');
  await expect(field).toHaveAccessibleDescription(playDescription(p, abbreviation(g, p)));
  const art = p.art;
  if (!art) {
    await expect(field).not.toHaveAttribute('data-kind');
    return;
  }
  await expect(field).toHaveAccessibleName(`The field: ${artLine(art)}`);
  const attributes: [string, string | number | null][] = [
    ['data-kind', art.kind],
    ['data-formation', art.formation],
    ['data-personnel', art.personnel],
    ['data-front', art.front],
    ['data-coverage', art.coverage],
    ['data-play', art.play],
    ['data-result', art.result],
    ['data-yards', art.yards],
    ['data-target', art.target?.name ?? null],
    ['data-ball-carrier', art.ball_carrier?.name ?? null],
    ['data-offense', p.offense],
  ];
  for (const [name, value] of attributes) {
    if (value === null) await expect(field).not.toHaveAttribute(name);
    else await expect(field).toHaveAttribute(name, String(value));
  }
  await expect(page.getByTestId('play-caption')).toContainText(artLine(art));
  const players = (side: string, pos?: string): Locator =>
    field.locator(`[data-testid="player"][data-side="${side}"]${pos ? `[data-pos="${pos}"]` : ''}`);
  await expect(players('offense')).toHaveCount(11);
  await expect(players('defense')).toHaveCount(11);
  if (art.personnel) {
    const backs = Number(art.personnel[0]);
    const ends = Number(art.personnel[1]);
    for (const [pos, count] of [
      ['OL', 5],
      ['QB', 1],
      ['RB', backs],
      ['TE', ends],
      ['WR', 5 - backs - ends],
    ] as const)
      await expect(players('offense', pos)).toHaveCount(count);
  }
  if (art.target) await expect(field.locator('[data-role="target"]')).toHaveCount(1);
}

/** The drive chart's rows are these drives, in order. */
async function expectChart(page: Page, drives: DriveRow[]): Promise<void> {
  const rows = page.getByTestId('drive-row');
  await expect(rows).toHaveCount(drives.length);
  for (const [i, d] of drives.entries()) {
    const row = rows.nth(i);
    for (const [name, value] of [
      ['data-offense', d.offense],
      ['data-result', d.result],
      ['data-start', d.start_field],
      ['data-end', d.end_field],
      ['data-plays', d.plays],
      ['data-yards', d.yards],
    ] as const)
      await expect(row).toHaveAttribute(name, String(value));
  }
}

/** Steps the replay back through the last plays, the field drawing each, then back to the latest. */
async function expectReplay(page: Page, g: CoachedGameResponse | LiveGameResponse, steps: number): Promise<void> {
  const plays = g.plays;
  for (let k = 1; k <= steps; k++) {
    await page.getByTestId('replay-back').click();
    await expect(page.getByTestId('replay-position')).toHaveText(`Replay: play ${plays.length - k} of ${plays.length}`);
    await expectDrawn(page, g, plays[plays.length - 1 - k]);
  }
  await expect(page.getByTestId('replay-back')).toBeDisabled();
  await page.getByTestId('replay-forward').click();
  await expectDrawn(page, g, plays[plays.length - steps]);
  await page.getByRole('button', { name: 'Latest' }).click();
  await expectDrawn(page, g, plays[plays.length - 1]);
}

test('a coached game draws every snap, replays the last plays and charts every drive', async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Alabama', year: 2023, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await page.goto('/game/coach?start=1');
  await expect(page.getByTestId('calls')).toBeVisible();
  // Every snap comes to the player, on offense and defense (the box is checked once the server has the change).
  await page.getByTestId('situation-every').click();
  await expect(page.getByTestId('situation-every')).toBeChecked();

  const called = new Map<number, Called>();
  let seen = 0;
  let g = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  const coached = g.coached;
  // Under the title: the stadium and the weather the game is played in.
  await expect(page.getByTestId('game-day')).toHaveText(g.day!.text);
  for (let n = 0; n < 45 && g.pending; n++) {
    const pending = g.pending;
    let call: string;
    if (pending.kind === 'offense' && g.down < 4) {
      // The book's formations that take every personnel group the book has, and its personnel in turn.
      const formation =
        (['shotgun', 'pistol'] as const).filter((f) => pending.formations.includes(f))[n % 2] ?? 'shotgun';
      const personnel = pending.personnel[n % pending.personnel.length];
      await page.getByTestId('formation').selectOption(formation);
      await page.getByTestId('personnel').selectOption(personnel);
      call = PLAYS[n % PLAYS.length];
      called.set(g.plays.length, { play: call, formation, personnel });
    } else if (pending.kind === 'defense') {
      await page.getByTestId('front').selectOption(pending.fronts[n % pending.fronts.length]);
      call = DEFENSES[n % DEFENSES.length];
    } else call = KICKS[pending.kind] ?? 'coordinator';
    await page.getByTestId(`call-${call}`).click();
    await expect(page.getByTestId('calls-made')).not.toHaveText(`${g.calls_made} calls`);
    await expect(page.getByTestId('call-error')).toHaveCount(0);
    g = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
    // Each play since the last call, the newest first: the latest on the field, the others through the replay.
    const fresh = g.plays.length - seen;
    expect(fresh).toBeLessThanOrEqual(10);
    for (let k = 0; k < fresh; k++) {
      if (k > 0) await page.getByTestId('replay-back').click();
      await expectDrawn(page, g, g.plays[g.plays.length - 1 - k]);
    }
    seen = g.plays.length;
    await expectChart(page, g.drives);
  }
  // The coach's own snaps were played from the sets and plays he called.
  let ours = 0;
  for (const [from, call] of called) {
    const snap = g.plays.slice(from).find((p) => p.art && p.art.kind !== 'penalty' && p.offense === coached);
    if (!snap?.art || snap.art.personnel === null || snap.art.result === 'no_play') continue;
    expect(snap.art).toMatchObject({ formation: call.formation, personnel: call.personnel, play: call.play });
    expect(snap.art.play_called).toBe(true);
    ours++;
  }
  expect(ours).toBeGreaterThan(3);
  expect(g.drives.at(-1)?.result).toBe('in_progress');

  await page.getByTestId('call-coordinator_rest').click();
  await expect(page.getByTestId('coach-status')).toHaveText('FINAL');
  const final = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
  await expectDrawn(page, final, final.plays[final.plays.length - 1]);
  await expectReplay(page, final, 9);
  await expectChart(page, final.drives);

  // The drive chart is the game's drives as the week stored them.
  const stored = await apiGet<GameResponse>(page, `/api/game/${final.id}/`);
  const teamOf = (d: DriveRow) => (d.offense === 'home' ? final.home : final.away);
  expect(stored.drives.map((d) => [d.offense, d.playCount, d.yards, d.points, d.scoreAAfter, d.scoreBAfter])).toEqual(
    final.drives.map((d) => [teamOf(d), d.plays, d.yards, d.points, d.home_score, d.away_score]),
  );
  expect(final.drives.some((d) => d.result === 'in_progress')).toBe(false);

  // Watched afterwards, the same game is drawn and charted.
  await page.goto(`/game/${final.id}/live`);
  await page.getByRole('button', { name: 'Skip to end' }).click();
  await expect(page.getByTestId('live-status')).toHaveText(/^FINAL/);
  const live = await apiGet<LiveGameResponse>(page, `/api/game/${final.id}/live/`);
  expect(live.plays.map((p) => [p.text, p.art])).toEqual(final.plays.map((p) => [p.text, p.art]));
  expect(live.drives).toEqual(final.drives);
  await expect(page.getByTestId('game-day')).toHaveText(live.day.text);
  expect(live.day).toEqual(g.day);
  await expectChart(page, live.drives);
  await expectReplay(page, live, 9);
});

test("a rivalry game's page names the rivalry, its trophy and the last meeting", async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Ole Miss', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  const schedule = await apiGet<TeamScheduleResponse>(page, '/api/Ole%20Miss/schedule/');
  const egg = schedule.games.find((g) => g.opponent?.name === 'Mississippi State')!;
  const game = await apiGet<GameResponse>(page, `/api/game/${egg.id}/`);
  expect(game.game.rivalry).toEqual({ name: 'Egg Bowl', trophy: 'Golden Egg', last_meeting: null });
  await page.goto(`/game/${egg.id}`);
  // After the trophy mark (its title, "Trophy game").
  await expect(page.getByTestId('rivalry')).toHaveText(
    `Trophy game ${rivalryName(game.game.rivalry!)} · ${lastMeetingText(game.game.rivalry!)}`,
  );
  await expect(page.getByTestId('rivalry').getByRole('img', { name: 'Trophy game' })).toBeVisible();
  // The stadium and the weather the game will be played in, as the answer says them.
  const day = game.game.day!;
  expect(day.stadium?.name).toBe(egg.site === 'home' ? 'Vaught-Hemingway Stadium' : 'Davis Wade Stadium');
  await expect(page.getByTestId('game-day')).toHaveText(day.text);
});

// The pictures of docs/ (E2E_DOC_IMAGES=1 npx playwright test game-drawn): the field with a pass drawn, and the
// drive chart, of a coached game.
test('screenshots of the drawn game for the docs', async ({ page }) => {
  test.skip(!process.env.E2E_DOC_IMAGES, 'set E2E_DOC_IMAGES=1 to write docs/images');
  await startDynastyViaApi(page, { team: 'Alabama', year: 2023, playoffTeams: 4 });
  await startSeasonViaApi(page);
  await apiPost(page, '/api/coached_game/start/', {});
  for (let n = 0; n < 30; n++) {
    const g = await apiGet<CoachedGameResponse>(page, '/api/coached_game/');
    const kind = g.pending?.kind;
    const call =
      kind === 'offense' && g.down < 4
        ? { call: PLAYS[n % PLAYS.length], formation: 'shotgun', personnel: '11' }
        : kind === 'defense'
          ? { call: DEFENSES[n % DEFENSES.length], front: g.pending!.fronts[n % g.pending!.fronts.length] }
          : { call: 'coordinator' };
    await apiPost(page, '/api/coached_game/call/', call);
  }
  // Tall enough that nothing scrolls under the top bar.
  await page.setViewportSize({ width: 1000, height: 2600 });
  await page.goto('/game/coach');
  const field = page.getByTestId('field');
  await expect(field).toBeVisible();
  // Back to the latest completed pass, to show routes and the throw.
  for (let k = 0; k < 9 && (await field.getAttribute('data-result')) !== 'first_down'; k++)
    await page.getByTestId('replay-back').click();
  await page.locator('.card', { has: field }).screenshot({ path: 'docs/images/coached-game-field.png' });
  await page
    .locator('.card', { has: page.getByTestId('drive-chart') })
    .screenshot({ path: 'docs/images/drive-chart.png' });
});
