// Scheduling series on a real save: the real series of the start season booked and placed first, booking a
// home-and-home and a two-for-one, refusals that change nothing, removing booked games, and computer programs'
// series placed and booked by the same rules when the season starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesProblem } from '../../src/core/schedule/series.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import {
  bookSeries,
  placePlayerBookedGames,
  removalProblem,
  removeBookedGame,
  type SeriesRequest,
} from '../../src/store/actions/series.js';
import { GameError } from '../../src/store/errors.js';
import { dynastyLeague } from '../../src/store/league.js';
import { gamesOfTeam, gamesOfYear } from '../../src/store/queries/games.js';
import { readState } from '../../src/store/queries/meta.js';
import { insertSeries, seriesGamesOfTeam, seriesGamesOfYear } from '../../src/store/queries/series.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { newsFeedView } from '../../src/store/views/newsFeed.js';
import { programOf } from '../../src/store/program.js';

const TEAM = 'Texas';
let dir: string;
let save: SaveFile;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-series-'));
  save = await newDynasty(join(dir, 'series.db'), {
    year: 2024,
    team: TEAM,
    seed: 5,
    playoffTeams: 12,
    autobids: 5,
    confChampTop4: true,
  });
}, 60_000);
afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

const snapshot = (): string =>
  JSON.stringify([gamesOfYear(save.db, 2024), save.db.all('SELECT * FROM series_games ORDER BY id')]);

