// Player season totals: careers outlive game logs. Stored per team and season (encoding/teamPlayerSeasons.ts).
import { CLASS_YEARS, type ClassYear, type Player } from '../../core/players/types.js';
import { PLAYER_RECORD_STATS } from '../../core/records/book.js';
import { F } from '../../core/stats/playerStatBook.js';
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import type { SqlValue } from '../database.js';
import type { Db } from '../database.js';
import { careerOf } from './formerPlayers.js';
import { runRows } from './manyRows.js';
import {
  type PlayerSeasonTotals,
  type PlayerSeasonValues,
  addTeamSeasonRecordStats,
  decodeTeamPlayerSeasons,
  encodeTeamPlayerSeasonValues,
  visitTeamPlayerSeasonValues,
} from '../encoding/teamPlayerSeasons.js';
import {
  CATEGORY_AT,
  CATEGORY_LONG,
  CATEGORY_VALUES,
  FIELD_COUNTS,
  type GameLineSink,
} from '../encoding/playerLines.js';
import { ByPlayerId } from '../byPlayerId.js';

/** A season's (or career's) totals in the engine's per-game shape: counts summed, "long" as the maximum. */
export type PlayerTotals = PlayerStatCategories;

export interface PlayerSeasonRow {
  player_id: number;
  year: number;
  team: string;
  class: string;
  rating: number;
  games: number;
  stats: PlayerTotals;
}

/** One team's player totals of a season. */
export interface TeamSeasonTotals {
  team: string;
  players: PlayerSeasonTotals[];
}

/** Every team's player totals of a season. */
export function teamSeasonTotals(db: Db, year: number): TeamSeasonTotals[] {
  return db
    .all<{ team: string; players: Uint8Array }>('SELECT team, players FROM player_seasons WHERE year = ?', [year])
    .map((r) => ({ team: r.team, players: decodeTeamPlayerSeasons(r.players) }));
}

/**
 * Adds every team's players' record statistics of a season (core/records/book.ts's PLAYER_RECORD_STATS order) to
 * their sums, found by `sumsOf` (undefined: skipped): teamSeasonTotals without building any player's totals.
 */
export function addSeasonRecordStats(
  db: Db,
  year: number,
  sumsOf: (playerId: number) => Float64Array | undefined,
): void {
  for (const [players] of db.values('SELECT players FROM player_seasons WHERE year = ?', [year]) as [Uint8Array][]) {
    addTeamSeasonRecordStats(players, sumsOf);
  }
}

/**
 * A player's seasons, between the year he joined and the year he left. Most are in his team's seasons; a player who
 * moved through the transfer portal played his earlier ones for another program, found in the other teams' totals
 * of the years missing (the portal's own records are trimmed by the retention setting; the totals are kept).
 */
export function playerSeasons(db: Db, playerId: number): PlayerSeasonRow[] {
  const player = careerOf(db, playerId);
  if (!player) return [];
  const last = player.left_year ?? Number.MAX_SAFE_INTEGER;
  const rows = db.all<{ year: number; players: Uint8Array }>(
    'SELECT year, players FROM player_seasons WHERE team = ? AND year >= ? AND year <= ? ORDER BY year',
    [player.team, player.joined_year, last],
  );
  const seasons: PlayerSeasonRow[] = [];
  const lineIn = (team: string, year: number, players: Uint8Array): boolean => {
    const line = decodeTeamPlayerSeasons(players).find((p) => p.playerId === playerId);
    if (line)
      seasons.push({
        player_id: playerId,
        year,
        team,
        class: line.class,
        rating: line.rating,
        games: line.games,
        stats: line.stats,
      });
    return line !== undefined;
  };
  let firstHere = Number.MAX_SAFE_INTEGER;
  for (const row of rows) if (lineIn(player.team, row.year, row.players)) firstHere = Math.min(firstHere, row.year);
  // Only the years before his first season here can be another program's (a year without a line here after it is
  // a redshirt or an injury, not a transfer): a player who never moved pays only for years he sat out before his first.
  const latest =
    firstHere !== Number.MAX_SAFE_INTEGER
      ? firstHere - 1
      : Math.min(
          last,
          db.get<{ year: number | null }>('SELECT MAX(year) AS year FROM player_seasons')?.year
            ?? player.joined_year - 1,
        );
  for (let year = player.joined_year; year <= latest; year++) {
    const others = db.all<{ team: string; players: Uint8Array }>(
      'SELECT team, players FROM player_seasons WHERE year = ? AND team <> ?',
      [year, player.team],
    );
    for (const other of others) if (lineIn(other.team, year, other.players)) break;
  }
  return seasons.sort((a, b) => a.year - b.year);
}

