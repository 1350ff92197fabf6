// The real league of a season as a setup, and a season's league made from any setup.

import { defaultPlayoff, findProgram, prestigeIn } from '../data/league.js';
import { INDEPENDENT, type SeasonLeague, type SeasonTeam } from '../data/types.js';
import { MAX_FCS_GAMES_PER_TEAM } from '../schedule/tuning.js';
import type { ConferenceSetup, LeagueLayout, LeagueRules, LeagueSetup, PlayoffFormat } from './types.js';

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The real rules of a season: sit-out transfers before 2021, the four-game redshirt from 2018, NIL from 2021. */
export function realRules(year: number): LeagueRules {
  return {
    transferSitOut: year <= 2020,
    redshirtGames: year >= 2018 ? 4 : 0,
    nil: year >= 2021,
    scholarshipLimit: year >= 2025 ? null : 85,
    rosterLimit: year >= 2025 ? 105 : null,
    overtime: year >= 2021 ? 'shootout-from-3rd' : year >= 2019 ? 'shootout-from-5th' : 'possessions',
    fcsGames: MAX_FCS_GAMES_PER_TEAM,
  };
}

/** The real playoff of a season: only the 12-team first round is on campus. */
export function realPlayoff(year: number): PlayoffFormat {
  const p = defaultPlayoff(year);
  return { ...p, onCampusRounds: p.teams === 12 ? 1 : 0 };
}

/** The setup of a season's league (real or already custom), with a playoff format and rules. */
export function setupOfLeague(league: SeasonLeague, playoff: PlayoffFormat, rules: LeagueRules): LeagueSetup {
  return {
    conferences: league.conferences.map(
      (c): ConferenceSetup => ({
        name: c.name,
        teams: [...c.teams],
        divisions: c.divisions ? c.divisions.map((d) => ({ name: d.name, teams: [...d.teams] })) : null,
        confGames: c.confGames,
        championshipGame: c.championshipGame,
        power: c.power,
      }),
    ),
    independents: [...league.independents],
    rivalries: league.rivalries.map((r) => ({ ...r, teams: [r.teams[0], r.teams[1]] })),
    playoff: { ...playoff },
    rules: { ...rules },
  };
}

/** The real league of a season as a setup. */
export function realSetup(league: SeasonLeague): LeagueSetup {
  return setupOfLeague(league, realPlayoff(league.year), realRules(league.year));
}

/** A program's team in a season it was not FBS (a setup may bring in any program of the data). */
function programTeam(name: string, year: number): SeasonTeam | undefined {
  const program = findProgram(name);
  if (!program) return undefined;
  return {
    name: program.name,
    abbreviation: program.abbreviation,
    mascot: program.mascot,
    conference: INDEPENDENT,
    division: null,
    prestige: prestigeIn(program, year),
    ceiling: program.ceiling,
    floor: program.floor,
    colorPrimary: program.colorPrimary,
    colorSecondary: program.colorSecondary,
  };
}

/**
 * The league of `base`'s season laid out as the setup says: its teams (from base, else from the program
 * data), conferences, divisions, independents and rivalries. Teams keep base's order (prestige, then name);
 * teams brought in follow in the same order. The setup must be valid (see setupProblems).
 */
export function applySetup(base: SeasonLeague, setup: LeagueLayout): SeasonLeague {
  const known = new Map(base.teams.map((t) => [t.name, t]));
  const place = new Map<string, { conference: string; division: string | null }>();
  for (const c of setup.conferences) {
    for (const team of c.teams) {
      const division = c.divisions?.find((d) => d.teams.includes(team))?.name ?? null;
      place.set(team, { conference: c.name, division });
    }
  }
  for (const team of setup.independents) place.set(team, { conference: INDEPENDENT, division: null });
  const teams: SeasonTeam[] = [];
  for (const [name, where] of place) {
    const team = known.get(name) ?? programTeam(name, base.year);
    if (team) teams.push({ ...team, ...where });
  }
  teams.sort((a, b) => b.prestige - a.prestige || byName(a.name, b.name));
  const playing = new Set(teams.map((t) => t.name));
  return {
    year: base.year,
    teams,
    conferences: setup.conferences.map((c) => ({
      name: c.name,
      teams: c.teams.filter((t) => playing.has(t)).sort(byName),
      confGames: c.confGames,
      championshipGame: c.championshipGame,
      divisions: c.divisions ? c.divisions.map((d) => ({ name: d.name, teams: [...d.teams].sort(byName) })) : null,
      power: c.power,
    })),
    independents: setup.independents.filter((t) => playing.has(t)).sort(byName),
    rivalries: setup.rivalries
      .filter((r) => playing.has(r.teams[0]) && playing.has(r.teams[1]))
      .map((r) => ({ ...r, teams: [r.teams[0], r.teams[1]] })),
    defaultPlayoff: { ...base.defaultPlayoff },
  };
}
