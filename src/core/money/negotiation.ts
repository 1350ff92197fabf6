// NIL as a negotiation: a player (a recruit, a transfer, a player of your own) has an ask and, below it, the least he
// takes; an offer at his ask (or his last counter) is accepted, one between is answered with a counter halfway up,
// one below is refused, and after NIL_ROUNDS answers without a deal he stops listening for the season. His ask and
// floor are fixed draws of the dynasty, his id and the season, around what a player of his stars is worth; the more
// he leans to the program, the lower his floor. Every program, the computer's too, deals by these answers.
import { hashString } from '../random.js';
import { marketValue } from './nil.js';

/** Offers a player answers without a deal before he stops listening for the season. */
export const NIL_ROUNDS = 3;
/** His ask against his market value: from ASK_LOW to ASK_LOW + ASK_SPREAD of it. */
export const ASK_LOW = 0.85;
export const ASK_SPREAD = 0.35;
/** The least he takes against his ask: from FLOOR_LOW to FLOOR_LOW + FLOOR_SPREAD of it. */
export const FLOOR_LOW = 0.68;
export const FLOOR_SPREAD = 0.17;
/** A player leaning all the way to the program takes this much less at the least. */
export const LEANING_DISCOUNT = 0.15;
/** A computer program pays up to this many times the market value when a player counters. */
export const COMPUTER_STRETCH = 1.2;

export interface NilAsk {
  /** Thousands of dollars. */
  ask: number;
  /** The least he takes (thousands): never shown. */
  floor: number;
}

/** An amount as a deal names it: to $1K below $50K, to $5K above. */
export function roundAmount(thousands: number): number {
  return thousands < 50 ? Math.max(1, Math.round(thousands)) : Math.round(thousands / 5) * 5;
}

/**
 * His ask and floor in `season`. `kind` tells a recruit's id from a player's; `leaning` 0-1: how much he leans to
 * the program asking (his interest in it, his share of its market).
 */
export function nilAsk(seed: number, season: number, kind: string, id: number, stars: number, leaning = 0): NilAsk {
  const draw = (label: string) => hashString(`${seed}:${season}:${kind}:${id}:${label}`) / 4294967296;
  const ask = roundAmount(marketValue(stars) * (ASK_LOW + ASK_SPREAD * draw('nil-ask')));
  const lean = Math.max(0, Math.min(1, leaning));
  const floor = Math.round(ask * (FLOOR_LOW + FLOOR_SPREAD * draw('nil-floor')) * (1 - LEANING_DISCOUNT * lean));
  return { ask, floor: Math.min(ask, Math.max(1, floor)) };
}

export type NilAnswer =
  | { kind: 'accepted'; amount: number }
  | { kind: 'counter'; amount: number }
  | { kind: 'refused' };

/**
 * His answer to `offer` (thousands) when he asks `ask` and last countered `counter` (null: none yet): at or above
 * what he asks now, accepted; at or above his floor, a counter halfway to what he asks now; below, refused.
 */
export function answerOffer(offer: number, ask: NilAsk, counter: number | null): NilAnswer {
  const wanted = counter ?? ask.ask;
  if (offer >= wanted) return { kind: 'accepted', amount: offer };
  if (offer < ask.floor) return { kind: 'refused' };
  const middle = roundAmount((offer + wanted) / 2);
  return { kind: 'counter', amount: Math.max(offer + 1, Math.min(wanted, middle)) };
}

/**
 * A computer program's deal by the same answers: it offers his market value (none beyond `budget`); a counter it
 * pays if it is within COMPUTER_STRETCH of his market value and `budget`. The amount agreed, or null (no deal).
 */
export function computerDeal(stars: number, ask: NilAsk, budget: number): number | null {
  const opening = marketValue(stars);
  if (opening > budget) return null;
  const first = answerOffer(opening, ask, null);
  if (first.kind === 'accepted') return opening;
  if (first.kind === 'refused') return null;
  return first.amount <= Math.min(budget, COMPUTER_STRETCH * marketValue(stars)) ? first.amount : null;
}