const classYear = (value: string): ClassYear =>
  (CLASS_YEARS as readonly string[]).includes(value) ? (value as ClassYear) : 'fr';

/**
 * A player's row of totals: each category's fields in stored order from CATEGORY_AT (the engine's stat book columns,
 * core/stats/playerStatBook.ts F), one row per player.
 */
const ROW = CATEGORY_VALUES;
const LOAD_SQL = 'SELECT team, players FROM player_seasons WHERE year = ?';
const FIRST_ROWS = 1024;

/**
 * A season's player totals held in memory while games are played, written back once: cheaper than updating thousands
 * of rows after every game. Each player's totals are a row of numbers in one typed array (counts added, "long" the
 * maximum, as sumStatCategories adds lines) with a mask of the categories he has. A game's lines are added as the
 * game's encoding writes them (a GameLineSink: encodeGamePlayers hands over each category's fields as it read them),
 * by one loop over a category's fields, where reading every line object again into an object per category with an
 * adder per category made some fifteen functions a short command compiled.
 */
export class SeasonPlayerTotals implements GameLineSink {
  /** Each player's row (its index in the arrays below). */
  private rowOf = new ByPlayerId<number>();
  private readonly ids: number[] = [];
  private readonly teams: string[] = [];
  private readonly classYears: ClassYear[] = [];
  private readonly ratings: number[] = [];
  private games = new Int32Array(FIRST_ROWS);
  private masks = new Uint8Array(FIRST_ROWS);
  /** Added to since the last save (the player is in `touched`). */
  private changed = new Uint8Array(FIRST_ROWS);
  private values = new Float64Array(FIRST_ROWS * ROW);
  /** A saved player's values, read before they are added (load). */
  private readonly saved = new Float64Array(ROW);
  /** The teams of the game being added (home, away), the side being added, and the row of the line being added. */
  private gameTeams: [string, string] = ['', ''];
  private team = '';
  private row = 0;
  /** Rows of the players added to since the last save, in the order they first were. */
  private readonly touched: number[] = [];

  private constructor(private readonly year: number) {}

  static load(db: Db, year: number): SeasonPlayerTotals {
    const totals = new SeasonPlayerTotals(year);
    for (const [team, players] of db.values(LOAD_SQL, [year]) as [string, Uint8Array][]) {
      visitTeamPlayerSeasonValues(players, totals.saved, (playerId, classYear, rating, games, mask) => {
        const row = totals.newRow(playerId, team, classYear, rating);
        totals.games[row] = games;
        totals.merge(row, mask);
      });
    }
    return totals;
  }

