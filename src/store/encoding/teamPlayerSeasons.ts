// A team's season of player totals in one packed blob: per player (by id) his class and rating that season, the
// games he played and his stat categories. One row per team and season instead of one per player: a 30-season
// dynasty has 170,000 player seasons, and a row with its key and index costs more than the numbers themselves.
// Deflated since save schema 3 (a fifth smaller; a team's season is deflated in a few hundredths of a millisecond).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { CLASS_YEARS, type ClassYear } from '../../core/players/types.js';
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import { PackedReader, PackedWriter } from './packedInts.js';
import {
  addRecordStats,
  readCategories,
  readCategoryValues,
  writeCategoryValues,
  writeSeasonCategories,
} from './playerLines.js';
import { storedDecoder } from '../storedContent.js';

export interface PlayerSeasonTotals {
  playerId: number;
  class: ClassYear;
  rating: number;
  games: number;
  stats: PlayerStatCategories;
}

export function encodeTeamPlayerSeasons(players: readonly PlayerSeasonTotals[]): Uint8Array {
  return deflateRawSync(packTeamPlayerSeasons(players), { level: 6 });
}

function decodeTeamPlayerSeasonsUnchecked(bytes: Uint8Array): PlayerSeasonTotals[] {
  return unpackTeamPlayerSeasons(inflateRawSync(bytes));
}

/** The layout without deflate: how schema 2 stored it. */
export function packTeamPlayerSeasons(players: readonly PlayerSeasonTotals[]): Uint8Array {
  return packPlayers(players, (out, p) => writeSeasonCategories(out, p.stats));
}

/** Each player in id order: his id (from the one before), class, rating and games, then what `writeStats` writes of him. */
function packPlayers<T extends Omit<PlayerSeasonTotals, 'stats'>>(
  players: readonly T[],
  writeStats: (out: PackedWriter, player: T) => void,
): Uint8Array {
  const out = new PackedWriter();
  const sorted = [...players].sort((a, b) => a.playerId - b.playerId);
  out.int(sorted.length);
  let previous = 0;
  for (let i = 0; i < sorted.length; i++) {
    const p = sorted[i];
    out
      .int(p.playerId - previous)
      .int(CLASS_YEARS.indexOf(p.class))
      .int(p.rating)
      .int(p.games);
    previous = p.playerId;
    writeStats(out, p);
  }
  return out.finish();
}

/**
 * A team's season of player totals held as rows of values (playerLines.ts lineValuesInto's layout): each player's
 * categories (`mask`) and their values from `at` in `values`.
 */
export interface PlayerSeasonValues {
  playerId: number;
  class: ClassYear;
  rating: number;
  games: number;
  mask: number;
  at: number;
}

/** encodeTeamPlayerSeasons of totals held as rows of values: the same bytes. */
export function encodeTeamPlayerSeasonValues(players: readonly PlayerSeasonValues[], values: Float64Array): Uint8Array {
  return deflateRawSync(packTeamPlayerSeasonValues(players, values), { level: 6 });
}

/** packTeamPlayerSeasons of totals held as rows of values: the same bytes. */
export function packTeamPlayerSeasonValues(players: readonly PlayerSeasonValues[], values: Float64Array): Uint8Array {
  return packPlayers(players, (out, p) => writeCategoryValues(out, p.mask, values, p.at));
}

/**
 * Each player of a team's season blob with his categories read into `row` (from 0; the categories he lacks are
 * left as they are): decodeTeamPlayerSeasons without building his totals.
 */
function visitTeamPlayerSeasonValuesUnchecked(
  bytes: Uint8Array,
  row: Float64Array,
  visit: (playerId: number, classYear: ClassYear, rating: number, games: number, mask: number) => void,
): void {
  const input = new PackedReader(inflateRawSync(bytes));
  let previous = 0;
  for (let n = input.int(); n > 0; n--) {
    const playerId = previous + input.int();
    previous = playerId;
    const classYear = CLASS_YEARS[input.int()] ?? 'fr';
    const rating = input.int();
    const games = input.int();
    visit(playerId, classYear, rating, games, readCategoryValues(input, row, 0));
  }
}

function unpackTeamPlayerSeasonsUnchecked(bytes: Uint8Array): PlayerSeasonTotals[] {
  const input = new PackedReader(bytes);
  const players: PlayerSeasonTotals[] = [];
  let previous = 0;
  for (let n = input.int(); n > 0; n--) {
    const playerId = previous + input.int();
    previous = playerId;
    const classYear = CLASS_YEARS[input.int()] ?? 'fr';
    const rating = input.int();
    const games = input.int();
    players.push({ playerId, class: classYear, rating, games, stats: readCategories(input) });
  }
  return players;
}

/**
 * Adds each player's record statistics (playerLines.ts addRecordStats) of a team's season blob to his sums, found by
 * `sumsOf` (undefined: he is skipped), without building his totals.
 */
function addTeamSeasonRecordStatsUnchecked(
  bytes: Uint8Array,
  sumsOf: (playerId: number) => Float64Array | undefined,
): void {
  const input = new PackedReader(inflateRawSync(bytes));
  let previous = 0;
  for (let n = input.int(); n > 0; n--) {
    const playerId = previous + input.int();
    previous = playerId;
    // His class, rating and games.
    input.int();
    input.int();
    input.int();
    addRecordStats(input, sumsOf(playerId));
  }
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodeTeamPlayerSeasons = storedDecoder(
  `a team's season player statistics`,
  decodeTeamPlayerSeasonsUnchecked,
);
export const visitTeamPlayerSeasonValues = storedDecoder(
  `a team's season player statistics`,
  visitTeamPlayerSeasonValuesUnchecked,
);
export const unpackTeamPlayerSeasons = storedDecoder(
  `a team's season player statistics`,
  unpackTeamPlayerSeasonsUnchecked,
);
export const addTeamSeasonRecordStats = storedDecoder(
  `a team's season player statistics`,
  addTeamSeasonRecordStatsUnchecked,
);
