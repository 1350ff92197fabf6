// What a program recruits for: the scholarships that open and the spots by position after its seniors graduate
// and after the players expected to leave early (NFL early entrants, the transfer portal) are gone.

import { MAX_CLASS_SIZE, ROSTER_SIZE, ROSTER_TEMPLATE } from '../players/tuning.js';
import { POSITIONS, type Player, type Position } from '../players/types.js';
import { portalEraScale } from '../portal/tuning.js';
import { EARLY_DEPARTURE_SHARE, PORTAL_DEPARTURE_SHARE } from './tuning.js';

export interface RosterNeeds {
  scholarships: number;
  openings: Record<Position, number>;
}

/**
 * Share of the returning (non-senior) players a program expects to lose after `season` besides its seniors: early
 * entrants and transfers, scaled by the era of the portal (far fewer transfers before it).
 */
export function expectedDepartureShare(season: number): number {
  return EARLY_DEPARTURE_SHARE + PORTAL_DEPARTURE_SHARE * portalEraScale(season);
}

/**
 * Needs after graduation: seniors leave, and of the returning players `departureShare` are expected to leave too
 * (expectedDepartureShare; 0 when they already left); open spots against the roster template; scholarships back
 * to 85, at most 25.
 */
export function needsAfterGraduation(roster: readonly Pick<Player, 'pos' | 'year'>[], departureShare = 0): RosterNeeds {
  const returning = roster.filter((p) => p.year !== 'sr');
  const staying = 1 - departureShare;
  const openings = {} as Record<Position, number>;
  for (const pos of POSITIONS) {
    openings[pos] = Math.max(0, Math.round(ROSTER_TEMPLATE[pos] - staying * returning.filter((p) => p.pos === pos).length));
  }
  return { scholarships: Math.max(0, Math.min(MAX_CLASS_SIZE, Math.round(ROSTER_SIZE - staying * returning.length))), openings };
}
