// The season judges the promises made in the offseason before it: when it starts (a starting role or a position
// not given is broken at once) and when it ends (kept if he is still there). A player who left lapses his promise.
import { judgePromise } from '../../../core/retention/promises.js';
import type { Position } from '../../../core/players/types.js';
import type { PromiseKind } from '../../../core/retention/types.js';
import type { Db } from '../../database.js';
import { pendingPromises, setPromiseStatus } from '../../queries/keeping.js';
import { STAFF_KEEP_WORD_MARGIN } from '../../../core/retention/tuning.js';
import { coachedTeams } from '../../program.js';
import { updateDepthChart } from '../../queries/players.js';

/**
 * The computer programs keep the starting roles they promised where it costs little (STAFF_KEEP_WORD_MARGIN): the
 * promised player takes the place of the weakest starter at his position. Before the season's first judgement.
 */
function keepComputerWord(db: Db, year: number): void {
  const coached = coachedTeams(db);
  for (const a of pendingPromises(db)) {
    if (a.year !== year - 1 || a.kind !== 'starter' || coached.has(a.team)) continue;
    const player = db.get<{
      pos: string;
      rating: number;
      depth: number;
      starter: number;
      active: number;
      team: string;
    }>('SELECT pos, rating, depth, starter, active, team FROM players WHERE id = ?', [a.playerId]);
    if (player?.active !== 1 || player.team !== a.team || player.starter === 1) continue;
    const weakest = db.get<{ id: number; rating: number; depth: number }>(
      'SELECT id, rating, depth FROM players WHERE team = ? AND pos = ? AND active = 1 AND starter = 1 ORDER BY rating, depth DESC LIMIT 1',
      [a.team, player.pos],
    );
    if (!weakest || player.rating < weakest.rating - STAFF_KEEP_WORD_MARGIN) continue;
    updateDepthChart(db, [
      { id: a.playerId, depth: weakest.depth, starter: true },
      { id: weakest.id, depth: player.depth, starter: false },
    ]);
  }
}

/** Judges the pending promises of the offseason before season `year`: at its start (`final` false) or its end. */
export function judgePromises(db: Db, year: number, final: boolean): void {
  if (!final) keepComputerWord(db, year);
  for (const a of pendingPromises(db)) {
    if (a.year >= year) continue;
    // One the seasons since never judged (a save moved on without it) lapses.
    if (a.year < year - 1) {
      setPromiseStatus(db, a, 'lapsed', year);
      continue;
    }
    const row = db.get<{ team: string; pos: string; starter: number; active: number }>(
      'SELECT team, pos, starter, active FROM players WHERE id = ?',
      [a.playerId],
    );
    const now =
      row && row.active === 1 && row.team === a.team ? { pos: row.pos as Position, starter: row.starter === 1 } : null;
    const status = judgePromise(a.kind as PromiseKind, a.position, now, final);
    if (status !== 'pending') setPromiseStatus(db, a, status, year);
  }
}
