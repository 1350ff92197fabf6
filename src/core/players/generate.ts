// Generated players and rosters: a new league's programs, and prospects of a recruiting class.

import type { Rng } from '../random.js';
import { attributesForLevel, overallFor } from './attributes.js';
import { assignDepthChartInPlace } from './depthChart.js';
import { expectedGrowth, potentialFor, yearsOnCampus } from './development.js';
import { drawName } from './names.js';
import { regionalStarShares, regionalTalent } from './regional.js';
import {
  CLASS_SHARES,
  FRESHMAN_MEAN_BY_STARS,
  POTENTIAL_BONUS_SD,
  PRESTIGE_QUALITY_PER_STEP,
  RATING_SD,
  REALIZED_GROWTH_SHARE,
  REDSHIRT_SHARE,
  REGIONAL_STARS,
  ROSTER_FLEX_SPOTS,
  ROSTER_FLEX_WEIGHTS,
  ROSTER_TEMPLATE,
  SPECIALIST_MAX_STARS,
  STAR_SHARES_BY_PRESTIGE,
  TRAIT_SHARES,
} from './tuning.js';
import { CLASS_YEARS, POSITIONS, type ClassYear, type IdSource, type Player, type Position } from './types.js';
import { prestigeTier } from '../data/prestige.js';

export { createIdSource } from './ids.js';

export interface GeneratePlayerOptions {
  team: string;
  pos: Position;
  year: ClassYear;
  /**
   * Talent tier in recruiting stars 1-5: sets the level. Kickers and punters keep the tier's level but
   * show at most SPECIALIST_MAX_STARS.
   */
  stars: number;
  rng: Rng;
  ids: IdSource;
  /** Has the player used his redshirt year? Default false. */
  redshirted?: boolean;
  /** Development trait 1-5; drawn from TRAIT_SHARES when absent. */
  developmentTrait?: number;
  /** Prestige 1-7 of the program whose roster is generated: shifts quality within the star tier. Default 4. */
  prestige?: number;
  /** Overall points added to the player's level (below FBS: an FCS program's roster, src/core/fcs). Default 0. */
  levelShift?: number;
}

export interface RosterTeam {
  name: string;
  /** Program prestige 1-7. */
  prestige: number;
  /** Overall points added to every player's level (an FCS roster sits below the weakest FBS one). Default 0. */
  levelShift?: number;
  /** SD of the program's lean to offense or defense (sideLeanSd of the season's era). Default 0. */
  sideLeanSd?: number;
  /** The season: an FBS program's stars lean by its recruiting region (regional.ts). None: the tier's shares. */
  year?: number;
}

const NEUTRAL_PRESTIGE = 4;
const OFFENSE: ReadonlySet<Position> = new Set(['QB', 'RB', 'WR', 'TE', 'OL']);
const DEFENSE: ReadonlySet<Position> = new Set(['DL', 'LB', 'CB', 'S']);

export function clampStars(stars: number): number {
  return Math.max(1, Math.min(5, Math.round(stars)));
}

export function drawDevelopmentTrait(rng: Rng): number {
  return rng.weightedIndex(TRAIT_SHARES) + 1;
}

/**
 * The talent tier (stars before the specialist cap) of a player of a program of the prestige, leaned by the
 * program's regional talent (regional.ts; 0: the tier's shares).
 */
export function drawStars(prestige: number, rng: Rng, talent = 0): number {
  const tier = prestigeTier(prestige);
  const shares =
    talent === 0 ? STAR_SHARES_BY_PRESTIGE[tier] : regionalStarShares(STAR_SHARES_BY_PRESTIGE[tier], tier, talent);
  return rng.weightedIndex(shares) + 1;
}

/** Stars shown for a talent tier: recruiting services rarely rate kickers and punters above three. */
export function displayedStars(pos: Position, stars: number): number {
  return pos === 'K' || pos === 'P' ? Math.min(stars, SPECIALIST_MAX_STARS) : stars;
}

/**
 * A player of the class and stars: his overall is a freshman of those stars plus the growth of the
 * years he has spent on campus (by development trait), with spread. Depth is 0 and starter false until
 * assignDepthChart places him.
 */
