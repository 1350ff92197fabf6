// Only the league's turn plays an online league's games, on the real server with three coaches' browsers: a coach
// who coaches his own game of the week to come against a computer-coached opponent plays that game and nothing
// else (the league's week, page and log stay as they were, no other game is played, no other program changes), and
// its result counts when the turn plays the week; a game against another coach's program is never coached by one
// side alone, and a game of a later week is not coached before its week.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import type { LeagueResponse } from '../../src/shared/league-types.js';
import type { Db } from '../../src/store/database.js';
import { readState } from '../../src/store/queries/meta.js';
import { startedLeague, type LeagueCoach, type LeagueOfCoaches } from './leagueOfCoaches.js';

// Iowa plays at Rice in week 1: two coached programs meet in the week to come.
const TEAMS = ['Iowa State', 'Iowa', 'Rice', 'Kansas'];

let league: LeagueOfCoaches;

beforeAll(async () => {
  league = await startedLeague('dynasty-league-turn-', TEAMS);
  // The commissioner moves the league into the season: week 1 to come.
  const commish = league.coaches[0].browser;
  const moved = await commish.post<LeagueResponse>(`/api/leagues/${league.id}/advance/`, {});
  expect(moved.status, moved.text).toBe(200);
  expect(moved.body.game?.where).toMatch(/^2024: Week 1 of/);
});

afterAll(async () => {
  await league?.close();
});

interface NextGame {
  id: number;
  week: number;
  home: string;
  away: string;
}

/** A program's next unplayed game in the league's save. */
function nextGame(db: Db, team: string): NextGame {
  return db.get<NextGame>(
    `SELECT id, week, home, away FROM games WHERE year = 2024 AND home_points IS NULL AND (home = ?1 OR away = ?1)
      ORDER BY week LIMIT 1`,
    [team],
  )!;
}

const opponentOf = (game: NextGame, team: string) => (game.home === team ? game.away : game.home);

/** The coaches whose next game is of the kind asked: this week's against the computer, another coach's, a later week's. */
function coachesWhose(kind: 'own' | 'coached' | 'later'): LeagueCoach[] {
  return league.coaches.filter((coach) =>
    league.inSave((db) => {
      const game = nextGame(db, coach.team);
      const coached = TEAMS.includes(opponentOf(game, coach.team));
      const week = readState(db).currentWeek;
      if (kind === 'coached') return coached;
      return !coached && (kind === 'own' ? game.week === week : game.week > week);
    }),
  );
}

const readStateOf = () => league.inSave(readState);

const playedGames = () =>
  league.inSave((db) => db.get<{ n: number }>('SELECT COUNT(*) AS n FROM games WHERE home_points IS NOT NULL')!.n);

/** What a coach's call must leave as it was: the save's week, the games played, the league's page and log. */
async function leagueAsItIs(): Promise<unknown> {
  const page = await league.view(league.coaches[0].browser);
  return {
    standing: league.standing(),
    played: playedGames(),
    turn: page.game?.turn,
    where: page.game?.where,
    log: page.log.map((entry) => entry.text),
  };
}

describe('a game no coach plays alone in a league', () => {
  it("is refused when it is against another coach's program: it is played head to head, or at the turn", async () => {
    const coached = coachesWhose('coached');
    expect(coached.length, 'two coached programs meet').toBeGreaterThan(0);
    const before = await leagueAsItIs();
    const all = league.footprints(TEAMS);
    for (const coach of coached) {
      const start = await coach.browser.post<ErrorResponse>('/api/coached_game/start/', {}, league.inLeague());
      expect(start.status, start.text).toBe(409);
      expect(start.body.error).toMatch(/another coach's program: .* played head to head/);
    }
    expect(await leagueAsItIs()).toEqual(before);
    expect(league.footprints(TEAMS)).toEqual(all);
  });

  it("is refused before its week: the weeks before it are the turns'", async () => {
    // The commissioner moves the league on until a coach has a bye in the week to come.
    while (coachesWhose('later').length === 0 && readStateOf().currentWeek < 8) {
      const moved = await league.coaches[0].browser.post(`/api/leagues/${league.id}/advance/`, {});
      expect(moved.status, moved.text).toBe(200);
    }
    const later = coachesWhose('later');
    expect(later.length, 'a coach has a bye in the week to come').toBeGreaterThan(0);
    const before = await leagueAsItIs();
    for (const coach of later) {
      const start = await coach.browser.post<ErrorResponse>('/api/coached_game/start/', {}, league.inLeague());
      expect(start.status, start.text).toBe(409);
      expect(start.body.error).toMatch(/is not in the week to come/);
    }
    expect(await leagueAsItIs()).toEqual(before);
  });
});

describe("a coach's own game in a league", () => {
  it('plays that game alone, against the computer: the week, the other games and programs stay as they were', async () => {
    const [coach] = coachesWhose('own');
    expect(coach, 'a coach plays a computer-coached program in week 1').toBeDefined();
    const others = TEAMS.filter((team) => team !== coach.team);
    const before = await leagueAsItIs();
    const theirs = league.footprints(others);

    const start = await coach.browser.post<CoachedGameResponse>('/api/coached_game/start/', {}, league.inLeague());
    expect(start.status, start.text).toBe(200);
    const week = readStateOf().currentWeek;
    expect(start.body.week).toBe(week);
    const rest = await coach.browser.post<CoachedGameResponse>(
      '/api/coached_game/call/',
      { call: 'coordinator_rest' },
      league.inLeague(),
    );
    expect(rest.status, rest.text).toBe(200);
    const final = await coach.browser.get<CoachedGameResponse>('/api/coached_game/', league.inLeague());
    expect(final.body.status).toBe('final');
    // Starting again shows the game over: nothing more is played.
    const again = await coach.browser.post<CoachedGameResponse>('/api/coached_game/start/', {}, league.inLeague());
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ id: start.body.id, status: 'final' });

    expect(await leagueAsItIs()).toEqual(before);
    expect(league.footprints(others)).toEqual(theirs);

    // The league's turn plays the week: his game's result is his coached game's.
    for (const { browser } of league.coaches) {
      const ready = await browser.post(`/api/leagues/${league.id}/ready/`, { ready: true });
      expect(ready.status, ready.text).toBe(200);
    }
    const after = await league.atTurn(coach.browser, (before as { turn: number }).turn + 1);
    expect(after.log[0].text).toMatch(
      new RegExp(
        `^The league moved on from 2024: Week ${week} of \\d+ to 2024: Week ${week + 1} of \\d+ \\(every coach was ready\\)`,
      ),
    );
    expect(readStateOf().currentWeek).toBe(week + 1);
    const score = league.inSave((db) =>
      db.get<{ home_points: number; away_points: number }>('SELECT home_points, away_points FROM games WHERE id = ?', [
        start.body.id,
      ]),
    );
    expect(score).toEqual({ home_points: final.body.home_score, away_points: final.body.away_score });
  });
});