function refusal(run: () => unknown): GameError {
  const before = snapshot();
  let error: unknown;
  try {
    save.change(run);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(GameError);
  expect(snapshot()).toBe(before);
  return error as GameError;
}

const book = (request: SeriesRequest) => save.change(() => bookSeries(save.db, programOf(save.db), request));

describe('scheduling series', () => {
  it("books the real series of the start season and puts the player's game of it on his schedule", () => {
    const own = seriesGamesOfTeam(save.db, TEAM, 2024).map((g) => [g.year, g.week, g.home, g.away]);
    expect(own).toEqual([
      [2024, 2, 'Michigan', TEAM],
      [2027, 2, TEAM, 'Michigan'],
    ]);
    const week2 = gamesOfTeam(save.db, 2024, TEAM).find((g) => g.week === 2)!;
    expect(week2).toMatchObject({ home: 'Michigan', away: TEAM, user_scheduled: 1, neutral: 0 });
    const others = seriesGamesOfYear(save.db, 2024).map((g) => `${g.away} at ${g.home} week ${g.week}`);
    expect(others).toEqual(expect.arrayContaining(['Notre Dame at Texas A&M week 1', 'Alabama at Wisconsin week 3']));
  });

  it("refuses in the player's words, changing nothing", () => {
    expect(
      refusal(() => bookSeries(save.db, programOf(save.db), { opponent: 'Oklahoma', kind: 'home-and-home', week: 1 }))
        .message,
    ).toMatch(/SEC opponent/);
    expect(
      refusal(() =>
        bookSeries(save.db, programOf(save.db), { opponent: 'Michigan', kind: 'home-and-home', week: 2, from: 2026 }),
      ).message,
    ).toMatch(/No open week 2 in 2027 .*already plays/);
    const league = dynastyLeague(save.db, 2024);
    const equal = league.teams.find((t) =>
      /same standing/.test(seriesProblem(league, TEAM, t.name, 'two-for-one') ?? ''),
    )!;
    expect(
      refusal(() => bookSeries(save.db, programOf(save.db), { opponent: equal.name, kind: 'two-for-one', week: 4 }))
        .message,
    ).toMatch(/same standing/);
    expect(
      refusal(() =>
        bookSeries(save.db, programOf(save.db), { opponent: 'Ohio State', kind: 'home-and-home', week: 4, from: 2024 }),
      ).message,
    ).toMatch(/coming season: 2025-2034/);
    expect(
      refusal(() =>
        bookSeries(save.db, programOf(save.db), { opponent: 'Nowhere State', kind: 'home-and-home', week: 4 }),
      ).kind,
    ).toBe('not_found');
    expect(
      refusal(() =>
        bookSeries(save.db, programOf(save.db), { opponent: 'Ohio State', kind: 'home-and-home', week: 15 }),
      ).kind,
    ).toBe('bad_input');
  });

  it('books a home-and-home from the season asked, and a two-for-one with two games at the bigger program', () => {
    expect(book({ opponent: 'ohio state', kind: 'home-and-home', week: 4, from: 2026, first: 'away' })).toEqual([
      { year: 2026, week: 4, home: 'Ohio State', away: TEAM },
      { year: 2027, week: 4, home: TEAM, away: 'Ohio State' },
    ]);
    const league = dynastyLeague(save.db, 2024);
    const smaller = league.teams.find(
      (t) => t.conference !== 'SEC' && t.prestige < 6 && seriesProblem(league, TEAM, t.name, 'two-for-one') === null,
    )!;
    const games = book({ opponent: smaller.name, kind: 'two-for-one', week: 1 });
    expect(games.map((g) => [g.year, g.home])).toEqual([
      [2025, TEAM],
      [2026, smaller.name],
      [2027, TEAM],
    ]);
  });

  it("removes a future booked game and this season's game before the season starts", () => {
    const future = seriesGamesOfTeam(save.db, TEAM, 2026).find((g) => g.home === 'Ohio State')!;
    save.change(() => removeBookedGame(save.db, programOf(save.db), future.id));
    expect(seriesGamesOfTeam(save.db, TEAM, 2024).some((g) => g.id === future.id)).toBe(false);
    const michigan = seriesGamesOfTeam(save.db, TEAM, 2024).find((g) => g.year === 2024)!;
    save.change(() => removeBookedGame(save.db, programOf(save.db), michigan.id));
    expect(gamesOfTeam(save.db, 2024, TEAM).some((g) => g.week === 2 && g.home === 'Michigan')).toBe(false);
    expect(refusal(() => removeBookedGame(save.db, programOf(save.db), michigan.id)).kind).toBe('not_found');
    const alabama = seriesGamesOfYear(save.db, 2024).find((g) => g.home === 'Wisconsin')!;
    expect(refusal(() => removeBookedGame(save.db, programOf(save.db), alabama.id)).kind).toBe('not_found');
  });

  it("locks a season's booked games once it starts", () => {
    const game = { year: 2024, week: 3, home: TEAM, away: 'Rice' };
    expect(removalProblem({ ...readState(save.db), stage: 'season' }, game)).toMatch(/2024 schedule is locked/);
    expect(removalProblem({ ...readState(save.db), stage: 'season' }, { ...game, year: 2025 })).toBeNull();
  });

  it("places the computer programs' booked games first and books their series by the same rules", () => {
    save.change(() => advanceStage(save.db));
    const games = gamesOfYear(save.db, 2024);
    expect(games.find((g) => g.home === 'Wisconsin' && g.away === 'Alabama')).toMatchObject({
      week: 3,
      user_scheduled: 0,
    });
    expect(games.find((g) => g.home === 'Texas A&M' && g.away === 'Notre Dame')).toMatchObject({
      week: 1,
      user_scheduled: 0,
    });
    const booked = save.db.all<{ id: number; kind: 'home-and-home' | 'two-for-one'; team: string; opponent: string }>(
      'SELECT id, kind, team, opponent FROM series WHERE real = 0 AND booked_in = 2024 AND team <> ? AND opponent <> ?',
      [TEAM, TEAM],
    );
    expect(booked.length).toBeGreaterThan(10);
    const league = dynastyLeague(save.db, 2024);
    for (const s of booked)
      expect(seriesProblem(league, s.team, s.opponent, s.kind), `${s.team}-${s.opponent}`).toBeNull();
    const years = save.db.all<{ year: number }>(
      'SELECT DISTINCT year FROM series_games g JOIN series s ON s.id = g.series WHERE s.real = 0 AND s.booked_in = 2024 AND s.team <> ? AND s.opponent <> ?',
      [TEAM, TEAM],
    );
    expect(Math.min(...years.map((y) => y.year))).toBeGreaterThanOrEqual(2026);
  });

  it('calls off a booked game that no longer fits, in the news, and takes it off the books', () => {
    // A booked game in a week he already plays, as a realignment would leave it: it cannot be placed any more.
    const played = new Set(gamesOfTeam(save.db, 2024, TEAM).flatMap((g) => [g.home, g.away]));
    const opponent = dynastyLeague(save.db, 2024).teams.find(
      (t) => t.conference === 'Mountain West' && !played.has(t.name),
    )!;
    const week = gamesOfTeam(save.db, 2024, TEAM)[0].week;
    const games = [{ year: 2024, week, home: TEAM, away: opponent.name }];
    save.change(() => insertSeries(save.db, 'home-and-home', TEAM, opponent.name, 2024, games));
    save.change(() => placePlayerBookedGames(save.db, 2024, TEAM));
    expect(seriesGamesOfTeam(save.db, TEAM, 2024).some((g) => g.away === opponent.name)).toBe(false);
    expect(gamesOfTeam(save.db, 2024, TEAM).some((g) => g.away === opponent.name)).toBe(false);
    const news = save.db.all<{ text: string }>('SELECT text FROM news WHERE year = 2024 AND team = ?', [TEAM]);
    const called = news.filter((n) => n.text.startsWith(`${TEAM}'s booked week ${week} game with ${opponent.name}`));
    expect(called).toHaveLength(1);
    expect(called[0].text).toMatch(/is called off: Texas (already plays in week|has already scheduled) .+\.$/);
    const feed = newsFeedView(new PageContext(save.db), { week: 0 });
    expect(feed.stories.find((story) => story.headline === called[0].text)).toMatchObject({
      kind: 'schedule',
      user_team: true,
    });
  });
});
