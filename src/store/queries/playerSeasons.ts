// Player season totals: careers outlive game logs. Stored per team and season (encoding/teamPlayerSeasons.ts).
import { CLASS_YEARS, type ClassYear, type Player } from '../../core/players/types.js';
import type {
  DefenseLine, KickingLine, PassingLine, PlayerGameStats, PuntingLine, ReceivingLine, ReturnLine, RushingLine,
} from '../../core/sim/types.js';
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import { recordStatsInto } from '../../core/records/book.js';
import type { SqlValue } from 'sql.js';
import type { Db } from '../database.js';
import { careerOf } from './formerPlayers.js';
import { runRows } from './manyRows.js';
import {
  type PlayerSeasonTotals, addTeamSeasonRecordStats, decodeTeamPlayerSeasons, encodeTeamPlayerSeasons,
} from '../encoding/teamPlayerSeasons.js';
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
export function addSeasonRecordStats(db: Db, year: number, sumsOf: (playerId: number) => Float64Array | undefined): void {
  for (const [players] of db.values('SELECT players FROM player_seasons WHERE year = ?', [year]) as [Uint8Array][]) {
    addTeamSeasonRecordStats(players, sumsOf);
  }
}

export function saveTeamSeasonTotals(db: Db, year: number, team: string, players: readonly PlayerSeasonTotals[]): void {
  db.run('INSERT OR REPLACE INTO player_seasons (year, team, players) VALUES (?, ?, ?)', [year, team, encodeTeamPlayerSeasons(players)]);
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
    if (line) seasons.push({ player_id: playerId, year, team, class: line.class, rating: line.rating, games: line.games, stats: line.stats });
    return line !== undefined;
  };
  let firstHere = Number.MAX_SAFE_INTEGER;
  for (const row of rows) if (lineIn(player.team, row.year, row.players)) firstHere = Math.min(firstHere, row.year);
  // Only the years before his first season here can be another program's (a year without a line here after it is
  // a redshirt or an injury, not a transfer): a player who never moved pays only for years he sat out before his first.
  const latest = firstHere !== Number.MAX_SAFE_INTEGER ? firstHere - 1
    : Math.min(last, db.get<{ year: number | null }>('SELECT MAX(year) AS year FROM player_seasons')?.year ?? player.joined_year - 1);
  for (let year = player.joined_year; year <= latest; year++) {
    const others = db.all<{ team: string; players: Uint8Array }>('SELECT team, players FROM player_seasons WHERE year = ? AND team <> ?', [year, player.team]);
    for (const other of others) if (lineIn(other.team, year, other.players)) break;
  }
  return seasons.sort((a, b) => a.year - b.year);
}

interface HeldSeason {
  team: string;
  classYear: ClassYear;
  rating: number;
  games: number;
  /** The season so far: this object's own copies of the categories, added to in place. */
  totals: PlayerTotals;
  /** Added to since the last save (the player is in `touched`). */
  touched: boolean;
}

const classYear = (value: string): ClassYear => (CLASS_YEARS as readonly string[]).includes(value) ? (value as ClassYear) : 'fr';

// One adder per category with its fields named: monomorphic property access on the engine's lines (a loop over each
// line's keys cost about twice as much; the season adds 50,000 lines). Every line has all of its category's fields
// (the packed encoding refuses a missing one), so the sums are those of sumStatCategories: counts added, "long" the
// maximum. A field added to a line type must be added here too (the copy's literal type checks it is complete).
const copyPassing = (b: PassingLine): PassingLine => ({ comp: b.comp, att: b.att, yds: b.yds, td: b.td, int: b.int, sacks: b.sacks, sackYds: b.sackYds, long: b.long });
function addPassing(a: PassingLine, b: PassingLine): void {
  a.comp += b.comp; a.att += b.att; a.yds += b.yds; a.td += b.td; a.int += b.int; a.sacks += b.sacks; a.sackYds += b.sackYds;
  a.long = Math.max(a.long, b.long);
}
const copyRushing = (b: RushingLine): RushingLine => ({ att: b.att, yds: b.yds, td: b.td, long: b.long, fumbles: b.fumbles, fumblesLost: b.fumblesLost });
function addRushing(a: RushingLine, b: RushingLine): void {
  a.att += b.att; a.yds += b.yds; a.td += b.td; a.fumbles += b.fumbles; a.fumblesLost += b.fumblesLost;
  a.long = Math.max(a.long, b.long);
}
const copyReceiving = (b: ReceivingLine): ReceivingLine => ({ rec: b.rec, targets: b.targets, yds: b.yds, td: b.td, long: b.long });
function addReceiving(a: ReceivingLine, b: ReceivingLine): void {
  a.rec += b.rec; a.targets += b.targets; a.yds += b.yds; a.td += b.td;
  a.long = Math.max(a.long, b.long);
}
const copyDefense = (b: DefenseLine): DefenseLine => ({
  tackles: b.tackles, sacks: b.sacks, tfl: b.tfl, ints: b.ints, intYds: b.intYds, passBreakups: b.passBreakups,
  forcedFumbles: b.forcedFumbles, fumbleRecoveries: b.fumbleRecoveries, td: b.td,
});
function addDefense(a: DefenseLine, b: DefenseLine): void {
  a.tackles += b.tackles; a.sacks += b.sacks; a.tfl += b.tfl; a.ints += b.ints; a.intYds += b.intYds; a.passBreakups += b.passBreakups;
  a.forcedFumbles += b.forcedFumbles; a.fumbleRecoveries += b.fumbleRecoveries; a.td += b.td;
}
const copyKicking = (b: KickingLine): KickingLine => ({ fgm: b.fgm, fga: b.fga, long: b.long, xpm: b.xpm, xpa: b.xpa });
function addKicking(a: KickingLine, b: KickingLine): void {
  a.fgm += b.fgm; a.fga += b.fga; a.xpm += b.xpm; a.xpa += b.xpa;
  a.long = Math.max(a.long, b.long);
}
const copyPunting = (b: PuntingLine): PuntingLine => ({ punts: b.punts, yds: b.yds, long: b.long, inside20: b.inside20 });
function addPunting(a: PuntingLine, b: PuntingLine): void {
  a.punts += b.punts; a.yds += b.yds; a.inside20 += b.inside20;
  a.long = Math.max(a.long, b.long);
}
const copyReturns = (b: ReturnLine): ReturnLine => ({ kr: b.kr, krYds: b.krYds, krTd: b.krTd, pr: b.pr, prYds: b.prYds, prTd: b.prTd });
function addReturns(a: ReturnLine, b: ReturnLine): void {
  a.kr += b.kr; a.krYds += b.krYds; a.krTd += b.krTd; a.pr += b.pr; a.prYds += b.prYds; a.prTd += b.prTd;
}

