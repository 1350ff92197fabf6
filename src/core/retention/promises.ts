// Promises as the season judges them, a program's recruiting trust from the promises it kept and broke, and who is
// next in line for a starting role (whom a staff can promise one and keep its word).
import { STARTERS, type Player, type Position } from '../players/types.js';
import { TRUST_COST, TRUST_FADE, TRUST_REPAIR, TRUST_SEASONS, TRUST_WEIGHT } from './tuning.js';
import type { PromiseKind, PromiseStatus } from './types.js';

/** Where the player stands when a promise is judged (null: no longer with the program). */
export interface PlayerNow {
  pos: Position;
  starter: boolean;
}

/**
 * A pending promise judged when the season starts (`final` false) or ends (`final` true): a starting role is kept
 * while he starts, a position while he plays it; either is broken the moment he does not, and kept once the season
 * ends with him there. A player who left lapses it. NIL is paid when promised.
 */
export function judgePromise(
  kind: PromiseKind,
  promisedPosition: Position | null,
  now: PlayerNow | null,
  final: boolean,
): PromiseStatus {
  if (kind === 'nil') return 'kept';
  if (now === null) return 'lapsed';
  const holds = kind === 'starter' ? now.starter : now.pos === promisedPosition;
  if (!holds) return 'broken';
  return final ? 'kept' : 'pending';
}

/** A promise judged in a season: kept or broken. */
export interface JudgedPromise {
  season: number;
  kept: boolean;
}

/**
 * A program's recruiting trust after season `year`, 0-1: full without broken promises; each broken in the last
 * TRUST_SEASONS seasons costs TRUST_COST and each kept gives back TRUST_REPAIR, fading by TRUST_FADE a season.
 */
export function trustOf(judged: readonly JudgedPromise[], year: number): number {
  let trust = 1;
  for (const j of judged) {
    const age = year - j.season;
    if (age < 0 || age >= TRUST_SEASONS) continue;
    const weight = TRUST_FADE ** age;
    trust += j.kept ? TRUST_REPAIR * weight : -TRUST_COST * weight;
  }
  return Math.max(0, Math.min(1, trust));
}

/** Trust's multiplier on a program's pull with prospects and transfers (1 at full trust). */
export function trustFactor(trust: number | undefined): number {
  return trust === undefined ? 1 : 1 - TRUST_WEIGHT * (1 - Math.max(0, Math.min(1, trust)));
}

/**
 * The backups next in line for a starting role next season: at each position, as many of its best backups (by
 * depth) as it has starters who are seniors (they leave).
 */
export function nextInLine(roster: readonly Player[]): Set<number> {
  const out = new Set<number>();
  const byPos = new Map<Position, Player[]>();
  for (const p of roster) {
    const list = byPos.get(p.pos) ?? [];
    list.push(p);
    byPos.set(p.pos, list);
  }
  for (const [pos, players] of byPos) {
    const starters = STARTERS[pos];
    const leaving = players.filter((p) => p.depth > 0 && p.depth <= starters && p.year === 'sr').length;
    if (leaving === 0) continue;
    players
      .filter((p) => p.year !== 'sr' && (p.depth > starters || p.depth === 0))
      .sort((a, b) => (a.depth || 999) - (b.depth || 999) || b.rating - a.rating || a.id - b.id)
      .slice(0, leaving)
      .forEach((p) => {
        out.add(p.id);
      });
  }
  return out;
}
