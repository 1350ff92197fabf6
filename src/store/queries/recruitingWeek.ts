// The rows a recruiting week reads and writes beside the cycle itself (./recruiting.ts): the commitments' news, the
// week's games as recruiting reads them, the player's orders for the week to come and his board, and every roster as
// signing day needs it.
import type { ClassYear, Position } from '../../core/players/types.js';
import type { DepthChartPlayer } from '../../core/players/depthChart.js';
// Types only: the core's recruiting code stays out of the commands that only read (docs/cli.md).
import type { Prospect, RecruitingAction, RecruitingNews } from '../../core/recruiting/index.js';
import type { Db } from '../database.js';

/** Rows a statement of saveNews inserts at most (10 values each). */
const NEWS_ROWS_PER_INSERT = 100;
const newsInsertSql = new Map<number, string>();

/** INSERT of `rows` news rows in one statement (each SQL text made once). */
function insertNewsSql(rows: number): string {
  let sql = newsInsertSql.get(rows);
  if (sql === undefined) {
    sql = `INSERT INTO recruiting_news (year, week, kind, prospect_id, team, first, last, pos, stars, rank) VALUES ${Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`;
    newsInsertSql.set(rows, sql);
  }
  return sql;
}

/**
 * The commitments and decommitments, in order (their ids follow it). Many rows a statement: a season's two
 * thousand rows one by one cost a call into sql.js each, more than the rows themselves.
 */
export function saveNews(
  db: Db,
  year: number,
  news: readonly RecruitingNews[],
  prospects: ReadonlyMap<number, Prospect>,
): void {
  const params: (string | number)[] = [];
  let rows = 0;
  const flush = (): void => {
    if (rows > 0) db.run(insertNewsSql(rows), params);
    params.length = 0;
    rows = 0;
  };
  // Indexed: a short command runs this cold, where for-of makes an iterator result per item.
  for (let k = 0; k < news.length; k++) {
    const item = news[k];
    if (item.kind === 'sign') continue;
    const p = prospects.get(item.prospect);
    if (!p) continue;
    params.push(year, item.week, item.kind, p.id, item.program, p.first, p.last, p.pos, p.stars, p.rank);
    if (++rows === NEWS_ROWS_PER_INSERT) flush();
  }
  flush();
}

/** A game of a week as recruiting reads it: who hosted, the result, the host's rank (official visits, the records). */
export interface RecruitingWeekGame {
  id: number;
  home: string;
  away: string;
  neutral: number;
  home_points: number | null;
  away_points: number | null;
  home_rank: number;
}

/** The week's games (in id order) with the seven columns recruiting reads, not the twenty of a game's row. */
export function recruitingWeekGames(db: Db, year: number, week: number): RecruitingWeekGame[] {
  const games: RecruitingWeekGame[] = [];
  for (const v of db.values(
    'SELECT id, home, away, neutral, home_points, away_points, home_rank FROM games WHERE year = ? AND week = ? ORDER BY id',
    [year, week],
  )) {
    games.push({
      id: v[0] as number,
      home: v[1] as string,
      away: v[2] as string,
      neutral: v[3] as number,
      home_points: v[4] as number | null,
      away_points: v[5] as number | null,
      home_rank: v[6] as number,
    });
  }
  return games;
}

export interface NewsRow {
  id: number;
  year: number;
  week: number;
  kind: 'commit' | 'decommit';
  prospect_id: number;
  team: string;
  first: string;
  last: string;
  pos: string;
  stars: number;
  rank: number;
}

export function prospectNews(db: Db, prospect: number): NewsRow[] {
  return db.all<NewsRow>('SELECT * FROM recruiting_news WHERE prospect_id = ? ORDER BY id', [prospect]);
}

export interface OrderRow {
  seq: number;
  action: RecruitingAction;
}

export function teamOrders(db: Db, team: string): OrderRow[] {
  return db
    .all<{ seq: number; kind: RecruitingAction['kind']; prospect_id: number; pitch: string | null }>(
      'SELECT seq, kind, prospect_id, pitch FROM recruiting_orders WHERE team = ? ORDER BY seq',
      [team],
    )
    .map((r) => ({
      seq: r.seq,
      action:
        r.kind === 'pitch'
          ? {
              kind: 'pitch',
              prospect: r.prospect_id,
              strength: r.pitch as Extract<RecruitingAction, { kind: 'pitch' }>['strength'],
            }
          : { kind: r.kind, prospect: r.prospect_id },
    }));
}

export function addOrder(db: Db, team: string, action: RecruitingAction): number {
  db.run('INSERT INTO recruiting_orders (team, kind, prospect_id, pitch) VALUES (?, ?, ?, ?)', [
    team,
    action.kind,
    action.prospect,
    action.kind === 'pitch' ? action.strength : null,
  ]);
  return Number(db.get<{ seq: number }>('SELECT last_insert_rowid() AS seq')?.seq ?? 0);
}

export function deleteOrder(db: Db, seq: number): void {
  db.run('DELETE FROM recruiting_orders WHERE seq = ?', [seq]);
}

export function clearOrders(db: Db): void {
  db.run('DELETE FROM recruiting_orders');
}

export function setBoard(db: Db, team: string, targets: readonly number[], auto: boolean): void {
  db.run('UPDATE recruiting_boards SET targets = ?, auto = ? WHERE team = ?', [
    JSON.stringify(targets),
    auto ? 1 : 0,
    team,
  ]);
}

/** Whether the program's staff works its board each week (auto) or only the player's orders are carried out. */
export function setBoardAuto(db: Db, team: string, auto: boolean): void {
  db.run('UPDATE recruiting_boards SET auto = ? WHERE team = ?', [auto ? 1 : 0, team]);
}

/** An active player as signing day sees him: where he plays and his place on the depth chart. */
export interface SigningDayPlayer extends DepthChartPlayer {
  team: string;
}

/**
 * Every active player as signing day needs him (positions for the openings, what the depth chart orders by), by team:
 * eight columns rather than the whole player with his attributes, which signing day neither reads nor writes back.
 */
export function signingDayRosters(db: Db): Map<string, SigningDayPlayer[]> {
  const rosters = new Map<string, SigningDayPlayer[]>();
  let team = '';
  let list: SigningDayPlayer[] = [];
  for (const v of db.values(
    'SELECT id, team, pos, class, redshirted, rating, depth, starter FROM players WHERE active = 1 ORDER BY team, pos, depth',
  )) {
    if (v[1] !== team) {
      team = v[1] as string;
      list = rosters.get(team) ?? [];
      rosters.set(team, list);
    }
    list.push({
      id: v[0] as number,
      team,
      pos: v[2] as Position,
      year: v[3] as ClassYear,
      redshirted: v[4] === 1,
      rating: v[5] as number,
      depth: v[6] as number,
      starter: v[7] === 1,
    });
  }
  return rosters;
}
