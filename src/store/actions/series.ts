// Scheduling series in the save: the player books one in the preseason and removes a booked game while its season's
// schedule is not locked; a season's booked games are placed before the rest of its schedule (the player's when its
// preseason starts, the computer programs' when the season starts), and computer programs book theirs then.
import { realSeriesFrom } from '../../core/data/realSeries.js';
import type { SeasonLeague } from '../../core/data/types.js';
import { createRng } from '../../core/random.js';
import {
  bookComputerSeries,
  bookedGameProblem,
  placeBookedGames,
  seriesHosts,
  seriesProblem,
  seriesScheduledGame,
  type SeriesGame,
  type SeriesKind,
} from '../../core/schedule/series.js';
import { MAX_SERIES_LEAD } from '../../core/schedule/tuning.js';
import { fixedGamesFor } from '../../core/schedule/nonConference.js';
import type { ScheduledGame } from '../../core/schedule/types.js';
import { REGULAR_SEASON_WEEKS } from '../../core/season/calendar.js';
import { STAGE_INFO } from '../../core/season/stages.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { dynastyLeague, resolveTeam } from '../league.js';
import { gamesOfYear, insertGames, toScheduledGame } from '../queries/games.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { coachedProgramOf, coachedTeams, type Program } from '../program.js';
import { addNews } from '../queries/recordBook.js';
import {
  calledOffText,
  deleteSeriesGame,
  findSeriesGame,
  insertSeries,
  seriesGamesOfTeam,
  seriesGamesOfYear,
  type SeriesGameRow,
} from '../queries/series.js';

export interface SeriesRequest {
  opponent: string;
  kind: SeriesKind;
  week: number;
  /** The season of the first game (default: next season). */
  from?: number;
  /** A home-and-home's first game: at the player's program (home, the default) or the opponent's (away). */
  first?: 'home' | 'away';
}

const isPlaced = (games: readonly ScheduledGame[], g: SeriesGame): boolean =>
  games.some((s) => s.week === g.week && s.home === g.home && s.away === g.away);

/** The season's booked games not yet on its schedule, as the scheduler takes them (the opponents' commitments). */
export function unplacedBookedGames(db: Db, year: number): ScheduledGame[] {
  const games = gamesOfYear(db, year).map(toScheduledGame);
  return seriesGamesOfYear(db, year)
    .filter((g) => !isPlaced(games, g))
    .map(seriesScheduledGame);
}

/** Books a series for the player's program, from next season on; nothing changes on a refusal. */
export function bookSeries(db: Db, program: Program, request: SeriesRequest): SeriesGame[] {
  const state = readState(db);
  if (state.stage !== 'preseason') {
    throw new GameError(
      'wrong_stage',
      'Series are booked in the preseason, with the non-conference schedule.',
      STAGE_INFO[state.stage].page,
    );
  }
  const { week, kind } = request;
  if (!Number.isInteger(week) || week < 1 || week > REGULAR_SEASON_WEEKS) {
    throw new GameError('bad_input', `Week ${week} is not a regular-season week (1-${REGULAR_SEASON_WEEKS}).`);
  }
  const from = request.from ?? state.year + 1;
  if (!Number.isInteger(from) || from <= state.year || from > state.year + MAX_SERIES_LEAD) {
    throw new GameError(
      'bad_input',
      `A series starts in a coming season: ${state.year + 1}-${state.year + MAX_SERIES_LEAD}, not ${from}.`,
    );
  }
  const league = dynastyLeague(db, state.year);
  const team = program.team;
  const opponent = resolveTeam(league, request.opponent);
  refuseCoachedOpponent(db, opponent);
  const problem = seriesProblem(league, team, opponent, kind);
  if (problem !== null) throw new GameError('conflict', `${problem}.`);
  const hosts = seriesHosts(league, team, opponent, kind, request.first === 'away' ? opponent : team);
  const games = hosts.map((home, i) => ({ year: from + i, week, home, away: home === team ? opponent : team }));
  for (const game of games) {
    const booked = seriesGamesOfYear(db, game.year).map(seriesScheduledGame);
    const refusal = bookedGameProblem(dynastyLeague(db, game.year), game, booked);
    if (refusal !== null)
      throw new GameError(
        'conflict',
        `No open week ${week} in ${game.year} (${game.away} at ${game.home}): ${refusal}.`,
      );
  }
  db.transaction(() => insertSeries(db, kind, team, opponent, state.year, games));
  return games;
}

/** A coached program's schedule is its player's: another program books no game against it. */
export function refuseCoachedOpponent(db: Db, opponent: string, what = 'booked'): void {
  if (coachedProgramOf(db, opponent))
    throw new GameError(
      'conflict',
      `${opponent} is coached by another player of this dynasty: its schedule is its own, so no game against it can be ${what} by one of you.`,
    );
}

