// After signing day: each program's signees join as true freshmen, and walk-ons take the scholarships
// left open so every roster stays complete.

import type { Rng } from '../random.js';
import { generatePlayer } from '../players/generate.js';
import { POSITIONS, type IdSource, type Player, type Position } from '../players/types.js';
import { WALK_ON_STARS } from './tuning.js';
import type { Prospect, RecruitingProgram } from './types.js';

/** A signed prospect as a true freshman of his new team, with his prospect id (depth chart not yet set). */
export function signedFreshman(prospect: Prospect, team: string): Player {
  return {
    id: prospect.id,
    team,
    first: prospect.first,
    last: prospect.last,
    pos: prospect.pos,
    year: 'fr',
    redshirted: false,
    rating: prospect.rating,
    attributes: { ...prospect.attributes },
    stars: prospect.stars,
    developmentTrait: prospect.developmentTrait,
    potential: prospect.potential,
    depth: 0,
    starter: false,
  };
}

/** Positions still open after the signees, most open first (ties in roster order), repeated per open spot. */
function openSpots(program: RecruitingProgram, signed: readonly Prospect[]): Position[] {
  const left = POSITIONS.map((pos, order) => ({ pos, order, open: program.openings[pos] - signed.filter((p) => p.pos === pos).length }));
  const spots: Position[] = [];
  for (;;) {
    left.sort((a, b) => b.open - a.open || a.order - b.order);
    if (left[0].open <= 0) return spots;
    spots.push(left[0].pos);
    left[0].open -= 1;
  }
}

/**
 * The program's new freshmen: its signees, then `walkOns` walk-ons (two-star level) at the positions
 * with the most spots still open (the busiest position when every spot is filled).
 */
export function newFreshmen(program: RecruitingProgram, signed: readonly Prospect[], walkOns: number, rng: Rng, ids: IdSource): Player[] {
  const freshmen = signed.map((prospect) => signedFreshman(prospect, program.name));
  const spots = openSpots(program, signed);
  for (let i = 0; i < walkOns; i++) {
    const pos = spots[i] ?? 'OL';
    freshmen.push(generatePlayer({ team: program.name, pos, year: 'fr', stars: WALK_ON_STARS, rng, ids }));
  }
  return freshmen;
}
