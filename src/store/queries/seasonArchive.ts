// A finished season's game boxes and team totals move into one blob each (encoding/seasonArchive.ts) when the next
// season begins; the readers (gameDetails, seasonTeamStats) take a season from either place.
import type { Db } from '../database.js';
import { type GameBox, decodeBox, decodeTeamSeason } from '../encoding/boxScore.js';
import {
  type ArchivedBox,
  type ArchivedPollRow,
  type ArchivedTeamStats,
  decodeSeasonBox,
  decodeSeasonBoxes,
  decodeSeasonPolls,
  decodeSeasonTeamStats,
  encodePackedSeasonBoxes,
  encodeSeasonBoxes,
  encodeSeasonPolls,
  encodeSeasonTeamStats,
} from '../encoding/seasonArchive.js';

/** The box of a game of a finished season, or undefined when it has none. */
export function archivedBox(db: Db, gameId: number): GameBox | undefined {
  const row = db.get<{ boxes: Uint8Array }>(
    'SELECT s.boxes FROM games g JOIN season_boxes s ON s.year = g.year WHERE g.id = ?',
    [gameId],
  );
  return row ? decodeSeasonBox(row.boxes, gameId) : undefined;
}

/** Every archived box of a finished season, by game id ([] when the season has none archived). */
export function archivedSeasonBoxes(db: Db, year: number): ArchivedBox[] {
  const row = db.get<{ boxes: Uint8Array }>('SELECT boxes FROM season_boxes WHERE year = ?', [year]);
  return row ? decodeSeasonBoxes(row.boxes) : [];
}

/** The team totals of a finished season, by team ([] when the season has none archived). */
export function archivedTeamStats(db: Db, year: number): ArchivedTeamStats[] {
  const row = db.get<{ teams: Uint8Array }>('SELECT teams FROM season_team_stats WHERE year = ?', [year]);
  return row ? decodeSeasonTeamStats(row.teams) : [];
}

/** A finished season's polls in week and rank order ([] when the season has none archived). */
export function archivedPolls(db: Db, year: number): ArchivedPollRow[] {
  const row = db.get<{ polls: Uint8Array }>('SELECT polls FROM season_polls WHERE year = ?', [year]);
  return row ? decodeSeasonPolls(row.polls) : [];
}

/**
 * Moves a finished season's game boxes, team totals and polls into their season's blobs (a few milliseconds: about
 * 880 boxes, 140 teams and 730 poll rows). Anything already archived for the season is kept beside them.
 */
export function archiveSeason(db: Db, year: number): void {
  const boxes = db.all<{ game_id: number; box: Uint8Array }>(
    'SELECT b.game_id, b.box FROM games g JOIN game_boxes b ON b.game_id = g.id WHERE g.year = ?',
    [year],
  );
  if (boxes.length > 0) {
    const before = archivedSeasonBoxes(db, year);
    let blob: Uint8Array;
    if (before.length === 0) {
      blob = encodePackedSeasonBoxes(boxes.map((b) => ({ gameId: b.game_id, box: b.box })));
    } else {
      const games = new Map<number, ArchivedBox>(before.map((g) => [g.gameId, g]));
      for (const b of boxes) games.set(b.game_id, { gameId: b.game_id, box: decodeBox(b.box) });
      blob = encodeSeasonBoxes([...games.values()]);
    }
    db.run('INSERT OR REPLACE INTO season_boxes (year, boxes) VALUES (?, ?)', [year, blob]);
    deleteSeasonRows(db, 'game_boxes', boxes.length, 'game_id IN (SELECT id FROM games WHERE year = ?)', year);
  }
  const teams = db.all<{ team: string; games: number; stats: Uint8Array }>(
    'SELECT team, games, stats FROM team_stats WHERE year = ? ORDER BY team',
    [year],
  );
  if (teams.length > 0) {
    const rows = new Map<string, ArchivedTeamStats>(archivedTeamStats(db, year).map((t) => [t.team, t]));
    for (const t of teams) rows.set(t.team, { team: t.team, games: t.games, ...decodeTeamSeason(t.stats) });
    const byTeam = [...rows.values()].sort((a, b) => (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
    db.run('INSERT OR REPLACE INTO season_team_stats (year, teams) VALUES (?, ?)', [
      year,
      encodeSeasonTeamStats(byTeam),
    ]);
    deleteSeasonRows(db, 'team_stats', teams.length, 'year = ?', year);
  }
  const polls = db.all<ArchivedPollRow>('SELECT * FROM polls WHERE year = ? ORDER BY week, rank', [year]);
  if (polls.length > 0) {
    const kept = archivedPolls(db, year).filter((p) => !polls.some((r) => r.week === p.week));
    const rows = [...kept, ...polls].sort((a, b) => a.week - b.week || a.rank - b.rank);
    db.run('INSERT OR REPLACE INTO season_polls (year, polls) VALUES (?, ?)', [year, encodeSeasonPolls(rows)]);
    deleteSeasonRows(db, 'polls', polls.length, 'year = ?', year);
  }
}

/**
 * Deletes a season's `rows` rows of a table. When they are all its rows (at a season's turn, the table holds the
 * finished season alone), a DELETE without WHERE, which SQLite does by dropping the table's pages whole instead of
 * row by row.
 */
function deleteSeasonRows(db: Db, table: string, rows: number, where: string, year: number): void {
  const all = Number(db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n);
  if (all === rows) db.run(`DELETE FROM ${table}`);
  else db.run(`DELETE FROM ${table} WHERE ${where}`, [year]);
}