  /**
   * Once saved, puts the rows in the order load() would read them back (teams in the order its query gives, each
   * team's players in its stored order, which is theirs here), so that totals kept for the next simulation
   * (season/seasonCache.ts) save their teams in the same order as totals loaded again would. False (nothing kept)
   * when the rows are not those stored.
   */
  inLoadOrder(db: Db): boolean {
    if (this.touched.length > 0) return false;
    const rowsOf = new Map<string, number[]>();
    for (let row = 0; row < this.ids.length; row++) {
      let rows = rowsOf.get(this.teams[row]);
      if (!rows) {
        rows = [];
        rowsOf.set(this.teams[row], rows);
      }
      rows.push(row);
    }
    const order: number[] = [];
    for (const [team] of db.values(LOAD_SQL, [this.year])) {
      const rows = rowsOf.get(team as string);
      if (!rows) return false;
      rowsOf.delete(team as string);
      for (const row of rows) order.push(row);
    }
    if (rowsOf.size > 0) return false;
    const capacity = this.games.length;
    const games = new Int32Array(capacity);
    const masks = new Uint8Array(capacity);
    const values = new Float64Array(capacity * ROW);
    const rowOf = new ByPlayerId<number>();
    const [ids, teams, classYears, ratings] = [[...this.ids], [...this.teams], [...this.classYears], [...this.ratings]];
    for (let i = 0; i < order.length; i++) {
      const row = order[i];
      this.ids[i] = ids[row];
      this.teams[i] = teams[row];
      this.classYears[i] = classYears[row];
      this.ratings[i] = ratings[row];
      games[i] = this.games[row];
      masks[i] = this.masks[row];
      values.set(this.values.subarray(row * ROW, row * ROW + ROW), i * ROW);
      rowOf.set(ids[row], i);
    }
    this.games = games;
    this.masks = masks;
    this.values = values;
    this.rowOf = rowOf;
    return true;
  }

  private newRow(playerId: number, team: string, classYear: ClassYear, rating: number): number {
    const row = this.ids.length;
    if (row === this.games.length) this.grow();
    this.ids.push(playerId);
    this.teams.push(team);
    this.classYears.push(classYear);
    this.ratings.push(rating);
    this.rowOf.set(playerId, row);
    return row;
  }

  private grow(): void {
    const rows = this.games.length * 2;
    const games = new Int32Array(rows);
    games.set(this.games);
    this.games = games;
    const masks = new Uint8Array(rows);
    masks.set(this.masks);
    this.masks = masks;
    const changed = new Uint8Array(rows);
    changed.set(this.changed);
    this.changed = changed;
    const values = new Float64Array(rows * ROW);
    values.set(this.values);
    this.values = values;
  }

  /** Adds the categories `mask` of `this.saved` into a player's row: a category new to him is copied, else added. */
  private merge(row: number, mask: number): void {
    const had = this.masks[row];
    const values = this.values;
    const line = this.saved;
    const base = row * ROW;
    for (let category = 0; category < CATEGORY_AT.length; category++) {
      const bit = 1 << category;
      if ((mask & bit) === 0) continue;
      const from = CATEGORY_AT[category];
      const to = category + 1 < CATEGORY_AT.length ? CATEGORY_AT[category + 1] : ROW;
      if ((had & bit) === 0) {
        for (let f = from; f < to; f++) values[base + f] = line[f];
        continue;
      }
      const long: number = CATEGORY_LONG[category];
      for (let f = from; f < to; f++)
        values[base + f] = f === long ? Math.max(values[base + f], line[f]) : values[base + f] + line[f];
    }
    this.masks[row] = had | mask;
  }

  /** The game whose lines encodeGamePlayers is about to write with this as its sink: its teams, home and away. */
  forGame(home: string, away: string): this {
    this.gameTeams[0] = home;
    this.gameTeams[1] = away;
    return this;
  }

  /** GameLineSink: the lines that follow are of the game's home (0) or away (1) team. */
  side(side: number): void {
    this.team = this.gameTeams[side];
  }

  /** GameLineSink: a line of the side's team: the player played a game, and his line's categories follow. */
  line(playerId: number): void {
    let row = this.rowOf.get(playerId);
    if (row === undefined) row = this.newRow(playerId, this.team, 'fr', 0);
    this.games[row]++;
    if (this.changed[row] === 0) {
      this.changed[row] = 1;
      this.touched.push(row);
    }
    this.row = row;
  }

  /** GameLineSink: a category of the line: copied when new to the player's season, else added (its "long" the maximum). */
  category(category: number, values: Float64Array): void {
    const row = this.row;
    const bit = 1 << category;
    const had = this.masks[row];
    const sums = this.values;
    const base = row * ROW + CATEGORY_AT[category];
    const count = FIELD_COUNTS[category];
    if ((had & bit) === 0) {
      for (let i = 0; i < count; i++) sums[base + i] = values[i];
      this.masks[row] = had | bit;
      return;
    }
    const long = CATEGORY_LONG[category] - CATEGORY_AT[category];
    for (let i = 0; i < count; i++)
      sums[base + i] = i === long ? Math.max(sums[base + i], values[i]) : sums[base + i] + values[i];
  }

