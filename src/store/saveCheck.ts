// A save from outside is untrusted input: SQLite runs what its schema says, so a view named meta or players, a trigger
// or an expression in a table's definition would run (or loop, or allocate without end) on the first query. Before
// any query reads the save's own objects, its schema is compared with the one its version shipped with (only reading
// sqlite_master, which runs nothing); then, with only known tables left, the dynasty's key values are checked in range.
import { withArticle } from '../shared/article.js';
import { FIRST_YEAR, LAST_YEAR } from '../core/data/types.js';
import { PLAYOFF_SIZES } from '../core/league/types.js';
import { playoffRoundCount } from '../core/league/validate.js';
import { lastWeekFor } from '../core/season/calendar.js';
import { isStage } from '../core/season/stages.js';
import type { Db } from './database.js';
import type { Engine } from './sqlite/connection.js';
import { GameError } from './errors.js';
import { MIGRATIONS } from './schema.js';
import { MAX_COACHED_PROGRAMS } from './program.js';

interface SchemaEntry {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** The longest dynasty a save may hold, in seasons (a season's pages walk every year from the first). */
const MAX_DYNASTY_SEASONS = 200;

/** SQL as written, spaced alike: a definition is compared by its text, not by its layout. */
function normalisedSql(sql: string | null): string {
  return (sql ?? '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([(),;]) ?/g, '$1')
    .trim();
}

function schemaOf(db: Db): SchemaEntry[] {
  return db.all<SchemaEntry>('SELECT type, name, tbl_name, sql FROM sqlite_master');
}

/** What one version of the save format shipped with: its tables and indexes, by "type name". */
type Schema = Map<string, SchemaEntry>;

/** The schema of each version, as the migrations make it from an empty file, step by step (built once). */
let shippedSchemas: Schema[] | null = null;

function shipped(engine: Engine): Schema[] {
  if (shippedSchemas) return shippedSchemas;
  const schemas: Schema[] = [];
  const db = engine.memory();
  try {
    const snapshot = () => schemas.push(new Map(schemaOf(db).map((entry) => [`${entry.type} ${entry.name}`, entry])));
    snapshot();
    for (const step of MIGRATIONS) {
      db.transaction(() => (typeof step === 'string' ? db.exec(step) : step(db)));
      snapshot();
    }
  } finally {
    db.close();
  }
  shippedSchemas = schemas;
  return schemas;
}

/**
 * Refuses a save whose schema is not one its version shipped with: no views or triggers; exactly the tables of
 * its version; indexes of its version or a later one (a missing index only slows a page). A table or index may
 * have the definition of its version or of a later one (a migration that finds it so refuses the save) — only
 * text CFB Dynasty wrote itself. Reads only sqlite_master, so nothing of the save runs.
 */
export function checkSaveSchema(engine: Engine, db: Db, version: number, label: string): void {
  const schemas = shipped(engine);
  const own = schemas[version];
  const later = schemas.slice(version);
  const refuse = (why: string) => new GameError('bad_save', `${label} cannot be opened: ${why}.`);
  const format = `saves of its format (${version})`;
  const tables = new Set<string>();
  for (const entry of schemaOf(db)) {
    const key = `${entry.type} ${entry.name}`;
    if (entry.type !== 'table' && entry.type !== 'index') {
      throw refuse(
        `it holds ${withArticle(entry.type)} "${entry.name}", which no CFB Dynasty save has (a save is only tables and indexes)`,
      );
    }
    if (entry.type === 'table') tables.add(entry.name);
    const known = entry.type === 'table' ? own.has(key) : later.some((schema) => schema.has(key));
    if (!known)
      throw refuse(`it has ${withArticle(entry.type)} "${entry.name}" that CFB Dynasty ${format} do not have`);
    const definition = normalisedSql(entry.sql);
    const defined = later.some((schema) => {
      const shippedEntry = schema.get(key);
      return shippedEntry?.tbl_name === entry.tbl_name && normalisedSql(shippedEntry.sql) === definition;
    });
    if (!defined) throw refuse(`its ${entry.type} "${entry.name}" is not defined as CFB Dynasty ${format} define it`);
  }
  for (const entry of own.values()) {
    if (entry.type === 'table' && !tables.has(entry.name)) {
      throw refuse(`it lacks the table "${entry.name}" that every CFB Dynasty save of its format (${version}) has`);
    }
  }
}

/** A whole number as the save writes one (no exponent, no fraction, within JavaScript's exact integers). */
const WHOLE = /^-?\d{1,16}$/;

/**
 * Refuses a dynasty whose key values are out of range (the season's year, stage, week, playoff format, the next
 * player's id): the game's loops run over them, so a week of -100000000 would simulate for ever. The schema must
 * have been checked first; a save without a dynasty has nothing to check.
 */
export function checkSaveValues(db: Db, label: string): void {
  const meta = new Map(
    db.all<{ key: string; value: unknown }>('SELECT key, value FROM meta').map((row) => [row.key, row.value]),
  );
  if (!meta.has('stage')) return;
  const refuse = (why: string) => new GameError('bad_save', `${label} cannot be opened: ${why}.`);
  const whole = (key: string, what: string, low: number, high: number): number => {
    const text = String(meta.get(key) ?? '');
    const value = Number(text);
    if (!WHOLE.test(text) || value < low || value > high)
      throw refuse(
        `its ${what} is ${text === '' ? 'missing' : `"${text.slice(0, 40)}"`} (it must be a whole number from ${low} to ${high})`,
      );
    return value;
  };
  const stage = String(meta.get('stage'));
  if (!isStage(stage)) throw refuse(`its season stage "${stage.slice(0, 40)}" is not one of the game's`);
  const startYear = whole('start_year', 'first season', FIRST_YEAR, LAST_YEAR);
  const year = whole('year', 'current season', startYear, startYear + MAX_DYNASTY_SEASONS);
  const teams = whole('playoff_teams', 'playoff size', Math.min(...PLAYOFF_SIZES), Math.max(...PLAYOFF_SIZES));
  if (!(PLAYOFF_SIZES as readonly number[]).includes(teams))
    throw refuse(`its playoff size ${teams} is not one of ${PLAYOFF_SIZES.join(', ')}`);
  whole('playoff_autobids', 'number of playoff autobids', 0, teams);
  if (meta.has('playoff_on_campus'))
    whole('playoff_on_campus', 'number of playoff rounds on campus', 0, playoffRoundCount(teams));
  whole('current_week', 'current week', 1, lastWeekFor(teams) + 1);
  whole('seed', 'seed', -(2 ** 53 - 1), 2 ** 53 - 1);
  const highestId = db.get<{ id: number | null }>('SELECT max(id) AS id FROM players')?.id ?? 0;
  whole('next_player_id', "next player's id", highestId + 1, 2 ** 53 - 1);
  const team = String(meta.get('user_team') ?? '');
  if (db.get('SELECT 1 AS one FROM team_seasons WHERE year = ? AND team = ?', [year, team]) === undefined) {
    throw refuse(`its team "${team.slice(0, 40)}" has no season ${year} in the save`);
  }
  checkCoachedPrograms(db, year, refuse);
}

/** The coached programs (a save of many): at most MAX_COACHED_PROGRAMS, each a team of the season, on a seat of its own. */
function checkCoachedPrograms(db: Db, year: number, refuse: (why: string) => GameError): void {
  if (!db.get("SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = 'coached_programs'")) return;
  const count = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coached_programs')?.n ?? 0;
  if (count > MAX_COACHED_PROGRAMS) throw refuse(`it has ${count} coached programs (at most ${MAX_COACHED_PROGRAMS})`);
  const stray = db.get<{ team: unknown; seat: unknown }>(
    `SELECT team, seat FROM coached_programs c WHERE typeof(seat) <> 'integer' OR seat < 1
       OR NOT EXISTS (SELECT 1 FROM team_seasons t WHERE t.year = ? AND t.team = c.team) LIMIT 1`,
    [year],
  );
  if (stray) throw refuse(`its coached program "${String(stray.team).slice(0, 40)}" has no season ${year} in the save`);
}
