// Weekly AP polls.
import type { Poll } from '../../core/rankings/types.js';
import type { Db } from '../database.js';
import type { ArchivedPollRow } from '../encoding/seasonArchive.js';
import { archivedPolls } from './seasonArchive.js';

/** A poll's row as the polls table holds it (a finished season's, as its blob gives it back). */
export type PollRow = ArchivedPollRow;

/** Rows a statement of savePoll inserts at most (7 values each, beside the poll's own three). */
const ROWS_PER_INSERT = 64;
const insertSql = new Map<number, string>();

/**
 * INSERT OR REPLACE of `rows` poll rows in one statement (each SQL text made once): the poll's year, week and voter
 * seed are bound once (?1-?3) and every row reuses them, so a row binds only its own seven values.
 */
function insertPollRowsSql(rows: number): string {
  let sql = insertSql.get(rows);
  if (sql === undefined) {
    const values: string[] = [];
    for (let row = 0; row < rows; row++) {
      const at = 4 + row * 7;
      values.push(`(?1, ?2, ?${at}, ?${at + 1}, ?${at + 2}, ?${at + 3}, ?${at + 4}, ?${at + 5}, ?${at + 6}, ?3)`);
    }
    sql = `INSERT OR REPLACE INTO polls (year, week, team, rank, previous_rank, poll_score, first_place_votes,
       strength_of_record, resume_score, voter_seed) VALUES ${values.join(', ')}`;
    insertSql.set(rows, sql);
  }
  return sql;
}

export function savePoll(db: Db, year: number, poll: Poll): void {
  // Inserted in key order (team within the week): SQLite then fills pages instead of splitting them half-empty.
  // Many rows a statement (in order, as one by one): a call into sql.js per row cost more than the rows.
  const byTeam = new Map(poll.entries.map((e) => [e.team, e]));
  // The names in code-unit order by the builtin sort (the order of < on strings), without a comparison of ours.
  const teams = [...byTeam.keys()].sort();
  db.transaction(() => {
    for (let start = 0; start < teams.length; start += ROWS_PER_INSERT) {
      const rows = Math.min(ROWS_PER_INSERT, teams.length - start);
      const params: (string | number | null)[] = [year, poll.week, poll.voterSeed];
      for (let i = start; i < start + rows; i++) {
        const e = byTeam.get(teams[i])!;
        params.push(
          e.team,
          e.rank,
          e.previousRank ?? 0,
          e.pollScore,
          e.firstPlaceVotes,
          e.strengthOfRecord,
          e.resumeScore,
        );
      }
      db.run(insertPollRowsSql(rows), params);
    }
  });
}

/** The poll of one week (all teams, rank order), or [] when there is none. */
export function pollOfWeek(db: Db, year: number, week: number): PollRow[] {
  const rows = db.all<PollRow>('SELECT * FROM polls WHERE year = ? AND week = ? ORDER BY rank', [year, week]);
  // A finished season's polls are one blob (seasonArchive.ts), in week and rank order.
  return rows.length > 0 ? rows : archivedPolls(db, year).filter((r) => r.week === week);
}

/** The latest poll week of a season at or before a week, or null before the first poll. */
export function latestPollWeek(db: Db, year: number, atOrBeforeWeek = Number.MAX_SAFE_INTEGER): number | null {
  const week = db.get<{ week: number | null }>('SELECT MAX(week) AS week FROM polls WHERE year = ? AND week <= ?', [
    year,
    atOrBeforeWeek,
  ])?.week;
  if (week !== null && week !== undefined) return week;
  let latest: number | null = null;
  for (const r of archivedPolls(db, year))
    if (r.week <= atOrBeforeWeek && (latest === null || r.week > latest)) latest = r.week;
  return latest;
}

/** The weeks of a season that have a poll, in order (0: the preseason poll). */
export function pollWeeks(db: Db, year: number): number[] {
  const weeks = db
    .all<{ week: number }>('SELECT DISTINCT week FROM polls WHERE year = ? ORDER BY week', [year])
    .map((r) => r.week);
  if (weeks.length > 0) return weeks;
  return [...new Set(archivedPolls(db, year).map((r) => r.week))].sort((a, b) => a - b);
}

/** The latest poll of a season at or before a week (all teams, rank order), or [] before the first poll. */
export function latestPoll(db: Db, year: number, atOrBeforeWeek = Number.MAX_SAFE_INTEGER): PollRow[] {
  const week = latestPollWeek(db, year, atOrBeforeWeek);
  return week === null ? [] : pollOfWeek(db, year, week);
}

/** Team -> current rank (0 when there is no poll yet). */
export function currentRanks(db: Db, year: number, atOrBeforeWeek?: number): Map<string, number> {
  return new Map(latestPoll(db, year, atOrBeforeWeek).map((r) => [r.team, r.rank]));
}

/** One team's current rank (currentRanks' for one team, without reading the whole poll when its week is stored). */
export function teamRank(db: Db, year: number, team: string): number {
  const week = latestPollWeek(db, year);
  if (week === null) return 0;
  const row = db.get<{ rank: number }>('SELECT rank FROM polls WHERE year = ? AND week = ? AND team = ?', [
    year,
    week,
    team,
  ]);
  return row ? row.rank : (currentRanks(db, year).get(team) ?? 0);
}

/** The stored poll as the engine's Poll, to compute the next week's from it. */
export function pollFromRows(rows: readonly PollRow[]): Poll | null {
  if (rows.length === 0) return null;
  return {
    week: rows[0].week,
    final: false,
    voterSeed: rows[0].voter_seed,
    entries: rows.map((r) => ({
      team: r.team,
      rank: r.rank,
      previousRank: r.previous_rank || null,
      movement: r.previous_rank ? r.previous_rank - r.rank : 0,
      pollScore: r.poll_score,
      firstPlaceVotes: r.first_place_votes,
      strengthOfRecord: r.strength_of_record,
      record: { wins: 0, losses: 0 },
      resumeScore: r.resume_score,
    })),
  };
}

/** Teams of a finished season's weekly polls that are kept: the AP Top 25. */
const KEPT_RANKS = 25;

/**
 * Once a season is over its polls are history: each week keeps its Top 25, and the final poll and the playoff
 * selection poll keep every team (the ranks past pages show). The voters' working values are no longer needed.
 * Three quarters of a season's poll rows, megabytes over a long dynasty. The kept rows are written again, in key
 * order, so that they fill their pages instead of staying scattered over the old ones.
 */
export function settleSeasonPolls(db: Db, year: number, selectionWeek: number): void {
  const kept = db.values(
    `SELECT year, week, team, rank, previous_rank, poll_score, first_place_votes, strength_of_record FROM polls
      WHERE year = ? AND (rank <= ? OR week = ? OR week = (SELECT MAX(week) FROM polls WHERE year = ?))
      ORDER BY week, team`,
    [year, KEPT_RANKS, selectionWeek, year],
  );
  db.run('DELETE FROM polls WHERE year = ?', [year]);
  for (const row of kept) {
    db.run(
      `INSERT INTO polls (year, week, team, rank, previous_rank, poll_score, first_place_votes, strength_of_record)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      row,
    );
  }
}
