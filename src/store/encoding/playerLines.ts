// Players' box-score lines in the packed encoding: a game's lines (who, position, the categories he has) and a
// season's totals (the categories only). Names are not stored: they are the players table's, read back on decode.
// Kept for the save's size: the lines as plain rows (one a category) take 15 times the room (saves-storage.md).
import type {
  DefenseLine,
  KickingLine,
  PassingLine,
  PlayerGameStats,
  PuntingLine,
  ReceivingLine,
  ReturnLine,
  RushingLine,
} from '../../core/sim/types.js';
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import { POSITIONS } from '../../core/players/types.js';
import { inflatePacked } from './deflatedPacked.js';
import { type AllKeys, PackedReader, PackedWriter } from './packedInts.js';
import { storedDecoder } from '../storedContent.js';

// Stored order of each category's fields: append new fields at the end, never reorder.
const PASSING = [
  'comp',
  'att',
  'yds',
  'td',
  'int',
  'sacks',
  'sackYds',
  'long',
] as const satisfies readonly (keyof PassingLine)[];
const RUSHING = [
  'att',
  'yds',
  'td',
  'long',
  'fumbles',
  'fumblesLost',
] as const satisfies readonly (keyof RushingLine)[];
const RECEIVING = ['rec', 'targets', 'yds', 'td', 'long'] as const satisfies readonly (keyof ReceivingLine)[];
const DEFENSE = [
  'tackles',
  'sacks',
  'tfl',
  'ints',
  'intYds',
  'passBreakups',
  'forcedFumbles',
  'fumbleRecoveries',
  'td',
] as const satisfies readonly (keyof DefenseLine)[];
const KICKING = ['fgm', 'fga', 'long', 'xpm', 'xpa'] as const satisfies readonly (keyof KickingLine)[];
const PUNTING = ['punts', 'yds', 'long', 'inside20'] as const satisfies readonly (keyof PuntingLine)[];
const RETURNS = ['kr', 'krYds', 'krTd', 'pr', 'prYds', 'prTd'] as const satisfies readonly (keyof ReturnLine)[];
const complete: [
  AllKeys<PassingLine, typeof PASSING>,
  AllKeys<RushingLine, typeof RUSHING>,
  AllKeys<ReceivingLine, typeof RECEIVING>,
  AllKeys<DefenseLine, typeof DEFENSE>,
  AllKeys<KickingLine, typeof KICKING>,
  AllKeys<PuntingLine, typeof PUNTING>,
  AllKeys<ReturnLine, typeof RETURNS>,
] = [true, true, true, true, true, true, true];
void complete;

/** Category order; a line's first number is a bit set of the categories it has. */
const CATEGORIES = [
  ['passing', PASSING],
  ['rushing', RUSHING],
  ['receiving', RECEIVING],
  ['defense', DEFENSE],
  ['kicking', KICKING],
  ['punting', PUNTING],
  ['returns', RETURNS],
] as const;
type CategoryName = (typeof CATEGORIES)[number][0];
const everyCategory: Exclude<keyof PlayerStatCategories, CategoryName> extends never ? true : false = true;
void everyCategory;

/**
 * Each category's fields in stored order, read by name into a scratch array rather than by key in writeFields (the
 * encoder ran a season's 50,000 lines at about twice the cost).
 * The scratch is then written exactly as writeFields writes (count, mask of the nonzero fields, the nonzero values).
 */
const scratch = new Float64Array(16);
/** The field count each reader below fills; a list that grows without its reader stops the program at once. */
export const FIELD_COUNTS = [8, 6, 5, 9, 5, 4, 6] as const;
CATEGORIES.forEach(([name, keys], i) => {
  if (keys.length !== FIELD_COUNTS[i])
    throw new Error(`playerLines: the ${name} fields changed; update its reader (${name}Into)`);
});

