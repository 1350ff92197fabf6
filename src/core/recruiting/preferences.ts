// What a prospect wants, and how well a program offers it: factors 0-1 weighted by his preferences.

import type { Rng } from '../random.js';
import { ROSTER_TEMPLATE } from '../players/tuning.js';
import type { PlayerAttributes, Position } from '../players/types.js';
import { milesBetweenStates } from './talentMap.js';
import { schemeFitOf, schemeStyleOf } from './schemeFit.js';
import {
  APPEAL_SHARPNESS,
  BASE_PREFERENCE,
  FULL_PLAYING_TIME_SHARE,
  NIL_WEIGHT,
  NON_POWER_CONFERENCE_FACTOR,
  PREFERENCE_SPREAD_SD,
  PRESTIGE_WEIGHT_PER_STAR,
  PROXIMITY_RANGE_MILES,
  SCHEME_FIT_WEIGHT,
  STARTER_QUALITY_PULL,
} from './tuning.js';
import { PITCHES, type Pitch, type PreferenceWeights, type Prospect, type RecruitingProgram } from './types.js';

/**
 * A prospect's own weights: the base, prestige rising with his stars, each spread by his personality. With his position
 * (a prospect of a national class) he weighs the scheme too when he plays quarterback, back, receiver or tight end
 * (SCHEME_FIT_WEIGHT), and NIL money (NIL_WEIGHT); without it (a transfer) neither is drawn.
 */
export function drawPreferences(stars: number, rng: Rng, pos?: Position): PreferenceWeights {
  const spread = (base: number) => base * Math.exp(rng.normal(0, PREFERENCE_SPREAD_SD));
  const playingTime = spread(BASE_PREFERENCE.playingTime);
  const proximity = spread(BASE_PREFERENCE.proximity);
  const prestige = spread(BASE_PREFERENCE.prestige + PRESTIGE_WEIGHT_PER_STAR * (stars - 1));
  const contending = spread(BASE_PREFERENCE.contending);
  const conference = spread(BASE_PREFERENCE.conference);
  const effort = spread(BASE_PREFERENCE.effort);
  if (pos === undefined)
    return { playingTime, proximity, prestige, contending, conference, schemeFit: BASE_PREFERENCE.schemeFit, effort };
  const schemeFit = schemeStyleOf(pos) === null ? BASE_PREFERENCE.schemeFit : spread(SCHEME_FIT_WEIGHT);
  return { playingTime, proximity, prestige, contending, conference, schemeFit, effort, nil: spread(NIL_WEIGHT) };
}

/**
 * The playing time a program offers, 0-1: the share of a full position's places open (`openShare`), and with
 * STARTER_QUALITY_PULL how his overall compares with the returning starters' (`starters`).
 */
export function playingTimeFactor(openShare: number, rating?: number, starters?: number): number {
  const open = Math.max(0, Math.min(1, openShare));
  const { weight, lead, scale } = STARTER_QUALITY_PULL;
  if (weight === 0 || rating === undefined || starters === undefined) return open;
  const room = Math.max(0, Math.min(1, 0.5 + (rating + lead - starters) / scale));
  return (1 - weight) * open + weight * room;
}

/**
 * How well the program offers each thing, 0-1. `committedAtPosition` are the prospects already
 * committed to it at his position: they take playing time.
 */
export function programFactors(
  prospect: Pick<Prospect, 'pos' | 'state'> & { rating?: number; attributes?: PlayerAttributes },
  program: RecruitingProgram,
  committedAtPosition = 0,
): Record<Pitch, number> {
  const open = program.openings[prospect.pos] - committedAtPosition;
  const full = Math.max(1, ROSTER_TEMPLATE[prospect.pos] * FULL_PLAYING_TIME_SHARE);
  return {
    playingTime: playingTimeFactor(open / full, prospect.rating, program.starters?.[prospect.pos]),
    proximity: closenessOf(prospect.state, program.state),
    prestige: (program.prestige - 1) / 6,
    contending: Math.max(0, Math.min(1, program.contending)),
    conference: program.power ? 1 : NON_POWER_CONFERENCE_FACTOR,
    schemeFit: schemeFitOf(schemeStyleOf(prospect.pos, prospect.attributes), program.scheme),
  };
}

/** Closeness of a campus to a prospect's home state, 0-1: full at home, none from PROXIMITY_RANGE_MILES away. */
export function closenessOf(home: string, campus: string): number {
  return Math.max(0, 1 - milesBetweenStates(home, campus) / PROXIMITY_RANGE_MILES);
}

/** Weighted fit 0-1 of the program for the prospect (weights other than effort, normalised). */
export function fitFor(w: PreferenceWeights, f: Record<Pitch, number>): number {
  // Spelled out, not looped over PITCHES: a cycle asks this about half a million times.
  const total = w.playingTime + w.proximity + w.prestige + w.contending + w.conference + w.schemeFit;
  if (total <= 0) return 0;
  return (
    (w.playingTime * f.playingTime
      + w.proximity * f.proximity
      + w.prestige * f.prestige
      + w.contending * f.contending
      + w.conference * f.conference
      + w.schemeFit * f.schemeFit)
    / total
  );
}

/** Appeal multiplier of a fit: a good fit is worth several times a poor one (see APPEAL_SHARPNESS). */
export function appealOf(fit: number): number {
  return Math.exp(APPEAL_SHARPNESS * (fit - 0.5));
}

/** His preferences from strongest to weakest (scouting reveals them in this order). */
export function rankedPreferences(weights: PreferenceWeights): Pitch[] {
  return PITCHES.filter((key) => weights[key] > 0).sort((a, b) => weights[b] - weights[a]);
}

/** Share of the pitchable weight on one strength, relative to an even split (1 = average). */
export function pitchEmphasis(w: PreferenceWeights, strength: Pitch): number {
  const total = w.playingTime + w.proximity + w.prestige + w.contending + w.conference + w.schemeFit;
  // Scheme fit counts as a choice only once it carries weight.
  const count = w.schemeFit > 0 ? PITCHES.length : PITCHES.length - 1;
  return total > 0 ? (w[strength] * count) / total : 0;
}
