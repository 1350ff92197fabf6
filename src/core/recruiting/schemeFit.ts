// How a program's offense suits a prospect: a pocket passer wants the air raid, a running quarterback the spread or the
// option, a receiver anything but the option, a tight end a pro-style offense. Only the offence's skill players weigh
// it (SCHEME_FIT_WEIGHT); for everyone else, and a program whose scheme is not known, it is neutral.

import { OFFENSIVE_SCHEMES, type OffensiveScheme } from '../coaches/types.js';
import type { PlayerAttributes, Position } from '../players/types.js';
import { NEUTRAL_SCHEME_FIT, RUNNING_QB_SPEED_EDGE, SCHEME_FIT_BY_STYLE } from './tuning.js';

/** A prospect's place in the scheme table: his position, a quarterback split into passer and runner. */
export const SCHEME_STYLES = ['passer', 'runner', 'RB', 'WR', 'TE'] as const;
export type SchemeStyle = (typeof SCHEME_STYLES)[number];

/** The style whose fit he weighs, or null when the scheme means nothing to him (line, defence, kickers). */
export function schemeStyleOf(
  pos: Position,
  attributes?: Pick<PlayerAttributes, 'speed' | 'throwAccuracy'>,
): SchemeStyle | null {
  if (pos === 'QB')
    return attributes && attributes.speed - attributes.throwAccuracy >= RUNNING_QB_SPEED_EDGE ? 'runner' : 'passer';
  return pos === 'RB' || pos === 'WR' || pos === 'TE' ? pos : null;
}

const STYLE_INDEX = new Map<SchemeStyle, number>(SCHEME_STYLES.map((s, i) => [s, i]));
const SCHEME_INDEX = new Map<string, number>(OFFENSIVE_SCHEMES.map((s, i) => [s, i]));

/** SCHEME_FIT_BY_STYLE by style index times OFFENSIVE_SCHEMES' length plus scheme index. */
const TABLE: Float64Array = Float64Array.from(
  SCHEME_STYLES.flatMap((style) => OFFENSIVE_SCHEMES.map((scheme) => SCHEME_FIT_BY_STYLE[style][scheme])),
);

/** A style's index for schemeFitAt (-1: none). */
export function styleIndex(style: SchemeStyle | null): number {
  return style === null ? -1 : (STYLE_INDEX.get(style) ?? -1);
}

/** A scheme's index for schemeFitAt (-1: none known). */
export function schemeIndex(scheme: string | undefined): number {
  return scheme === undefined ? -1 : (SCHEME_INDEX.get(scheme) ?? -1);
}

/** The fit 0-1 by indices (either -1: neutral). */
export function schemeFitAt(style: number, scheme: number): number {
  return style < 0 || scheme < 0 ? NEUTRAL_SCHEME_FIT : TABLE[style * OFFENSIVE_SCHEMES.length + scheme];
}

/** How well the scheme suits the style, 0-1 (neutral without either). */
export function schemeFitOf(style: SchemeStyle | null, scheme: OffensiveScheme | undefined): number {
  return schemeFitAt(styleIndex(style), schemeIndex(scheme));
}

/** The schemes below `least` for the style: what a scheme dealbreaker rules out. */
export function schemesBelow(style: SchemeStyle | null, least: number): OffensiveScheme[] {
  return OFFENSIVE_SCHEMES.filter((scheme) => schemeFitOf(style, scheme) < least);
}
