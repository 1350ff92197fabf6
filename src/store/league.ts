// The league of a dynasty season: the real data of that year, with the dynasty's own prestige.
import { seasonFcsTeams } from '../core/data/fcs.js';
import { findProgram, prestigeIn, seasonLeague, suggestTeamNames } from '../core/data/league.js';
import { FIRST_YEAR, INDEPENDENT, LAST_YEAR, type SeasonLeague } from '../core/data/types.js';
import type { Db } from './database.js';
import { GameError } from './errors.js';
import { readCustomRules, readStoredLeague } from './queries/leagueSetup.js';
import { teamSeasons } from './queries/teamSeasons.js';
import { applySetup } from '../core/league/setup.js';

/** League data repeats the last known season's structure for dynasty years past the data. */
export function dataYear(year: number): number {
  return Math.min(Math.max(year, FIRST_YEAR), LAST_YEAR);
}

export function checkYear(year: number): number {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new GameError(
      'bad_input',
      `Season ${year} is not available; choose a season from ${FIRST_YEAR} to ${LAST_YEAR}.`,
    );
  }
  return year;
}

/**
 * A coached program stays in the game when it really left FBS (UAB after 2014, Idaho after 2017): it plays on as
 * an independent, so a dynasty never loses a player's team.
 */
function keepCoachedTeams(league: SeasonLeague, coached: readonly string[]): SeasonLeague {
  return coached.reduce(keepCoachedTeam, league);
}

function keepCoachedTeam(league: SeasonLeague, userTeam: string): SeasonLeague {
  if (league.teams.some((t) => t.name === userTeam)) return league;
  const program = findProgram(userTeam);
  if (!program) return league;
  const last = program.memberships[program.memberships.length - 1];
  return {
    ...league,
    teams: [
      ...league.teams,
      {
        name: program.name,
        abbreviation: program.abbreviation,
        mascot: program.mascot,
        conference: INDEPENDENT,
        division: null,
        prestige: prestigeIn(program, last ? last.to : league.year),
        ceiling: program.ceiling,
        floor: program.floor,
        colorPrimary: program.colorPrimary,
        colorSecondary: program.colorSecondary,
      },
    ],
    independents: [...league.independents, program.name],
  };
}

/**
 * The league of a dynasty season: the player's own league from the season he set it up, else the real league
 * of the year (held at the last season of the data), with the dynasty's prestige.
 */
export function dynastyLeague(db: Db, year: number): SeasonLeague {
  const custom = readStoredLeague(db, year);
  const real = seasonLeague(dataYear(year));
  const base = custom ? applySetup(real, custom) : keepCoachedTeams(real, coachedTeamNames(db));
  const rules = readCustomRules(db);
  const rows = new Map(teamSeasons(db, year).map((r) => [r.team, r]));
  const ruled = rules ? { ...base, fcsGamesPerTeam: rules.fcsGames } : base;
  if (rows.size === 0) return { ...ruled, year };
  return {
    ...ruled,
    year,
    teams: base.teams.map((t) => {
      const row = rows.get(t.name);
      return row ? { ...t, prestige: row.prestige, ceiling: row.ceiling, floor: row.floor } : t;
    }),
  };
}

/**
 * The coached programs' teams, read here rather than from program.ts (which resolves names in the league). A save
 * being migrated from before multi-team mode has its one program in meta (user_team, later the program last used).
 */
function coachedTeamNames(db: Db): string[] {
  const table = db.get("SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = 'coached_programs'");
  if (table) return db.all<{ team: string }>('SELECT team FROM coached_programs ORDER BY seat').map((r) => r.team);
  const team = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'user_team'")?.value;
  return team ? [team] : [];
}

/** The league's spelling of a team name typed by a player, or a not-found error with suggestions. */
export function resolveTeam(league: SeasonLeague, name: string): string {
  return resolveAmong(league.teams, name, league.year, '');
}

/**
 * The spelling of an opponent typed by a player: an FBS team of the season, else one of its FCS programs (which
 * are no team of the league), or a not-found error with suggestions from both.
 */
export function resolveOpponent(league: SeasonLeague, name: string): string {
  const fbs = new Set(league.teams.map((t) => t.name));
  const fcs = seasonFcsTeams(league.year).filter((t) => !fbs.has(t.name));
  return resolveAmong([...league.teams, ...fcs], name, league.year, ' (FBS or FCS)');
}

function resolveAmong(
  teams: readonly { name: string; abbreviation: string }[],
  name: string,
  year: number,
  kind: string,
): string {
  const wanted = name.trim().toLowerCase();
  const match =
    teams.find((t) => t.name.toLowerCase() === wanted) ?? teams.find((t) => t.abbreviation.toLowerCase() === wanted);
  if (match) return match.name;
  const suggestions = suggestTeamNames(
    name,
    teams.map((t) => t.name),
  );
  const hint = suggestions.length > 0 ? ` Did you mean: ${suggestions.join(', ')}?` : '';
  throw new GameError('not_found', `Unknown team "${name}"${kind} in the ${year} season.${hint}`);
}
