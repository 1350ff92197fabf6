// A result the commissioner of an online league forces, God Mode off, on the real server: the game is shown as forced
// by him with his reason wherever it is shown (the dashboard, the schedule, the game's page), before it is played and
// after; a coached game of it is refused with a 409 JSON error that says so; and "under God Mode" is said of a result
// only when God Mode forced it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, ErrorResponse, GameResponse, ScheduleGame } from '../../src/shared/api-types.js';
import type { ForcibleGames, LeagueResponse } from '../../src/shared/league-types.js';
import type { Browser } from './browser.js';
import { startedLeague, type LeagueOfCoaches } from './leagueOfCoaches.js';

const REASON = 'the storm cancelled it';

let league: LeagueOfCoaches;
let commish: Browser;
let friend: Browser;
let gameId: number;

beforeAll(async () => {
  league = await startedLeague('dynasty-league-forced-', ['Iowa State', 'Iowa']);
  [commish, friend] = league.coaches.map((c) => c.browser);
  const moved = await commish.post<LeagueResponse>(`/api/leagues/${league.id}/advance/`, {});
  expect(moved.body.game?.where, moved.text).toMatch(/^2024: Week 1 of/);
});

afterAll(async () => {
  await league?.close();
});

const scheduleGame = async (browser: Browser, team: string): Promise<ScheduleGame> => {
  const schedule = await browser.get<{ games: ScheduleGame[] }>(
    `/api/${encodeURIComponent(team)}/schedule/`,
    league.inLeague(),
  );
  expect(schedule.status, schedule.text).toBe(200);
  return schedule.body.games.find((g) => g.id === gameId)!;
};

describe("a result the league's commissioner forced", () => {
  it('is shown before it is played as his, with his reason, and is not coached', async () => {
    const picker = await commish.get<ForcibleGames>(`/api/leagues/${league.id}/games/`);
    const game = picker.body.games.find((g) => g.home === 'Iowa' || g.away === 'Iowa')!;
    gameId = game.id;
    const forced = await commish.post(`/api/leagues/${league.id}/force/`, {
      game: gameId,
      winner: 'Iowa',
      reason: REASON,
    });
    expect(forced.status, forced.text).toBe(200);

    const note = `The commissioner forced Iowa to win: ${REASON}`;
    const dashboard = await friend.get<DashboardResponse>('/api/dashboard/?read_only=1', league.inLeague());
    expect(dashboard.status, dashboard.text).toBe(200);
    expect(dashboard.body.curr_game).toMatchObject({ id: gameId, forced: true, forced_note: note });
    expect(await scheduleGame(friend, 'Iowa')).toMatchObject({ forced: true, forced_note: note });
    const page = await friend.get<GameResponse>(`/api/game/${gameId}/`, league.inLeague());
    expect(page.body.game).toMatchObject({ forced: true, forced_note: note, winner: null });

    const coached = await friend.post<ErrorResponse>('/api/coached_game/start/', {}, league.inLeague());
    expect(coached.status, coached.text).toBe(409);
    expect(coached.headers.get('content-type')).toMatch(/json/);
    expect(coached.body.error).toBe(
      `Iowa was forced to win ${game.away} at ${game.home} by the commissioner (${REASON}): that game is simulated, not coached.`,
    );
  });

  it('is shown once played as forced by him, with his reason, not under God Mode', async () => {
    const moved = await commish.post<LeagueResponse>(`/api/leagues/${league.id}/advance/`, {});
    expect(moved.body.game?.where, moved.text).toMatch(/^2024: Week 2 of/);
    const note = `Result forced by the commissioner: ${REASON}`;
    for (const [browser, team] of [
      [friend, 'Iowa'],
      [commish, 'Iowa'],
    ] as const) {
      expect(await scheduleGame(browser, team)).toMatchObject({ forced: true, forced_note: note, result: 'W' });
      const page = await browser.get<GameResponse>(`/api/game/${gameId}/`, league.inLeague());
      expect(page.body.game).toMatchObject({ forced: true, forced_note: note, winner: 'Iowa' });
      expect(page.text).not.toContain('under God Mode');
    }
    const dashboard = await friend.get<DashboardResponse>('/api/dashboard/?read_only=1', league.inLeague());
    expect(dashboard.body.prev_game).toMatchObject({ id: gameId, forced_note: note });
  });
});
