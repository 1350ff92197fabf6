// Drawing coaches: the league's head coaches when a dynasty starts, and new hires (coordinators promoted).
import { drawName } from '../players/names.js';
import type { Rng } from '../random.js';
import { schemeIdentity } from './identities.js';
import {
  BOTTOM_HIRE_DEVELOPMENT,
  COORDINATOR_DISCOUNT,
  FRONT_SHARES_EARLY,
  FRONT_SHARES_LATE,
  HIRE_JUDGEMENT,
  NEW_COACH_RATING,
  schemeShares,
  TEMPO_SHARES,
} from './tuning.js';
import {
  DEFENSIVE_FRONTS,
  OFFENSIVE_SCHEMES,
  TEMPOS,
  type Coach,
  type CoachRatings,
  type DefensiveFront,
  type OffensiveScheme,
  type SchemeTempo,
} from './types.js';

function pickShare<T extends string>(rng: Rng, keys: readonly T[], shares: Record<T, number>): T {
  return keys[rng.weightedIndex(keys.map((k) => shares[k]))];
}

export function drawScheme(rng: Rng, year: number): OffensiveScheme {
  return pickShare(rng, OFFENSIVE_SCHEMES, schemeShares(year));
}

export function drawTempo(rng: Rng, scheme: OffensiveScheme): SchemeTempo {
  return pickShare(rng, TEMPOS, TEMPO_SHARES[scheme]);
}

export function drawFront(rng: Rng, year: number): DefensiveFront {
  const t = Math.max(0, Math.min(1, (year - 2000) / 24));
  const shares = Object.fromEntries(
    DEFENSIVE_FRONTS.map((f) => [f, (1 - t) * FRONT_SHARES_EARLY[f] + t * FRONT_SHARES_LATE[f]]),
  ) as Record<DefensiveFront, number>;
  return pickShare(rng, DEFENSIVE_FRONTS, shares);
}

function rating(rng: Rng, mean: number, sd: number): number {
  const r = Math.round(rng.normal(mean, sd));
  return Math.max(NEW_COACH_RATING.min, Math.min(NEW_COACH_RATING.max, r));
}

/** Ratings of a coach good enough for a program of this prestige (1-7), less `discount`, spread `sd` around that. */
export function drawRatings(rng: Rng, prestige: number, discount = 0, sd: number = NEW_COACH_RATING.sd): CoachRatings {
  const mean = NEW_COACH_RATING.base + NEW_COACH_RATING.perPrestige * prestige - discount;
  return {
    offense: rating(rng, mean, sd),
    defense: rating(rng, mean, sd),
    recruiting: rating(rng, mean + 2, sd),
    development: rating(rng, mean, sd),
    gameManagement: rating(rng, mean - 2, sd),
  };
}

export interface CoachDraw {
  id: number;
  year: number;
  team: string | null;
  prestige: number;
  /** A coordinator taking his first head job: younger, a little weaker, his career record empty. */
  coordinator?: boolean;
}

/** A new coach. A program with a famous identity in `year` keeps it for the coach drawn when the dynasty starts. */
export function drawCoach(rng: Rng, draw: CoachDraw, keepIdentity: boolean): Coach {
  const identity = keepIdentity && draw.team ? schemeIdentity(draw.team, draw.year) : null;
  const scheme = identity?.scheme ?? drawScheme(rng, draw.year);
  const tempo = identity?.tempo ?? drawTempo(rng, scheme);
  const age = draw.coordinator ? rng.int(34, 50) : rng.int(38, 66);
  const ratings = draw.coordinator
    ? drawRatings(rng, draw.prestige, COORDINATOR_DISCOUNT, HIRE_JUDGEMENT.coordinatorSd)
    : drawRatings(rng, draw.prestige);
  if (draw.coordinator && draw.prestige <= BOTTOM_HIRE_DEVELOPMENT.upToPrestige) {
    const { asPrestige, sd } = BOTTOM_HIRE_DEVELOPMENT;
    ratings.development = drawRatings(rng.fork('development'), asPrestige, COORDINATOR_DISCOUNT, sd).development;
  }
  // An established coach has a career behind him: about his years as a head coach at a tier-typical record.
  const years = draw.coordinator ? 0 : Math.max(0, Math.min(age - 36, rng.int(0, 14)));
  const winShare = Math.max(0.25, Math.min(0.8, 0.35 + 0.05 * draw.prestige + rng.normal(0, 0.07)));
  const games = years * 12;
  return {
    id: draw.id,
    ...drawName(rng),
    birthYear: draw.year - age,
    ...ratings,
    scheme,
    tempo,
    front: drawFront(rng, draw.year),
    team: draw.team,
    since: draw.year - (draw.coordinator ? 0 : rng.int(0, Math.min(years, 8))),
    wins: Math.round(games * winShare),
    losses: games - Math.round(games * winShare),
    isUser: false,
  };
}

/** Head coaches of a league when a dynasty starts (ids from firstId, in team order). */
export function leagueCoaches(
  teams: readonly { name: string; prestige: number }[],
  year: number,
  rng: Rng,
  firstId: number,
): Coach[] {
  return teams.map((t, i) =>
    drawCoach(rng.fork(t.name), { id: firstId + i, year, team: t.name, prestige: t.prestige }, true),
  );
}
