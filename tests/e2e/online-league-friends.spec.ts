// A whole season of an online league of four friends, each in his own browser (four contexts, four accounts). The
// commissioner (Texas) signs up and makes a 2024 league with a 12-team playoff and his head coach; one link lets in
// his three friends (Michigan, Ohio State, Oregon), each making his own coach as he joins; the start reaches them on
// the league's live stream; the commissioner sets a deadline in minutes and takes it away again (every turn goes on
// by Ready presses, never by the clock: the browser suite's league clock is shared, and online-league-seasons.spec.ts
// moves it on by hours). Before the season Michigan and Ohio State offer
// the same prospect. Ohio State coaches his first two games, both against computer opponents, before his Ready (a
// few calls, then "coordinator: the rest"); Texas and Michigan play their week-2 game head to head, both on its
// page, a few calls each, the rest at the league's turn. The league plays from the preseason through the playoff to
// the season summary by Ready presses: the first turn by clicks, the others through the API as each coach's own
// session (clicking through twenty turns would take the spec's budget). At every turn: the league's week and log
// stand where the turns put them, no game of the week to come is played before its turn and every one is after it,
// a coach's own game changes neither, and each coach's dashboard shows his own coach.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import type { HeadToHeadResponse } from '../../src/shared/headToHead-types.js';
import type { LeagueResponse } from '../../src/shared/league-types.js';
import type { Info } from '../../src/shared/types/common.js';
import type { WeekScheduleResponse } from '../../src/shared/types/game.js';
import { expect, test } from './support/fixtures.js';
import { apiCall, rows, signUpOnline } from './support/pages.js';

// A cap, not a pace: 21 turns take about 4 min on a 2-core machine at a load of 26, and over 10 min at 50.
test.setTimeout(40 * 60_000);

/** A moving-on turn may take a while on a busy machine (a week simulated for every program). */
const TURN_MS = 120_000;

interface Friend {
  page: Page;
  team: string;
  /** The head coach he made. */
  coach: string;
}

/** The call a coach makes at each kind of decision (a few of his own before the coordinator takes the rest). */
const OWN_CALL: Record<string, string> = {
  offense: 'inside_run',
  defense: 'zone',
  kickoff: 'normal',
  try: 'kick',
  punt_return: 'fair_catch',
  field_goal_defense: 'safe',
};

const where = (page: Page) => page.getByTestId('league-where');
const moves = (league: LeagueResponse) => league.log.filter((e) => e.text.startsWith('The league moved on from'));

/** A friend opens the invitation link in a browser of his own, signs up, takes a program and makes his coach. */
async function join(page: Page, link: string, account: string, team: string, coach: string): Promise<void> {
  await page.goto(link);
  await signUpOnline(page, account);
  const invitation = page.getByTestId('invitation');
  await invitation.getByRole('combobox', { name: 'Program' }).selectOption(team);
  await invitation.getByTestId('coach-creation').getByLabel('Name').fill(coach);
  await invitation.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`You coach ${team}.`)).toBeVisible();
}

