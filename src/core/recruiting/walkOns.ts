// Walk-ons from the class: prospects nobody recruited (two stars or fewer, uncommitted) whom a program may invite to
// walk on. On signing day the invited who signed nowhere take the program's walk-on places before drawn walk-ons do.
import type { Position } from '../players/types.js';
import type { Prospect, ProspectStatus } from './types.js';

/** The most stars an unrecruited prospect has: the services' one- and two-star prospects. */
export const WALK_ON_POOL_STARS = 2;

/** The pool, best ranked first (the services' view: what a program knows of players it never scouted), optionally at one position. */
export function walkOnPool(
  prospects: readonly Prospect[],
  status: Readonly<Record<number, ProspectStatus>>,
  pos?: Position,
): Prospect[] {
  return prospects
    .filter(
      (p) => p.stars <= WALK_ON_POOL_STARS && status[p.id]?.committedTo == null && (pos === undefined || p.pos === pos),
    )
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
}
