// Players' box-score lines in the packed encoding: a game's lines (who, position, the categories he has) and a
// season's totals (the categories only). Names are not stored: they are the players table's, read back on decode.
import type {
  DefenseLine, KickingLine, PassingLine, PlayerGameStats, PuntingLine, ReceivingLine, ReturnLine, RushingLine,
} from '../../core/sim/types.js';
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import { POSITIONS } from '../../core/players/types.js';
import { inflatePacked } from './deflatedPacked.js';
import { type AllKeys, PackedReader, PackedWriter, readFields, writeFields } from './packedInts.js';

// Stored order of each category's fields: append new fields at the end, never reorder.
const PASSING = ['comp', 'att', 'yds', 'td', 'int', 'sacks', 'sackYds', 'long'] as const satisfies readonly (keyof PassingLine)[];
const RUSHING = ['att', 'yds', 'td', 'long', 'fumbles', 'fumblesLost'] as const satisfies readonly (keyof RushingLine)[];
const RECEIVING = ['rec', 'targets', 'yds', 'td', 'long'] as const satisfies readonly (keyof ReceivingLine)[];
const DEFENSE = [
  'tackles', 'sacks', 'tfl', 'ints', 'intYds', 'passBreakups', 'forcedFumbles', 'fumbleRecoveries', 'td',
] as const satisfies readonly (keyof DefenseLine)[];
const KICKING = ['fgm', 'fga', 'long', 'xpm', 'xpa'] as const satisfies readonly (keyof KickingLine)[];
const PUNTING = ['punts', 'yds', 'long', 'inside20'] as const satisfies readonly (keyof PuntingLine)[];
const RETURNS = ['kr', 'krYds', 'krTd', 'pr', 'prYds', 'prTd'] as const satisfies readonly (keyof ReturnLine)[];
const complete: [
  AllKeys<PassingLine, typeof PASSING>, AllKeys<RushingLine, typeof RUSHING>, AllKeys<ReceivingLine, typeof RECEIVING>,
  AllKeys<DefenseLine, typeof DEFENSE>, AllKeys<KickingLine, typeof KICKING>, AllKeys<PuntingLine, typeof PUNTING>,
  AllKeys<ReturnLine, typeof RETURNS>,
] = [true, true, true, true, true, true, true];
void complete;

/** Category order; a line's first number is a bit set of the categories it has. */
const CATEGORIES = [
  ['passing', PASSING], ['rushing', RUSHING], ['receiving', RECEIVING], ['defense', DEFENSE], ['kicking', KICKING],
  ['punting', PUNTING], ['returns', RETURNS],
] as const;
type CategoryName = (typeof CATEGORIES)[number][0];
const everyCategory: Exclude<keyof PlayerStatCategories, CategoryName> extends never ? true : false = true;
void everyCategory;

export function writeCategories(out: PackedWriter, stats: PlayerStatCategories): void {
  let mask = 0;
  for (let bit = 0; bit < CATEGORIES.length; bit++) if (stats[CATEGORIES[bit][0]]) mask |= 1 << bit;
  out.int(mask);
  for (const [name, keys] of CATEGORIES) {
    const line = stats[name];
    if (line) writeFields(out, line as unknown as Record<string, number>, keys as readonly string[]);
  }
}

export function readCategories(input: PackedReader): PlayerStatCategories {
  const mask = input.int();
  const stats: Record<string, unknown> = {};
  CATEGORIES.forEach(([name, keys], bit) => {
    if (mask & (1 << bit)) stats[name] = readFields<Record<string, number>>(input, keys as readonly string[]);
  });
  return stats as PlayerStatCategories;
}

export function encodeCategories(stats: PlayerStatCategories): Uint8Array {
  const out = new PackedWriter();
  writeCategories(out, stats);
  return out.finish();
}

export function decodeCategories(bytes: Uint8Array): PlayerStatCategories {
  return readCategories(new PackedReader(bytes));
}

export interface GamePlayers {
  home: PlayerGameStats[];
  away: PlayerGameStats[];
}

function writeSide(out: PackedWriter, lines: readonly PlayerGameStats[]): void {
  out.int(lines.length);
  // Ids as the difference from the previous line's: a roster's ids are close together, so most take one byte.
  let previous = 0;
  for (const line of lines) {
    out.int(line.playerId - previous).int(POSITIONS.indexOf(line.pos));
    previous = line.playerId;
    writeCategories(out, line);
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

export function encodeGamePlayers(players: GamePlayers): Uint8Array {
  const out = new PackedWriter();
  writeSide(out, players.home);
  writeSide(out, players.away);
  return out.finish();
}

/** A game's packed lines, deflated or not (deflatedPacked.ts). */
export function decodeGamePlayers(bytes: Uint8Array, nameOf: (playerId: number) => string): GamePlayers {
  const input = new PackedReader(inflatePacked(bytes));
  const home = readSide(input, nameOf);
  return { home, away: readSide(input, nameOf) };
}
