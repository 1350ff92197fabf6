// The player's coached game as it stands (GET /api/coached_game, `dynasty game coach`): the scoreboard, the
// situation, the decision it waits for with the calls that can be made, and the plays so far with the win
// probability after each.
import { homeWinProbability, secondsLeftAt } from '../../core/odds/winProbability.js';
import { CALLS_OF, DEFENSE_CALLS, SNAP_DECISIONS, type DefenseCall } from '../../core/sim/calls.js';
import { SIDELINE_PLAYS, SIDELINE_SUFFIX, TEMPO_CALLS } from '../../core/sim/clock.js';
import type { CoachedRun, PendingDecision } from '../../core/sim/coachedGame.js';
import { callProblem } from '../../core/sim/coaching.js';
import { defenseBookOf, offenseBookOf } from '../../core/playbook/pricing.js';
import { ALL_SITUATIONS } from '../../core/sim/situations.js';
import type { GameState } from '../../core/sim/state.js';
import type { CoachedDecision, CoachedGameResponse, OpponentTendencies } from '../../shared/coached-types.js';
import { COORDINATOR_SCOPES, NO_COACHED_GAME } from '../actions/coach/coachGame.js';
import { readCoachedRecord, replayCoached, type CoachedRecord } from '../actions/coach/record.js';
import { GameError } from '../errors.js';
import { gradeCalls } from './callGrades.js';
import { headToHeadView } from './headToHead.js';
import { headToHeadOf } from '../actions/coach/headToHead.js';
import type { PageContext } from './context.js';
import { driveRows } from './driveChart.js';
import { gameDayView } from './gameDay.js';
import { rivalryOf } from './rivalry.js';
import { findGame } from '../queries/games.js';
import { clockText } from './format.js';
import { livePlays, percent } from './liveGame.js';
import type { Db } from '../database.js';
import type { Program } from '../program.js';

const sideName = (side: number): 'home' | 'away' => (side === 0 ? 'home' : 'away');

function decisionOf(run: CoachedRun): CoachedDecision | null {
  const pending = run.pending;
  if (!pending) return null;
  const s = run.state;
  const can = (call: string) => callProblem(s, pending.kind, pending.side, call) === null;
  const calls: string[] = CALLS_OF[pending.kind].filter(can);
  if (SNAP_DECISIONS.includes(pending.kind) && can('timeout')) calls.push('timeout');
  calls.push(...TEMPO_CALLS.filter(can));
  const sideline = SIDELINE_PLAYS.filter((play) => calls.includes(play) && can(play + SIDELINE_SUFFIX));
  const plan = s.plans[pending.side];
  const offense = pending.kind === 'offense' ? offenseBookOf(plan) : null;
  const defense = pending.kind === 'defense' ? defenseBookOf(plan) : null;
  // The staff's own formation, personnel and front first.
  const first = <T>(own: T, all: readonly T[]): T[] => [own, ...all.filter((x) => x !== own)];
  return {
    kind: pending.kind,
    calls: [...calls, 'coordinator', ...COORDINATOR_SCOPES],
    sideline,
    formations: offense ? first(offense.formation, offense.formations) : [],
    personnel: offense ? first(offense.group, offense.personnel) : [],
    fronts: defense ? first(defense.base, defense.fronts) : [],
  };
}

const share = (n: number, of: number): number => (of === 0 ? 0 : Math.round((100 * n) / of));

/** The coached team's opponent's tendencies so far: its plays on offense, its defenses against the coach's snaps. */
function opponentOf(s: GameState, coached: 0 | 1, abbreviation: string): OpponentTendencies {
  const other = (1 - coached) as 0 | 1;
  const team = s.team[other];
  const plays = team.rushAttempts + team.passAttempts;
  const seen = s.defensesSeen[other];
  const snaps = seen.reduce((a, b) => a + b, 0);
  const at = (call: DefenseCall) => seen[DEFENSE_CALLS.indexOf(call)];
  return {
    abbreviation,
    offense: { plays, run_pct: share(team.rushAttempts, plays), pass_pct: share(team.passAttempts, plays) },
    defense: {
      snaps,
      blitz_pct: share(at('run_blitz') + at('pass_blitz'), snaps),
      zone_pct: share(at('zone'), snaps),
      man_pct: share(at('man_press'), snaps),
      base_pct: share(at('base'), snaps),
    },
  };
}

/** The last scrimmage plays that stood. */
const LAST_GAINS = 5;

/** The drive chart so far: the drives over, then the one under way. */
function drivesOf(s: GameState, homeAbbr: string, awayAbbr: string) {
  const d = s.drive;
  const current = d && {
    drive: d,
    ballOn: s.ballOn,
    homeScore: s.score[0],
    awayScore: s.score[1],
    secondsUsed: s.overtime > 0 ? 0 : Math.max(0, secondsLeftAt(d.quarter, d.startClock) - s.timeLeftInGame()),
  };
  return driveRows(s.drives, homeAbbr, awayAbbr, current);
}

/** The team with the ball at the decision: the kicker of a kick-off, the scorer before his try. */
function offenseAt(s: GameState, decision: PendingDecision | null): 0 | 1 {
  return decision && (decision.kind === 'kickoff' || decision.kind === 'try') ? decision.side : s.offense;
}

/** The coached game as its side sees it, all but the page's frame: plain data (it crosses from the change worker). */
export type CoachedGamePlay = Omit<CoachedGameResponse, 'info' | 'rivalry' | 'day'>;

