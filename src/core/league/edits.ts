// Realignment by hand: each edit changes a setup in place or throws a LeagueEditError saying why not. The
// result is checked as a whole by setupProblems before it is kept (a conference too small to play yet may be left
// for the next change: the season's start checks it).

import { INDEPENDENT } from '../data/types.js';
import type { ConferenceSetup, LeagueSetup } from './types.js';
import { conferenceGamesProblem, gamesAfterResize } from './validate.js';

export class LeagueEditError extends Error {
  constructor(
    readonly kind: 'bad_input' | 'not_found',
    message: string,
  ) {
    super(message);
    this.name = 'LeagueEditError';
  }
}

const bad = (message: string) => new LeagueEditError('bad_input', message);

export function findConferenceSetup(setup: LeagueSetup, name: string): ConferenceSetup {
  const wanted = name.trim().toLowerCase();
  const found = setup.conferences.find((c) => c.name.toLowerCase() === wanted);
  if (!found) {
    const names = setup.conferences.map((c) => c.name).join(', ');
    throw new LeagueEditError('not_found', `No conference "${name}" in this league. Conferences: ${names}.`);
  }
  return found;
}

/** Every team of the setup, conference members first. */
export function setupTeams(setup: LeagueSetup): string[] {
  return [...setup.conferences.flatMap((c) => c.teams), ...setup.independents];
}

function takeOut(setup: LeagueSetup, team: string): void {
  for (const c of setup.conferences) {
    c.teams = c.teams.filter((t) => t !== team);
    if (c.divisions) for (const d of c.divisions) d.teams = d.teams.filter((t) => t !== team);
  }
  setup.independents = setup.independents.filter((t) => t !== team);
}

/** Moves a program to a conference (into a division when it has them) or to the independents. */
export function moveTeam(setup: LeagueSetup, team: string, to: string, division?: string): void {
  if (!setupTeams(setup).includes(team))
    throw new LeagueEditError('not_found', `${team} is not a team of this league.`);
  if (to.trim().toLowerCase() === INDEPENDENT.toLowerCase()) {
    if (division !== undefined) throw bad('Independents have no divisions.');
    const from = setup.conferences.find((c) => c.teams.includes(team));
    takeOut(setup, team);
    setup.independents.push(team);
    if (from) from.confGames = gamesAfterResize(from.teams.length, from.confGames);
    return;
  }
  const conference = findConferenceSetup(setup, to);
  let target = null;
  if (conference.divisions) {
    if (division === undefined)
      throw bad(`${conference.name} has divisions (${conference.divisions.map((d) => d.name).join(', ')}): name one.`);
    target = conference.divisions.find((d) => d.name.toLowerCase() === division.trim().toLowerCase());
    if (!target) throw new LeagueEditError('not_found', `${conference.name} has no division "${division}".`);
  } else if (division !== undefined) throw bad(`${conference.name} has no divisions.`);
  const from = setup.conferences.find((c) => c.teams.includes(team));
  takeOut(setup, team);
  conference.teams.push(team);
  target?.teams.push(team);
  // Each conference whose size changed plays the games its new size allows (a round robin when it is small).
  for (const c of [from, conference]) if (c) c.confGames = gamesAfterResize(c.teams.length, c.confGames);
}

/** A new conference, empty until programs are moved in; eight conference games and a title game. */
export function createConference(setup: LeagueSetup, name: string): ConferenceSetup {
  const clean = name.trim();
  if (setup.conferences.some((c) => c.name.toLowerCase() === clean.toLowerCase()))
    throw bad(`There is already a conference named "${clean}".`);
  const conference: ConferenceSetup = {
    name: clean,
    teams: [],
    divisions: null,
    confGames: 8,
    championshipGame: true,
    power: false,
  };
  setup.conferences.push(conference);
  return conference;
}

export function renameConference(setup: LeagueSetup, name: string, newName: string): void {
  const conference = findConferenceSetup(setup, name);
  const clean = newName.trim();
  if (setup.conferences.some((c) => c !== conference && c.name.toLowerCase() === clean.toLowerCase()))
    throw bad(`There is already a conference named "${clean}".`);
  conference.name = clean;
}

/** Dissolves a conference: its members become independents. */
export function dissolveConference(setup: LeagueSetup, name: string): string[] {
  const conference = findConferenceSetup(setup, name);
  setup.conferences = setup.conferences.filter((c) => c !== conference);
  setup.independents.push(...conference.teams);
  return conference.teams;
}

/** Two divisions (first and second list the members of each), or none when names is null. */
export function setDivisions(
  setup: LeagueSetup,
  name: string,
  divisions: { name: string; teams: string[] }[] | null,
): void {
  const conference = findConferenceSetup(setup, name);
  if (divisions === null) {
    conference.divisions = null;
    return;
  }
  conference.divisions = divisions.map((d) => ({ name: d.name.trim(), teams: [...d.teams] }));
  conference.championshipGame = true;
}

/** The conference's games, as many as a conference of its size may play (conferenceGameChoices). */
export function setConferenceGames(setup: LeagueSetup, name: string, games: number): void {
  const conference = findConferenceSetup(setup, name);
  const problem = conferenceGamesProblem(conference.name, conference.teams.length, games);
  if (problem !== null) throw bad(sentence(problem));
  conference.confGames = games;
}

/** A reason as a sentence of its own: "Big Ten has 18 teams: ..." with its capital and full stop. */
export function sentence(reason: string): string {
  const text = reason.charAt(0).toUpperCase() + reason.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function setChampionshipGame(setup: LeagueSetup, name: string, on: boolean): void {
  findConferenceSetup(setup, name).championshipGame = on;
}

const samePair = (a: readonly string[], b: readonly string[]) =>
  (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/** A protected rivalry: played every season, in its week when given. */
export function addRivalry(
  setup: LeagueSetup,
  teams: [string, string],
  name?: string,
  week: number | null = null,
): void {
  const all = setupTeams(setup);
  for (const team of teams)
    if (!all.includes(team)) throw new LeagueEditError('not_found', `${team} is not a team of this league.`);
  if (setup.rivalries.some((r) => samePair(r.teams, teams)))
    throw bad(`${teams[0]} and ${teams[1]} already have a rivalry.`);
  setup.rivalries.push({ name: name?.trim() || `${teams[0]} vs ${teams[1]}`, teams, week });
}

export function removeRivalry(setup: LeagueSetup, teams: [string, string]): void {
  const before = setup.rivalries.length;
  setup.rivalries = setup.rivalries.filter((r) => !samePair(r.teams, teams));
  if (setup.rivalries.length === before)
    throw new LeagueEditError('not_found', `${teams[0]} and ${teams[1]} have no protected rivalry.`);
}
