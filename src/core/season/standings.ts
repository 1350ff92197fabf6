// Team records and conference standings from the games played so far.

import type { SeasonConference, SeasonLeague } from '../data/types.js';
import {
  countsAsConferenceGame,
  inPlayedOrder,
  opponentOf,
  scoreFor,
  siteFor,
  winnerOf,
  type PlayedGame,
} from './results.js';
import { orderTiedTeams, type TiebreakContext } from './standingsTiebreakers.js';

export type GameResult = 'W' | 'L';

export interface LastGame {
  id: number;
  week: number;
  opponent: string;
  result: GameResult;
  pointsFor: number;
  pointsAgainst: number;
  /** +1 home, -1 away, 0 neutral site. */
  site: 1 | 0 | -1;
}

export interface TeamRecord {
  team: string;
  /** Every game, FCS opponents and the postseason included (the NCAA counts FCS games in the record). */
  wins: number;
  losses: number;
  /** Regular-season conference games only: title games, bowls and the playoff never count. */
  confWins: number;
  confLosses: number;
  pointsFor: number;
  pointsAgainst: number;
  homeWins: number;
  homeLosses: number;
  awayWins: number;
  awayLosses: number;
  neutralWins: number;
  neutralLosses: number;
  /** Current run of wins or losses, or null before the first game. */
  streak: { result: GameResult; length: number } | null;
  lastGame: LastGame | null;
}

function emptyRecord(team: string): TeamRecord {
  return {
    team,
    wins: 0,
    losses: 0,
    confWins: 0,
    confLosses: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    homeWins: 0,
    homeLosses: 0,
    awayWins: 0,
    awayLosses: 0,
    neutralWins: 0,
    neutralLosses: 0,
    streak: null,
    lastGame: null,
  };
}

function addResult(record: TeamRecord, game: PlayedGame): void {
  const winner = winnerOf(game);
  const { pointsFor, pointsAgainst } = scoreFor(game, record.team);
  record.pointsFor += pointsFor;
  record.pointsAgainst += pointsAgainst;
  if (winner === null) return;
  const result: GameResult = winner === record.team ? 'W' : 'L';
  const won = result === 'W';
  const site = siteFor(game, record.team);
  if (won) record.wins++;
  else record.losses++;
  if (countsAsConferenceGame(game)) {
    if (won) record.confWins++;
    else record.confLosses++;
  }
  if (site === 1) won ? record.homeWins++ : record.homeLosses++;
  else if (site === -1) won ? record.awayWins++ : record.awayLosses++;
  else won ? record.neutralWins++ : record.neutralLosses++;
  record.streak =
    record.streak?.result === result ? { result, length: record.streak.length + 1 } : { result, length: 1 };
  record.lastGame = {
    id: game.id,
    week: game.week,
    opponent: opponentOf(game, record.team),
    result,
    pointsFor,
    pointsAgainst,
    site,
  };
}

/** A record for every team of the league (zeros for a team that has not played). */
export function teamRecords(league: SeasonLeague, games: readonly PlayedGame[]): Map<string, TeamRecord> {
  const records = new Map<string, TeamRecord>();
  for (const team of league.teams) records.set(team.name, emptyRecord(team.name));
  // Each side by itself.
  const ordered = inPlayedOrder(games);
  for (let g = 0; g < ordered.length; g++) {
    const game = ordered[g];
    const home = records.get(game.home);
    if (home) addResult(home, game);
    const away = records.get(game.away);
    if (away) addResult(away, game);
  }
  return records;
}

export function winPct(wins: number, losses: number): number {
  const played = wins + losses;
  // An unplayed record sits between a winning and a losing one.
  return played === 0 ? 0.5 : wins / played;
}

export interface StandingsRow extends TeamRecord {
  /** 1 = first place in the conference (or division). */
  place: number;
}

export interface StandingsGroup {
  /** Division name, or null for a conference without divisions. */
  division: string | null;
  rows: StandingsRow[];
}

export interface ConferenceStandings {
  conference: string;
  groups: StandingsGroup[];
}

/**
 * Teams in standings order: conference win percentage (more conference wins first, which only matters
 * mid-season when teams have played different numbers of games), then the tiebreakers.
 */
export function orderByConferenceRecord(teams: readonly string[], context: StandingsContext): string[] {
  const key = (team: string): [number, number] => {
    const r = context.records.get(team)!;
    return [winPct(r.confWins, r.confLosses), r.confWins];
  };
  const sorted = teams.slice().sort((a, b) => {
    const [pa, wa] = key(a);
    const [pb, wb] = key(b);
    return pb - pa || wb - wa;
  });
  const ordered: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    const [p, w] = key(sorted[i]);
    let j = i + 1;
    while (j < sorted.length && key(sorted[j])[0] === p && key(sorted[j])[1] === w) j++;
    ordered.push(...orderTiedTeams(sorted.slice(i, j), context));
    i = j;
  }
  return ordered;
}

/** The tiebreakers' games and ranking, with the records that order teams before any tie. */
export interface StandingsContext extends TiebreakContext {
  records: ReadonlyMap<string, TeamRecord>;
}

function rowsFor(order: readonly string[], records: ReadonlyMap<string, TeamRecord>): StandingsRow[] {
  return order.map((team, i) => ({ ...records.get(team)!, place: i + 1 }));
}

function groupsOf(conference: SeasonConference): { division: string | null; teams: string[] }[] {
  if (conference.divisions && conference.divisions.length > 0) {
    return conference.divisions.map((d) => ({ division: d.name, teams: d.teams }));
  }
  return [{ division: null, teams: conference.teams }];
}

export function tiebreakContext(
  league: SeasonLeague,
  games: readonly PlayedGame[],
  ranking: readonly string[] = [],
  ratings?: ReadonlyMap<string, number>,
): StandingsContext {
  return { records: teamRecords(league, games), games, ranking, ratings };
}

/**
 * Standings of every conference (per division in seasons with divisions), ordered by conference
 * record then tiebreakers: head-to-head (a mini-league for three or more), record against common
 * conference opponents, then the ranking (rank order; unranked teams by rating, then name).
 */
export function conferenceStandings(
  league: SeasonLeague,
  games: readonly PlayedGame[],
  ranking: readonly string[] = [],
  ratings?: ReadonlyMap<string, number>,
): ConferenceStandings[] {
  const context = tiebreakContext(league, games, ranking, ratings);
  return league.conferences.map((conference) => ({
    conference: conference.name,
    groups: groupsOf(conference).map((group) => ({
      division: group.division,
      rows: rowsFor(orderByConferenceRecord(group.teams, context), context.records),
    })),
  }));
}

/** Independents by overall record, ties by ranking (they have no conference record). */
export function independentStandings(
  league: SeasonLeague,
  games: readonly PlayedGame[],
  ranking: readonly string[] = [],
  ratings?: ReadonlyMap<string, number>,
): StandingsRow[] {
  const context = tiebreakContext(league, games, ranking, ratings);
  const pct = (team: string): number => {
    const r = context.records.get(team)!;
    return winPct(r.wins, r.losses);
  };
  const byRank = orderTiedTeams(
    league.independents.filter((t) => context.records.has(t)),
    { ...context, games: [] },
  );
  const order = byRank.slice().sort((a, b) => pct(b) - pct(a));
  return rowsFor(order, context.records);
}