  /**
   * The players added to since the last save, in the order they first were, with their team and their season so far
   * in the record book's statistics (core/records/book.ts PLAYER_RECORD_STATS order, written into `sums`).
   */
  forEachTouched(sums: Float64Array, visit: (playerId: number, team: string, sums: Float64Array) => void): void {
    for (let i = 0; i < this.touched.length; i++) {
      const row = this.touched[i];
      const base = row * ROW;
      for (let s = 0; s < RECORD_COLUMNS.length; s++) sums[s] = this.values[base + RECORD_COLUMNS[s]];
      visit(this.ids[row], this.teams[row], sums);
    }
  }

  /**
   * Writes the teams whose players changed (with each changed player's class and rating this season). rosters: the
   * active players as the simulation loaded them, when it holds them (else they are read from the players table).
   */
  save(db: Db, rosters?: Iterable<readonly Player[]>): void {
    if (this.touched.length === 0) return;
    // Each changed player's class and rating as the rosters have them (read straight into his row: no map of them all).
    if (rosters) for (const roster of rosters) this.updateFrom(roster);
    else {
      const rows = db.all<{ id: number; class: string; rating: number }>(
        'SELECT id, class, rating FROM players WHERE active = 1',
      );
      this.updateFrom(rows.map((p) => ({ id: p.id, year: p.class, rating: p.rating })));
    }
    const teams = new Set<string>();
    for (let i = 0; i < this.touched.length; i++) teams.add(this.teams[this.touched[i]]);
    const byTeam = new Map<string, PlayerSeasonValues[]>();
    for (let row = 0; row < this.ids.length; row++) {
      const team = this.teams[row];
      if (!teams.has(team)) continue;
      let list = byTeam.get(team);
      if (!list) {
        list = [];
        byTeam.set(team, list);
      }
      list.push({
        playerId: this.ids[row],
        class: this.classYears[row],
        rating: this.ratings[row],
        games: this.games[row],
        mask: this.masks[row],
        at: row * ROW,
      });
      // Saved (every touched row is of a touched team, so visited here).
      this.changed[row] = 0;
    }
    // Many teams a statement (manyRows.ts), each row as saveTeamSeasonTotals writes it.
    const values: SqlValue[] = [];
    for (const [team, list] of byTeam) values.push(this.year, team, encodeTeamPlayerSeasonValues(list, this.values));
    runRows(db, 'INSERT OR REPLACE INTO player_seasons (year, team, players) VALUES', 3, values);
    this.touched.length = 0;
  }

  /** Each touched player's class and rating from `players` (a roster, or rows in its shape). */
  private updateFrom(
    players: readonly { readonly id: number; readonly year: string; readonly rating: number }[],
  ): void {
    // The league's 11,000 players are read once.
    for (let i = 0; i < players.length; i++) {
      const row = this.rowOf.get(players[i].id);
      if (row !== undefined && this.changed[row] === 1) {
        this.classYears[row] = classYear(players[i].year);
        this.ratings[row] = players[i].rating;
      }
    }
  }
}

/** The columns of a row of totals that the record book counts, in PLAYER_RECORD_STATS order (recordStatsInto's fields). */
const RECORD_COLUMNS = [
  F.PASS_YDS,
  F.PASS_TD,
  F.RUSH_YDS,
  F.RUSH_TD,
  F.REC_YDS,
  F.REC_TD,
  F.TACKLES,
  F.SACKS,
  F.DEF_INT,
] as const;
if (RECORD_COLUMNS.length !== PLAYER_RECORD_STATS.length)
  throw new Error('playerSeasons: RECORD_COLUMNS does not follow PLAYER_RECORD_STATS');
