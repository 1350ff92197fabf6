// The FCS programs of a season: the opponents below FBS that FBS teams schedule (fcs-programs.ts).
import { FCS_PROGRAMS } from './fcs-programs.js';
import { findProgram, membershipIn } from './league.js';
import { FIRST_YEAR, LAST_YEAR, type FcsProgram, type SeasonFcsTeam } from './types.js';

const byName = new Map(FCS_PROGRAMS.map((p) => [p.name.toLowerCase(), p]));

/** An FCS program by its exact name, ignoring case (whether or not it is FCS in a given season). */
export function findFcsProgram(name: string): FcsProgram | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** The program's FCS tier in a season (the last anchor not after it). */
export function fcsStrengthIn(program: FcsProgram, year: number): number {
  let strength = program.strength[0]?.strength ?? 1;
  for (const anchor of program.strength) if (anchor.from <= year) strength = anchor.strength;
  return strength;
}

/**
 * Each season's list, made once: it is the same every time (frozen), and a season's simulation asks for it per FCS
 * opponent (seasonFcsTeam), each time across every FCS program and the FBS memberships.
 */
const fcsTeamsBySeason = new Map<number, readonly SeasonFcsTeam[]>();

/**
 * The FCS programs of a season, by name: those playing Division I-AA football that year and not FBS that year
 * (a program that moved up is FCS only before its first FBS season). Years past the data repeat its last season.
 */
export function seasonFcsTeams(year: number): readonly SeasonFcsTeam[] {
  const season = Math.min(Math.max(year, FIRST_YEAR), LAST_YEAR);
  let teams = fcsTeamsBySeason.get(season);
  if (!teams) {
    teams = fcsTeamsOf(season);
    fcsTeamsBySeason.set(season, teams);
  }
  return teams;
}

function fcsTeamsOf(season: number): readonly SeasonFcsTeam[] {
  return Object.freeze(
    FCS_PROGRAMS.filter((p) => season >= p.from && season <= p.to && !isFbsIn(p.name, season))
      .map((p) =>
        Object.freeze({
          name: p.name,
          abbreviation: p.abbreviation,
          mascot: p.mascot,
          state: p.state,
          strength: fcsStrengthIn(p, season),
        }),
      )
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  );
}

function isFbsIn(name: string, year: number): boolean {
  const program = findProgram(name);
  return program !== undefined && membershipIn(program, year) !== undefined;
}
