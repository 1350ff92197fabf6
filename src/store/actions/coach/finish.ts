// The end of a coached game, as its week is played: the coordinator calls whatever the coach left, and the record
// keeps every call (for the grades) and is marked finished; a head-to-head game's two sides both (headToHead.ts).
import type { GameResult } from '../../../core/sim/types.js';
import type { Db } from '../../database.js';
import type { Program } from '../../program.js';
import { finishHeadToHead } from './headToHead.js';
import { replayCoached, writeCoachedRecord, type CoachedRecord } from './record.js';

/** program: whose game it is. A game over but not yet played (its week waited for another program) replays as it went. */
export function finishCoachedGame(db: Db, program: Program, record: CoachedRecord, seed: number): GameResult {
  if (record.headToHead) return finishHeadToHead(db, program, seed);
  const run = replayCoached(record, seed, () => 'coordinator');
  if (!run.result) throw new Error(`coached game ${record.gameId} did not end`);
  writeCoachedRecord(db, program, { ...record, calls: run.calls.map((c) => c.call), finished: true });
  return run.result;
}
