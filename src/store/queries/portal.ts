// The transfer portal of each offseason: who entered (and why), the player's offers, and where each signed.
import type { ClassYear, Position } from '../../core/players/types.js';
import type { PortalReason } from '../../core/portal/types.js';
import type { Db } from '../database.js';
import type { RosterPlayer } from './depthChartRosters.js';
import { decodePortalSeason, encodePortalSeason, type PortalEntryRow } from '../encoding/portalEntries.js';
import { numbersFit, packedString } from './packedString.js';

export function savePortalEntry(db: Db, row: Omit<PortalEntryRow, 'to_team' | 'sits_out'>): void {
  db.run(
    `INSERT OR REPLACE INTO portal_entries (year, player_id, from_team, first, last, pos, class, rating, stars, reason, to_team, sits_out)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)`,
    [
      row.year,
      row.player_id,
      row.from_team,
      row.first,
      row.last,
      row.pos,
      row.class,
      row.rating,
      row.stars,
      row.reason,
    ],
  );
}

/** Rows per statement of savePortalEntries (a statement's own cost shared by many rows). */
const ENTRIES_PER_INSERT = 100;
const INSERT_ENTRIES = `INSERT OR REPLACE INTO portal_entries (year, player_id, from_team, first, last, pos, class, rating, stars, reason, to_team, sits_out)
     VALUES ${Array.from({ length: ENTRIES_PER_INSERT }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)').join(', ')}`;

/** savePortalEntry of many entries, in their order. */
export function savePortalEntries(db: Db, rows: readonly Omit<PortalEntryRow, 'to_team' | 'sits_out'>[]): void {
  let i = 0;
  for (; i + ENTRIES_PER_INSERT <= rows.length; i += ENTRIES_PER_INSERT) {
    const values: (string | number)[] = [];
    for (let j = i; j < i + ENTRIES_PER_INSERT; j++) {
      const row = rows[j];
      values.push(
        row.year,
        row.player_id,
        row.from_team,
        row.first,
        row.last,
        row.pos,
        row.class,
        row.rating,
        row.stars,
        row.reason,
      );
    }
    db.run(INSERT_ENTRIES, values);
  }
  for (; i < rows.length; i++) savePortalEntry(db, rows[i]);
}

const byRating = (a: PortalEntryRow, b: PortalEntryRow): number => b.rating - a.rating || a.player_id - b.player_id;

/** A finished offseason's portal from its archived blob (portal_history), in no particular order. */
function archivedSeason(db: Db, year: number): PortalEntryRow[] {
  const row = db.get<{ entries: Uint8Array }>('SELECT entries FROM portal_history WHERE year = ?', [year]);
  return row ? decodePortalSeason(year, row.entries) : [];
}

function archivedSeasons(db: Db): PortalEntryRow[] {
  return db
    .all<{ year: number; entries: Uint8Array }>('SELECT year, entries FROM portal_history')
    .flatMap((r) => decodePortalSeason(r.year, r.entries));
}

/** A season's portal, best players first (rows for the offseason being played, the archive for finished ones). */
export function portalEntries(db: Db, year: number): PortalEntryRow[] {
  const rows = db.all<PortalEntryRow>('SELECT * FROM portal_entries WHERE year = ? ORDER BY rating DESC, player_id', [
    year,
  ]);
  return rows.length > 0 ? rows : archivedSeason(db, year).sort(byRating);
}

export function portalEntry(db: Db, year: number, playerId: number): PortalEntryRow | undefined {
  return (
    db.get<PortalEntryRow>('SELECT * FROM portal_entries WHERE year = ? AND player_id = ?', [year, playerId])
    ?? archivedSeason(db, year).find((e) => e.player_id === playerId)
  );
}

/** A player's latest portal entry, any season. */
export function latestPortalEntry(db: Db, playerId: number): PortalEntryRow | undefined {
  return (
    db.get<PortalEntryRow>('SELECT * FROM portal_entries WHERE player_id = ? ORDER BY year DESC', [playerId])
    ?? archivedSeasons(db)
      .filter((e) => e.player_id === playerId)
      .sort((a, b) => b.year - a.year)[0]
  );
}

/** Portal entries (any season) whose player has this name, newest first. */
export function portalEntriesNamed(db: Db, first: string, last: string): PortalEntryRow[] {
  const rows = db.all<PortalEntryRow>(
    'SELECT * FROM portal_entries WHERE lower(first) = lower(?) AND lower(last) = lower(?)',
    [first, last],
  );
  const [f, l] = [first.toLowerCase(), last.toLowerCase()];
  const archived = archivedSeasons(db).filter((e) => e.first.toLowerCase() === f && e.last.toLowerCase() === l);
  return [...rows, ...archived].sort((a, b) => b.year - a.year || b.rating - a.rating);
}