function passingInto(l: PassingLine): void {
  scratch[0] = l.comp;
  scratch[1] = l.att;
  scratch[2] = l.yds;
  scratch[3] = l.td;
  scratch[4] = l.int;
  scratch[5] = l.sacks;
  scratch[6] = l.sackYds;
  scratch[7] = l.long;
}
function rushingInto(l: RushingLine): void {
  scratch[0] = l.att;
  scratch[1] = l.yds;
  scratch[2] = l.td;
  scratch[3] = l.long;
  scratch[4] = l.fumbles;
  scratch[5] = l.fumblesLost;
}
function receivingInto(l: ReceivingLine): void {
  scratch[0] = l.rec;
  scratch[1] = l.targets;
  scratch[2] = l.yds;
  scratch[3] = l.td;
  scratch[4] = l.long;
}
function defenseInto(l: DefenseLine): void {
  scratch[0] = l.tackles;
  scratch[1] = l.sacks;
  scratch[2] = l.tfl;
  scratch[3] = l.ints;
  scratch[4] = l.intYds;
  scratch[5] = l.passBreakups;
  scratch[6] = l.forcedFumbles;
  scratch[7] = l.fumbleRecoveries;
  scratch[8] = l.td;
}
function kickingInto(l: KickingLine): void {
  scratch[0] = l.fgm;
  scratch[1] = l.fga;
  scratch[2] = l.long;
  scratch[3] = l.xpm;
  scratch[4] = l.xpa;
}
function puntingInto(l: PuntingLine): void {
  scratch[0] = l.punts;
  scratch[1] = l.yds;
  scratch[2] = l.long;
  scratch[3] = l.inside20;
}
function returnsInto(l: ReturnLine): void {
  scratch[0] = l.kr;
  scratch[1] = l.krYds;
  scratch[2] = l.krTd;
  scratch[3] = l.pr;
  scratch[4] = l.prYds;
  scratch[5] = l.prTd;
}

export function writeCategories(out: PackedWriter, stats: PlayerStatCategories): void {
  writeCategoryLines(
    out,
    null,
    stats.passing,
    stats.rushing,
    stats.receiving,
    stats.defense,
    stats.kicking,
    stats.punting,
    stats.returns,
  );
}

/**
 * Told of what a game's encoding writes (encodeGamePlayers): each side, each line's player, and each category of his
 * line as its fields in stored order (the encoder's own scratch, read at once). A season's player totals add the
 * game's lines as it is written, rather than reading every line object again with adders of their own.
 */
export interface GameLineSink {
  side(side: number): void;
  line(playerId: number): void;
  /** category: its index in stored order (CATEGORY_AT); values: its FIELD_COUNTS[category] fields. */
  category(category: number, values: Float64Array): void;
}

/**
 * writeCategories for a season's totals (their own object shape): a game's lines and a season's totals each read
 * where they are one shape, so the writer compiled for the season's games is not thrown away at its end.
 */
export function writeSeasonCategories(out: PackedWriter, stats: PlayerStatCategories): void {
  writeCategoryLines(
    out,
    null,
    stats.passing,
    stats.rushing,
    stats.receiving,
    stats.defense,
    stats.kicking,
    stats.punting,
    stats.returns,
  );
}

function writeCategoryLines(
  out: PackedWriter,
  sink: GameLineSink | null,
  passing: PassingLine | undefined,
  rushing: RushingLine | undefined,
  receiving: ReceivingLine | undefined,
  defense: DefenseLine | undefined,
  kicking: KickingLine | undefined,
  punting: PuntingLine | undefined,
  returns: ReturnLine | undefined,
): void {
  out.int(
    (passing ? 1 : 0)
      | (rushing ? 2 : 0)
      | (receiving ? 4 : 0)
      | (defense ? 8 : 0)
      | (kicking ? 16 : 0)
      | (punting ? 32 : 0)
      | (returns ? 64 : 0),
  );
  // One category's values, read into the scratch, written (and handed to the sink).
  const written = (category: number) => {
    out.fieldValues(scratch, FIELD_COUNTS[category]);
    sink?.category(category, scratch);
  };
  if (passing) {
    passingInto(passing);
    written(0);
  }
  if (rushing) {
    rushingInto(rushing);
    written(1);
  }
  if (receiving) {
    receivingInto(receiving);
    written(2);
  }
  if (defense) {
    defenseInto(defense);
    written(3);
  }
  if (kicking) {
    kickingInto(kicking);
    written(4);
  }
  if (punting) {
    puntingInto(punting);
    written(5);
  }
  if (returns) {
    returnsInto(returns);
    written(6);
  }
}

/**
 * Where each category's fields start in a player's row of 43 values (the engine's stat book columns, core/stats
 * playerStatBook.ts F: the stored orders one after the other), and the column of its "long" field (-1: none), which
 * a season keeps as the maximum where it adds the others.
 */
