// A game between two coached programs played head to head: each coach calls his own side of every snap (offense
// against defense) and his kicks; the engine replays the game with both sides' calls (core/sim/headToHead.ts). Each
// program keeps its side's calls with its own coached record (record.ts), the record naming the other program. A
// side's call may come before the other's; it waits, unseen by the other coach, until the snap is played. A call not
// made in time is the coordinator's (expireHeadToHead, when the front end's play clock runs out). When the game
// ends its week is played, as a coached game's is; in an online league's save the league's turn plays it, and a
// head-to-head game kicks off only in the week to come.
import { STAGE_INFO } from '../../../core/season/stages.js';
import type { Call } from '../../../core/sim/calls.js';
import type { TempoCall } from '../../../core/sim/clock.js';
import { callProblem } from '../../../core/sim/coaching.js';
import { COORDINATORS, runHeadToHead, type HeadToHeadRun } from '../../../core/sim/headToHead.js';
import type { GameResult } from '../../../core/sim/types.js';
import { coachedGameName } from '../../../shared/coachedGameName.js';
import { COACH_TEMPOS_WIRE } from '../../../shared/coached-types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { gamesOfTeam, isPlayed, type GameRow } from '../../queries/games.js';
import { readState } from '../../queries/meta.js';
import { weeksPlayedByTurns } from '../../queries/leagueTurn.js';
import { coachedProgramOf, type Program } from '../../program.js';
// Import circle: a call that ends the game plays the rest of its week, whose play finishes head-to-head games.
import { simulateTo } from '../season/simulate.js';
import { newCoachedRecord, refuseForcedGame } from './newRecord.js';
import { coachedGamesInTheWay } from './inProgress.js';
import { coachedInput, readCoachedRecord, writeCoachedRecord, type CoachedRecord } from './record.js';

/** A program's next game when another coached program plays it: the game and that program. */
export interface HeadToHeadGame {
  game: GameRow;
  opponent: Program;
}

/** A head-to-head game as one side sees it: his record, the other side's, and the other program. */
export interface HeadToHeadPair {
  mine: CoachedRecord;
  theirs: CoachedRecord;
  opponent: Program;
  /** The side this program calls: 0 home, 1 away. */
  side: 0 | 1;
}

/** A program's next unplayed game of the season if it is against another coached program, else null. */
export function headToHeadGameOf(db: Db, program: Program): HeadToHeadGame | null {
  const state = readState(db);
  if (state.stage !== 'season' && state.stage !== 'playoff') return null;
  const game = gamesOfTeam(db, state.year, program.team)
    .filter((g) => !isPlayed(g))
    .sort((a, b) => a.week - b.week)[0];
  if (!game) return null;
  const opponent = coachedProgramOf(db, game.home === program.team ? game.away : game.home);
  return opponent ? { game, opponent } : null;
}

/** The program's head-to-head game being played (or just over, its week waiting), or null. */
export function headToHeadOf(db: Db, program: Program): HeadToHeadPair | null {
  const mine = readCoachedRecord(db, program);
  if (!mine?.headToHead) return null;
  const opponent = coachedProgramOf(db, mine.headToHead);
  const theirs = opponent ? readCoachedRecord(db, opponent) : null;
  if (!opponent || !theirs || theirs.gameId !== mine.gameId || theirs.headToHead !== program.team) return null;
  return { mine, theirs, opponent, side: mine.side === 'home' ? 0 : 1 };
}

/** The game replayed with both sides' calls (then `more`'s) to where it waits, or to its end. */
export function replayHeadToHead(pair: HeadToHeadPair, seed: number, more?: typeof COORDINATORS): HeadToHeadRun {
  const home = pair.side === 0 ? pair.mine : pair.theirs;
  const away = pair.side === 0 ? pair.theirs : pair.mine;
  return runHeadToHead(coachedInput(home, seed), [home.calls, away.calls], more);
}