/** Empty totals with every category's slot present: one object shape for every player's totals. */
const emptyTotals = (): PlayerTotals => ({
  passing: undefined, rushing: undefined, receiving: undefined, defense: undefined, kicking: undefined, punting: undefined, returns: undefined,
});

/**
 * Settles the shapes of season totals once, as the module loads, with their fields as a season changes them (the
 * pattern of settleShapes in core/recruiting/ledger.ts). V8 notes whether a field was written after the literal that
 * made it and what kinds of value it held; the first time a season added into a line (a tackle to a defense line) or
 * set a category of totals, it threw away the code compiled for every reader of that shape (the engine's lines share
 * the copies' shapes: playerStatBook.ts makes them with the same fields in the same order), and the recompiles cost
 * a short command milliseconds each. Writing another value and back marks each field as changing and of its kind.
 * Kept (an array the function refers to, so it lives with the module): V8 drops a shape no object holds at the next GC,
 * and a literal made after that starts a new one with its fields unsettled.
 */
const settledTotals: object[] = [];
function settleTotalsShapes(): void {
  // Every line field's name, as a line of any category (each copy reads its own fields: small integers, as the engine's).
  const zeros = {
    comp: 0, att: 0, yds: 0, td: 0, int: 0, sacks: 0, sackYds: 0, long: 0, fumbles: 0, fumblesLost: 0, rec: 0, targets: 0,
    tackles: 0, tfl: 0, ints: 0, intYds: 0, passBreakups: 0, forcedFumbles: 0, fumbleRecoveries: 0, fgm: 0, fga: 0, xpm: 0,
    xpa: 0, punts: 0, inside20: 0, kr: 0, krYds: 0, krTd: 0, pr: 0, prYds: 0, prTd: 0,
  };
  const totals = emptyTotals();
  const lines: Required<PlayerTotals> = {
    passing: copyPassing(zeros), rushing: copyRushing(zeros), receiving: copyReceiving(zeros), defense: copyDefense(zeros),
    kicking: copyKicking(zeros), punting: copyPunting(zeros), returns: copyReturns(zeros),
  };
  for (const category of Object.keys(lines) as (keyof PlayerTotals)[]) {
    const fields = lines[category] as unknown as Record<string, number>;
    for (const key of Object.keys(fields)) {
      fields[key] = 1;
      fields[key] = 0;
    }
    (totals as Record<string, unknown>)[category] = lines[category];
    (totals as Record<string, unknown>)[category] = undefined;
  }
  const row: HeldSeason = { team: 'a team', classYear: 'fr', rating: 0, games: 0, totals, touched: false };
  row.classYear = 'so';
  row.rating = 1;
  row.games++;
  row.touched = true;
  settledTotals.push(row, lines);
}
settleTotalsShapes();

/**
 * Adds a game's line into a season's totals as sumStatCategories does (counts added, "long" the maximum), in
 * place: a season's 50,000 game lines summed as they come, with no new object per game.
 */