test('four friends play a whole season of an online league', async ({ page: commishPage, browser, consoleWatch }) => {
  // The commissioner's dashboard, open as the last turn moves the league to the season summary, reads itself again
  // and is sent on to the summary (the API client logs the 409 that says so).
  consoleWatch.allow(/status of 409 \(Conflict\) \(http:\/\/[^)]*\/api\/dashboard\/\?read_only=1/);
  consoleWatch.allow(/^API GET \/api\/dashboard\/\?read_only=1: ApiError: The game is in the Season Summary stage/);
  const suffix = randomBytes(3).toString('hex');
  const name = `Friends ${suffix}`;
  const texas: Friend = { page: commishPage, team: 'Texas', coach: 'Sam Longhorn' };

  // The commissioner signs up and makes the league, with his head coach, and one link for his three friends.
  await texas.page.goto('/online');
  await signUpOnline(texas.page, `Commish ${suffix}`);
  await texas.page.getByLabel('League name').fill(name);
  await texas.page.getByLabel('Season').selectOption('2024');
  await texas.page.getByLabel('Your program (optional)').fill(texas.team);
  await texas.page.getByLabel('Playoff').selectOption('12');
  await texas.page.getByTestId('coach-creation').getByLabel('Name').fill(texas.coach);
  await texas.page.getByRole('button', { name: 'Create league' }).click();
  await expect(texas.page.getByRole('list', { name: 'League log' })).toContainText('a 12-team playoff');
  await texas.page.getByLabel('Coaches the next link lets in (each once)').fill('3');
  await texas.page.getByRole('button', { name: 'New invitation (48 hours)' }).click();
  const link = (await texas.page.getByTestId('invite-link').textContent()) ?? '';

  const friendPage = async () => (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const michigan: Friend = { page: await friendPage(), team: 'Michigan', coach: 'Bo Wolverine' };
  const ohioState: Friend = { page: await friendPage(), team: 'Ohio State', coach: 'Woody Buckeye' };
  const oregon: Friend = { page: await friendPage(), team: 'Oregon', coach: 'Chip Duck' };
  const friends = [texas, michigan, ohioState, oregon];
  try {
    await join(michigan.page, link, `Wolverine ${suffix}`, michigan.team, michigan.coach);
    await join(ohioState.page, link, `Buckeye ${suffix}`, ohioState.team, ohioState.coach);
    await join(oregon.page, link, `Duck ${suffix}`, oregon.team, oregon.coach);

    // The start, heard on every friend's page; the shortest deadline, in minutes, set and taken away again: a turn
    // moved on by the clock (the suite's league clock, which another spec moves on by hours) would put every coach
    // on auto-pilot and change the log.
    await texas.page.reload();
    await texas.page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(texas.page.getByRole('table', { name: 'Coaches' }).getByRole('row')).toHaveCount(5);
    await texas.page.getByTestId('start-league').click();
    for (const f of friends)
      await expect(where(f.page)).toHaveText('2024: Non-Conference scheduling', { timeout: TURN_MS });
    await texas.page.getByLabel('Deadline after each advance').fill('5');
    await texas.page.getByLabel('Deadline unit').selectOption('minutes');
    await texas.page.getByRole('button', { name: 'Set deadline' }).click();
    await expect(texas.page.getByTestId('league-deadline')).toContainText('then every 5 minutes.');
    await texas.page.getByRole('button', { name: 'No deadline' }).click();
    await expect(texas.page.getByTestId('league-deadline')).toContainText('No deadline: the league moves on when');
    const id = (
      await apiCall<{ leagues: { id: string; name: string }[] }>(texas.page, 'GET', '/api/leagues/')
    ).leagues.find((l) => l.name === name)!.id;
    const inLeague = { 'X-Dynasty-League': id };
    for (const f of friends) await f.page.getByTestId('enter-league').click();
    for (const f of friends) await expect(f.page.getByTestId('league-turn')).toBeVisible();

    const league = (f: Friend = texas) => apiCall<LeagueResponse>(f.page, 'GET', `/api/leagues/${id}/`);
    const frame = (f: Friend) => apiCall<{ info: Info }>(f.page, 'GET', '/api/frame/', undefined, inLeague);
    const weekGames = async (f: Friend, week: number) =>
      (await apiCall<WeekScheduleResponse>(f.page, 'GET', `/api/week/${week}/`, undefined, inLeague)).games;
    /** What a coach's own acts must leave as it was: the league's turn, page and log, the week's games. */
    const standing = async (week: number | null) => {
      const now = await league();
      return {
        turn: now.game?.turn,
        where: now.game?.where,
        log: now.log.map((e) => e.text),
        played: week === null ? [] : (await weekGames(texas, week)).filter((g) => g.scoreA !== null).map((g) => g.id),
      };
    };

    // Recruiting before the season: Michigan and Ohio State offer the same prospect, each from his own game.
    await michigan.page.goto('/recruiting/prospects?committed=no');
    const first = rows(michigan.page.getByTestId('prospects')).first().getByRole('link').first();
    const prospectPath = (await first.getAttribute('href')) ?? '';
    expect(prospectPath).toMatch(/^\/recruiting\/prospects\/\d+$/);
    for (const f of [michigan, ohioState]) {
      await f.page.goto(prospectPath);
      await f.page.getByTestId('action-offer').click();
      await expect(f.page.getByTestId('prospect-queued')).toContainText(/offer/i);
    }

    /** Each coach's dashboard names his own head coach and program, no other coach's. */
    const dashboards = () =>
      Promise.all(
        friends.map(async (f) => {
          await f.page.goto('/dashboard');
          const coach = f.page.getByTestId('dashboard-coach');
          // Four dashboards are built at once: on a busy machine that may take longer than one page's wait.
          await expect(coach).toContainText(f.coach, { timeout: TURN_MS });
          for (const other of friends) if (other !== f) await expect(coach).not.toContainText(other.coach);
          await expect(f.page.getByTestId('dashboard-header')).toContainText(f.team);
        }),
      );

    /** Ohio State coaches his game of the week to come: a few calls of his own, then "coordinator: the rest". */
    const coachOwnGame = async (week: number): Promise<CoachedGameResponse> => {
      const before = await standing(week);
      const page = ohioState.page;
      await page.goto('/dashboard');
      await page.getByTestId('curr-game').getByTestId('coach-this-game').click();
      await expect(page).toHaveURL('/game/coach');
      await expect(page.getByTestId('calls')).toBeVisible();
      for (let call = 0; call < 3; call++) {
        const now = await apiCall<CoachedGameResponse>(page, 'GET', '/api/coached_game/', undefined, inLeague);
        const own = page.getByTestId(`call-${OWN_CALL[now.pending!.kind]}`);
        await ((await own.count()) > 0 ? own : page.getByTestId('call-coordinator')).click();
        await expect(page.getByTestId('calls-made')).not.toHaveText(`${now.calls_made} calls`);
        await expect(page.getByTestId('call-error')).toHaveCount(0);
      }
      await page.getByTestId('call-coordinator_rest').click();
      await expect(page.getByTestId('coach-status')).toHaveText('FINAL');
      const final = await apiCall<CoachedGameResponse>(page, 'GET', '/api/coached_game/', undefined, inLeague);
      expect(final).toMatchObject({ week, status: 'final' });
      // His game is over, and nothing else moved: the league's turn, page and log, the week's games (his too, until
      // the turn plays the week).
      expect(await standing(week)).toEqual(before);
      return final;
    };

    /** Texas and Michigan, both on the head-to-head page, make a few calls each; the turn plays the rest. */
    const headToHead = async () => {
      const sides = [texas, michigan];
      for (const f of sides) await f.page.goto('/game/h2h');
      await expect(texas.page.getByTestId('h2h-next')).toContainText('Texas at Michigan');
      await texas.page.getByTestId('h2h-join').click();
      await expect(michigan.page.getByTestId('h2h-joined')).toContainText('Texas is waiting for you');
      await michigan.page.getByTestId('h2h-join').click();
      const calls = new Map<Friend, number>(sides.map((f) => [f, 0]));
      while ([...calls.values()].some((n) => n < 3)) {
        // The side the game waits for (the defense calls before the offense; a kick-off is the kicker's).
        let waiting: { f: Friend; h: HeadToHeadResponse } | null = null;
        await expect
          .poll(
            async () => {
              for (const f of sides) {
                const h = await apiCall<HeadToHeadResponse>(f.page, 'GET', '/api/head_to_head/', undefined, inLeague);
                if (h.game?.head_to_head.you === 'waiting') waiting = { f, h };
              }
              return waiting !== null;
            },
            { timeout: 30_000 },
          )
          .toBe(true);
        const { f, h } = waiting as unknown as { f: Friend; h: HeadToHeadResponse };
        const game = h.game!;
        const own = f.page.getByTestId('calls').getByTestId(`call-${OWN_CALL[game.pending!.kind]}`);
        await expect(f.page.getByTestId('h2h-you')).toContainText('waiting');
        await ((await own.count()) > 0 ? own : f.page.getByTestId('calls').getByTestId('call-coordinator')).click();
        await expect
          .poll(async () => {
            const after = await apiCall<HeadToHeadResponse>(f.page, 'GET', '/api/head_to_head/', undefined, inLeague);
            return (
              after.game?.head_to_head.point !== game.head_to_head.point || after.game?.head_to_head.you !== 'waiting'
            );
          })
          .toBe(true);
        calls.set(f, (calls.get(f) ?? 0) + 1);
      }
      const plays = await apiCall<HeadToHeadResponse>(texas.page, 'GET', '/api/head_to_head/', undefined, inLeague);
      expect(plays.game?.status).not.toBe('final');
      return plays.game!;
    };

    const coached = new Map<number, CoachedGameResponse>();
    let h2hGame: number | null = null;
    let previous = (await league()).game!.where;
    for (let turn = 0; previous !== '2024: Season Summary'; turn++) {
      expect(turn, 'the season ends within 30 turns').toBeLessThan(30);
      const { info } = await frame(texas);
      const inSeason = info.stage === 'season' && info.currentWeek <= info.lastWeek;
      const week = inSeason ? info.currentWeek : null;

      // Before the turn: the league stands at it, the week's games are unplayed, each dashboard is its coach's.
      const now = await league();
      expect(now.game).toMatchObject({ turn, where: previous, moving_on: false });
      if (turn > 0) expect(moves(now)[0].text).toContain(`to ${previous} (every coach was ready)`);
      for (const f of friends) expect((await league(f)).game?.turn).toBe(turn);
      if (week !== null) {
        const games = await weekGames(texas, week);
        expect(games.length).toBeGreaterThan(0);
        expect(games.filter((g) => g.scoreA !== null || g.winner !== null)).toEqual([]);
      }
      await dashboards();

      // What the coaches do in this week before their Ready: it plays no game of the week (theirs are over or
      // under way, and kept for the turn) and leaves the league where it stands.
      if (week === 1 || week === 2) {
        const before = await standing(week);
        coached.set(week, await coachOwnGame(week));
        if (week === 2) h2hGame = (await headToHead()).id;
        expect(await standing(week)).toEqual(before);
      }

      // The Ready presses: the first turn by clicks (the online page, the game's top bar), then as each coach's
      // own session through the API. The last one moves the league on.
      if (turn === 0) {
        for (const f of [texas, michigan]) {
          await f.page.goto('/online');
          await f.page.getByRole('button', { name: new RegExp(name) }).click();
          await f.page.getByTestId('league-game').getByTestId('league-ready').click();
          await expect(f.page.getByTestId('league-game').getByTestId('league-ready')).toHaveText('Not ready after all');
        }
        await ohioState.page.getByTestId('league-turn').getByTestId('league-ready').click();
        await expect(ohioState.page.getByTestId('league-turn').getByTestId('league-ready')).toHaveText(
          'Not ready after all',
        );
        await expect(texas.page.getByTestId('league-ready-count')).toHaveText(/^3 of 4 coaches ready/);
        await oregon.page.getByTestId('league-turn').getByTestId('league-ready').click();
        // The online page and the game's top bar hear of it without a reload.
        for (const f of [texas, michigan])
          await expect(where(f.page)).toHaveText(/^2024: Week 1 of/, { timeout: TURN_MS });
        for (const f of [ohioState, oregon]) {
          await expect(f.page.getByTestId('league-turn')).toContainText(/2024: Week 1 of/, { timeout: TURN_MS });
        }
        for (const f of [texas, michigan]) await f.page.getByTestId('enter-league').click();
      } else {
        for (const f of friends) await apiCall(f.page, 'POST', `/api/leagues/${id}/ready/`, { ready: true });
      }
      let after = now;
      await expect
        .poll(
          async () => {
            after = await league();
            return after.game!.turn === turn + 1 && !after.game!.moving_on;
          },
          { timeout: TURN_MS },
        )
        .toBe(true);
      expect(moves(after)[0].text).toBe(
        `The league moved on from ${previous} to ${after.game!.where} (every coach was ready).`,
      );
      // The turn played the week: every game of it, the coached ones with the results their coaches' calls made.
      if (week !== null) {
        const games = await weekGames(texas, week);
        expect(games.filter((g) => g.scoreA === null)).toEqual([]);
        const own = coached.get(week);
        if (own) {
          const game = games.find((g) => g.id === own.id)!;
          const score = (team: string) => (game.teamA.name === team ? game.scoreA : game.scoreB);
          expect([score(own.home), score(own.away)]).toEqual([own.home_score, own.away_score]);
        }
        if (week === 2) expect(games.find((g) => g.id === h2hGame)?.scoreA).not.toBeNull();
      }
      previous = after.game!.where;
    }

    // Each sees his own offer to the prospect, not the other's.
    for (const [f, other] of [
      [michigan, ohioState],
      [ohioState, michigan],
    ] as const) {
      await f.page.goto(prospectPath);
      await expect(f.page.getByTestId('prospect-history')).toContainText(`${f.team} offered`);
      await expect(f.page.getByTestId('prospect-history')).not.toContainText(`${other.team} offered`);
    }
    // The season summary has no dashboard: each coach's page of his coach is his own.
    for (const f of friends) {
      await f.page.goto('/coach');
      await expect(f.page.getByRole('heading', { level: 1 })).toContainText(f.coach);
    }
  } finally {
    for (const f of friends.slice(1)) await f.page.context().close();
  }
});