export const CATEGORY_AT = [0, 8, 14, 19, 28, 33, 37] as const;
export const CATEGORY_LONG = [7, 11, 18, -1, 30, 35, -1] as const;
export const CATEGORY_VALUES = 43;
for (let i = 0, at = 0; i < FIELD_COUNTS.length; at += FIELD_COUNTS[i], i++) {
  if (CATEGORY_AT[i] !== at || (i === FIELD_COUNTS.length - 1 && at + FIELD_COUNTS[i] !== CATEGORY_VALUES)) {
    throw new Error('playerLines: CATEGORY_AT does not follow FIELD_COUNTS');
  }
}

/**
 * writeCategories of a row of values (each category's fields in stored order from CATEGORY_AT, from `base`) with the
 * categories of `mask`: the same bytes as writeCategories writes for the objects holding those values.
 */
export function writeCategoryValues(out: PackedWriter, mask: number, values: Float64Array, base: number): void {
  out.int(mask);
  for (let category = 0; category < FIELD_COUNTS.length; category++) {
    if ((mask & (1 << category)) === 0) continue;
    const at = base + CATEGORY_AT[category];
    const count = FIELD_COUNTS[category];
    for (let i = 0; i < count; i++) scratch[i] = values[at + i];
    out.fieldValues(scratch, count);
  }
}

/** readCategories into a row of values from `base` (the categories' fields; the others are left as they are); returns their mask. */
export function readCategoryValues(input: PackedReader, values: Float64Array, base: number): number {
  const mask = input.int();
  for (let category = 0; category < FIELD_COUNTS.length; category++) {
    if ((mask & (1 << category)) === 0) continue;
    readScratch(input, FIELD_COUNTS[category]);
    const at = base + CATEGORY_AT[category];
    for (let i = 0; i < FIELD_COUNTS[category]; i++) values[at + i] = scratch[i];
  }
  return mask & 127;
}

/**
 * readFields into the scratch's first `count` values: a category written with fewer fields (an older layout) reads
 * 0 for the rest, and one written with more has the extra values skipped.
 */
function readScratch(input: PackedReader, count: number): void {
  const stored = input.int();
  let mask = input.int();
  for (let i = 0; i < stored; i++) {
    const nonzero = mask % 2 === 1;
    mask = Math.floor(mask / 2);
    const v = nonzero ? input.int() : 0;
    if (i < count) scratch[i] = v;
  }
  for (let i = stored; i < count; i++) scratch[i] = 0;
}

// Each category built as one literal in stored order (the keys readFields gave, in its order): one shape per
// category, where readFields' objects filled key by key cost a decode of every season's totals about twice as much.
function readPassing(input: PackedReader): PassingLine {
  readScratch(input, FIELD_COUNTS[0]);
  return {
    comp: scratch[0],
    att: scratch[1],
    yds: scratch[2],
    td: scratch[3],
    int: scratch[4],
    sacks: scratch[5],
    sackYds: scratch[6],
    long: scratch[7],
  };
}
function readRushing(input: PackedReader): RushingLine {
  readScratch(input, FIELD_COUNTS[1]);
  return {
    att: scratch[0],
    yds: scratch[1],
    td: scratch[2],
    long: scratch[3],
    fumbles: scratch[4],
    fumblesLost: scratch[5],
  };
}
function readReceiving(input: PackedReader): ReceivingLine {
  readScratch(input, FIELD_COUNTS[2]);
  return { rec: scratch[0], targets: scratch[1], yds: scratch[2], td: scratch[3], long: scratch[4] };
}
function readDefense(input: PackedReader): DefenseLine {
  readScratch(input, FIELD_COUNTS[3]);
  return {
    tackles: scratch[0],
    sacks: scratch[1],
    tfl: scratch[2],
    ints: scratch[3],
    intYds: scratch[4],
    passBreakups: scratch[5],
    forcedFumbles: scratch[6],
    fumbleRecoveries: scratch[7],
    td: scratch[8],
  };
}
function readKicking(input: PackedReader): KickingLine {
  readScratch(input, FIELD_COUNTS[4]);
  return { fgm: scratch[0], fga: scratch[1], long: scratch[2], xpm: scratch[3], xpa: scratch[4] };
}
function readPunting(input: PackedReader): PuntingLine {
  readScratch(input, FIELD_COUNTS[5]);
  return { punts: scratch[0], yds: scratch[1], long: scratch[2], inside20: scratch[3] };
}
function readReturns(input: PackedReader): ReturnLine {
  readScratch(input, FIELD_COUNTS[6]);
  return { kr: scratch[0], krYds: scratch[1], krTd: scratch[2], pr: scratch[3], prYds: scratch[4], prTd: scratch[5] };
}

