// NIL money in a player's decision: one more factor beside prestige, playing time, closeness and the rest, small
// and bounded. A program's collective gives it a general pull with every prospect and transfer; money offered to
// one player pulls him more, up to what a player of his stars is worth.
import { NIL_FROM } from './budget.js';

/** At most this much more interest per action (or appeal in the portal) from NIL. */
export const NIL_APPEAL_MAX = 0.15;
/** The collective's general pull reaches half the bound at the league's largest collective. */
export const COLLECTIVE_PULL = 0.5;

/** What a player of these stars is offered on the market in 2024 (thousands): a five-star about $500K. */
export function marketValue(stars: number): number {
  return [0, 10, 25, 60, 180, 500][Math.max(1, Math.min(5, Math.round(stars)))];
}

/**
 * The collective's general pull 0-1: its size against the largest in the league, with diminishing returns (a
 * collective a quarter of the largest pulls half as much), as NIL spread five-stars over more programs.
 */
export function collectivePull(collective: number, largest: number): number {
  return largest <= 0 ? 0 : COLLECTIVE_PULL * Math.sqrt(Math.max(0, Math.min(1, collective / largest)));
}

/** An offer's pull 0-1: the amount against the player's market value. */
export function offerPull(amount: number, stars: number): number {
  return Math.max(0, Math.min(1, amount / marketValue(stars)));
}

/** The multiplier of interest gained (or appeal) for a pull 0-1. */
export function nilMultiplier(pull: number): number {
  return 1 + NIL_APPEAL_MAX * Math.max(0, Math.min(1, pull));
}

/** The message for NIL asked for before it existed. */
export function nilBeforeEra(year: number): string | null {
  return year < NIL_FROM
    ? `There is no NIL in ${year}: name, image and likeness deals began in July ${NIL_FROM}.`
    : null;
}

/** A program's NIL in one season's decisions: its collective's general pull, and offers to single players. */
export interface NilPull {
  /** 0-1 (collectivePull). */
  general: number;
  /** Player or prospect id -> 0-1 (offerPull). */
  offers?: ReadonlyMap<number, number>;
}

/** The multiplier NIL gives a program's pull on player `id` (1 without NIL). */
export function nilFactor(nil: NilPull | undefined, id: number): number {
  if (nil === undefined) return 1;
  const offer = nil.offers?.get(id) ?? 0;
  return nilMultiplier(Math.max(offer, nil.general));
}