function addInto(totals: PlayerTotals, line: PlayerTotals): void {
  if (line.passing) {
    if (totals.passing) addPassing(totals.passing, line.passing);
    else totals.passing = copyPassing(line.passing);
  }
  if (line.rushing) {
    if (totals.rushing) addRushing(totals.rushing, line.rushing);
    else totals.rushing = copyRushing(line.rushing);
  }
  if (line.receiving) {
    if (totals.receiving) addReceiving(totals.receiving, line.receiving);
    else totals.receiving = copyReceiving(line.receiving);
  }
  if (line.defense) {
    if (totals.defense) addDefense(totals.defense, line.defense);
    else totals.defense = copyDefense(line.defense);
  }
  if (line.kicking) {
    if (totals.kicking) addKicking(totals.kicking, line.kicking);
    else totals.kicking = copyKicking(line.kicking);
  }
  if (line.punting) {
    if (totals.punting) addPunting(totals.punting, line.punting);
    else totals.punting = copyPunting(line.punting);
  }
  if (line.returns) {
    if (totals.returns) addReturns(totals.returns, line.returns);
    else totals.returns = copyReturns(line.returns);
  }
}

/**
 * A season's player totals held in memory while games are played, written back once: cheaper than
 * updating thousands of rows after every game.
 */
export class SeasonPlayerTotals {
  private readonly rows = new ByPlayerId<HeldSeason>();
  /** Ids of the players added to since the last save, each once (a flag on the row rather than a set: one lookup a line). */
  private readonly touched: number[] = [];

  private constructor(private readonly year: number) {}

  static load(db: Db, year: number): SeasonPlayerTotals {
    const totals = new SeasonPlayerTotals(year);
    for (const { team, players } of teamSeasonTotals(db, year)) {
      for (const p of players) {
        const held = emptyTotals();
        addInto(held, p.stats);
        totals.rows.set(p.playerId, { team, classYear: p.class, rating: p.rating, games: p.games, totals: held, touched: false });
      }
    }
    return totals;
  }

  add(team: string, line: PlayerGameStats): void {
    let row = this.rows.get(line.playerId);
    if (!row) this.rows.set(line.playerId, (row = { team, classYear: 'fr', rating: 0, games: 0, totals: emptyTotals(), touched: false }));
    row.games++;
    addInto(row.totals, line);
    if (!row.touched) {
      row.touched = true;
      this.touched.push(line.playerId);
    }
  }

  /** A game's lines of one team (an indexed loop: short commands run without inlining, where for-of steps an iterator). */
  addLines(team: string, lines: readonly PlayerGameStats[]): void {
    for (let i = 0; i < lines.length; i++) this.add(team, lines[i]);
  }

  /**
   * The players added to since the last save, in the order they first were, with their team and their season so far
   * in the record book's statistics (core/records/book.ts recordStatsInto, written into `sums`).
   */
  forEachTouched(sums: Float64Array, visit: (playerId: number, team: string, sums: Float64Array) => void): void {
    for (let i = 0; i < this.touched.length; i++) {
      const row = this.rows.get(this.touched[i])!;
      visit(this.touched[i], row.team, recordStatsInto(row.totals, sums));
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
      const rows = db.all<{ id: number; class: string; rating: number }>('SELECT id, class, rating FROM players WHERE active = 1');
      this.updateFrom(rows.map((p) => ({ id: p.id, year: p.class, rating: p.rating })));
    }
    const touched = this.touched;
    const teams = this.teamsOf(touched);
    const byTeam = new Map<string, PlayerSeasonTotals[]>();
    // forEach rather than for-of: no iterator step and entry pair per player.
    this.rows.forEach((row, playerId) => {
      if (!teams.has(row.team)) return;
      let list = byTeam.get(row.team);
      if (!list) byTeam.set(row.team, (list = []));
      // The totals themselves: the encoding writes categories and fields in its own fixed order, whatever the object's.
      list.push({ playerId, class: row.classYear, rating: row.rating, games: row.games, stats: row.totals });
      // Saved (every touched row is of a touched team, so visited here): no loop of its own over the touched.
      row.touched = false;
    });
    // Many teams a statement (manyRows.ts), each row as saveTeamSeasonTotals writes it.
    const values: SqlValue[] = [];
    for (const [team, list] of byTeam) values.push(this.year, team, encodeTeamPlayerSeasons(list));
    runRows(db, 'INSERT OR REPLACE INTO player_seasons (year, team, players) VALUES', 3, values);
    touched.length = 0;
  }

  /**
   * The teams of the players `ids`. A function of its own: its loop over the season's 7,500 touched players had TurboFan
   * compile all of save on the spot (OSR) for this one pass.
   */
  private teamsOf(ids: readonly number[]): Set<string> {
    const teams = new Set<string>();
    for (let i = 0; i < ids.length; i++) teams.add(this.rows.get(ids[i])!.team);
    return teams;
  }

  /** Each touched player's class and rating from `players` (a roster, or rows in its shape). */
  private updateFrom(players: readonly { readonly id: number; readonly year: string; readonly rating: number }[]): void {
    // Indexed, in one function per roster: the league's 11,000 players are read once, where for-of steps an iterator
    // and a call per player (a short command runs without inlining) costs more than its work.
    for (let i = 0; i < players.length; i++) {
      const row = this.rows.get(players[i].id);
      if (row?.touched) {
        row.classYear = classYear(players[i].year);
        row.rating = players[i].rating;
      }
    }
  }
}
