// League files: a league's setup as JSON a player can share (docs/league-file.md). Reading one checks the
// shape first (types, by path), then the league itself (setupProblems); every problem names its line.

import { FIRST_YEAR, LAST_YEAR } from '../data/types.js';
import { allPrograms } from '../data/league.js';
import { GAMES_PER_TEAM } from '../season/calendar.js';
import { jsonLines, lineAt, lineOf, tooDeepAt } from './jsonLines.js';
import { realPlayoff, realRules } from './setup.js';
import type { LeagueSetup } from './types.js';
import { setupProblems } from './validate.js';

export const LEAGUE_FILE_FORMAT = 'cfb-dynasty-league';
export const LEAGUE_FILE_VERSION = 1;

export interface LeagueFileProblem {
  path: string;
  line: number | null;
  reason: string;
}

export type LeagueFileResult =
  | { ok: true; year: number; setup: LeagueSetup }
  | { ok: false; problems: LeagueFileProblem[] };

/** The text of a league file for a setup first played in `year`. */
export function leagueFileText(setup: LeagueSetup, year: number): string {
  const file = { format: LEAGUE_FILE_FORMAT, version: LEAGUE_FILE_VERSION, year, ...setup };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The file's deepest value: a division's team list, inside a division, its list, a conference, their list, the file. */
const MAX_DEPTH = 6;

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a league file: the setup and its season, or every problem with its line. */
export function readLeagueFile(text: string): LeagueFileResult {
  const deep = tooDeepAt(text, MAX_DEPTH);
  if (deep !== null) {
    return {
      ok: false,
      problems: [
        {
          path: '',
          line: lineAt(text, deep),
          reason: `a league file nests lists and objects at most ${MAX_DEPTH} deep (a division's teams)`,
        },
      ],
    };
  }
  let data: Json;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    return {
      ok: false,
      problems: [
        { path: '', line: position ? lineAt(text, Number(position[1])) : null, reason: `not valid JSON: ${message}` },
      ],
    };
  }
  const lines = jsonLines(text);
  const problems: { path: string; reason: string }[] = [];
  const add = (path: string, reason: string) => problems.push({ path, reason });
  const withLines = () => problems.map((p) => ({ ...p, line: lineOf(lines, p.path) }));
  if (!isObject(data))
    return { ok: false, problems: [{ path: '', line: 1, reason: 'a league file is a JSON object' }] };

  if (data.format !== LEAGUE_FILE_FORMAT) add('format', `must be "${LEAGUE_FILE_FORMAT}"`);
  if (data.version !== LEAGUE_FILE_VERSION) add('version', `must be ${LEAGUE_FILE_VERSION}`);
  const year = data.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    add('year', `the first season is a year from ${FIRST_YEAR} to ${LAST_YEAR}`);
  }
  const shape = new ShapeCheck(add);
  const conferences = shape.list(data.conferences, 'conferences', (c, at) => shape.conference(c, at), CONFERENCE_LIST);
  const independents = data.independents === undefined ? [] : shape.names(data.independents, 'independents');
  const rivalries =
    data.rivalries === undefined
      ? []
      : shape.list(data.rivalries, 'rivalries', (r, at) => shape.rivalry(r, at), RIVALRY_LIST);
  const season = typeof year === 'number' ? year : LAST_YEAR;
  const playoff =
    data.playoff === undefined
      ? realPlayoff(season)
      : shape.fields(data.playoff, 'playoff', {
          teams: 'number',
          autobids: 'number',
          confChampTop4: 'boolean',
          onCampusRounds: 'number',
        });
  const rules =
    data.rules === undefined
      ? realRules(season)
      : shape.fields(data.rules, 'rules', {
          transferSitOut: 'boolean',
          redshirtGames: 'number',
          nil: 'boolean',
          scholarshipLimit: 'number|null',
          rosterLimit: 'number|null',
          overtime: 'string',
          fcsGames: 'number',
        });
  if (problems.length > 0) return { ok: false, problems: withLines() };
  const setup = { conferences, independents, rivalries, playoff, rules } as LeagueSetup;
  const placed = setup.conferences.reduce((sum, c) => sum + c.teams.length, setup.independents.length);
  if (placed > PROGRAMS) {
    add(
      'conferences',
      `the league places ${placed} teams, more than the game's ${PROGRAMS} programs: a program is placed once`,
    );
    return { ok: false, problems: withLines() };
  }
  for (const p of setupProblems(setup)) add(p.path, p.reason);
  if (problems.length > 0) return { ok: false, problems: withLines() };
  return { ok: true, year: year as number, setup };
}

