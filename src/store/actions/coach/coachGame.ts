// Coaching the player's own game: start (or resume) it, and answer the decision it waits for. Each call is checked
// against the game as it stands (unknown or impossible calls change nothing); the coordinator can call one decision,
// the rest of the drive or the rest of the game. A player who is a coordinator calls only his side of the ball (the
// offensive coordinator the offense's snaps); the rest is the staff's call. When the game ends its week is played;
// in an online league's save only the league's turn plays a week: a coach coaches his game of the week to come
// against a computer-coached opponent, and its result (his calls') counts when the turn plays that week.
import { STAGE_INFO } from '../../../core/season/stages.js';
import { callProblem } from '../../../core/sim/coaching.js';
import { CALLS_OF, DECISION_UNIT, type Call, type DecisionKind } from '../../../core/sim/calls.js';
import type { TempoCall } from '../../../core/sim/clock.js';
import type { CoordinatorRole } from '../../../core/coaches/staff.js';
import type { CoachedRun, MoreCalls } from '../../../core/sim/coachedGame.js';
import type { SituationSet } from '../../../core/sim/situations.js';
import type { GameState } from '../../../core/sim/state.js';
import { COACH_TEMPOS_WIRE } from '../../../shared/coached-types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { gamesOfTeam, isPlayed, type GameRow } from '../../queries/games.js';
import { readState } from '../../queries/meta.js';
import { weeksPlayedByTurns } from '../../queries/leagueTurn.js';
import { programCoordinator } from '../../queries/staff.js';
import { coachedPrograms, type Program } from '../../program.js';
import { coachedGamesInTheWay } from './inProgress.js';
import { coachedGameName } from '../../../shared/coachedGameName.js';
import { simulateTo } from '../season/simulate.js';
import {
  readCoachedRecord,
  replayCoached,
  writeCoachedCallsApart,
  writeCoachedRecord,
  type CoachedRecord,
} from './record.js';
import { situationsOfNewGame } from './situations.js';
import { newCoachedRecord, refuseForcedGame } from './newRecord.js';
import { callHeadToHead } from './headToHead.js';

/** The coordinator's calls for more than one decision, accepted besides the game's own calls. */
export const COORDINATOR_SCOPES = ['coordinator_drive', 'coordinator_rest'] as const;

/** The decisions a coordinator calls: his side of the ball. */
export const CALLED_BY: Readonly<Record<CoordinatorRole, DecisionKind>> = {
  OC: 'offense',
  DC: 'defense',
  ST: 'kickoff',
};

const UNIT_NAMES: Readonly<Record<DecisionKind, string>> = {
  offense: 'offense',
  defense: 'defense',
  kickoff: 'kicking game',
  try: 'tries',
  punt_return: 'kicking game',
  field_goal_defense: 'kicking game',
};

/** A call for a side of the ball the coordinator does not call, or null. */
function otherSideProblem(only: DecisionKind | undefined, call: string): string | null {
  if (!only) return null;
  const kind = (Object.keys(CALLS_OF) as DecisionKind[]).find(
    (k) => DECISION_UNIT[k] !== only && CALLS_OF[k].includes(call),
  );
  return kind
    ? `You are a coordinator: you call the ${UNIT_NAMES[only]} only; the ${UNIT_NAMES[kind]} is the staff's call.`
    : null;
}

/** What the player reads when there is no coached game to show or call: the words of every front end. */
export const NO_COACHED_GAME = 'No coached game in progress: coach your next game during the season.';

/** The coached game being played, or an error saying how to start one. */
export function coachedGameInProgress(db: Db, program: Program): CoachedRecord {
  const record = readCoachedRecord(db, program);
  if (!record || record.finished) {
    throw new GameError('not_found', NO_COACHED_GAME);
  }
  return record;
}

/** Changes which situations of the coached game in progress come to the coach, from the next decision on. */
export function setCoachedSituations(db: Db, program: Program, situations: SituationSet): CoachedRecord {
  return db.transaction(() => {
    const record = coachedGameInProgress(db, program);
    const next: CoachedRecord = { ...record, situations };
    writeCoachedRecord(db, program, next);
    return next;
  });
}

/**
 * Starts coaching the player's team's next unplayed game (the weeks before it are played first), or resumes the one
 * in progress; `situations` (checkedSituations) chooses which decisions come to the coach, else the last game's.
 */
