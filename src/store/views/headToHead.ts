// A head-to-head game as one side sees it (GET /api/head_to_head, GET /api/coached_game for a program playing one):
// the coached game's page with his own calls only, and whether each side has called the decision the game stands
// before. The other side's call is never shown before its snap is played.
import type { CoachedRun } from '../../core/sim/coachedGame.js';
import { COORDINATORS, type HeadToHeadRun } from '../../core/sim/headToHead.js';
import type { HeadToHeadCallStatus, HeadToHeadGame } from '../../shared/headToHead-types.js';
import { COORDINATOR_SCOPES } from '../actions/coach/coachGame.js';
import { replayHeadToHead, type HeadToHeadPair } from '../actions/coach/headToHead.js';
// Import circle: this page is each side's coached-game page, and a head-to-head game's coached-game page is this one.
import { coachedGameResponse } from './coachedGame.js';
import type { PageContext } from './context.js';

/** A side's call at the decision the run stands before. */
export function callStatus(run: HeadToHeadRun, side: 0 | 1): HeadToHeadCallStatus {
  if (run.result) return 'none';
  if (run.waiting.some((w) => w.side === side)) return 'waiting';
  if (run.unused[side] > 0) return 'called';
  // The offense has called this snap when the game waits for the defense alone.
  return run.waiting.some((w) => w.kind === 'defense' && w.side !== side) ? 'called' : 'none';
}

/** The head-to-head game of `pair` as its side (ctx's program) sees it; the play clock is the server's to fill. */
export function headToHeadView(
  ctx: PageContext,
  pair: HeadToHeadPair,
  run = replayHeadToHead(pair, ctx.state.seed, pair.mine.finished ? COORDINATORS : undefined),
): HeadToHeadGame {
  const side = pair.side;
  const own: CoachedRun = {
    state: run.state,
    pending: run.waiting.find((w) => w.side === side) ?? null,
    result: run.result,
    calls: run.made[side],
  };
  // The game stands before the same decision for both sides: each reads the same ball and win probability.
  const page = coachedGameResponse(ctx, pair.mine, own, run.waiting[0] ?? null);
  // One call at a time: the coordinator's scopes (a drive, the rest) are not offered head to head.
  const scopes: readonly string[] = COORDINATOR_SCOPES;
  const pending = page.pending
    ? { ...page.pending, calls: page.pending.calls.filter((c) => !scopes.includes(c)) }
    : null;
  return {
    ...page,
    pending,
    head_to_head: {
      opponent: pair.opponent.team,
      you: callStatus(run, side),
      them: callStatus(run, (1 - side) as 0 | 1),
      point: run.point,
      play_clock_left: null,
      play_clock_seconds: 0,
    },
  };
}
