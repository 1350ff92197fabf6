// Short constructors for the authored program tables, so each program reads as one compact record.

import { CONFERENCES } from '../conferences.js';
import type { MembershipSpan, PrestigeAnchor } from '../types.js';

/** FBS seasons from..to (inclusive) in one conference, with the division where it had divisions. */
export function span(from: number, to: number, conference: string, division?: string): MembershipSpan {
  return division === undefined ? { from, to, conference } : { from, to, conference, division };
}

/**
 * Prestige anchors written as season, tier, season, tier, ... in season order. A tier is the program's
 * standing entering that season (recent results, brand, resources), banded like the real pecking order:
 * 7 the 3-6 peak blue bloods, 6 the next ~10, 5 the next ~17, 4 the next ~25 (mostly power programs),
 * 3 the power conferences' bottom and the best of the rest, 2 the middle of the Group of Five, 1 the weakest.
 */
export function tiers(...seasonTierPairs: number[]): PrestigeAnchor[] {
  if (seasonTierPairs.length % 2 !== 0) throw new Error('tiers() takes season/tier pairs');
  const anchors: PrestigeAnchor[] = [];
  for (let i = 0; i < seasonTierPairs.length; i += 2) {
    anchors.push({ from: seasonTierPairs[i], prestige: seasonTierPairs[i + 1] });
  }
  return anchors;
}

/**
 * FBS seasons from..to in one conference, with `division` attached only in the seasons that conference
 * had divisions (so "Sun Belt, East" from 2014 yields no division for 2014-17 and East from 2018).
 */
export function member(from: number, to: number, conference: string, division?: string): MembershipSpan[] {
  if (division === undefined) return [span(from, to, conference)];
  const eras = CONFERENCES.find((c) => c.name === conference)?.eras ?? [];
  const spans: MembershipSpan[] = [];
  for (let season = from; season <= to; season++) {
    const divided = eras.some((e) => e.divisions && season >= e.from && season <= e.to);
    const last = spans[spans.length - 1];
    if (last && last.to === season - 1 && (last.division !== undefined) === divided) last.to = season;
    else spans.push(span(season, season, conference, divided ? division : undefined));
  }
  return spans;
}
