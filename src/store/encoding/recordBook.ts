// One scope's record book in a blob: deflated JSON rows [span, stat, value, playerId, holder, team, year, week,
// gameId, opponent] (the scope is the row's key).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { RecordEntry, RecordSpan, RecordStat } from '../../core/records/book.js';
import { storedDecoder } from '../storedContent.js';

type Row = [
  RecordSpan,
  RecordStat,
  number,
  number | null,
  string,
  string,
  number,
  number | null,
  number | null,
  string | null,
];

export function encodeRecordScope(entries: readonly RecordEntry[]): Uint8Array {
  const rows: Row[] = entries.map((e) => [
    e.span,
    e.stat,
    e.value,
    e.playerId,
    e.holder,
    e.team,
    e.year,
    e.week,
    e.gameId,
    e.opponent,
  ]);
  return deflateRawSync(Buffer.from(JSON.stringify(rows)), { level: 1 });
}

function decodeRecordScopeUnchecked(scope: string, bytes: Uint8Array): RecordEntry[] {
  const rows = JSON.parse(inflateRawSync(bytes).toString('utf8')) as Row[];
  return rows.map(([span, stat, value, playerId, holder, team, year, week, gameId, opponent]) => ({
    scope,
    span,
    stat,
    value,
    playerId,
    holder,
    team,
    year,
    week,
    gameId,
    opponent,
  }));
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodeRecordScope = storedDecoder(`the record book`, decodeRecordScopeUnchecked);
