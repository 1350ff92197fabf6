// The national class: about 3,000 prospects a year, their homes weighted by where FBS talent comes
// from, their builds by position, true ratings and potential, and public stars that see them imperfectly.

import type { Rng } from '../random.js';
import { attributesForLevel, overallFor } from '../players/attributes.js';
import { potentialFor } from '../players/development.js';
import { drawDevelopmentTrait } from '../players/generate.js';
import { drawName } from '../players/names.js';
import { SPECIALIST_MAX_STARS } from '../players/tuning.js';
import { POSITIONS, type IdSource, type Position } from '../players/types.js';
import { drawPreferences } from './preferences.js';
import { TALENT_STATES } from './talentMap.js';
import {
  BUILD_BY_POSITION,
  CLASS_POSITION_WEIGHTS,
  CLASS_SIZE,
  EVALUATION_NOISE_SD,
  POTENTIAL_BONUS_SD,
  SERVICES_CEILING_WEIGHT,
  SPECIALIST_VIEW_DISCOUNT,
  STAR_COUNTS,
  TRUE_LEVEL_MEAN,
  TRUE_LEVEL_SD,
} from './tuning.js';
import type { Prospect } from './types.js';

const STATE_SHARES = TALENT_STATES.map((state) => state.share);

/** The weights' total as rng.weightedIndex sums it (in order, from 0): the same number. */
function totalOf(weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  return total;
}

const STATE_TOTAL = totalOf(STATE_SHARES);
const POSITION_TOTAL = totalOf(CLASS_POSITION_WEIGHTS);

/**
 * rng.weightedIndex(weights) with the weights' total summed once for the class rather than at each of its 6,000
 * draws: the same draw, the same index.
 */
function weightedIndexOf(rng: Rng, weights: readonly number[], total: number): number {
  let target = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i];
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** Public stars by the services' rank (1 = best) in a class of `size`, scaled from a 3,000 class. */
export function starsForRank(rank: number, size: number): number {
  const scale = size / CLASS_SIZE;
  if (rank <= Math.round(STAR_COUNTS.five * scale)) return 5;
  if (rank <= Math.round((STAR_COUNTS.five + STAR_COUNTS.four) * scale)) return 4;
  if (rank <= Math.round((STAR_COUNTS.five + STAR_COUNTS.four + STAR_COUNTS.three) * scale)) return 3;
  return 2;
}

interface Draft {
  prospect: Prospect;
  /** The services' view of his level: true level plus evaluation error. */
  seen: number;
}

function draftProspect(pos: Position, rng: Rng, ids: IdSource): Draft {
  const level = rng.normal(TRUE_LEVEL_MEAN, TRUE_LEVEL_SD);
  const attributes = attributesForLevel(pos, level, rng);
  const rating = overallFor(pos, attributes);
  const developmentTrait = drawDevelopmentTrait(rng);
  const home = TALENT_STATES[weightedIndexOf(rng, STATE_SHARES, STATE_TOTAL)];
  const build = BUILD_BY_POSITION[pos];
  const prospect: Prospect = {
    id: ids.next(),
    ...drawName(rng),
    pos,
    state: home.code,
    town: rng.pick(home.towns),
    heightInches: Math.round(rng.normal(build.height[0], build.height[1])),
    weightPounds: Math.round(rng.normal(build.weight[0], build.weight[1])),
    stars: 0,
    rank: 0,
    rating,
    potential: potentialFor(rating, 'fr', false, developmentTrait, Math.abs(rng.normal(0, POTENTIAL_BONUS_SD))),
    attributes,
    developmentTrait,
    // Preferences are drawn once stars are known (prestige weighs more for the best): a placeholder here.
    preferences: { playingTime: 0, proximity: 0, prestige: 0, contending: 0, conference: 0, schemeFit: 0, effort: 0 },
  };
  // The services see the rating with error; a high potential catches their eye a little too.
  return {
    prospect,
    seen: rating + SERVICES_CEILING_WEIGHT * (prospect.potential - rating) + rng.normal(0, EVALUATION_NOISE_SD),
  };
}

const isSpecialist = (pos: Position): boolean => pos === 'K' || pos === 'P';

/** The services' view as they rank it: a specialist's is discounted (SPECIALIST_VIEW_DISCOUNT). */
const rankedView = (draft: Draft): number =>
  draft.seen - (isSpecialist(draft.prospect.pos) ? SPECIALIST_VIEW_DISCOUNT : 0);

/**
 * The services' order: by their view as ranked, except that no kicker or punter ranks among the four- and
 * five-stars (the services rate the best specialists three-stars at most, never beside the top position players):
 * one the discounted view still places above the three-star band opens that band instead, in order.
 */
function servicesOrder(drafts: readonly Draft[], size: number): Draft[] {
  const scale = size / CLASS_SIZE;
  const aboveThreeStars = Math.round((STAR_COUNTS.five + STAR_COUNTS.four) * scale);
  const order: Draft[] = [];
  const held: Draft[] = [];
  for (const draft of drafts) {
    if (order.length < aboveThreeStars && isSpecialist(draft.prospect.pos)) held.push(draft);
    else {
      if (order.length === aboveThreeStars) order.push(...held.splice(0));
      order.push(draft);
    }
  }
  return [...order, ...held];
}

/**
 * The national class of `size` prospects (default CLASS_SIZE), ranked by the services' view: the
 * best 32 per 3,000 five-stars, the next 350 four-stars, the next 1,500 three-stars, the rest two.
 * Kickers and punters show at most three stars and rank below every four-star. Sorted by rank.
 */
export function nationalClass(rng: Rng, ids: IdSource, size = CLASS_SIZE): Prospect[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < size; i++)
    drafts.push(draftProspect(POSITIONS[weightedIndexOf(rng, CLASS_POSITION_WEIGHTS, POSITION_TOTAL)], rng, ids));
  drafts.sort((a, b) => b.seen - a.seen || a.prospect.id - b.prospect.id);
  const ranked = servicesOrder(
    [...drafts].sort((a, b) => rankedView(b) - rankedView(a) || a.prospect.id - b.prospect.id),
    size,
  );
  const rankOf = new Map(ranked.map((draft, i) => [draft.prospect.id, i + 1]));
  // Preferences are drawn in the order of the services' plain view, whatever the specialists' ranks.
  const prospects = drafts.map(({ prospect }): Prospect => {
    const rank = rankOf.get(prospect.id)!;
    const tier = starsForRank(rank, size);
    const stars = isSpecialist(prospect.pos) ? Math.min(tier, SPECIALIST_MAX_STARS) : tier;
    // Fields in the order a saved class is read back in (encoding/recruitingClass.ts).
    return {
      id: prospect.id,
      first: prospect.first,
      last: prospect.last,
      pos: prospect.pos,
      state: prospect.state,
      town: prospect.town,
      heightInches: prospect.heightInches,
      weightPounds: prospect.weightPounds,
      stars,
      rank,
      rating: prospect.rating,
      potential: prospect.potential,
      developmentTrait: prospect.developmentTrait,
      attributes: prospect.attributes,
      preferences: drawPreferences(stars, rng, prospect.pos),
    };
  });
  return prospects.sort((a, b) => a.rank - b.rank);
}
