// A team's player statistics during a game: one row of counters per roster player in a flat typed
// array (no objects per play), turned into box-score lines once the game is over.

import type { Player } from '../players/types.js';
import type {
  DefenseLine,
  KickingLine,
  PassingLine,
  PlayerGameStats,
  PuntingLine,
  ReceivingLine,
  ReturnLine,
  RushingLine,
} from '../sim/types.js';

/** Column of each counter in a player's row. */
export const F = {
  PASS_COMP: 0,
  PASS_ATT: 1,
  PASS_YDS: 2,
  PASS_TD: 3,
  PASS_INT: 4,
  PASS_SACKED: 5,
  PASS_SACK_YDS: 6,
  PASS_LONG: 7,
  RUSH_ATT: 8,
  RUSH_YDS: 9,
  RUSH_TD: 10,
  RUSH_LONG: 11,
  FUMBLES: 12,
  FUMBLES_LOST: 13,
  REC: 14,
  TARGETS: 15,
  REC_YDS: 16,
  REC_TD: 17,
  REC_LONG: 18,
  TACKLES: 19,
  SACKS: 20,
  TFL: 21,
  DEF_INT: 22,
  INT_YDS: 23,
  PBU: 24,
  FF: 25,
  FR: 26,
  DEF_TD: 27,
  FGM: 28,
  FGA: 29,
  FG_LONG: 30,
  XPM: 31,
  XPA: 32,
  PUNTS: 33,
  PUNT_YDS: 34,
  PUNT_LONG: 35,
  PUNT_IN20: 36,
  KR: 37,
  KR_YDS: 38,
  KR_TD: 39,
  PR: 40,
  PR_YDS: 41,
  PR_TD: 42,
} as const;
export const FIELD_COUNT = 43;

export interface PlayerStatBook {
  rows: Int32Array;
  /** Has the player any counter set (so the box score lists him)? */
  touched: Uint8Array;
}

export function addStat(book: PlayerStatBook, player: number, field: number, amount: number): void {
  book.rows[player * FIELD_COUNT + field] += amount;
  book.touched[player] = 1;
}

/** Raises a "long" column to `value` when it is the player's longest so far (the first entry always sets it). */
export function recordLong(
  book: PlayerStatBook,
  player: number,
  field: number,
  value: number,
  firstOfKind: boolean,
): void {
  const at = player * FIELD_COUNT + field;
  if (firstOfKind || value > book.rows[at]) book.rows[at] = value;
  book.touched[player] = 1;
}

export function statOf(book: PlayerStatBook, player: number, field: number): number {
  return book.rows[player * FIELD_COUNT + field];
}

function anyOf(r: Int32Array, base: number, from: number, to: number): boolean {
  for (let f = from; f <= to; f++) if (r[base + f] !== 0) return true;
  return false;
}

/** Box-score lines of the players who did something, in roster order. */
export function playerLines(
  book: PlayerStatBook,
  players: readonly Player[],
  nameOf: (i: number) => string,
): PlayerGameStats[] {
  const out: PlayerGameStats[] = [];
  const r = book.rows;
  const touched = book.touched;
  for (let i = 0; i < players.length; i++) {
    if (!touched[i]) continue;
    const b = i * FIELD_COUNT;
    const passing = r[b + F.PASS_ATT] || r[b + F.PASS_SACKED] ? passingLine(r, b) : undefined;
    const rushing = r[b + F.RUSH_ATT] || r[b + F.FUMBLES] ? rushingLine(r, b) : undefined;
    const receiving = r[b + F.TARGETS] ? receivingLine(r, b) : undefined;
    const defense = anyOf(r, b, F.TACKLES, F.DEF_TD) ? defenseLine(r, b) : undefined;
    const kicking = r[b + F.FGA] || r[b + F.XPA] ? kickingLine(r, b) : undefined;
    const punting = r[b + F.PUNTS] ? puntingLine(r, b) : undefined;
    const returns = r[b + F.KR] || r[b + F.PR] ? returnLine(r, b) : undefined;
    if (!(passing || rushing || receiving || defense || kicking || punting || returns)) continue;
    // Every line has every category key, absent ones undefined (JSON leaves them out): one object shape for all
    // lines, where adding the present categories one by one made a shape per combination.
    out.push({
      playerId: players[i].id,
      name: nameOf(i),
      pos: players[i].pos,
      passing,
      rushing,
      receiving,
      defense,
      kicking,
      punting,
      returns,
    });
  }
  return out;
}

function passingLine(r: Int32Array, b: number): PassingLine {
  return {
    comp: r[b + F.PASS_COMP],
    att: r[b + F.PASS_ATT],
    yds: r[b + F.PASS_YDS],
    td: r[b + F.PASS_TD],
    int: r[b + F.PASS_INT],
    sacks: r[b + F.PASS_SACKED],
    sackYds: r[b + F.PASS_SACK_YDS],
    long: r[b + F.PASS_LONG],
  };
}

function rushingLine(r: Int32Array, b: number): RushingLine {
  return {
    att: r[b + F.RUSH_ATT],
    yds: r[b + F.RUSH_YDS],
    td: r[b + F.RUSH_TD],
    long: r[b + F.RUSH_LONG],
    fumbles: r[b + F.FUMBLES],
    fumblesLost: r[b + F.FUMBLES_LOST],
  };
}

function receivingLine(r: Int32Array, b: number): ReceivingLine {
  return {
    rec: r[b + F.REC],
    targets: r[b + F.TARGETS],
    yds: r[b + F.REC_YDS],
    td: r[b + F.REC_TD],
    long: r[b + F.REC_LONG],
  };
}

function defenseLine(r: Int32Array, b: number): DefenseLine {
  return {
    tackles: r[b + F.TACKLES],
    sacks: r[b + F.SACKS],
    tfl: r[b + F.TFL],
    ints: r[b + F.DEF_INT],
    intYds: r[b + F.INT_YDS],
    passBreakups: r[b + F.PBU],
    forcedFumbles: r[b + F.FF],
    fumbleRecoveries: r[b + F.FR],
    td: r[b + F.DEF_TD],
  };
}

function kickingLine(r: Int32Array, b: number): KickingLine {
  return { fgm: r[b + F.FGM], fga: r[b + F.FGA], long: r[b + F.FG_LONG], xpm: r[b + F.XPM], xpa: r[b + F.XPA] };
}

function puntingLine(r: Int32Array, b: number): PuntingLine {
  return { punts: r[b + F.PUNTS], yds: r[b + F.PUNT_YDS], long: r[b + F.PUNT_LONG], inside20: r[b + F.PUNT_IN20] };
}

function returnLine(r: Int32Array, b: number): ReturnLine {
  return {
    kr: r[b + F.KR],
    krYds: r[b + F.KR_YDS],
    krTd: r[b + F.KR_TD],
    pr: r[b + F.PR],
    prYds: r[b + F.PR_YDS],
    prTd: r[b + F.PR_TD],
  };
}