/**
 * Kicks off the head-to-head game of two coached programs (their next game, against each other), the weeks before
 * it played first; the game already kicked off is kept as it is.
 */
export function kickOffHeadToHead(db: Db, program: Program, opponent: Program): HeadToHeadPair {
  return db.transaction(() => {
    const live = headToHeadOf(db, program);
    if (live && !live.mine.finished) return live;
    let state = readState(db);
    if (state.stage !== 'season' && state.stage !== 'playoff')
      throw new GameError('wrong_stage', `Games are played during the season (now: ${STAGE_INFO[state.stage].label}).`);
    const found = headToHeadGameOf(db, program);
    if (!found || found.opponent.seat !== opponent.seat)
      throw new GameError('conflict', `${program.team}'s next game is not against ${opponent.team}.`);
    const { game } = found;
    refuseForcedGame(db, game);
    for (const p of [program, opponent]) {
      const record = readCoachedRecord(db, p);
      if (!record || record.finished) continue;
      const against = record.side === 'home' ? record.away.name : record.home.name;
      throw new GameError(
        'conflict',
        `${coachedGameName({ week: record.week, opponent: against }, p.team)} is being coached: finish it first.`,
      );
    }
    if (game.week > state.currentWeek && weeksPlayedByTurns(db))
      throw new GameError(
        'conflict',
        `${coachedGameName({ week: game.week, opponent: opponent.team })} is not in the week to come: the league's turn plays the weeks, and it kicks off when its week comes.`,
      );
    if (game.week > state.currentWeek) {
      const other = coachedGamesInTheWay(db, game.week).find(
        (g) => g.seat !== program.seat && g.seat !== opponent.seat,
      );
      if (other)
        throw new GameError(
          'conflict',
          `${coachedGameName(other, other.team)} is in progress: its week is played first, once ${other.team} has finished it.`,
        );
      state = simulateTo(db, game.week);
    }
    const mine = newCoachedRecord(db, state.year, state.seed, game, program.team);
    const theirs = { ...mine, side: mine.side === 'home' ? 'away' : 'home', calls: [] } as CoachedRecord;
    mine.headToHead = opponent.team;
    theirs.headToHead = program.team;
    writeCoachedRecord(db, program, mine);
    writeCoachedRecord(db, opponent, theirs);
    return { mine, theirs, opponent, side: mine.side === 'home' ? 0 : 1 };
  });
}

/** The head-to-head game being played, or an error saying there is none. */
function livePair(db: Db, program: Program): HeadToHeadPair {
  const pair = headToHeadOf(db, program);
  if (!pair || pair.mine.finished)
    throw new GameError('not_found', 'No head-to-head game in progress: both coaches join its page to kick it off.');
  return pair;
}

/** The tempo call of a tempo sent, or an error naming the tempos. */
function tempoCall(tempo: string): TempoCall {
  if (!(COACH_TEMPOS_WIRE as readonly string[]).includes(tempo))
    throw new GameError('bad_input', `Unknown tempo '${tempo.slice(0, 40)}': one of ${COACH_TEMPOS_WIRE.join(', ')}.`);
  return `tempo_${tempo}` as TempoCall;
}

/** The calls a side sends for the decision it faces (a tempo first when it changes), checked there. */
function sentCalls(run: HeadToHeadRun, side: 0 | 1, call: string | null, tempo?: string): Call[] {
  if (call === 'coordinator_drive' || call === 'coordinator_rest')
    throw new GameError('bad_input', "Head to head the coordinator takes one call at a time: send 'coordinator'.");
  const decision = run.waiting.find((w) => w.side === side);
  if (!decision) throw new GameError('conflict', 'The game is not waiting for your call: the other side has the call.');
  const sent: Call[] = [];
  if (tempo !== undefined) {
    const set = tempoCall(tempo);
    if (call === null || (run.state.coachTempo[side] ?? 'auto') !== tempo) sent.push(set);
  }
  if (call !== null) sent.push(call as Call);
  if (sent.length === 0) throw new GameError('bad_input', 'Send a call, a tempo, or both.');
  for (const c of sent) {
    // Each is checked as the game stands where it waits for this side.
    const problem = callProblem(run.state, decision.kind, side, c);
    if (problem) throw new GameError('bad_input', problem);
  }
  return sent;
}