/** Can the player remove this booked game now? Null when he can, else why not. */
export function removalProblem(state: DynastyState, game: SeriesGame): string | null {
  if (game.year > state.year || (game.year === state.year && state.stage === 'preseason')) return null;
  return `The ${game.year} schedule is locked: a booked game can be removed only before its season starts`;
}

/** Removes one booked game of the player's program (this season's from the schedule too); nothing changes on a refusal. */
export function removeBookedGame(db: Db, program: Program, id: number): SeriesGameRow {
  const state = readState(db);
  const game = findSeriesGame(db, id);
  if (!game || (game.home !== program.team && game.away !== program.team)) {
    throw new GameError('not_found', `No booked game ${id} of ${program.team}.`);
  }
  const problem = removalProblem(state, game);
  if (problem !== null) throw new GameError('conflict', `${problem}.`);
  // A game booked with another player's program is his schedule too: neither removes it alone.
  refuseCoachedOpponent(db, game.home === program.team ? game.away : game.home, 'removed');
  db.transaction(() => {
    if (game.year === state.year) {
      db.run('DELETE FROM games WHERE year = ? AND week = ? AND home = ? AND away = ? AND home_points IS NULL', [
        game.year,
        game.week,
        game.home,
        game.away,
      ]);
    }
    deleteSeriesGame(db, game);
  });
  return game;
}

/**
 * The coached programs' games of a season as its preseason starts: each program's non-conference rivalries (a game
 * two coached rivals share is put once) and its booked games.
 */
export function scheduleCoachedGames(db: Db, year: number): void {
  const league = dynastyLeague(db, year);
  for (const team of coachedTeams(db)) {
    const have = gamesOfYear(db, year);
    const fixed = fixedGamesFor(league, team).filter(
      (g) => !have.some((h) => (h.home === g.home && h.away === g.away) || (h.home === g.away && h.away === g.home)),
    );
    insertGames(db, year, fixed, true);
    placePlayerBookedGames(db, year, team);
  }
}

/**
 * Puts the player's booked games of the season on his schedule (its preseason starts): those that still fit. A game
 * that no longer fits (realignment put the opponent in his conference, or it left FBS) is called off: taken off the
 * books, and the news says so and why.
 */
export function placePlayerBookedGames(db: Db, year: number, team: string): void {
  const league = dynastyLeague(db, year);
  const own = gamesOfYear(db, year).map(toScheduledGame);
  const booked = seriesGamesOfTeam(db, team, year).filter((g) => g.year === year && !isPlaced(own, g));
  const placed = placeBookedGames(league, booked, own);
  insertGames(db, year, placed.map(seriesScheduledGame), true);
  const scheduled = [...own, ...placed.map(seriesScheduledGame)];
  for (const game of booked) {
    if (placed.includes(game)) continue;
    const opponent = game.home === team ? game.away : game.home;
    const problem = bookedGameProblem(league, game, scheduled) ?? 'it no longer fits the schedule';
    addNews(db, {
      year,
      week: 0,
      game_id: null,
      team,
      text: calledOffText(team, game.week, opponent, problem),
    });
    deleteSeriesGame(db, game);
  }
}

/** The computer programs' booked games of the season that fit beside the coached programs' games (the season starts). */
export function computerBookedGames(
  db: Db,
  league: SeasonLeague,
  userGames: readonly ScheduledGame[],
): ScheduledGame[] {
  const coached = coachedTeams(db);
  const booked = seriesGamesOfYear(db, league.year).filter((g) => !coached.has(g.home) && !coached.has(g.away));
  return placeBookedGames(league, booked, userGames).map(seriesScheduledGame);
}

/** The computer programs book their series for the seasons ahead (the season starts), by the player's rules. */
export function bookComputerSeriesOfSeason(db: Db, state: DynastyState, league: SeasonLeague): void {
  const leagues = new Map<number, SeasonLeague>();
  const leagueOf = (year: number): SeasonLeague => {
    if (!leagues.has(year)) leagues.set(year, dynastyLeague(db, year));
    return leagues.get(year)!;
  };
  const rng = createRng(`${state.seed}:series:${state.year}`);
  const booked = bookComputerSeries(league, rng, coachedTeams(db), leagueOf, (year) => seriesGamesOfYear(db, year));
  for (const series of booked) {
    const [first] = series.games;
    insertSeries(db, series.kind, first.home, first.away, state.year, series.games);
  }
}

/** A new dynasty's real series (core/data/realSeries.ts) between programs of its league. */
export function bookRealSeries(db: Db, league: SeasonLeague): void {
  const names = new Set(league.teams.map((t) => t.name));
  for (const series of realSeriesFrom(league.year)) {
    const [first] = series.games;
    if (!names.has(first.home) || !names.has(first.away)) continue;
    insertSeries(db, series.kind, first.home, first.away, league.year, series.games, true);
  }
}
