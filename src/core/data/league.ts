// The league of any season 2000-2026, derived from the authored programs, conferences and rivalries.

import { CONFERENCES } from './conferences.js';
import { PROGRAMS } from './programs/index.js';
import { RIVALRIES } from './rivalries.js';
import { suggestTeamNames as suggestNames } from './team-names.js';
import {
  FIRST_YEAR,
  INDEPENDENT,
  LAST_YEAR,
  type Conference,
  type ConferenceEra,
  type MembershipSpan,
  type PlayoffSettings,
  type Program,
  type RealignmentMove,
  type Rivalry,
  type SeasonConference,
  type SeasonLeague,
  type SeasonRivalry,
  type SeasonTeam,
  type YearSpan,
} from './types.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

// The authored tables are shared by every caller: freeze them so no one edits history by accident.
deepFreeze(PROGRAMS);
deepFreeze(CONFERENCES);
deepFreeze(RIVALRIES);

const programsByName = new Map(PROGRAMS.map((p) => [p.name.toLowerCase(), p]));
const conferencesByName = new Map(CONFERENCES.map((c) => [c.name.toLowerCase(), c]));

const inSpan = (span: YearSpan, year: number) => year >= span.from && year <= span.to;
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function assertSeason(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`No league data for season ${year}: seasons run from ${FIRST_YEAR} to ${LAST_YEAR}`);
  }
}

/** The seasons with league data, oldest first. */
export function seasonYears(): number[] {
  const years: number[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) years.push(year);
  return years;
}

export function allPrograms(): readonly Program[] {
  return PROGRAMS;
}

/** A program by its exact name, ignoring case. */
export function findProgram(name: string): Program | undefined {
  return programsByName.get(name.trim().toLowerCase());
}

/** Closest names to a mistyped one, for "did you mean" messages. */
export function suggestTeamNames(name: string, candidates: string[], max = 3): string[] {
  return suggestNames(name, candidates, max);
}

export function allConferences(): readonly Conference[] {
  return CONFERENCES;
}

/** A conference by its exact name ("SEC", "Pac-12"), ignoring case. */
export function findConference(name: string): Conference | undefined {
  return conferencesByName.get(name.trim().toLowerCase());
}

/** The program's membership in a season, or undefined when it was not FBS that season. */
export function membershipIn(program: Program, year: number): MembershipSpan | undefined {
  return program.memberships.find((m) => inSpan(m, year));
}

/** The conference's rules in a season, or undefined when it did not play football that season. */
export function conferenceEraIn(conference: Conference, year: number): ConferenceEra | undefined {
  return conference.eras.find((e) => inSpan(e, year));
}

/** Prestige at the start of a dynasty begun in `year` (the last anchor not after it), within floor..ceiling. */
export function prestigeIn(program: Program, year: number): number {
  let prestige = program.prestige[0]?.prestige ?? program.floor;
  for (const anchor of program.prestige) {
    if (anchor.from <= year) prestige = anchor.prestige;
  }
  return Math.min(program.ceiling, Math.max(program.floor, prestige));
}

/** BCS title game through 2013, four teams 2014-2023, twelve from 2024 (top-4 byes for champions only in 2024). */
export function defaultPlayoff(year: number): PlayoffSettings {
  if (year <= 2013) return { teams: 2, autobids: 0, confChampTop4: false };
  if (year <= 2023) return { teams: 4, autobids: 0, confChampTop4: false };
  return { teams: 12, autobids: 5, confChampTop4: year === 2024 };
}

function seasonRivalry(r: Rivalry): SeasonRivalry {
  const game: SeasonRivalry = { name: r.name, teams: [r.teams[0], r.teams[1]], week: r.week };
  if (r.neutral) game.neutral = true;
  return game;
}

function buildSeason(year: number): SeasonLeague {
  const teams: SeasonTeam[] = [];
  for (const program of PROGRAMS) {
    const membership = membershipIn(program, year);
    if (!membership) continue;
    teams.push({
      name: program.name,
      abbreviation: program.abbreviation,
      mascot: program.mascot,
      conference: membership.conference,
      division: membership.division ?? null,
      prestige: prestigeIn(program, year),
      ceiling: program.ceiling,
      floor: program.floor,
      colorPrimary: program.colorPrimary,
      colorSecondary: program.colorSecondary,
    });
  }
  teams.sort((a, b) => b.prestige - a.prestige || byName(a.name, b.name));

  const conferences: SeasonConference[] = [];
  for (const conference of CONFERENCES) {
    const era = conferenceEraIn(conference, year);
    if (!era) continue;
    const members = teams.filter((t) => t.conference === conference.name);
    conferences.push({
      name: conference.name,
      teams: members.map((t) => t.name).sort(byName),
      confGames: era.confGames,
      championshipGame: era.championshipGame,
      divisions: era.divisions
        ? era.divisions.map((division) => ({
            name: division,
            teams: members
              .filter((t) => t.division === division)
              .map((t) => t.name)
              .sort(byName),
          }))
        : null,
      power: conference.power.some((span) => inSpan(span, year)),
    });
  }

  const fbs = new Set(teams.map((t) => t.name));
  return {
    year,
    teams,
    conferences,
    independents: teams
      .filter((t) => t.conference === INDEPENDENT)
      .map((t) => t.name)
      .sort(byName),
    rivalries: RIVALRIES.filter(
      (r) => r.played.some((span) => inSpan(span, year)) && fbs.has(r.teams[0]) && fbs.has(r.teams[1]),
    ).map(seasonRivalry),
    defaultPlayoff: defaultPlayoff(year),
  };
}

/**
 * The FBS league of one season: teams (by prestige, then name), conferences with their rules and divisions,
 * independents, rivalries and the default playoff. Each call returns a fresh league the caller may change.
 */
export function seasonLeague(year: number): SeasonLeague {
  assertSeason(year);
  return buildSeason(year);
}

/** Every program whose conference (or FBS status, null) differs between two seasons, by team name. */
export function realignment(fromYear: number, toYear: number): RealignmentMove[] {
  assertSeason(fromYear);
  assertSeason(toYear);
  const moves: RealignmentMove[] = [];
  for (const program of PROGRAMS) {
    const before = membershipIn(program, fromYear)?.conference ?? null;
    const after = membershipIn(program, toYear)?.conference ?? null;
    if (before !== after) moves.push({ team: program.name, old: before, new: after });
  }
  return moves.sort((a, b) => byName(a.team, b.team));
}