/** The most items a list of the file can hold, and why: no league is bigger than the game's programs. */
interface Limit {
  most: number;
  why: string;
}

const PROGRAMS = allPrograms().length;
const TEAM_LIST: Limit = { most: PROGRAMS, why: `the game has ${PROGRAMS} programs and a list names each once` };
const CONFERENCE_LIST: Limit = {
  most: Math.floor(PROGRAMS / 2),
  why: `a conference has two teams or more, of the game's ${PROGRAMS} programs`,
};
const RIVALRY_LIST: Limit = {
  most: (PROGRAMS * GAMES_PER_TEAM) / 2,
  why: `each of the game's ${PROGRAMS} programs plays ${GAMES_PER_TEAM} games, each rivalry one of them`,
};

type FieldType = 'number' | 'boolean' | 'string' | 'number|null' | 'list' | 'list|null';

const TYPE_TEXT: Record<FieldType, string> = {
  number: 'a number',
  boolean: 'true or false',
  string: 'text in quotes',
  'number|null': 'a number or null',
  list: 'a list ([...])',
  'list|null': 'a list ([...]) or null',
};

function hasType(v: Json, type: FieldType): boolean {
  if (type === 'list') return Array.isArray(v);
  if (type === 'list|null') return v === null || Array.isArray(v);
  if (type === 'number|null') return v === null || typeof v === 'number';
  return typeof v === type;
}

class ShapeCheck {
  constructor(private readonly add: (path: string, reason: string) => void) {}

  /** A list of at most `most` items (limits.most: the reason it can hold no more), each read by `each`. */
  list<T>(value: Json, path: string, each: (item: Json, at: string) => T, limit: Limit = TEAM_LIST): T[] {
    if (!Array.isArray(value)) {
      this.add(path, 'must be a list ([...])');
      return [];
    }
    if (value.length > limit.most) {
      this.add(path, `${limit.why}: at most ${limit.most}, not ${value.length}`);
      return [];
    }
    return value.map((item, i) => each(item, `${path}[${i}]`));
  }

  names(value: Json, path: string): string[] {
    return this.list(value, path, (item, at) => {
      if (typeof item !== 'string') this.add(at, 'must be a team name in quotes');
      return item as string;
    });
  }

  fields(value: Json, path: string, types: Record<string, FieldType>): Record<string, Json> {
    if (!isObject(value)) {
      this.add(path, 'must be an object ({...})');
      return {};
    }
    for (const [key, type] of Object.entries(types)) {
      const v = value[key];
      if (!hasType(v, type))
        this.add(`${path}.${key}`, v === undefined ? `is missing (${TYPE_TEXT[type]})` : `must be ${TYPE_TEXT[type]}`);
    }
    for (const key of Object.keys(value)) if (!(key in types)) this.add(`${path}.${key}`, `unknown field "${key}"`);
    return value;
  }

  conference(value: Json, at: string): Json {
    const c = this.fields(value, at, {
      name: 'string',
      teams: 'list',
      divisions: 'list|null',
      confGames: 'number',
      championshipGame: 'boolean',
      power: 'boolean',
    });
    if (Array.isArray(c.teams)) this.names(c.teams, `${at}.teams`);
    if (Array.isArray(c.divisions)) {
      this.list(c.divisions, `${at}.divisions`, (d, dat) => {
        const division = this.fields(d, dat, { name: 'string', teams: 'list' });
        if (Array.isArray(division.teams)) this.names(division.teams, `${dat}.teams`);
      });
    }
    return c;
  }

  rivalry(value: Json, at: string): Json {
    if (!isObject(value)) {
      this.add(at, 'must be an object ({...})');
      return {};
    }
    for (const key of Object.keys(value))
      if (!['name', 'teams', 'week', 'neutral'].includes(key)) this.add(`${at}.${key}`, `unknown field "${key}"`);
    if (typeof value.name !== 'string') this.add(`${at}.name`, 'must be text in quotes');
    const teams = value.teams;
    if (!Array.isArray(teams) || teams.length !== 2 || teams.some((t) => typeof t !== 'string'))
      this.add(`${at}.teams`, 'must be two team names');
    if (value.week !== undefined && !hasType(value.week, 'number|null'))
      this.add(`${at}.week`, 'must be a number or null');
    if (value.neutral !== undefined && typeof value.neutral !== 'boolean')
      this.add(`${at}.neutral`, 'must be true or false');
    return { week: null, ...value };
  }
}
