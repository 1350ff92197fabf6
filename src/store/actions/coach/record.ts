// The coached game kept in the save: the game, the two teams as they took the field (so a depth chart edited
// mid-game cannot change the game being replayed) and the coach's calls so far. The engine replays the game from its
// seed with those calls (core/sim/coachedGame.ts): the calls are the game's whole state. Each coached program keeps
// its own, present only while it is being played or has just been played: the game and its teams
// (coached_programs.coached_game), written when it starts and ends, and the calls (a meta row of the program's seat),
// which a snap rewrites alone (one short row: the teams' rosters stay as they are).
import { createRng } from '../../../core/random.js';
import { DECISION_UNIT, type Call, type DecisionKind } from '../../../core/sim/calls.js';
import { runCoachedGame, type CoachedRun, type MoreCalls } from '../../../core/sim/coachedGame.js';
import { rulesForYear } from '../../../core/sim/rules.js';
import { ALL_SITUATIONS, onlyAsked, type SituationSet } from '../../../core/sim/situations.js';
import type { GameDay } from '../../../core/sim/gameDay.js';
import type { GameTeam, SimulateGameInput } from '../../../core/sim/types.js';
import type { Db } from '../../database.js';
import { coachedGameText, writeCoachedGameText } from '../../queries/coachedGame.js';
import { coachedPrograms, type Program } from '../../program.js';
import { gameSeed } from '../season/replay.js';
import { parseStoredJson } from '../../storedContent.js';

export interface CoachedRecord {
  gameId: number;
  year: number;
  week: number;
  /** The coached side. */
  side: 'home' | 'away';
  neutral: boolean;
  homeSpread: number | null;
  home: GameTeam;
  away: GameTeam;
  calls: Call[];
  /** A coordinator calls only his side of the ball (the rest is the staff's call); absent: the head coach calls all. */
  callsOnly?: DecisionKind;
  /** The situations that come to the coach (the coordinator calls the rest); absent (older saves): every decision. */
  situations?: SituationSet;
  /**
   * The coached defense is asked what it faces (its defense against a play, its return against a punt, nothing
   * against a kneel); absent (games saved before): its defense before every snap, as they were played.
   */
  facing?: boolean;
  /** The game is over (its week is played, or waits for another coached program's game). */
  finished: boolean;
  /**
   * Played head to head: the other coached program (its team) calls the other side, each side's calls kept with its
   * own record (headToHead.ts). Absent: the other side is the staff's.
   */
  headToHead?: string;
  /**
   * The day's weather and home edge, drawn at kick-off as the week would (replay.ts gameDayOf); absent (games saved
   * before there was weather): a calm day and the flat home edge, as they were played.
   */
  day?: Pick<GameDay, 'weather' | 'homeEdge'>;
}

/** The meta key of a program's coached game's calls so far (records of earlier saves kept them inside). */
export function coachedCallsKey(seat: number): string {
  return `coached_calls:${seat}`;
}

/** An upsert that leaves a row as it is when its value is the same. */
const PUT_META =
  'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value WHERE value IS NOT excluded.value';

/** The program's coached game, or null. */
export function readCoachedRecord(db: Db, program: Program): CoachedRecord | null {
  const text = coachedGameText(db, program);
  if (text === null) return null;
  const record = parseStoredJson<CoachedRecord>(text, 'the coached game');
  const calls = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [coachedCallsKey(program.seat)]);
  if (calls) record.calls = parseStoredJson<Call[]>(calls.value, 'the coached game', 'list');
  return record;
}

export function writeCoachedRecord(db: Db, program: Program, record: CoachedRecord): void {
  writeCoachedGameText(db, program.seat, JSON.stringify({ ...record, calls: [] }));
  db.run(PUT_META, [coachedCallsKey(program.seat), JSON.stringify(record.calls)]);
}

/**
 * A snap's write: the calls alone, where they are kept apart from the game and its teams (the long text, written
 * when the game starts); false, nothing written, for a game of an older save that keeps its calls inside that text.
 */
export function writeCoachedCallsApart(db: Db, program: Program, calls: readonly Call[]): boolean {
  const key = coachedCallsKey(program.seat);
  if (!db.get('SELECT 1 FROM meta WHERE key = ?', [key])) return false;
  db.run(PUT_META, [key, JSON.stringify(calls)]);
  return true;
}

/** A coached game and the program coaching it. */
export interface CoachedGameOf {
  program: Program;
  record: CoachedRecord;
}

/** Every coached program's coached game, by its game's id (a week plays each with its calls). */
export function coachedRecordsByGame(db: Db): Map<number, CoachedGameOf> {
  const out = new Map<number, CoachedGameOf>();
  for (const program of coachedPrograms(db)) {
    const record = readCoachedRecord(db, program);
    if (record) out.set(record.gameId, { program, record });
  }
  return out;
}

/** The engine's input of the coached game: the same as its week would simulate (playWeek.ts). */
export function coachedInput(record: CoachedRecord, seed: number): SimulateGameInput {
  return {
    home: record.home,
    away: record.away,
    neutral: record.neutral,
    rules: rulesForYear(Math.min(record.year, 2026)),
    rng: createRng(gameSeed(seed, record.gameId)),
    playByPlay: true,
    homeSpread: record.homeSpread ?? undefined,
    day: record.day,
  };
}

/**
 * The coached game replayed with its calls (then `more`'s), to where it waits for the coach or to its end. A
 * coordinator's game never waits on the other side of the ball, nor any game on a situation the coach left to the
 * coordinator: those decisions are the staff's call.
 */
export function replayCoached(
  record: CoachedRecord,
  seed: number,
  more?: MoreCalls,
  observe?: Parameters<typeof runCoachedGame>[4],
): CoachedRun {
  const only = record.callsOnly;
  const side = record.side === 'home' ? 0 : 1;
  const calls: MoreCalls | undefined = only
    ? (kind, s) => (DECISION_UNIT[kind] === only ? more?.(kind, s) : 'coordinator')
    : more;
  const asked = onlyAsked(record.situations ?? ALL_SITUATIONS, side, calls);
  return runCoachedGame(coachedInput(record, seed), side, record.calls, asked, observe, {
    facing: record.facing ?? false,
  });
}