export function readCategories(input: PackedReader): PlayerStatCategories {
  const mask = input.int();
  const stats: PlayerStatCategories = {};
  if (mask & 1) stats.passing = readPassing(input);
  if (mask & 2) stats.rushing = readRushing(input);
  if (mask & 4) stats.receiving = readReceiving(input);
  if (mask & 8) stats.defense = readDefense(input);
  if (mask & 16) stats.kicking = readKicking(input);
  if (mask & 32) stats.punting = readPunting(input);
  if (mask & 64) stats.returns = readReturns(input);
  return stats;
}

/**
 * Adds the record statistics of a categories block (core/records/book.ts's PLAYER_RECORD_STATS order, as
 * recordStatsInto reads them: passing, rushing and receiving yards and touchdowns, tackles, sacks, interceptions)
 * to `sums`, without building the lines: a season's end adds the past seasons of every roster to the careers.
 * `sums` undefined: the block is read past.
 */
export function addRecordStats(input: PackedReader, sums: Float64Array | undefined): void {
  const mask = input.int();
  for (let category = 0; category < FIELD_COUNTS.length; category++) {
    if ((mask & (1 << category)) === 0) continue;
    readScratch(input, FIELD_COUNTS[category]);
    if (sums === undefined) continue;
    switch (category) {
      case 0:
        sums[0] += scratch[2];
        sums[1] += scratch[3];
        break;
      case 1:
        sums[2] += scratch[1];
        sums[3] += scratch[2];
        break;
      case 2:
        sums[4] += scratch[2];
        sums[5] += scratch[3];
        break;
      case 3:
        sums[6] += scratch[0];
        sums[7] += scratch[1];
        sums[8] += scratch[3];
        break;
    }
  }
}

export function encodeCategories(stats: PlayerStatCategories): Uint8Array {
  const out = new PackedWriter();
  writeCategories(out, stats);
  return out.finish();
}

function decodeCategoriesUnchecked(bytes: Uint8Array): PlayerStatCategories {
  return readCategories(new PackedReader(bytes));
}

export interface GamePlayers {
  home: PlayerGameStats[];
  away: PlayerGameStats[];
}

function writeSide(out: PackedWriter, lines: readonly PlayerGameStats[], sink: GameLineSink | null): void {
  out.int(lines.length);
  // Ids as the difference from the previous line's: a roster's ids are close together, so most take one byte.
  let previous = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    out.int(line.playerId - previous).int(POSITIONS.indexOf(line.pos));
    previous = line.playerId;
    sink?.line(line.playerId);
    writeCategoryLines(
      out,
      sink,
      line.passing,
      line.rushing,
      line.receiving,
      line.defense,
      line.kicking,
      line.punting,
      line.returns,
    );
  }
}

function readSide(input: PackedReader, nameOf: (playerId: number) => string): PlayerGameStats[] {
  const lines: PlayerGameStats[] = [];
  let previous = 0;
  for (let n = input.int(); n > 0; n--) {
    const playerId = previous + input.int();
    previous = playerId;
    const pos = POSITIONS[input.int()] ?? 'OL';
    lines.push({ playerId, name: nameOf(playerId), pos, ...readCategories(input) });
  }
  return lines;
}

/** sink: told of each line as it is written (GameLineSink). */
export function encodeGamePlayers(players: GamePlayers, sink: GameLineSink | null = null): Uint8Array {
  const out = new PackedWriter();
  sink?.side(0);
  writeSide(out, players.home, sink);
  sink?.side(1);
  writeSide(out, players.away, sink);
  return out.finish();
}

/** A game's packed lines, deflated or not (deflatedPacked.ts). */
function decodeGamePlayersUnchecked(bytes: Uint8Array, nameOf: (playerId: number) => string): GamePlayers {
  const input = new PackedReader(inflatePacked(bytes));
  const home = readSide(input, nameOf);
  return { home, away: readSide(input, nameOf) };
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodeCategories = storedDecoder(`a player's statistics`, decodeCategoriesUnchecked);
export const decodeGamePlayers = storedDecoder(`a game's player statistics`, decodeGamePlayersUnchecked);
