// The end of a coached game, as its week is played: the coordinator calls whatever the coach left, and the record
// keeps every call (for the grades) and is marked finished.
import type { GameResult } from '../../../core/sim/types.js';
import type { Db } from '../../database.js';
import { replayCoached, writeCoachedRecord, type CoachedRecord } from './record.js';

export function finishCoachedGame(db: Db, record: CoachedRecord, seed: number): GameResult {
  const run = replayCoached(record, seed, () => 'coordinator');
  if (!run.result) throw new Error(`coached game ${record.gameId} did not end`);
  writeCoachedRecord(db, { ...record, calls: run.calls.map((c) => c.call), finished: true });
  return run.result;
}
