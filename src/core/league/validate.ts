// Whether a league setup can be played, as a list of problems (empty = valid), each naming where in the setup
// (a JSON path such as conferences[2].confGames) and why. Checks what the scheduler and the playoff need:
// every team once, conferences big enough for their games, divisions that split their conference, rivalries
// that fit the slates, a playoff size the game plays and rules within their ranges.

import { allPrograms, findProgram, suggestTeamNames } from '../data/league.js';
import { INDEPENDENT } from '../data/types.js';
import { GAMES_PER_TEAM, REGULAR_SEASON_WEEKS } from '../season/calendar.js';
import {
  OVERTIME_RULES,
  PLAYOFF_SIZES,
  type LeagueRules,
  type LeagueSetup,
  type PlayoffFormat,
  type SetupProblem,
} from './types.js';

const MAX_NAME = 40;
/** Longer than any program's name (the longest is about 30 characters). */
const MAX_TEAM_NAME = 60;
/**
 * The smallest conference with a season of its own since 2000 (the Big West of 2000); smaller ones are refused,
 * but for two programs that play each other once (the Pac-12 of 2024 and 2025, what was left of it).
 */
export const MIN_CONFERENCE_TEAMS = 6;
/** Fewest and most conference games of a conference of eight or more (10-team Conference USA 2001 played 7). */
const FEWEST_CONFERENCE_GAMES = 7;
const MOST_CONFERENCE_GAMES = 9;

/**
 * The conference games a conference of `members` may play, as FBS conferences have since 2000: up to seven
 * members a full round robin (members - 1: the 6-team Big West played 5, 7-team conferences 6); from eight,
 * 7 to 9 games and never more than a round robin (8 teams: 7; the 10-team Big 12 played 9, conferences of 12
 * to 18 played 8 or 9). None for a conference too small to play a season (3 to 5 members).
 */
export function conferenceGameChoices(members: number): number[] {
  if (members === 2 || (members >= MIN_CONFERENCE_TEAMS && members < 8)) return [members - 1];
  if (members < 8) return [];
  const choices: number[] = [];
  for (let games = FEWEST_CONFERENCE_GAMES; games <= Math.min(MOST_CONFERENCE_GAMES, members - 1); games++)
    choices.push(games);
  return choices;
}

/**
 * A conference too small to play a season yet (none, one, or three to five programs): a realignment under way, which
 * a change by hand may leave for the next (the season's start refuses it).
 */
export function unfinishedSize(members: number): boolean {
  return conferenceGameChoices(members).length === 0;
}

/** The conference games a conference plays after its size changed: its own when it still may, else 8 or the most. */
export function gamesAfterResize(members: number, games: number): number {
  const choices = conferenceGameChoices(members);
  if (choices.length === 0 || choices.includes(games)) return games;
  return choices.includes(8) ? 8 : choices[choices.length - 1];
}

/** "7", "7 or 8", "7, 8 or 9". */
export function gameChoicesText(choices: readonly number[]): string {
  return choices.length <= 1
    ? choices.join('')
    : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
}

/** Why a conference of `members` cannot play `games` conference games, or null when it can. */
export function conferenceGamesProblem(name: string, members: number, games: number): string | null {
  const choices = conferenceGameChoices(members);
  if (choices.length === 0) {
    return `${name} has ${members} teams: a conference has at least ${MIN_CONFERENCE_TEAMS} (the Big West of 2000), or 2 that play each other once (the Pac-12 of 2024)`;
  }
  if (choices.includes(games)) return null;
  const play =
    choices.length === 1
      ? `they play a full round robin, ${choices[0]} conference game${choices[0] === 1 ? '' : 's'}`
      : `they play ${gameChoicesText(choices)} conference games`;
  return `${name} has ${members} teams: ${play}, not ${games}`;
}
export const MAX_FCS_GAMES = 2;

/** Seeds that skip the first round: the next power of two less the field (4 of 12, 8 of 24). */
export function playoffByes(teams: number): number {
  let slots = 2;
  while (slots < teams) slots *= 2;
  return slots === teams ? 0 : slots - teams;
}

/** Rounds of a playoff of this size (the title game included). */
export function playoffRoundCount(teams: number): number {
  let rounds = 0;
  for (let slots = 1; slots < teams; slots *= 2) rounds++;
  return rounds;
}

/**
 * `unfinished`: leave out the size of conferences too small to play yet (unfinishedSize), as a change by hand does
 * while the player realigns; the season's start and a league file check them.
 */
