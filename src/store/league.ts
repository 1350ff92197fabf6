// The league of a dynasty season: the real data of that year, with the dynasty's own prestige.
import { seasonLeague, suggestTeamNames } from '../core/data/league.js';
import { FIRST_YEAR, LAST_YEAR, type SeasonLeague } from '../core/data/types.js';
import type { Db } from './database.js';
import { GameError } from './errors.js';
import { teamSeasons } from './queries/teamSeasons.js';

/** League data repeats the last known season's structure for dynasty years past the data. */
export function dataYear(year: number): number {
  return Math.min(Math.max(year, FIRST_YEAR), LAST_YEAR);
}

export function checkYear(year: number): number {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new GameError('bad_input', `Season ${year} is not available; choose a season from ${FIRST_YEAR} to ${LAST_YEAR}.`);
  }
  return year;
}

export function dynastyLeague(db: Db, year: number): SeasonLeague {
  const base = seasonLeague(dataYear(year));
  const rows = new Map(teamSeasons(db, year).map((r) => [r.team, r]));
  if (rows.size === 0) return { ...base, year };
  return {
    ...base,
    year,
    teams: base.teams.map((t) => {
      const row = rows.get(t.name);
      return row ? { ...t, prestige: row.prestige, ceiling: row.ceiling, floor: row.floor } : t;
    }),
  };
}

/** The league's spelling of a team name typed by a player, or a not-found error with suggestions. */
export function resolveTeam(league: SeasonLeague, name: string): string {
  const wanted = name.trim().toLowerCase();
  const match = league.teams.find((t) => t.name.toLowerCase() === wanted || t.abbreviation.toLowerCase() === wanted);
  if (match) return match.name;
  const suggestions = suggestTeamNames(name, league.teams.map((t) => t.name));
  const hint = suggestions.length > 0 ? ` Did you mean: ${suggestions.join(', ')}?` : '';
  throw new GameError('not_found', `Unknown team "${name}" in the ${league.year} season.${hint}`);
}
