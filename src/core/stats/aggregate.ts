// Adding box scores up: a team's season totals from its games, a player's from his game lines.

import type {
  DefenseLine,
  KickingLine,
  PassingLine,
  PlayerGameStats,
  PuntingLine,
  ReceivingLine,
  ReturnLine,
  RushingLine,
  TeamGameStats,
} from '../sim/types.js';
import { emptyTeamStats } from './teamStats.js';

/** Sum of team game lines (every field added). */
export function sumTeamStats(lines: readonly TeamGameStats[]): TeamGameStats {
  const total = emptyTeamStats();
  const keys = Object.keys(total) as (keyof TeamGameStats)[];
  for (const line of lines) for (const k of keys) total[k] += line[k];
  return total;
}

/** Adds counting fields; fields named `long` keep the maximum. */
function addLine<T extends object>(a: T | undefined, b: T | undefined): T | undefined {
  if (!a) return b ? { ...b } : undefined;
  if (!b) return a;
  const out = { ...a } as Record<string, number>;
  const other = b as Record<string, number>;
  for (const k of Object.keys(other))
    out[k] = k === 'long' ? Math.max(out[k] ?? 0, other[k]) : (out[k] ?? 0) + other[k];
  return out as T;
}

/** A player's stat categories without who he is: a season's (or career's) totals. */
export type PlayerStatCategories = Omit<PlayerGameStats, 'playerId' | 'name' | 'pos'>;

/** Sums stat categories: counts added, "long" fields the maximum; a category appears only when some line has it. */
export function sumStatCategories(lines: readonly PlayerStatCategories[]): PlayerStatCategories {
  let passing: PassingLine | undefined;
  let rushing: RushingLine | undefined;
  let receiving: ReceivingLine | undefined;
  let defense: DefenseLine | undefined;
  let kicking: KickingLine | undefined;
  let punting: PuntingLine | undefined;
  let returns: ReturnLine | undefined;
  for (const l of lines) {
    passing = addLine(passing, l.passing);
    rushing = addLine(rushing, l.rushing);
    receiving = addLine(receiving, l.receiving);
    defense = addLine(defense, l.defense);
    kicking = addLine(kicking, l.kicking);
    punting = addLine(punting, l.punting);
    returns = addLine(returns, l.returns);
  }
  const out: PlayerStatCategories = {};
  if (passing) out.passing = passing;
  if (rushing) out.rushing = rushing;
  if (receiving) out.receiving = receiving;
  if (defense) out.defense = defense;
  if (kicking) out.kicking = kicking;
  if (punting) out.punting = punting;
  if (returns) out.returns = returns;
  return out;
}

/** Takes a game's counting fields off totals; "long" fields keep the totals' maximum (it cannot be taken apart). */
function takeLine<T extends object>(total: T | undefined, line: T | undefined): T | undefined {
  if (!total || !line) return total;
  const out = { ...total } as Record<string, number>;
  const taken = line as Record<string, number>;
  for (const k of Object.keys(taken)) if (k !== 'long') out[k] = (out[k] ?? 0) - taken[k];
  return out as T;
}

/** Totals without some of their games' lines: counts taken off; a category stays even when nothing is left in it. */
export function withoutLines(
  total: PlayerStatCategories,
  lines: readonly PlayerStatCategories[],
): PlayerStatCategories {
  const out = { ...total };
  for (const l of lines) {
    out.passing = takeLine(out.passing, l.passing);
    out.rushing = takeLine(out.rushing, l.rushing);
    out.receiving = takeLine(out.receiving, l.receiving);
    out.defense = takeLine(out.defense, l.defense);
    out.kicking = takeLine(out.kicking, l.kicking);
    out.punting = takeLine(out.punting, l.punting);
    out.returns = takeLine(out.returns, l.returns);
  }
  for (const k of Object.keys(out) as (keyof PlayerStatCategories)[]) if (out[k] === undefined) delete out[k];
  return out;
}

/** One player's totals over several games (all lines must be the same player's). */
export function sumPlayerLines(lines: readonly PlayerGameStats[]): PlayerGameStats | null {
  if (lines.length === 0) return null;
  const first = lines[0];
  for (const l of lines) {
    if (l.playerId !== first.playerId) throw new Error(`lines of players ${first.playerId} and ${l.playerId} mixed`);
  }
  return { playerId: first.playerId, name: first.name, pos: first.pos, ...sumStatCategories(lines) };
}
