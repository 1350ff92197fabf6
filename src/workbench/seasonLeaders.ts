// A batch season's player totals (every game's box score added up by player) and the compact summary of its
// leaders that a worker sends back: the counts over the reference's thresholds and the top of each list, not
// every player's line (a season has some 8,000 players with a line).
import type { Position } from '../core/players/types.js';
import { PLAYER_RECORD_STATS, newRecordStats, recordStatsInto } from '../core/records/book.js';
import type { GameResult, PlayerGameStats } from '../core/sim/types.js';
import type { InjuryTotals } from './seasonInjuries.js';

/** The columns a season's leaders are read from, per player. */
interface PlayerSeason {
  team: string;
  pos: Position;
  passYards: number;
  passAttempts: number;
  passTouchdowns: number;
  rushYards: number;
  carries: number;
  receivingYards: number;
  receptions: number;
  tackles: number;
  sacks: number;
  ints: number;
  /** The record book's statistics summed (PLAYER_RECORD_STATS order), as the book counts a season. */
  record: Float64Array;
  games: number;
}

export interface SeasonLeaderBook {
  /** Teams whose players count (the FBS programs: leaders in the reference are FBS players). */
  teams: ReadonlySet<string>;
  players: Map<number, PlayerSeason>;
  /** The season's best single game in each of the record book's statistics. */
  gameBest: Float64Array;
  /** Games in which one player passed for PASSING_GAME_MARK yards or more. */
  bigPassingGames: number;
}

/** A quarterback who ran for this many yards is a running quarterback (the Heisman's Crouch, Newton, Jackson...). */
export const RUNNING_QB_YARDS = 1000;

/** A passing game the record book's lists notice: some 22 FBS quarterbacks ever (docs/reference/fbs-records.md). */
export const PASSING_GAME_MARK = 600;

export function createLeaderBook(teams: Iterable<string>): SeasonLeaderBook {
  return { teams: new Set(teams), players: new Map(), gameBest: newRecordStats(), bigPassingGames: 0 };
}

const lineRecord = newRecordStats();

function addLine(book: SeasonLeaderBook, team: string, line: PlayerGameStats): void {
  let p = book.players.get(line.playerId);
  if (!p) {
    p = {
      team,
      pos: line.pos,
      passYards: 0,
      passAttempts: 0,
      passTouchdowns: 0,
      rushYards: 0,
      carries: 0,
      receivingYards: 0,
      receptions: 0,
      tackles: 0,
      sacks: 0,
      ints: 0,
      record: newRecordStats(),
      games: 0,
    };
    book.players.set(line.playerId, p);
  }
  p.games += 1;
  recordStatsInto(line, lineRecord);
  for (let i = 0; i < lineRecord.length; i++) {
    p.record[i] += lineRecord[i];
    if (lineRecord[i] > book.gameBest[i]) book.gameBest[i] = lineRecord[i];
  }
  if (line.passing) {
    p.passYards += line.passing.yds;
    p.passAttempts += line.passing.att;
    p.passTouchdowns += line.passing.td;
    if (line.passing.yds >= PASSING_GAME_MARK) book.bigPassingGames += 1;
  }
  if (line.rushing) {
    p.rushYards += line.rushing.yds;
    p.carries += line.rushing.att;
  }
  if (line.receiving) {
    p.receivingYards += line.receiving.yds;
    p.receptions += line.receiving.rec;
  }
  if (line.defense) {
    p.tackles += line.defense.tackles;
    p.sacks += line.defense.sacks;
    p.ints += line.defense.ints;
  }
}

/** Adds a played game's box scores (read before the result's player lines are dropped). */
export function addGameToLeaders(book: SeasonLeaderBook, result: GameResult): void {
  if (book.teams.has(result.home)) for (const line of result.playerStats.home) addLine(book, result.home, line);
  if (book.teams.has(result.away)) for (const line of result.playerStats.away) addLine(book, result.away, line);
}

/** One player's season as a leaders' list shows it. */
export interface LeaderLine {
  playerId: number;
  team: string;
  pos: Position;
  games: number;
  /** The list's measure (yards, tackles, sacks...). */
  value: number;
  /** The attempts behind it (pass attempts, carries, receptions); 0 where there are none. */
  attempts: number;
}

/** How many of each list's top a season's summary keeps (the reference reads the 1st and the 10th). */
export const LEADERS_KEPT = 10;

export interface SeasonLeaders {
  /** Players at or over each threshold. */
  passers3000: number;
  passers4000: number;
  rushers1000: number;
  /** Quarterbacks at or over RUNNING_QB_YARDS rushing, and those of them who also passed for 3,000 (absent: not counted). */
  runningQbs1000?: number;
  runningPassers?: number;
  receivers1000: number;
  tacklers100: number;
  /** The top of each list, best first (LEADERS_KEPT at most). */
  passing: LeaderLine[];
  rushing: LeaderLine[];
  receiving: LeaderLine[];
  /** Most passing touchdowns, carries and receptions by any one player. */
  mostPassTouchdowns: number;
  mostCarries: number;
  mostReceptions: number;
  tackles: LeaderLine[];
  sacks: LeaderLine[];
  /** Most interceptions by any one player. */
  mostInterceptions: number;
  /** Games of PASSING_GAME_MARK passing yards or more (absent: not counted). */
  passingGames600?: number;
  /** The median yards a carry of the running backs with BACKS_MIN_CARRIES carries or more (0: none). */
  backsYardsPerCarry?: number;
  /** The season's best game and best season in each of the record book's statistics (PLAYER_RECORD_STATS order). */
  recordBests?: { game: number[]; season: number[] };
  /** Who played: the season's injuries and the backups' passes (a regular batch's seasons have it). */
  whoPlayed?: WhoPlayed;
}

