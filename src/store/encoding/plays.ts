// Play-by-play text of the player's team's games: rows of values (half the text of objects with keys), then
// deflated, because the text is what takes the room and it compresses well. Only about 15 games a season have it,
// so the strongest level costs nothing that shows (about 0.3 ms a game) and keeps them about 1% smaller.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PlayText } from '../../core/sim/types.js';
import { storedDecoder } from '../storedContent.js';

type PlayRow = [number, number, 0 | 1, number, number, string, string, number, number];

export function encodePlays(plays: readonly PlayText[]): Uint8Array {
  const rows: PlayRow[] = plays.map((p) => [
    p.quarter,
    p.clock,
    p.offense === 'home' ? 0 : 1,
    p.down,
    p.distance,
    p.field,
    p.text,
    p.homeScore,
    p.awayScore,
  ]);
  return deflateRawSync(Buffer.from(JSON.stringify(rows)), { level: 9, memLevel: 9 });
}

function decodePlaysUnchecked(bytes: Uint8Array): PlayText[] {
  const rows = JSON.parse(inflateRawSync(bytes).toString('utf8')) as PlayRow[];
  return rows.map(([quarter, clock, offense, down, distance, field, text, homeScore, awayScore]) => ({
    quarter,
    clock,
    offense: offense === 0 ? 'home' : 'away',
    down,
    distance,
    field,
    text,
    homeScore,
    awayScore,
  }));
}

/** Detail written before the packed encoding (save schema 1): deflated JSON. */
export function inflateOldJson<T>(bytes: Uint8Array): T {
  return JSON.parse(inflateRawSync(bytes).toString('utf8')) as T;
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodePlays = storedDecoder(`a game's plays`, decodePlaysUnchecked);
