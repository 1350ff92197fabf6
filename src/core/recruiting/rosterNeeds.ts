// What a program recruits for: the scholarships that open and the spots by position after its
// seniors graduate (transfers and early departures will add to these once they exist).

import { MAX_CLASS_SIZE, ROSTER_SIZE, ROSTER_TEMPLATE } from '../players/tuning.js';
import { POSITIONS, type Player, type Position } from '../players/types.js';

export interface RosterNeeds {
  scholarships: number;
  openings: Record<Position, number>;
}

/** Needs after graduation: seniors leave; open spots against the roster template; scholarships back to 85, at most 25. */
export function needsAfterGraduation(roster: readonly Pick<Player, 'pos' | 'year'>[]): RosterNeeds {
  const returning = roster.filter((p) => p.year !== 'sr');
  const openings = {} as Record<Position, number>;
  for (const pos of POSITIONS) openings[pos] = Math.max(0, ROSTER_TEMPLATE[pos] - returning.filter((p) => p.pos === pos).length);
  return { scholarships: Math.max(0, Math.min(MAX_CLASS_SIZE, ROSTER_SIZE - returning.length)), openings };
}
