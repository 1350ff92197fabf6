// The parts of a SeasonLeague the scheduler works from, with teams numbered 0..n-1 in league order.

import { INDEPENDENT, type SeasonConference, type SeasonLeague } from '../data/types.js';
import { GAMES_PER_TEAM } from '../season/calendar.js';
import { MAX_FCS_GAMES_PER_TEAM } from './tuning.js';

export interface SeasonIndex {
  league: SeasonLeague;
  names: string[];
  indexOf: Map<string, number>;
  /** Conference of each team, or null for an independent. */
  conference: (SeasonConference | null)[];
  /** Division name of each team, or null. */
  division: (string | null)[];
  prestige: number[];
  power: boolean[];
  /** Position of each team's conference in league.conferences, or -1 for an independent. */
  conferenceId: Int32Array;
  /** Conference games each team plays (see conferenceGameTarget); 0 for an independent. */
  conferenceGames: number[];
}

export function indexSeason(league: SeasonLeague): SeasonIndex {
  const byName = new Map(league.conferences.map((c) => [c.name, c]));
  const names = league.teams.map((t) => t.name);
  const conference = league.teams.map((t) => {
    if (t.conference === INDEPENDENT) return null;
    const conf = byName.get(t.conference);
    return conf?.teams.includes(t.name) ? conf : null;
  });
  const members = new Map<SeasonConference, number>();
  for (const c of conference) if (c) members.set(c, (members.get(c) ?? 0) + 1);
  return {
    league,
    names,
    indexOf: new Map(names.map((n, i) => [n, i])),
    conference,
    division: league.teams.map((t, i) => (conference[i]?.divisions ? t.division : null)),
    prestige: league.teams.map((t) => t.prestige),
    power: conference.map((c) => c?.power ?? false),
    conferenceId: Int32Array.from(conference, (c) => (c ? league.conferences.indexOf(c) : -1)),
    conferenceGames: conference.map((c) => (c ? conferenceGameTarget(c, members.get(c)!) : 0)),
  };
}

/** Do these two teams meet as conference opponents (same conference, neither independent)? */
export function sameConference(index: SeasonIndex, a: number, b: number): boolean {
  const conf = index.conferenceId[a];
  return conf !== -1 && conf === index.conferenceId[b];
}

/**
 * Conference games each member plays: the conference's confGames, capped at a full round robin for tiny
 * conferences (the two-team 2024 Pac-12 plays one). When members times games is odd no schedule can give
 * everyone the same count, so one member plays one fewer (see conferenceGameCount).
 */
export function conferenceGameTarget(conf: SeasonConference, members: number): number {
  return Math.max(0, Math.min(conf.confGames, members - 1, GAMES_PER_TEAM));
}

/** Members of a conference that are teams of this league, in league order. */
export function conferenceMembers(index: SeasonIndex, conf: SeasonConference): number[] {
  const out: number[] = [];
  index.conference.forEach((c, i) => {
    if (c === conf) out.push(i);
  });
  return out;
}

/** Does the conference need one member to play one conference game fewer (members x games odd)? */
export function conferenceHasShortTeam(conf: SeasonConference, members: number): boolean {
  return (members * conferenceGameTarget(conf, members)) % 2 === 1;
}

/** FCS opponents a program may schedule in this league: its rule, else the usual two. */
export function fcsGamesLimit(index: SeasonIndex): number {
  return index.league.fcsGamesPerTeam ?? MAX_FCS_GAMES_PER_TEAM;
}

/** Non-conference games a team plays: 12 minus its conference games (all 12 for an independent). */
export function nonConferenceRoom(index: SeasonIndex, team: number): number {
  return GAMES_PER_TEAM - index.conferenceGames[team];
}

/** Every team's non-conference games at once (pages that show many teams index the season once). */
export function nonConferenceLimits(league: SeasonLeague): Map<string, number> {
  const index = indexSeason(league);
  return new Map(index.names.map((name, t) => [name, nonConferenceRoom(index, t)]));
}