/**
 * Moves the offseasons before `year` from rows into one blob each (encoding/portalEntries.ts), once the next season
 * begins: the offseason's signings are made by then, and its rows are only read (who sits out, the pages).
 */
export function archivePortalBefore(db: Db, year: number): void {
  const years = db
    .all<{ year: number }>('SELECT DISTINCT year FROM portal_entries WHERE year < ?', [year])
    .map((r) => r.year);
  for (const y of years) {
    const rows =
      packedPortalSeason(db, y) ?? db.all<PortalEntryRow>('SELECT * FROM portal_entries WHERE year = ?', [y]);
    db.run('INSERT OR REPLACE INTO portal_history (year, entries) VALUES (?, ?)', [
      y,
      encodePortalSeason([...archivedSeason(db, y), ...rows]),
    ]);
  }
  db.run('DELETE FROM portal_entries WHERE year < ?', [year]);
}

/** An entry's characters before its texts: the player's id (two), four numbers and the lengths of its seven texts. */
const TEXTS_AT = 13;

/**
 * A season's entries in one string that SQLite makes, as allRosters reads the rosters (players.ts): 3,000 entries
 * were 36,000 columns handed over one by one through sql.js's WebAssembly. Each is char() of the player's id (low
 * and high 15 bits), his numbers, whether he is unsigned and the lengths of the texts (SQLite's characters:
 * JavaScript's UTF-16 units without a surrogate), then those.
 */
// Kept on both engines: 70-80% of the CPU of a row per entry on better-sqlite3 and on sql.js (saves-storage.md).
const PACKED_SEASON_SQL = `SELECT count(*), group_concat(concat(char(player_id % 32768, player_id / 32768, rating, stars, sits_out,
  to_team IS NULL, length(from_team), length(first), length(last), length(pos), length(class), length(reason), ifnull(length(to_team), 0)),
  from_team, first, last, pos, class, reason, to_team), '') FROM portal_entries WHERE year = ?`;

/** A season's rows as SELECT * reads them, in the table's order, or null when a value does not come back exactly. */
function packedPortalSeason(db: Db, year: number): PortalEntryRow[] | null {
  const packed = packedString(db, PACKED_SEASON_SQL, [year]);
  if (!packed) return null;
  const { count, s } = packed;
  const rows: PortalEntryRow[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (!numbersFit(s, at, TEXTS_AT)) return null;
    const from = at + TEXTS_AT;
    const first = from + s.charCodeAt(at + 6);
    const last = first + s.charCodeAt(at + 7);
    const pos = last + s.charCodeAt(at + 8);
    const classYear = pos + s.charCodeAt(at + 9);
    const reason = classYear + s.charCodeAt(at + 10);
    const to = reason + s.charCodeAt(at + 11);
    const end = to + s.charCodeAt(at + 12);
    if (end > s.length) return null;
    rows.push({
      year,
      player_id: s.charCodeAt(at) + s.charCodeAt(at + 1) * 32768,
      from_team: s.slice(from, first),
      first: s.slice(first, last),
      last: s.slice(last, pos),
      pos: s.slice(pos, classYear),
      class: s.slice(classYear, reason),
      rating: s.charCodeAt(at + 2),
      stars: s.charCodeAt(at + 3),
      reason: s.slice(reason, to) as PortalReason,
      to_team: s.charCodeAt(at + 5) === 1 ? null : s.slice(to, end),
      sits_out: s.charCodeAt(at + 4),
    });
    at = end;
  }
  return at === s.length ? rows : null;
}

/** Records where he signed; `reason`, when given, is his reason as his move shows it (reasonForMove). */
export function recordPortalSigning(
  db: Db,
  year: number,
  playerId: number,
  team: string,
  sitsOut: boolean,
  reason?: PortalReason,
): void {
  if (reason) {
    db.run('UPDATE portal_entries SET to_team = ?, sits_out = ?, reason = ? WHERE year = ? AND player_id = ?', [
      team,
      sitsOut ? 1 : 0,
      reason,
      year,
      playerId,
    ]);
  } else {
    db.run('UPDATE portal_entries SET to_team = ?, sits_out = ? WHERE year = ? AND player_id = ?', [
      team,
      sitsOut ? 1 : 0,
      year,
      playerId,
    ]);
  }
}

/** The unsigned of the offseason being played who entered to move up a level (their reason waits on their move). */
export function unsignedMovingUp(db: Db, year: number): Set<number> {
  return new Set(
    db
      .all<{ player_id: number }>(
        "SELECT player_id FROM portal_entries WHERE year = ? AND to_team IS NULL AND reason = 'moving_up'",
        [year],
      )
      .map((r) => r.player_id),
  );
}

/** The teams that offered a portal player this season (the player's team's offers; computer offers are not kept). */
export function portalOffersOf(db: Db, year: number, team: string): number[] {
  return db
    .all<{ player_id: number }>('SELECT player_id FROM portal_offers WHERE year = ? AND team = ? ORDER BY player_id', [
      year,
      team,
    ])
    .map((r) => r.player_id);
}