/** A season's injuries (seasonInjuries.ts) and its FBS passes, those of backup quarterbacks apart. */
export interface WhoPlayed extends InjuryTotals {
  passAttempts: number;
  /** Passes thrown by anyone but a team's first quarterback on the chart. */
  backupPassAttempts: number;
}

/** The season's pass attempts, and those of players other than `starters` (each team's first quarterback). */
export function passAttemptsOf(
  book: SeasonLeaderBook,
  starters: ReadonlySet<number>,
): { passAttempts: number; backupPassAttempts: number } {
  let passAttempts = 0;
  let backupPassAttempts = 0;
  for (const [id, p] of book.players) {
    passAttempts += p.passAttempts;
    if (!starters.has(id)) backupPassAttempts += p.passAttempts;
  }
  return { passAttempts, backupPassAttempts };
}

function topOf(
  players: ReadonlyMap<number, PlayerSeason>,
  value: (p: PlayerSeason) => number,
  attempts: (p: PlayerSeason) => number,
): LeaderLine[] {
  const lines: LeaderLine[] = [];
  for (const [playerId, p] of players) {
    const v = value(p);
    if (v > 0) lines.push({ playerId, team: p.team, pos: p.pos, games: p.games, value: v, attempts: attempts(p) });
  }
  lines.sort((a, b) => b.value - a.value || a.playerId - b.playerId);
  return lines.slice(0, LEADERS_KEPT);
}

function countAtLeast(
  players: ReadonlyMap<number, PlayerSeason>,
  value: (p: PlayerSeason) => number,
  threshold: number,
): number {
  let n = 0;
  for (const p of players.values()) if (value(p) >= threshold) n += 1;
  return n;
}

function most(players: ReadonlyMap<number, PlayerSeason>, value: (p: PlayerSeason) => number): number {
  let best = 0;
  for (const p of players.values()) best = Math.max(best, value(p));
  return best;
}

/** The carries that make a back's season count in backsYardsPerCarry (the usual cut of the national lists). */
export const BACKS_MIN_CARRIES = 100;

/** The median yards a carry of the running backs with BACKS_MIN_CARRIES carries or more. */
function backsYardsPerCarry(players: ReadonlyMap<number, PlayerSeason>): number {
  const ypc = [...players.values()]
    .filter((p) => p.pos === 'RB' && p.carries >= BACKS_MIN_CARRIES)
    .map((p) => p.rushYards / p.carries)
    .sort((a, b) => a - b);
  if (ypc.length === 0) return 0;
  const mid = Math.floor(ypc.length / 2);
  return ypc.length % 2 === 1 ? ypc[mid] : (ypc[mid - 1] + ypc[mid]) / 2;
}

export function seasonLeaders(book: SeasonLeaderBook): SeasonLeaders {
  const ps = book.players;
  return {
    passers3000: countAtLeast(ps, (p) => p.passYards, 3000),
    passers4000: countAtLeast(ps, (p) => p.passYards, 4000),
    rushers1000: countAtLeast(ps, (p) => p.rushYards, 1000),
    runningQbs1000: countAtLeast(ps, (p) => (p.pos === 'QB' ? p.rushYards : 0), RUNNING_QB_YARDS),
    runningPassers: countAtLeast(
      ps,
      (p) => (p.pos === 'QB' && p.passYards >= 3000 ? p.rushYards : 0),
      RUNNING_QB_YARDS,
    ),
    receivers1000: countAtLeast(ps, (p) => p.receivingYards, 1000),
    tacklers100: countAtLeast(ps, (p) => p.tackles, 100),
    passing: topOf(
      ps,
      (p) => p.passYards,
      (p) => p.passAttempts,
    ),
    rushing: topOf(
      ps,
      (p) => p.rushYards,
      (p) => p.carries,
    ),
    receiving: topOf(
      ps,
      (p) => p.receivingYards,
      (p) => p.receptions,
    ),
    mostPassTouchdowns: most(ps, (p) => p.passTouchdowns),
    mostCarries: most(ps, (p) => p.carries),
    mostReceptions: most(ps, (p) => p.receptions),
    tackles: topOf(
      ps,
      (p) => p.tackles,
      () => 0,
    ),
    sacks: topOf(
      ps,
      (p) => p.sacks,
      () => 0,
    ),
    mostInterceptions: most(ps, (p) => p.ints),
    passingGames600: book.bigPassingGames,
    backsYardsPerCarry: backsYardsPerCarry(ps),
    recordBests: { game: [...book.gameBest], season: PLAYER_RECORD_STATS.map((_, i) => most(ps, (p) => p.record[i])) },
  };
}