export function startCoachedGame(db: Db, program: Program, situations?: SituationSet): CoachedRecord {
  return db.transaction(() => {
    let state = readState(db);
    if (state.stage !== 'season' && state.stage !== 'playoff') {
      throw new GameError(
        'wrong_stage',
        `Games are coached during the season (now: ${STAGE_INFO[state.stage].label}).`,
      );
    }
    const existing = readCoachedRecord(db, program);
    if (existing && !existing.finished) return situations ? setCoachedSituations(db, program, situations) : existing;
    // Over, its week waiting for another coached program's game of it: there is nothing to coach until it is played.
    if (existing && existing.year === state.year && existing.week >= state.currentWeek) return existing;
    const next = gamesOfTeam(db, state.year, program.team)
      .filter((g) => !isPlayed(g))
      .sort((a, b) => a.week - b.week)[0];
    if (!next) throw new GameError('not_found', `${program.team} has no game scheduled to play in ${state.year}.`);
    refuseForcedGame(db, next);
    const opponent = next.home === program.team ? next.away : next.home;
    if (weeksPlayedByTurns(db)) refuseInLeague(db, next, opponent, state.currentWeek);
    refuseSharedGame(db, program, next.id, opponent);
    if (next.week > state.currentWeek) {
      // The weeks before it are played for everyone: never over another program's game in progress.
      const other = coachedGamesInTheWay(db, next.week, program).find((g) => g.seat !== program.seat);
      if (other)
        throw new GameError(
          'conflict',
          `${coachedGameName(other, other.team)} is in progress: its week is played before ${program.team}'s next game, once ${other.team} has finished it.`,
        );
      state = simulateTo(db, next.week);
    }
    const record = newCoachedRecord(db, state.year, state.seed, next, program.team);
    const coordinator = programCoordinator(db, program);
    if (coordinator) record.callsOnly = CALLED_BY[coordinator.role];
    record.situations = situations ?? situationsOfNewGame(existing, record.callsOnly);
    writeCoachedRecord(db, program, record);
    return record;
  });
}

/**
 * In an online league a coach coaches his game of the week to come (the league's turn plays the weeks), and only
 * against a computer-coached opponent: a game between two coached programs is played head to head, both coaches
 * on its page, or at the turn by each side's plan and coordinator.
 */
function refuseInLeague(db: Db, next: GameRow, opponent: string, currentWeek: number): void {
  if (coachedPrograms(db).some((p) => p.team === opponent))
    throw new GameError(
      'conflict',
      `${opponent} is another coach's program: ${coachedGameName({ week: next.week, opponent })} is played head to head (both coaches on its page), or at the league's turn by each side's plan and coordinator.`,
      '/game/h2h',
    );
  if (next.week > currentWeek)
    throw new GameError(
      'conflict',
      `${coachedGameName({ week: next.week, opponent })} is not in the week to come: the league's turn plays the weeks, and you coach it when its week comes.`,
    );
}

/** Two coached programs playing each other: the game is coached by the first to start it, the other's staff calls his side. */
function refuseSharedGame(db: Db, program: Program, gameId: number, opponent: string): void {
  const other = coachedPrograms(db).find((p) => p.team === opponent);
  const record = other ? readCoachedRecord(db, other) : null;
  if (record && record.gameId === gameId)
    throw new GameError(
      'conflict',
      `${opponent} is coaching this game against ${program.team}: ${program.team}'s staff calls its side of it.`,
    );
}

/**
 * The coordinator's answers for a scope: one decision, the rest of the drive, the rest of the game (he takes the
 * tempo back too).
 */
function coordinatorFor(scope: string, drivesAtStart: number, side: 0 | 1): MoreCalls | undefined {
  if (scope === 'coordinator_rest')
    return (kind, s) => (kind === 'offense' && s.coachTempo[side] !== null ? 'tempo_auto' : 'coordinator');
  if (scope === 'coordinator_drive')
    return (_kind, s) => (s.drives.length === drivesAtStart ? 'coordinator' : undefined);
  return undefined;
}

/** The tempo call for a tempo sent with (or without) a call, or an error naming the tempos. */
function tempoCall(tempo: string): TempoCall {
  if (!(COACH_TEMPOS_WIRE as readonly string[]).includes(tempo)) {
    throw new GameError('bad_input', `Unknown tempo '${tempo.slice(0, 40)}': one of ${COACH_TEMPOS_WIRE.join(', ')}.`);
  }
  return `tempo_${tempo}` as TempoCall;
}