export function savePortalOffer(db: Db, year: number, playerId: number, team: string): void {
  db.run('INSERT OR IGNORE INTO portal_offers (year, player_id, team) VALUES (?, ?, ?)', [year, playerId, team]);
}

/**
 * The retention setting for portals: offseasons from `fromYear` up to (not including) `firstKeptYear` keep only the
 * entries of `keepTeams` (their departures and arrivals), as old seasons keep only the coached programs' game detail.
 */
export function trimOldPortals(db: Db, firstKeptYear: number, keepTeams: readonly string[], fromYear = 0): void {
  const keep = new Set(keepTeams);
  const seasons = db.all<{ year: number; entries: Uint8Array }>(
    'SELECT year, entries FROM portal_history WHERE year >= ? AND year < ?',
    [fromYear, firstKeptYear],
  );
  for (const s of seasons) {
    const entries = decodePortalSeason(s.year, s.entries);
    const kept = entries.filter((e) => keep.has(e.from_team) || (e.to_team !== null && keep.has(e.to_team)));
    if (kept.length < entries.length)
      db.run('UPDATE portal_history SET entries = ? WHERE year = ?', [encodePortalSeason(kept), s.year]);
  }
}

/** Players who transferred in last offseason and sit out `season` (the rule before 2021). */
export function sittingOut(db: Db, season: number): Set<number> {
  const rows = db.all<{ player_id: number }>(
    'SELECT player_id FROM portal_entries WHERE year = ? AND sits_out = 1 AND to_team IS NOT NULL',
    [season - 1],
  );
  if (rows.length > 0) return new Set(rows.map((r) => r.player_id));
  return new Set(archivedSitters(db, season - 1));
}

/**
 * The sitters of an archived portal season, kept per connection beside the stored bytes they were decoded from
 * (compared whole at each read, so never stale): the depth chart page, its change's answer and each simulation's
 * rosters read them, and decoding the season was a fifth of that page on a 30-season save: kept (and the move's
 * roster read once), the move 3.4 -> 2.6 ms of CPU and its page 5.7 -> 4.6 ms (p50 of 40 on that save).
 */
const keptSitters = new WeakMap<Db, { year: number; entries: Uint8Array; sitters: readonly number[] }>();

function archivedSitters(db: Db, year: number): readonly number[] {
  const row = db.get<{ entries: Uint8Array }>('SELECT entries FROM portal_history WHERE year = ?', [year]);
  if (!row) return [];
  const kept = keptSitters.get(db);
  if (kept && kept.year === year && sameBytes(kept.entries, row.entries)) return kept.sitters;
  const sitters = decodePortalSeason(year, row.entries)
    .filter((e) => e.sits_out === 1 && e.to_team !== null)
    .map((e) => e.player_id);
  keptSitters.set(db, { year, entries: row.entries, sitters });
  return sitters;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Entrants per program in a season (the batch report). */
export function portalCountsByTeam(db: Db, year: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of portalEntries(db, year)) counts.set(e.from_team, (counts.get(e.from_team) ?? 0) + 1);
  return counts;
}

/** A portal player as the signing reads him (roster fields and stars: no names, no attributes). */
export type PortalSigningPlayer = RosterPlayer & { stars: number };

/** An unsigned portal player with what the signing reads of him from the players' table (null when he has no row there). */
export interface OpenPortalPlayer {
  player_id: number;
  from_team: string;
  player: PortalSigningPlayer | null;
}

/**
 * Who of the offseason being played is still unsigned, best first (openPortalEntries' order), each with what the
 * signing reads of him from the players' table in the same statement (null when he has no row there).
 */
export function openPortalPlayers(db: Db, year: number): OpenPortalPlayer[] {
  const out: OpenPortalPlayer[] = [];
  for (const [playerId, fromTeam, id, team, pos, year_, redshirted, rating, depth, starter, stars] of db.values(
    `SELECT e.player_id, e.from_team, p.id, p.team, p.pos, p.class, p.redshirted, p.rating, p.depth, p.starter, p.stars
       FROM portal_entries e LEFT JOIN players p ON p.id = e.player_id
      WHERE e.year = ? AND e.to_team IS NULL ORDER BY e.rating DESC, e.player_id`,
    [year],
  ) as [number, string, number | null, string, Position, ClassYear, number, number, number, number, number][]) {
    out.push({
      player_id: playerId,
      from_team: fromTeam,
      player:
        id === null
          ? null
          : { id, team, pos, year: year_, redshirted: redshirted === 1, rating, depth, starter: starter === 1, stars },
    });
  }
  return out;
}

/** A portal player joins his new program (active on its roster again). */
export function joinProgram(db: Db, playerId: number, team: string): void {
  db.run('UPDATE players SET team = ?, active = 1, left_year = NULL WHERE id = ?', [team, playerId]);
}
