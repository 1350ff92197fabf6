// A season's league for the pages, kept across changes of the save that leave what it is built from alone (a depth
// move, a recruiting order): its sources are read as one row of text, and the league is built again only when that
// text moves. Every page's header shows the league; building it is most of a small change's answer. It pays: the
// depth chart page built from nothing on a 30-season save 7.7 -> 2.6 ms, a depth move's CPU p50 11.7-12.7 -> 8.6-8.8
// ms (bench/actions.ts, alternated with the code before it, load 25-28, 60 moves each).
// Shared between pages: read-only.
import type { SeasonLeague } from '../../core/data/types.js';
import type { Db } from '../database.js';
import { dynastyLeague } from '../league.js';

interface Kept {
  sources: string;
  league: SeasonLeague;
}

/** Seasons kept per save: the current one and a few that history pages open. */
const SEASONS_KEPT = 8;

const kept = new WeakMap<Db, Map<number, Kept>>();

/**
 * Everything dynastyLeague reads, as text: the player's league layouts and rules, the coached programs, and the
 * season's prestige of each team (unit and record separators: no team name holds them).
 */
const SOURCES_SQL = `SELECT coalesce((SELECT value FROM meta WHERE key = 'league_setup'), '')
    || char(30) || coalesce((SELECT value FROM meta WHERE key = 'league_rules'), '')
    || char(30) || coalesce((SELECT value FROM meta WHERE key = 'user_team'), '')
    || char(30) || coalesce((SELECT group_concat(team, char(31)) FROM (SELECT team FROM coached_programs ORDER BY seat)), '')
    || char(30) || coalesce((SELECT group_concat(team || char(31) || prestige || char(31) || ceiling || char(31) || floor, char(30))
         FROM (SELECT * FROM team_seasons WHERE year = ? ORDER BY team)), '') AS sources`;

export function keptLeague(db: Db, year: number): SeasonLeague {
  const sources = db.get<{ sources: string }>(SOURCES_SQL, [year])?.sources ?? '';
  let seasons = kept.get(db);
  if (!seasons) {
    seasons = new Map();
    kept.set(db, seasons);
  }
  const last = seasons.get(year);
  if (last?.sources === sources) return last.league;
  const league = dynastyLeague(db, year);
  seasons.delete(year);
  if (seasons.size >= SEASONS_KEPT) seasons.delete(seasons.keys().next().value as number);
  seasons.set(year, { sources, league });
  return league;
}

const derived = new WeakMap<SeasonLeague, Map<string, unknown>>();

/** A value computed from a league alone (its sorted names, its limits), kept as long as the league is. */
export function fromLeague<T>(league: SeasonLeague, key: string, compute: () => T): T {
  let values = derived.get(league);
  if (!values) {
    values = new Map();
    derived.set(league, values);
  }
  if (!values.has(key)) values.set(key, compute());
  return values.get(key) as T;
}
