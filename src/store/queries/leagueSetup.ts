// The dynasty's own league when the player made one: conferences, independents and rivalries from a season on
// (meta league_setup: one layout per season it changed), and the league rules (meta league_rules). Absent keys
// mean the real league and the real rules of each season.
import { realRules } from '../../core/league/setup.js';
import type { ConferenceSetup, LeagueRules, RivalrySetup } from '../../core/league/types.js';
import type { Db } from '../database.js';
import { parseStoredJson } from '../storedContent.js';

export interface StoredLeague {
  /** The first season played in this league (earlier seasons were the real league). */
  from: number;
  conferences: ConferenceSetup[];
  independents: string[];
  rivalries: RivalrySetup[];
}

function readJson<T>(db: Db, key: string): T | null {
  const row = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key]);
  return row ? parseStoredJson<T>(row.value, 'the league setup') : null;
}

function writeJson(db: Db, key: string, value: unknown): void {
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    key,
    JSON.stringify(value),
  ]);
}

/** The player's league of a season: the last layout set up to that season, or null for the real league. */
export function readStoredLeague(db: Db, year: number): StoredLeague | null {
  const layouts = readJson<StoredLeague[]>(db, 'league_setup') ?? [];
  return layouts.filter((l) => l.from <= year).at(-1) ?? null;
}

/** Keeps the layout from its season on (replacing one set earlier for the same season). */
export function writeStoredLeague(db: Db, league: StoredLeague): void {
  const layouts = (readJson<StoredLeague[]>(db, 'league_setup') ?? []).filter((l) => l.from < league.from);
  writeJson(db, 'league_setup', [...layouts, league]);
}

/** The player's own rules, or null while the dynasty plays each season's real rules. */
export function readCustomRules(db: Db): LeagueRules | null {
  return readJson<LeagueRules>(db, 'league_rules');
}

/** The rules of a season: the player's when set, else the real ones of that season. */
export function readRules(db: Db, year: number): LeagueRules {
  return readJson<LeagueRules>(db, 'league_rules') ?? realRules(year);
}

export function writeRules(db: Db, rules: LeagueRules): void {
  writeJson(db, 'league_rules', rules);
}