export function setupProblems(setup: LeagueSetup, unfinished = false): SetupProblem[] {
  const out: SetupProblem[] = [];
  const add = (path: string, reason: string) => out.push({ path, reason });
  const seen = new Map<string, string>();
  const programNames = allPrograms().map((p) => p.name);

  const checkTeam = (team: unknown, path: string): string | null => {
    if (typeof team !== 'string') {
      add(path, 'a team is a program name in quotes');
      return null;
    }
    const program = team.length > MAX_TEAM_NAME ? undefined : findProgram(team);
    if (!program || program.name !== team) {
      // A name longer than any program's is not compared with each of them (the cost grows with its length).
      if (team.length > MAX_TEAM_NAME) {
        add(
          path,
          `unknown team "${team.slice(0, MAX_TEAM_NAME)}...": a program's name is at most ${MAX_TEAM_NAME} characters`,
        );
        return null;
      }
      const hint = suggestTeamNames(team, programNames);
      add(path, `unknown team "${team}"${hint.length > 0 ? ` (did you mean ${hint.join(', ')}?)` : ''}`);
      return null;
    }
    const before = seen.get(team);
    if (before) add(path, `${team} is already placed at ${before}`);
    else seen.set(team, path);
    return team;
  };

  const names = new Set<string>();
  setup.conferences.forEach((c, i) => {
    const at = `conferences[${i}]`;
    const name = c.name.trim();
    if (name === '' || name.length > MAX_NAME) add(`${at}.name`, `a conference name is 1-${MAX_NAME} characters`);
    else if (name.toLowerCase() === INDEPENDENT.toLowerCase())
      add(`${at}.name`, `"${INDEPENDENT}" is not a conference: list those teams under independents`);
    else if (names.has(name.toLowerCase())) add(`${at}.name`, `two conferences are named "${name}"`);
    names.add(name.toLowerCase());
    const members = c.teams.map((t, j) => checkTeam(t, `${at}.teams[${j}]`)).filter((t): t is string => t !== null);
    const size = c.teams.length;
    if (unfinished && unfinishedSize(size)) {
      // Checked when the season starts.
    } else if (size < 2)
      add(`${at}.teams`, `${name} has ${size} team${size === 1 ? '' : 's'}: a conference needs at least two`);
    else {
      const problem = conferenceGamesProblem(name, size, c.confGames);
      if (problem !== null) add(conferenceGameChoices(size).length === 0 ? `${at}.teams` : `${at}.confGames`, problem);
    }
    if (c.divisions !== null) {
      if (c.divisions.length !== 2)
        add(`${at}.divisions`, `a conference has two divisions or none, not ${c.divisions.length}`);
      if (!c.championshipGame)
        add(
          `${at}.championshipGame`,
          `${name} has divisions: their winners meet in a championship game, so it must be true`,
        );
      const inDivision = new Set<string>();
      c.divisions.forEach((d, k) => {
        const dat = `${at}.divisions[${k}]`;
        if (d.name.trim() === '' || d.name.length > MAX_NAME)
          add(`${dat}.name`, `a division name is 1-${MAX_NAME} characters`);
        if (d.teams.length < 2) add(`${dat}.teams`, `division ${d.name} needs at least two teams`);
        d.teams.forEach((t, j) => {
          if (!members.includes(t)) add(`${dat}.teams[${j}]`, `${t} is not a member of ${name}`);
          else if (inDivision.has(t)) add(`${dat}.teams[${j}]`, `${t} is in both divisions`);
          inDivision.add(t);
        });
      });
      if (c.divisions.length > 0 && c.divisions[0].name === c.divisions[1]?.name)
        add(`${at}.divisions[1].name`, 'the two divisions need different names');
      for (const t of members) if (!inDivision.has(t)) add(`${at}.divisions`, `${t} is in no division of ${name}`);
    }
  });
  setup.independents.forEach((t, j) => {
    checkTeam(t, `independents[${j}]`);
  });
  if (seen.size < 4) add('conferences', `a league needs at least four teams, not ${seen.size}`);

  rivalryProblems(setup, add);
  playoffProblems(setup.playoff, setup.conferences.length, seen.size, add);
  rulesProblems(setup.rules, add);
  return out;
}