/** A snap answered: the coached game as it now stands, and the game replayed to where it waits. */
export interface CoachedSnap {
  record: CoachedRecord;
  /** The game replayed to where it now waits (null once its week is played). */
  run: CoachedRun | null;
}

/**
 * Answers the coached game's waiting decision with `call`, after setting the offense's tempo when one is sent (on its
 * own, the tempo is the whole answer and the decision still waits); plays the week when the game ends.
 */
export function sendCoachedCall(db: Db, program: Program, call: string | null, tempo?: string): CoachedRecord {
  return coachSnap(db, program, call, tempo).record;
}

/**
 * sendCoachedCall in one replay of the game: the calls so far, then the ones sent, checked against the game where
 * it waits for them (sent calls that cannot be made there change nothing).
 */
export function coachSnap(db: Db, program: Program, call: string | null, tempo?: string): CoachedSnap {
  return db.transaction(() => {
    const record = coachedGameInProgress(db, program);
    // Head to head: the call is this program's side's (headToHead.ts); no single side's run to answer with.
    if (record.headToHead) {
      callHeadToHead(db, program, call, tempo);
      return { record: readCoachedRecord(db, program)!, run: null };
    }
    const other = call === null ? null : otherSideProblem(record.callsOnly, call);
    if (other) throw new GameError('bad_input', other);
    const state = readState(db);
    const sent: Call[] = [];
    let coordinator: MoreCalls | undefined;
    const side = record.side === 'home' ? 0 : 1;
    let asked = false;
    // The first decision this asks about is the one waiting: the sent calls are checked there and answer it.
    const answer: MoreCalls = (kind, s) => {
      if (!asked) {
        asked = true;
        sent.push(...checkedCalls(s, kind, side, call, tempo));
        if (call !== null) coordinator = coordinatorFor(call, s.drives.length, side);
      }
      return sent.shift() ?? coordinator?.(kind, s);
    };
    const after = replayCoached(record, state.seed, answer);
    if (!asked) throw new Error(`coached game ${record.gameId} is over but not finished`);
    const calls = after.calls.map((c) => c.call);
    const next: CoachedRecord = { ...record, calls };
    // The calls alone: the game and its teams are stored as they were.
    if (!writeCoachedCallsApart(db, program, calls)) writeCoachedRecord(db, program, next);
    if (after.result) {
      // The game is over: its week is played (playWeek takes this game's result from the calls), unless another
      // coached program is still coaching its game of the week; the week then waits for it, this game's calls kept.
      // In a league the week always waits: the league's turn plays it.
      const others = coachedGamesInTheWay(db, record.week + 1, program).filter((g) => g.seat !== program.seat);
      if (others.length === 0 && !weeksPlayedByTurns(db)) simulateTo(db, record.week + 1);
      else writeCoachedRecord(db, program, { ...next, finished: true });
      return { record: readCoachedRecord(db, program)!, run: null };
    }
    return { record: next, run: after };
  });
}

/** The calls a call and a tempo sent make at the decision waiting (in game s), or an error saying why not. */
function checkedCalls(s: GameState, kind: DecisionKind, side: 0 | 1, call: string | null, tempo?: string): Call[] {
  const sent: Call[] = [];
  if (tempo !== undefined) {
    const set = tempoCall(tempo);
    const already = (s.coachTempo[side] ?? 'auto') === tempo;
    // Sent with a call, a tempo already set is simply kept; sent alone, it is refused as a call that does nothing.
    if (call === null || !already) {
      const problem = callProblem(s, kind, side, set);
      if (problem) throw new GameError('bad_input', problem);
      sent.push(set);
    }
  }
  if (call === null && sent.length === 0) throw new GameError('bad_input', 'Send a call, a tempo, or both.');
  const scope = call !== null && (COORDINATOR_SCOPES as readonly string[]).includes(call);
  if (call !== null && !scope) {
    const problem = callProblem(s, kind, side, call);
    if (problem) throw new GameError('bad_input', problem);
  }
  if (call !== null) sent.push((scope ? 'coordinator' : call) as Call);
  return sent;
}