export function generatePlayer(opts: GeneratePlayerOptions): Player {
  const { rng, pos, year } = opts;
  const stars = clampStars(opts.stars);
  const redshirted = opts.redshirted ?? false;
  const developmentTrait = opts.developmentTrait ?? drawDevelopmentTrait(rng);
  const { first, last } = drawName(rng);
  const level =
    FRESHMAN_MEAN_BY_STARS[stars - 1]
    + REALIZED_GROWTH_SHARE * expectedGrowth(0, yearsOnCampus(year, redshirted), developmentTrait)
    + PRESTIGE_QUALITY_PER_STEP * ((opts.prestige ?? NEUTRAL_PRESTIGE) - NEUTRAL_PRESTIGE)
    + (opts.levelShift ?? 0)
    + rng.normal(0, RATING_SD);
  const attributes = attributesForLevel(pos, level, rng);
  const rating = overallFor(pos, attributes);
  const potential = potentialFor(
    rating,
    year,
    redshirted,
    developmentTrait,
    Math.abs(rng.normal(0, POTENTIAL_BONUS_SD)),
  );
  return {
    id: opts.ids.next(),
    team: opts.team,
    first,
    last,
    pos,
    year,
    redshirted,
    rating,
    attributes,
    stars: displayedStars(pos, stars),
    developmentTrait,
    potential,
    depth: 0,
    starter: false,
  };
}

/** Players per position for one roster: the template plus a few flex spots (85 in all). */
export function rosterPositionCounts(rng: Rng): Record<Position, number> {
  const counts = { ...ROSTER_TEMPLATE };
  const flex = Object.entries(ROSTER_FLEX_WEIGHTS) as [Position, number][];
  const weights = flex.map(([, w]) => w);
  for (let i = 0; i < ROSTER_FLEX_SPOTS; i++) counts[flex[rng.weightedIndex(weights)][0]] += 1;
  return counts;
}

const CLASS_CUMULATIVE: readonly number[] = CLASS_YEARS.map((_, i) =>
  CLASS_YEARS.slice(0, i + 1).reduce((sum, year) => sum + CLASS_SHARES[year], 0),
);

/**
 * Class years for n players of one position, spread evenly over the classes (systematic sampling with a
 * random start), so a position room is never all freshmen.
 */
function classYearsFor(n: number, rng: Rng): ClassYear[] {
  const start = rng.next();
  const years: ClassYear[] = [];
  for (let i = 0; i < n; i++) {
    const q = ((i + start) / n) * CLASS_CUMULATIVE[CLASS_CUMULATIVE.length - 1];
    let c = 0;
    while (c < CLASS_YEARS.length - 1 && q >= CLASS_CUMULATIVE[c]) c++;
    years.push(CLASS_YEARS[c]);
  }
  return years;
}

/**
 * A full roster of about 85 scholarship players for a program, depth chart set. Stars follow prestige
 * (STAR_SHARES_BY_PRESTIGE), classes spread fr to sr with some redshirts.
 */
export function generateTeamRoster(team: RosterTeam, rng: Rng, ids: IdSource): Player[] {
  const counts = rosterPositionCounts(rng);
  // No draw without a lean: the rosters of the eras without one stay as they were.
  const lean = team.sideLeanSd ? rng.normal(0, team.sideLeanSd) : 0;
  const talent = team.year === undefined || REGIONAL_STARS.perSd === 0 ? 0 : regionalTalent(team.name, team.year);
  const players: Player[] = [];
  for (const pos of POSITIONS) {
    const side = OFFENSE.has(pos) ? lean : DEFENSE.has(pos) ? -lean : 0;
    for (const year of classYearsFor(counts[pos], rng)) {
      players.push(
        generatePlayer({
          team: team.name,
          pos,
          year,
          stars: drawStars(team.prestige, rng, talent),
          redshirted: rng.chance(REDSHIRT_SHARE[year]),
          prestige: team.prestige,
          levelShift: (team.levelShift ?? 0) + side,
          rng,
          ids,
        }),
      );
    }
  }
  return assignDepthChartInPlace(players);
}

/** The roster of a program that joins FBS: generated like any other at its prestige. */
export function newProgramRoster(team: RosterTeam, rng: Rng, ids: IdSource): Player[] {
  return generateTeamRoster(team, rng, ids);
}
