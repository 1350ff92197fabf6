// Scheduling series: a home-and-home (one game at each program, in consecutive seasons) or a two-for-one (two at
// the bigger program, one at the other: bigger, smaller, bigger), booked seasons ahead and honoured by both
// programs. Each game keeps one week; a season's booked games are placed before the rest of its schedule is made.
import { withArticle } from '../../shared/article.js';
import type { SeasonLeague } from '../data/types.js';
import type { Rng } from '../random.js';
import { REGULAR_SEASON_WEEKS } from '../season/calendar.js';
import { allowedSites, programStrength } from './gameSite.js';
import { fixedGamesFor, validateNonConferenceGame } from './nonConference.js';
import { indexSeason, sameConference } from './seasonIndex.js';
import { MAX_VISITOR_EDGE, NON_CONFERENCE_WEEK_COST, SERIES_BOOKING_RATE, SERIES_LEAD_SEASONS } from './tuning.js';
import type { ScheduledGame } from './types.js';

export type SeriesKind = 'home-and-home' | 'two-for-one';
export const SERIES_KINDS: readonly SeriesKind[] = ['home-and-home', 'two-for-one'];

export function isSeriesKind(value: unknown): value is SeriesKind {
  return typeof value === 'string' && (SERIES_KINDS as readonly string[]).includes(value);
}

/** One booked game of a series. */
export interface SeriesGame {
  year: number;
  week: number;
  home: string;
  away: string;
}

/** A booked game as the scheduler takes it: a regular-season non-conference game between FBS teams. */
export function seriesScheduledGame(game: SeriesGame): ScheduledGame {
  return {
    week: game.week,
    home: game.home,
    away: game.away,
    neutral: false,
    kind: 'regular',
    conferenceGame: false,
    label: null,
  };
}

/** Why the two programs would not agree to the series (null when they would), from `team`'s side. */
export function seriesProblem(league: SeasonLeague, team: string, opponent: string, kind: SeriesKind): string | null {
  const index = indexSeason(league);
  const t = index.indexOf.get(team);
  const o = index.indexOf.get(opponent);
  if (t === undefined) return `${team} is not an FBS team in ${league.year}`;
  if (o === undefined) return `${opponent} is not an FBS team in ${league.year}: series are between FBS programs`;
  if (t === o) return `${team} cannot play itself`;
  if (sameConference(index, t, o)) {
    return `${opponent} is ${withArticle(index.league.teams[t].conference)} opponent: conference games are scheduled by the conference, not booked as a series`;
  }
  const sites = allowedSites(index, t, o);
  const gap = programStrength(index, t) - programStrength(index, o);
  if (kind === 'home-and-home') {
    if (!sites.includes('away'))
      return `${team} would not travel to ${opponent} for a home-and-home: the programs are too far apart (a two-for-one, or a single home game)`;
    if (!sites.includes('home'))
      return `${opponent} would not come to ${team} for a home-and-home: the programs are too far apart (a two-for-one at ${opponent}, or a single game there)`;
    return null;
  }
  if (gap === 0) {
    return `${opponent} would not accept a two-for-one: the programs are of the same standing, and a two-for-one gives the bigger program two home games (book a home-and-home)`;
  }
  const bigger = gap > 0 ? team : opponent;
  const smaller = gap > 0 ? opponent : team;
  if (!sites.includes(gap > 0 ? 'away' : 'home')) {
    return `${bigger} would not play even once at ${smaller}: a program plays away only at a host near its own standing`;
  }
  return null;
}

/**
 * The hosts of the series' games in order: a home-and-home starts at `firstHost` (default `team`), a two-for-one is
 * played at the bigger program, then the smaller, then the bigger again. Call after seriesProblem said yes.
 */
export function seriesHosts(
  league: SeasonLeague,
  team: string,
  opponent: string,
  kind: SeriesKind,
  firstHost = team,
): string[] {
  if (kind === 'home-and-home') return firstHost === team ? [team, opponent] : [opponent, team];
  const index = indexSeason(league);
  const bigger =
    programStrength(index, index.indexOf.get(team)!) > programStrength(index, index.indexOf.get(opponent)!)
      ? team
      : opponent;
  const smaller = bigger === team ? opponent : team;
  return [bigger, smaller, bigger];
}

