// What a prospect will not do without: at most DEALBREAKER.most of his motivations held as a must, each with a line a
// program has to reach (playing time at his position, distance from home, prestige, contending, the offence's scheme,
// NIL). A program below a line is ruled out: it earns no interest with him and does not get his commitment, whoever it
// is. Which motivations he holds so, and their lines, follow from the prospect himself (his weights as drawn, his id):
// the same prospect has the same dealbreakers in every save and front end, and a class stored before them has them too.

import { hashString } from '../random.js';
import type { NilPull } from '../money/nil.js';
import { NIL_FROM } from '../money/budget.js';
import { schemeStyleOf } from './schemeFit.js';
import {
  BASE_PREFERENCE,
  DEALBREAKER,
  NIL_WEIGHT,
  PRESTIGE_WEIGHT_PER_STAR,
  PROXIMITY_RANGE_MILES,
  SCHEME_FIT_WEIGHT,
} from './tuning.js';
import type { Pitch, Prospect } from './types.js';

export const DEALBREAKER_KINDS = ['playingTime', 'proximity', 'prestige', 'contending', 'schemeFit', 'nil'] as const;
export type DealbreakerKind = (typeof DEALBREAKER_KINDS)[number];

/** One dealbreaker: the least a program must offer in the motivation (its factor 0-1; for NIL, its pull on him 0-1). */
export interface Dealbreaker {
  kind: DealbreakerKind;
  least: number;
}

const NONE: readonly Dealbreaker[] = Object.freeze([]);

/** What a prospect of his stars and position usually puts on the motivation (0: he does not weigh it). */
function usualWeight(prospect: Pick<Prospect, 'stars' | 'pos'>, kind: DealbreakerKind): number {
  switch (kind) {
    case 'prestige':
      return BASE_PREFERENCE.prestige + PRESTIGE_WEIGHT_PER_STAR * (prospect.stars - 1);
    case 'schemeFit':
      return schemeStyleOf(prospect.pos) === null ? 0 : SCHEME_FIT_WEIGHT;
    case 'nil':
      return NIL_WEIGHT;
    default:
      return BASE_PREFERENCE[kind];
  }
}

/** His own weight on the motivation (a class drawn before NIL weighed it: the usual one). */
function ownWeight(prospect: Pick<Prospect, 'preferences'>, kind: DealbreakerKind): number {
  return kind === 'nil' ? (prospect.preferences.nil ?? NIL_WEIGHT) : prospect.preferences[kind];
}

/** A fixed draw 0-1 for the prospect and motivation: where his line falls between its bounds. */
function lineDraw(id: number, kind: DealbreakerKind): number {
  return hashString(`${id}:${kind}:dealbreaker`) / 4294967296;
}

function between([low, high]: readonly [number, number], u: number): number {
  return low + (high - low) * u;
}

/** His line in the motivation, as the least factor a program must offer. */
function lineOf(prospect: Pick<Prospect, 'id' | 'stars'>, kind: DealbreakerKind): number {
  const u = lineDraw(prospect.id, kind);
  switch (kind) {
    case 'playingTime':
      return Math.round(20 * between(DEALBREAKER.playingTime, u)) / 20;
    case 'proximity': {
      const miles = 50 * Math.round(between(DEALBREAKER.miles, u) / 50);
      return 1 - miles / PROXIMITY_RANGE_MILES;
    }
    case 'prestige': {
      const least = Math.max(1, Math.min(6, prospect.stars + Math.round(between(DEALBREAKER.prestigeAboveStars, u))));
      return (least - 1) / 6;
    }
    case 'contending':
      return Math.round(20 * between(DEALBREAKER.contending, u)) / 20;
    case 'schemeFit':
      return DEALBREAKER.scheme;
    case 'nil':
      return Math.round(20 * between(DEALBREAKER.nil, u)) / 20;
  }
}

/**
 * The prospect's dealbreakers in the season's cycle (none for NIL before NIL_FROM): the motivations he weighs at least
 * DEALBREAKER.emphasis times as much as usual, strongest first, DEALBREAKER.most at most.
 */
export function dealbreakersOf(
  prospect: Pick<Prospect, 'id' | 'stars' | 'pos' | 'preferences'>,
  season: number,
): readonly Dealbreaker[] {
  let found: { kind: DealbreakerKind; emphasis: number }[] | null = null;
  for (const kind of DEALBREAKER_KINDS) {
    if (kind === 'nil' && season < NIL_FROM) continue;
    const usual = usualWeight(prospect, kind);
    if (usual <= 0) continue;
    const emphasis = ownWeight(prospect, kind) / usual;
    if (emphasis < DEALBREAKER.emphasis) continue;
    found ??= [];
    found.push({ kind, emphasis });
  }
  if (found === null) return NONE;
  found.sort((a, b) => b.emphasis - a.emphasis);
  return found.slice(0, DEALBREAKER.most).map(({ kind }) => ({ kind, least: lineOf(prospect, kind) }));
}

/** Each prospect's dealbreakers by his index in the class, worked out once per class and season. */
const BY_CLASS = new WeakMap<
  readonly Prospect[],
  { season: number; dealbreakers: readonly (readonly Dealbreaker[])[] }
>();

export function classDealbreakers(prospects: readonly Prospect[], season: number): readonly (readonly Dealbreaker[])[] {
  const kept = BY_CLASS.get(prospects);
  if (kept && kept.season === season) return kept.dealbreakers;
  const dealbreakers = prospects.map((p) => dealbreakersOf(p, season));
  BY_CLASS.set(prospects, { season, dealbreakers });
  return dealbreakers;
}

/** The pull 0-1 of a program's NIL on a player (its offer to him or its collective's, whichever is more; none: 0). */
export function nilPullOn(nil: NilPull | undefined, id: number): number {
  if (nil === undefined) return 0;
  return Math.max(nil.offers?.get(id) ?? 0, nil.general);
}

/** The first dealbreaker the program falls below, given what it offers him (its factors) and its NIL pull on him; null: none. */
export function brokenDealbreaker(
  dealbreakers: readonly Dealbreaker[],
  factors: Readonly<Record<Pitch, number>>,
  nilPull: number,
): Dealbreaker | null {
  for (let k = 0; k < dealbreakers.length; k++) {
    const d = dealbreakers[k];
    const offered = d.kind === 'nil' ? nilPull : factors[d.kind];
    // (A hair's tolerance: a line drawn at a prestige tier holds for a program at exactly that tier.)
    if (offered < d.least - 1e-9) return d;
  }
  return null;
}
