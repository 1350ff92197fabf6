// The player's coached game as it stands (GET /api/coached_game, `dynasty game coach`): the scoreboard, the
// situation, the decision it waits for with the calls that can be made, and the plays so far with the win
// probability after each.
import { homeWinProbability } from '../../core/odds/winProbability.js';
import { CALLS_OF } from '../../core/sim/calls.js';
import type { CoachedRun } from '../../core/sim/coachedGame.js';
import { callProblem } from '../../core/sim/coaching.js';
import { ALL_SITUATIONS } from '../../core/sim/situations.js';
import type { GameState } from '../../core/sim/state.js';
import type { CoachedDecision, CoachedGameResponse } from '../../shared/coached-types.js';
import { COORDINATOR_SCOPES, NO_COACHED_GAME } from '../actions/coach/coachGame.js';
import { readCoachedRecord, replayCoached, type CoachedRecord } from '../actions/coach/record.js';
import { GameError } from '../errors.js';
import { gradeCalls } from './callGrades.js';
import type { PageContext } from './context.js';
import { clockText, livePlays, percent } from './liveGame.js';

const sideName = (side: number): 'home' | 'away' => (side === 0 ? 'home' : 'away');

function decisionOf(run: CoachedRun): CoachedDecision | null {
  const pending = run.pending;
  if (!pending) return null;
  const s = run.state;
  const calls = CALLS_OF[pending.kind].filter((call) => callProblem(s, pending.kind, pending.side, call) === null);
  if ((pending.kind === 'offense' || pending.kind === 'defense') && callProblem(s, pending.kind, pending.side, 'timeout') === null) calls.push('timeout');
  return { kind: pending.kind, calls: [...calls, 'coordinator', ...COORDINATOR_SCOPES] };
}

/** The team with the ball at the decision: the kicker of a kick-off, the scorer before his try. */
function offenseAt(run: CoachedRun): 0 | 1 {
  const pending = run.pending;
  return pending && (pending.kind === 'kickoff' || pending.kind === 'try') ? pending.side : run.state.offense;
}

export function coachedGameResponse(ctx: PageContext, record: CoachedRecord, run: CoachedRun): CoachedGameResponse {
  const s: GameState = run.state;
  const result = run.result;
  const offense = offenseAt(run);
  const kick = run.pending !== null && run.pending.kind !== 'offense' && run.pending.kind !== 'defense';
  const homeSpread = record.homeSpread ?? 0;
  const homeAbbr = record.home.abbreviation;
  const homeWon = result ? result.homePoints > result.awayPoints : null;
  const plays = livePlays(s.plays ?? [], homeAbbr, homeSpread, homeWon);
  // A kick-off from the kicker's spot, a try from the 3; else where the ball is.
  const spot = run.pending?.kind === 'kickoff' ? s.rules.kickoffSpot : run.pending?.kind === 'try' ? 97 : s.ballOn;
  const ballOn = offense === 0 ? spot : 100 - spot;
  const secondsLeft = s.overtime > 0 ? 0 : s.timeLeftInGame();
  const wp = homeWon !== null ? (homeWon ? 100 : 0) : percent(homeWinProbability({
    margin: s.score[0] - s.score[1], secondsLeft, homeSpread, possession: kick ? 0 : offense === 0 ? 1 : -1, yardLine: spot,
  }));
  return {
    info: ctx.info(), id: record.gameId, year: record.year, week: record.week, home: record.home.name, away: record.away.name,
    home_abbreviation: homeAbbr, away_abbreviation: record.away.abbreviation, coached: record.side, you_call: record.callsOnly ?? null,
    status: result ? 'final' : 'playing',
    quarter: s.quarter, clock: clockText(s.overtime > 0 ? 0 : s.clock), home_score: s.score[0], away_score: s.score[1],
    offense: sideName(offense), down: kick || result ? 0 : s.down, distance: kick || result ? 0 : s.distance,
    ball_on: ballOn, field: s.fieldLabel(offense, spot),
    home_timeouts: s.timeouts[0], away_timeouts: s.timeouts[1], home_wp: wp,
    pending: decisionOf(run), situations: { ...(record.situations ?? ALL_SITUATIONS) }, calls_made: run.calls.length, plays,
    grades: result ? gradeCalls(record, ctx.state.seed) : null,
  };
}

/** The coached game in progress, or the last one played (its final and its grades). */
export function coachedGameView(ctx: PageContext, record = readCoachedRecord(ctx.db)): CoachedGameResponse {
  if (!record) throw new GameError('not_found', NO_COACHED_GAME);
  return coachedGameResponse(ctx, record, replayCoached(record, ctx.state.seed, record.finished ? () => 'coordinator' : undefined));
}