/**
 * Why a booked game cannot be played in its season's league (null when it can): both programs free in its week and
 * with room for it, beside their non-conference rivalries and the games already booked or fixed for that season.
 */
export function bookedGameProblem(
  league: SeasonLeague,
  game: SeriesGame,
  others: readonly ScheduledGame[],
): string | null {
  const names = new Set(league.teams.map((t) => t.name));
  if (!names.has(game.home) || !names.has(game.away))
    return `${names.has(game.home) ? game.away : game.home} is not an FBS team in ${league.year}`;
  const fixed = [...fixedGamesFor(league, game.home), ...fixedGamesFor(league, game.away), ...others];
  // A rivalry is a fixed game of both teams: listed once.
  const seen = new Set<string>();
  const scheduled = fixed.filter((g) => {
    const key = `${g.week}:${g.home}:${g.away}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return validateNonConferenceGame(league, game.home, game.away, game.week, scheduled);
}

/** The booked games that fit their season, in order; each is checked beside `fixed` and the ones placed before it. */
export function placeBookedGames(
  league: SeasonLeague,
  booked: readonly SeriesGame[],
  fixed: readonly ScheduledGame[],
): SeriesGame[] {
  const placed: SeriesGame[] = [];
  const scheduled = [...fixed];
  for (const game of booked) {
    if (bookedGameProblem(league, game, scheduled) !== null) continue;
    placed.push(game);
    scheduled.push(seriesScheduledGame(game));
  }
  return placed;
}

/** A series a computer program books: the games, and its kind. */
export interface BookedSeries {
  kind: SeriesKind;
  games: SeriesGame[];
}

/**
 * The series computer programs book in a season, by the player's rules: each program (not `excluded`, the
 * coached ones) books one with chance SERIES_BOOKING_RATE, starting SERIES_LEAD_SEASONS ahead, with a non-conference
 * program that would agree to it, in an early week both have open in every season of it. `leagueOf` gives a
 * season's league; `bookedOf` the games already booked in a season.
 */
export function bookComputerSeries(
  league: SeasonLeague,
  rng: Rng,
  excluded: ReadonlySet<string>,
  leagueOf: (year: number) => SeasonLeague,
  bookedOf: (year: number) => SeriesGame[],
): BookedSeries[] {
  const index = indexSeason(league);
  const booked: BookedSeries[] = [];
  const extra = new Map<number, SeriesGame[]>();
  const seasonGames = (year: number): SeriesGame[] => [...bookedOf(year), ...(extra.get(year) ?? [])];
  const earlyWeeks = Array.from({ length: REGULAR_SEASON_WEEKS }, (_, i) => i + 1).filter(
    (w) => NON_CONFERENCE_WEEK_COST[w] === 0,
  );
  for (const team of rng.shuffle(index.names)) {
    if (excluded.has(team) || !rng.below(SERIES_BOOKING_RATE)) continue;
    const t = index.indexOf.get(team)!;
    const partners = index.names.filter(
      (o, i) =>
        o !== team
        && !excluded.has(o)
        && !sameConference(index, t, i)
        && Math.abs(programStrength(index, t) - programStrength(index, i)) <= MAX_VISITOR_EDGE,
    );
    if (partners.length === 0) continue;
    const opponent = rng.pick(partners);
    const gap = programStrength(index, t) - programStrength(index, index.indexOf.get(opponent)!);
    const kind: SeriesKind = gap !== 0 && rng.below(0.5) ? 'two-for-one' : 'home-and-home';
    if (seriesProblem(league, team, opponent, kind) !== null) continue;
    const hosts = seriesHosts(league, team, opponent, kind, rng.below(0.5) ? team : opponent);
    const first = league.year + rng.int(SERIES_LEAD_SEASONS[0], SERIES_LEAD_SEASONS[1]);
    for (const week of rng.shuffle(earlyWeeks)) {
      const games = hosts.map((home, i) => ({ year: first + i, week, home, away: home === team ? opponent : team }));
      const fits = games.every(
        (g) => bookedGameProblem(leagueOf(g.year), g, seasonGames(g.year).map(seriesScheduledGame)) === null,
      );
      if (!fits) continue;
      booked.push({ kind, games });
      for (const g of games) extra.set(g.year, [...(extra.get(g.year) ?? []), g]);
      break;
    }
  }
  return booked;
}