/**
 * The coached game's page for its side. `at`: the decision the game stands before, whoever's it is (head to head the
 * other side's, when the game waits for him): the ball, the down and the win probability are the game's there, the
 * same for both sides (one probability, each side reading it or its complement).
 */
export function coachedGameResponse(
  ctx: PageContext,
  record: CoachedRecord,
  run: CoachedRun,
  at: PendingDecision | null = run.pending,
): CoachedGameResponse {
  return coachedGamePage(ctx, coachedGamePlay(record, run, ctx.state.seed, at));
}

/** The page of a coached game's play: the frame (where the dynasty stands), the rivalry its game is and its day. */
export function coachedGamePage(ctx: PageContext, play: CoachedGamePlay): CoachedGameResponse {
  const game = findGame(ctx.db, play.id);
  if (!game) return { info: ctx.info(), ...play, rivalry: null, day: null };
  return { info: ctx.info(), ...play, rivalry: rivalryOf(ctx, game), day: gameDayView(ctx, game) };
}

/** The play of a coached game replayed to where it stands (seed: the dynasty's, for the grades of a final). */
export function coachedGamePlay(
  record: CoachedRecord,
  run: CoachedRun,
  seed: number,
  at: PendingDecision | null = run.pending,
): CoachedGamePlay {
  const s: GameState = run.state;
  const result = run.result;
  const coached = record.side === 'home' ? 0 : 1;
  const offense = offenseAt(s, at);
  const kick = at?.kind === 'kickoff' || at?.kind === 'try';
  const homeSpread = record.homeSpread ?? 0;
  const homeAbbr = record.home.abbreviation;
  const homeWon = result ? result.homePoints > result.awayPoints : null;
  const plays = livePlays(s.plays ?? [], homeAbbr, homeSpread, homeWon, s.drives);
  // A kick-off from the kicker's spot, a try from the 3; else where the ball is.
  const spot = at?.kind === 'kickoff' ? s.rules.kickoffSpot : at?.kind === 'try' ? 97 : s.ballOn;
  const ballOn = offense === 0 ? spot : 100 - spot;
  const secondsLeft = s.overtime > 0 ? 0 : s.timeLeftInGame();
  const wp =
    homeWon !== null
      ? homeWon
        ? 100
        : 0
      : percent(
          homeWinProbability({
            margin: s.score[0] - s.score[1],
            secondsLeft,
            homeSpread,
            possession: kick ? 0 : offense === 0 ? 1 : -1,
            yardLine: spot,
          }),
        );
  const chosen = record.situations ?? ALL_SITUATIONS;
  return {
    id: record.gameId,
    year: record.year,
    week: record.week,
    home: record.home.name,
    away: record.away.name,
    home_abbreviation: homeAbbr,
    away_abbreviation: record.away.abbreviation,
    coached: record.side,
    neutral: record.neutral === true,
    you_call: record.callsOnly ?? null,
    status: result ? 'final' : 'playing',
    quarter: s.quarter,
    clock: clockText(s.overtime > 0 ? 0 : s.clock),
    home_score: s.score[0],
    away_score: s.score[1],
    offense: sideName(offense),
    down: kick || result ? 0 : s.down,
    distance: kick || result ? 0 : s.distance,
    ball_on: ballOn,
    field: s.fieldLabel(offense, spot),
    home_timeouts: s.timeouts[0],
    away_timeouts: s.timeouts[1],
    clock_running: !result && s.overtime === 0 && s.clockRunning,
    play_clock: s.rules.playClock,
    tempo: s.coachTempo[coached] ?? 'auto',
    opponent: opponentOf(s, coached, coached === 0 ? record.away.abbreviation : homeAbbr),
    last_gains: s.gains.slice(-LAST_GAINS).map((g) => ({ offense: sideName(g.offense), yards: g.yards, kind: g.kind })),
    home_wp: wp,
    pending: decisionOf(run),
    // Its keys in the answer schema's order, however the game stored them.
    situations: { situations: chosen.situations, sides: chosen.sides },
    calls_made: run.calls.length,
    plays,
    grades: result && !record.headToHead ? gradeCalls(record, seed) : null,
    drives: drivesOf(s, homeAbbr, record.away.abbreviation),
  };
}

/** The play of a program's coached game replayed, or null head to head (its page is both sides') or with none. */
export function coachedGamePlayOf(db: Db, program: Program, seed: number): CoachedGamePlay | null {
  const record = readCoachedRecord(db, program);
  if (!record || record.headToHead) return null;
  return coachedGamePlay(record, replayOf(record, seed), seed);
}

/** A coached game replayed to where it waits (a finished one to its end, the coordinator calling the rest). */
function replayOf(record: CoachedRecord, seed: number): CoachedRun {
  return replayCoached(record, seed, record.finished ? () => 'coordinator' : undefined);
}

/** The coached game in progress, or the last one played (its final and its grades). */
export function coachedGameView(
  ctx: PageContext,
  record = readCoachedRecord(ctx.db, ctx.program),
): CoachedGameResponse {
  if (!record) throw new GameError('not_found', NO_COACHED_GAME);
  // A head-to-head game: the page of its side (with the other side's status).
  const pair = record.headToHead ? headToHeadOf(ctx.db, ctx.program) : null;
  if (pair) return headToHeadView(ctx, { ...pair, mine: record });
  return coachedGameResponse(ctx, record, replayOf(record, ctx.state.seed));
}
