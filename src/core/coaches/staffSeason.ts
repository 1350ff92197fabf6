// How a staff's season works out beyond what its head coach's ratings say: coordinators come and go, a plan fits
// this year's roster or does not, a quarterback takes to the new offense or never does. Nobody sees it before the
// games (not the preseason poll, which reads rosters and names), so a well-fitted staff at an unheralded program
// breaks out (Indiana 2024 under a first-year coach) and a blue blood with the wrong plan stumbles.
import type { Rng } from '../random.js';
import { STAFF_SEASON, STAFF_SPREAD_BY_PRESTIGE } from './tuning.js';
import { prestigeTier } from '../data/prestige.js';

/** Rating points the staff adds on each side of the ball this season (added to the coach's staff edges). */
export interface StaffSeason {
  offense: number;
  defense: number;
}

export const AVERAGE_STAFF_SEASON: StaffSeason = { offense: 0, defense: 0 };

/**
 * The season's draw for one program's staff. firstSeason: the head coach's first season at the program, when
 * nobody knows yet how his staff and plan fit (a new staff varies more). prestige: the program's tier 1-7 this
 * season (its spread, STAFF_SPREAD_BY_PRESTIGE; none: 1). The rng is the program's own for the season, so the draw
 * does not depend on what else is drawn.
 */
export function staffSeason(rng: Rng, firstSeason: boolean, prestige?: number): StaffSeason {
  const tier = prestige === undefined ? 1 : STAFF_SPREAD_BY_PRESTIGE[prestigeTier(prestige) - 1];
  const sd = STAFF_SEASON.sd * tier * (firstSeason ? STAFF_SEASON.firstSeasonFactor : 1);
  const shared = rng.normal(0, sd * Math.sqrt(STAFF_SEASON.sharedShare));
  const own = sd * Math.sqrt(1 - STAFF_SEASON.sharedShare);
  return { offense: shared + rng.normal(0, own), defense: shared + rng.normal(0, own) };
}
