// After signing day: each program's signees join as true freshmen, and walk-ons take the scholarships
// left open so every roster stays complete.

import type { Rng } from '../random.js';
import { generatePlayer } from '../players/generate.js';
import { POSITIONS, type IdSource, type Player, type PlayerAttributes, type Position } from '../players/types.js';
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
    attributes: copyAttributes(prospect.attributes),
    stars: prospect.stars,
    developmentTrait: prospect.developmentTrait,
    potential: prospect.potential,
    depth: 0,
    starter: false,
  };
}

/** The attributes as one literal in ATTRIBUTE_NAMES order, as a generated player's are made. */
function copyAttributes(a: PlayerAttributes): PlayerAttributes {
  return {
    speed: a.speed,
    strength: a.strength,
    agility: a.agility,
    awareness: a.awareness,
    throwPower: a.throwPower,
    throwAccuracy: a.throwAccuracy,
    carrying: a.carrying,
    catching: a.catching,
    routeRunning: a.routeRunning,
    passBlock: a.passBlock,
    runBlock: a.runBlock,
    passRush: a.passRush,
    runStop: a.runStop,
    coverage: a.coverage,
    tackling: a.tackling,
    kickPower: a.kickPower,
    kickAccuracy: a.kickAccuracy,
    stamina: a.stamina,
  };
}

/** What the freshmen of a program are made from: its name and the openings of its roster. */
export type FreshmenProgram = Pick<RecruitingProgram, 'name' | 'openings'>;

/** Positions still open after the signees, most open first (ties in roster order), repeated per open spot. */
export function openSpots(program: FreshmenProgram, signed: readonly Pick<Prospect, 'pos'>[]): Position[] {
  const open = POSITIONS.map((pos) => program.openings[pos]);
  for (const prospect of signed) {
    const at = POSITIONS.indexOf(prospect.pos);
    if (at >= 0) open[at] -= 1;
  }
  const spots: Position[] = [];
  for (;;) {
    // The most open position, the first in roster order among equals (what sorting by open, then order, puts first).
    let best = 0;
    for (let i = 1; i < open.length; i++) if (open[i] > open[best]) best = i;
    if (open[best] <= 0) return spots;
    spots.push(POSITIONS[best]);
    open[best] -= 1;
  }
}

/**
 * The program's new freshmen: its signees, then `walkOns` walk-ons (two-star level) at the positions
 * with the most spots still open (the busiest position when every spot is filled).
 */
export function newFreshmen(
  program: FreshmenProgram,
  signed: readonly Prospect[],
  walkOns: number,
  rng: Rng,
  ids: IdSource,
): Player[] {
  const freshmen = signed.map((prospect) => signedFreshman(prospect, program.name));
  if (walkOns > 0) freshmen.push(...walkOnFreshmen(program, signed, walkOns, rng, ids));
  return freshmen;
}

/**
 * newFreshmen's walk-ons alone (the same draws): for a caller that already holds the signees as freshmen. `signed`
 * counts everyone already joining at a position (signees, and the player's invited walk-ons).
 */
export function walkOnFreshmen(
  program: FreshmenProgram,
  signed: readonly Pick<Prospect, 'pos'>[],
  walkOns: number,
  rng: Rng,
  ids: IdSource,
): Player[] {
  const freshmen: Player[] = [];
  const spots = openSpots(program, signed);
  for (let i = 0; i < walkOns; i++) {
    const pos = spots[i] ?? 'OL';
    freshmen.push(generatePlayer({ team: program.name, pos, year: 'fr', stars: WALK_ON_STARS, rng, ids }));
  }
  return freshmen;
}