/**
 * A coach's call (and tempo) for his side's decision: refused when the game is not waiting for him or he has
 * called this snap already. Plays the week when the game ends. Answers the game as it now stands.
 */
export function callHeadToHead(db: Db, program: Program, call: string | null, tempo?: string): HeadToHeadRun {
  return db.transaction(() => {
    const pair = livePair(db, program);
    const seed = readState(db).seed;
    const run = replayHeadToHead(pair, seed);
    if (run.unused[pair.side] > 0)
      throw new GameError('conflict', `You have called this snap: it is played when ${pair.opponent.team} calls.`);
    const sent = sentCalls(run, pair.side, call, tempo);
    return afterCalls(db, program, { ...pair, mine: { ...pair.mine, calls: [...pair.mine.calls, ...sent] } }, seed);
  });
}

/**
 * The play clock ran out at decision `point` (HeadToHeadRun.point): every side still to call there gets the
 * coordinator's call. Does nothing (false) when the game has moved on since.
 */
export function expireHeadToHead(db: Db, program: Program, point: number): boolean {
  return db.transaction(() => {
    const pair = headToHeadOf(db, program);
    if (!pair || pair.mine.finished) return false;
    const seed = readState(db).seed;
    const run = replayHeadToHead(pair, seed);
    if (run.result || run.point !== point) return false;
    const late = (side: 0 | 1): boolean => run.waiting.some((w) => w.side === side);
    const add = (record: CoachedRecord, side: 0 | 1): CoachedRecord =>
      late(side) ? { ...record, calls: [...record.calls, 'coordinator'] } : record;
    const other = (1 - pair.side) as 0 | 1;
    afterCalls(db, program, { ...pair, mine: add(pair.mine, pair.side), theirs: add(pair.theirs, other) }, seed);
    return true;
  });
}

/** Writes both sides' calls and replays the game; one that has ended is finished and its week played. */
function afterCalls(db: Db, program: Program, pair: HeadToHeadPair, seed: number): HeadToHeadRun {
  writeCoachedRecord(db, program, pair.mine);
  writeCoachedRecord(db, pair.opponent, pair.theirs);
  const run = replayHeadToHead(pair, seed);
  if (!run.result) return run;
  writeCoachedRecord(db, program, { ...pair.mine, finished: true });
  writeCoachedRecord(db, pair.opponent, { ...pair.theirs, finished: true });
  // The week is played, unless another coached program is still coaching its game of the week: it then waits; in a
  // league it always waits, for the league's turn.
  const week = pair.mine.week;
  const others = coachedGamesInTheWay(db, week + 1).filter(
    (g) => g.seat !== program.seat && g.seat !== pair.opponent.seat,
  );
  if (others.length === 0 && !weeksPlayedByTurns(db)) simulateTo(db, week + 1);
  return run;
}

/**
 * The end of a head-to-head game as its week is played: the coordinators call whatever the coaches left, and both
 * records keep every call and are marked finished.
 */
export function finishHeadToHead(db: Db, program: Program, seed: number): GameResult {
  const pair = headToHeadOf(db, program);
  if (!pair) throw new Error(`${program.team}'s head-to-head game has lost its other side`);
  const run = replayHeadToHead(pair, seed, COORDINATORS);
  if (!run.result) throw new Error(`head-to-head game ${pair.mine.gameId} did not end`);
  const side = pair.side;
  const calls = (s: 0 | 1): Call[] => run.made[s].map((c) => c.call);
  writeCoachedRecord(db, program, { ...pair.mine, calls: calls(side), finished: true });
  writeCoachedRecord(db, pair.opponent, { ...pair.theirs, calls: calls((1 - side) as 0 | 1), finished: true });
  return run.result;
}