function rivalryProblems(setup: LeagueSetup, add: (path: string, reason: string) => void): void {
  const conferenceOf = new Map<string, { name: string; confGames: number }>();
  for (const c of setup.conferences) for (const t of c.teams) conferenceOf.set(t, c);
  const league = new Set([...conferenceOf.keys(), ...setup.independents]);
  const pairs = new Set<string>();
  const conferenceRivals = new Map<string, number>();
  const otherRivals = new Map<string, number>();
  setup.rivalries.forEach((r, i) => {
    const at = `rivalries[${i}]`;
    const [a, b] = r.teams;
    if (!league.has(a) || !league.has(b)) {
      add(`${at}.teams`, `${league.has(a) ? b : a} is not a team of this league`);
      return;
    }
    if (a === b) add(`${at}.teams`, `${a} cannot be its own rival`);
    const key = [a, b].sort().join('|');
    if (pairs.has(key)) add(`${at}.teams`, `${a} and ${b} already have a rivalry`);
    pairs.add(key);
    if (r.week !== null && (!Number.isInteger(r.week) || r.week < 1 || r.week > REGULAR_SEASON_WEEKS)) {
      add(`${at}.week`, `the week must be 1-${REGULAR_SEASON_WEEKS} or null, not ${r.week}`);
    }
    const ca = conferenceOf.get(a);
    const same = ca !== undefined && ca === conferenceOf.get(b);
    for (const team of [a, b]) {
      const counts = same ? conferenceRivals : otherRivals;
      const n = (counts.get(team) ?? 0) + 1;
      counts.set(team, n);
      const room = same ? ca.confGames : GAMES_PER_TEAM - (conferenceOf.get(team)?.confGames ?? 0);
      if (n === room + 1) {
        add(
          `${at}.teams`,
          `${team} has more protected ${same ? 'conference' : 'non-conference'} rivalries than its ${room} ${same ? 'conference' : 'non-conference'} games`,
        );
      }
    }
  });
}

function playoffProblems(
  p: PlayoffFormat,
  conferences: number,
  teams: number,
  add: (path: string, reason: string) => void,
): void {
  if (!(PLAYOFF_SIZES as readonly number[]).includes(p.teams)) {
    add('playoff.teams', `the playoff has ${PLAYOFF_SIZES.join(', ')} teams, not ${p.teams}`);
    return;
  }
  if (p.teams > teams) add('playoff.teams', `a ${p.teams}-team playoff needs at least ${p.teams} teams in the league`);
  if (!Number.isInteger(p.autobids) || p.autobids < 0 || p.autobids > Math.min(conferences, p.teams)) {
    add(
      'playoff.autobids',
      `automatic bids must be from 0 to ${Math.min(conferences, p.teams)} (conferences in the league, at most the field), not ${p.autobids}`,
    );
  }
  if (p.confChampTop4 && playoffByes(p.teams) === 0)
    add('playoff.confChampTop4', `a ${p.teams}-team playoff has no byes for champions to take`);
  const rounds = playoffRoundCount(p.teams);
  if (!Number.isInteger(p.onCampusRounds) || p.onCampusRounds < 0 || p.onCampusRounds > rounds - 1) {
    add(
      'playoff.onCampusRounds',
      `on-campus rounds must be from 0 to ${rounds - 1} (the title game is at a neutral site), not ${p.onCampusRounds}`,
    );
  }
}

function rulesProblems(r: LeagueRules, add: (path: string, reason: string) => void): void {
  const whole = (value: number | null, path: string, what: string, min: number, max: number, nullable: boolean) => {
    if (value === null && nullable) return;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      add(path, `${what} must be a whole number from ${min} to ${max}${nullable ? ' or none' : ''}, not ${value}`);
    }
  };
  whole(r.redshirtGames, 'rules.redshirtGames', 'redshirt games', 0, 6, false);
  whole(r.scholarshipLimit, 'rules.scholarshipLimit', 'the scholarship limit', 60, 105, true);
  whole(r.rosterLimit, 'rules.rosterLimit', 'the roster limit', 70, 130, true);
  whole(r.fcsGames, 'rules.fcsGames', 'FCS games', 0, MAX_FCS_GAMES, false);
  if (r.scholarshipLimit === null && r.rosterLimit === null)
    add('rules.rosterLimit', 'a league limits scholarships, the roster or both');
  if (r.scholarshipLimit !== null && r.rosterLimit !== null && r.rosterLimit < r.scholarshipLimit) {
    add(
      'rules.rosterLimit',
      `the roster limit (${r.rosterLimit}) cannot be below the scholarship limit (${r.scholarshipLimit})`,
    );
  }
  if (!(OVERTIME_RULES as readonly string[]).includes(r.overtime))
    add('rules.overtime', `overtime is one of ${OVERTIME_RULES.join(', ')}, not "${r.overtime}"`);
  if (typeof r.transferSitOut !== 'boolean') add('rules.transferSitOut', 'the transfer sit-out rule is on or off');
  if (typeof r.nil !== 'boolean') add('rules.nil', 'NIL is on or off');
}
