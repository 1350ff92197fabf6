// Every number that shapes coaches: how schemes play, how ratings are drawn, what programs expect, how the
// carousel turns. Where a number comes from is said beside it.
import { tuned } from '../tuning.js';
import type { DefensiveFront, OffensiveScheme, SchemeTempo } from './types.js';

/**
 * How each scheme calls plays, as shifts from the league's average team. Pass leans are log-odds: an option
 * offense (Army, Navy, Air Force, Georgia Tech 2008-18) throws on about 12-20% of plays against a league's
 * ~46%; a Leach air raid on 60-70%. Weighted by SCHEME_SHARES the leans average about zero, so the league's pass
 * rate stays where realism.ts has it. How the air raid's and the option's leans were fitted: docs/calibration.md.
 */
export const SCHEME_PLAY: Record<
  OffensiveScheme,
  {
    passLean: number;
    qbRunShift: number;
    targets: { wr: number; te: number; rb: number };
    deepShift: number;
    aggression: number;
  }
> = tuned('coaches.SCHEME_PLAY', {
  air_raid: {
    passLean: 1.28,
    qbRunShift: -0.06,
    targets: { wr: 1.25, te: 0.35, rb: 0.9 },
    deepShift: 0.04,
    aggression: 0,
  },
  spread: { passLean: 0.08, qbRunShift: 0.05, targets: { wr: 1.05, te: 0.8, rb: 1 }, deepShift: 0, aggression: 0 },
  pro_style: {
    passLean: -0.2,
    qbRunShift: -0.06,
    targets: { wr: 0.9, te: 1.45, rb: 1.1 },
    deepShift: 0.01,
    aggression: 0,
  },
  // Option quarterbacks keep the ball on the read, some 200-300 carries a season (docs/reference/playbooks.md); option
  // coaches go for it (they expect 4+ yards a carry).
  option: { passLean: -1.9, qbRunShift: 0.2, targets: { wr: 1.05, te: 0.7, rb: 1.2 }, deepShift: 0.05, aggression: 1 },
});

/**
 * Programs that were their scheme's extreme (identities.ts), as log-odds added to the scheme's pass lean: Army under
 * Monken ran on about nine plays in ten and threw the fewest passes in FBS (5-9 a game in 2017-2024), fewer than the
 * other option teams. How it was fitted: docs/calibration.md.
 */
export const PROGRAM_PASS_LEAN = tuned('coaches.PROGRAM_PASS_LEAN', { armyFlexbone: -1.0 });

/**
 * Share of FBS head coaches by scheme for programs without a famous identity, by era: the spread took over the
 * 2010s and pro style shrank from about half to a third (our reading of CFBD play-type data). The air raid peaked in
 * the 2010s and faded as its ideas spread to everyone: the era table's SD of teams' pass attempts (fbs-eras.md) grows
 * from 6-7 in the mid-2000s to 7.2-7.7 in 2011-2016 and shrinks to 5.6-5.8 by 2023-24, when no team threw 50 a game.
 * Its share (AIR_RAID_SHARE) peaks at 8%: at 12%, with the famous air raids, 2016's SD came to 8.4. It held through
 * 2021 (Leach at Mississippi State, Kittley's Western Kentucky, Holgorsen at Houston, Harrell's USC; the most passes
 * a game were 54 in 2016 and in 2021) and faded by 2023-24. The option offenses are nearly all famous ones
 * (identities.ts: in 2016 six of 128 programs ran it, each of them there), so 1% of the others draw it from 2016: at
 * 2%, two or three more a season widened the spread of teams' passes past 2018's. Before 2013 others ran it too (Rice
 * under Hatfield to 2005), and the fewest passes a game were lower: 2%. How it was fitted: docs/calibration.md.
 */
export function schemeShares(year: number): Record<OffensiveScheme, number> {
  const t = Math.max(0, Math.min(1, (year - 2000) / 20));
  const airRaid = interpolate(AIR_RAID_SHARE, year);
  return {
    air_raid: airRaid,
    spread: 0.33 + 0.17 * t + (0.09 - airRaid) / 2,
    pro_style: 0.57 - 0.21 * t + (0.09 - airRaid) / 2,
    option: interpolate(OPTION_SHARE, year),
  };
}

/** The option's share of head coaches without a famous identity by season (linear between). */
const OPTION_SHARE: readonly [number, number][] = [
  [2012, 0.02],
  [2016, 0.01],
];

/** The air raid's share of head coaches by season (linear between). */
const AIR_RAID_SHARE: readonly [number, number][] = [
  [2000, 0.02],
  [2006, 0.04],
  [2010, 0.08],
  [2017, 0.08],
  [2021, 0.08],
  [2024, 0.04],
];

function interpolate(points: readonly [number, number][], year: number): number {
  if (year <= points[0][0]) return points[0][1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i];
    const [x0, y0] = points[i - 1];
    if (year <= x1) return y0 + ((y1 - y0) * (year - x0)) / (x1 - x0);
  }
  return points[points.length - 1][1];
}

/** Seconds added to the normal between-play runoff, and how schemes lean to each tempo. Mean about 0. */
export const TEMPO_RUNOFF: Record<SchemeTempo, number> = tuned('coaches.TEMPO_RUNOFF', {
  up_tempo: -4,
  balanced: 0,
  deliberate: 5,
});
export const TEMPO_SHARES: Record<OffensiveScheme, Record<SchemeTempo, number>> = tuned('coaches.TEMPO_SHARES', {
  air_raid: { up_tempo: 0.55, balanced: 0.4, deliberate: 0.05 },
  spread: { up_tempo: 0.45, balanced: 0.45, deliberate: 0.1 },
  pro_style: { up_tempo: 0.05, balanced: 0.5, deliberate: 0.45 },
  option: { up_tempo: 0, balanced: 0.35, deliberate: 0.65 },
});

/**
 * What a defensive front trades, in rating points: odd fronts and nickel bases give up some run defense for
 * speed in coverage or pressure. Symmetric around the 4-3 so the league's average defense does not move.
 */
export const FRONT_EFFECT: Record<DefensiveFront, { runStop: number; passRush: number; coverage: number }> = tuned(
  'coaches.FRONT_EFFECT',
  {
    '4-3': { runStop: 1, passRush: 0, coverage: -0.5 },
    '3-4': { runStop: 0, passRush: 1, coverage: -0.5 },
    '4-2-5': { runStop: -0.5, passRush: 0, coverage: 1 },
    '3-3-5': { runStop: -1.5, passRush: 0.5, coverage: 1.5 },
  },
);
/** The share of defensive coordinators who run each front in 2000 (it moves towards the late shares by 2024). */
export const FRONT_SHARES_EARLY: Record<DefensiveFront, number> = tuned('coaches.FRONT_SHARES_EARLY', {
  '4-3': 0.6,
  '3-4': 0.25,
  '4-2-5': 0.1,
  '3-3-5': 0.05,
});
/** The share of defensive coordinators who run each front from 2024 on. */
export const FRONT_SHARES_LATE: Record<DefensiveFront, number> = tuned('coaches.FRONT_SHARES_LATE', {
  '4-3': 0.3,
  '3-4': 0.25,
  '4-2-5': 0.3,
  '3-3-5': 0.15,
});

/**
 * Staff quality on game day: rating points per point of the coach's offense (defense) rating above the league's
 * coaches' mean. 0.04: a 25-point better staff is worth 1 rating point on every snap, about 2.5 points a game. The
 * preseason poll does not see it, so a great coach at an unheralded program can lift it. How it was fitted:
 * docs/calibration.md.
 */
export const STAFF_EDGE_PER_POINT = tuned('coaches.STAFF_EDGE_PER_POINT', 0.04);
/** The league's mean coach rating: the staff's edge and player development count from it. */
export const COACH_RATING_MEAN = tuned('coaches.COACH_RATING_MEAN', 62);

/**
 * The staff's season beyond the coach's ratings (staffSeason.ts), in rating points on each side of the ball: the SD
 * of the draw, how much of it both sides share (one staff, one season), and how much more a head coach's first season
 * at a program varies. 1.25 a side is about 3 points a game for the whole team (about 10 in a first season), well
 * inside the misses of preseason power ratings. A new staff is the year's biggest unknown: TCU 2022 (Dykes),
 * Washington 2022 (DeBoer) and Indiana 2024 (Cignetti) went from losing seasons to 11 wins or more in their coach's
 * first year, and Texas 2014 (Strong) and Florida State 2018 (Taggart) from winning seasons to losing ones. How it was
 * fitted: docs/calibration.md.
 */
export const STAFF_SEASON = tuned('coaches.STAFF_SEASON', {
  sd: 1.25,
  sharedShare: 0.5,
  firstSeasonFactor: 3.2,
} as const);

/**
 * STAFF_SEASON's spread by the program's prestige 1-7: widest in the middle (prestige 3-5), where a good roster's
 * season turns most on its staff, its quarterback and its close games (TCU 2022, Washington 2023, Indiana 2024: one
 * great season, then back); the small programs' turns more than the elite's (thin depth, coordinators hired away),
 * the elite's least (deep rosters, staffs kept with money). How it was fitted: docs/calibration.md.
 */
export const STAFF_SPREAD_BY_PRESTIGE = tuned('coaches.STAFF_SPREAD_BY_PRESTIGE', [
  1.4, 1.3, 2.1, 2.1, 1.7, 0.75, 0.65,
] as const);

/** Game management: a sharp manager goes for it by the chart's yard more; a poor one kicks it away. */
export const GAME_MANAGEMENT_AGGRESSION = tuned('coaches.GAME_MANAGEMENT_AGGRESSION', {
  boldFrom: 78,
  timidBelow: 48,
} as const);

/**
 * Player development: extra overall points a year for each returning player per point of the coach's
 * development rating above the league's mean (a 20-point better developer adds about 3 a year): the coach who
 * builds a program over several seasons. How it was fitted: docs/calibration.md.
 */
export const DEVELOPMENT_PER_POINT = tuned('coaches.DEVELOPMENT_PER_POINT', 0.15);

/**
 * Ratings of a newly drawn coach: mean by the prestige of the program he is drawn for, and spread. Good coaches
 * are found everywhere (perPrestige small against sd): the big programs' edge is in their players and in hiring
 * the small programs' successful coaches away.
 */
export const NEW_COACH_RATING = tuned('coaches.NEW_COACH_RATING', {
  base: 56,
  perPrestige: 1.5,
  sd: 9,
  min: 30,
  max: 95,
} as const);

/**
 * Expected winning percentage by prestige tier (1-7): roughly the real tiers' records over 2014-2023
 * (blue bloods win about 80%, the weakest programs about 30%).
 */
export const EXPECTED_WIN_PCT = tuned('coaches.EXPECTED_WIN_PCT', [0, 0.3, 0.4, 0.48, 0.55, 0.63, 0.72, 0.8] as const);

/**
 * Job security, 0-100: starts at SECURITY.start for a new hire; each season moves it by its win percentage
 * against expectation (perSeason points per 1.0 of win percentage) and bowl/ranking bonuses. Fired below
 * fireBelow once past the grace seasons; hot seat under hot, warm under warm.
 */
export const SECURITY = tuned('coaches.SECURITY', {
  start: 70,
  perSeason: 160,
  rankedBonus: 8,
  titleBonus: 25,
  max: 100,
  fireBelow: 20,
  hot: 35,
  warm: 55,
  graceSeasons: 2,
} as const);

/** Retirement: chance per offseason from age 62, rising; certain at 75. */
export const RETIREMENT = tuned('coaches.RETIREMENT', {
  fromAge: 62,
  base: 0.06,
  perYear: 0.05,
  certainAt: 75,
} as const);

/**
 * Poaching: a successful coach (winning percentage over the last two seasons above expectation by this margin)
 * is a candidate for an opening at a program at least minPrestigeGain tiers above his own. The small programs' winners
 * are how the power conferences' bottom rises (Leipold from Buffalo to Kansas, Cignetti from James Madison to
 * Indiana). How it was fitted: docs/calibration.md.
 */
export const POACHING = tuned('coaches.POACHING', { margin: 0.04, minPrestigeGain: 1 } as const);

/** Coordinators promoted to head coach are drawn this much weaker than an established coach of the tier. */
export const COORDINATOR_DISCOUNT = tuned('coaches.COORDINATOR_DISCOUNT', 4);
/**
 * A coordinator promoted to head coach at a program of prestige upToPrestige or below brings a development rating
 * drawn from the league's coordinators (as at a program of `asPrestige`, spread sd) rather than from his tier's: the
 * bottom programs hire from the same pool of position coaches as everyone. How it was fitted: docs/calibration.md.
 */
export const BOTTOM_HIRE_DEVELOPMENT = tuned('coaches.BOTTOM_HIRE_DEVELOPMENT', {
  upToPrestige: 2,
  asPrestige: 4,
  sd: 9,
} as const);

/**
 * Hiring is a judgement, and some hires do not work: a program sees each candidate's overall with an error of
 * candidateSd rating points, and a coordinator taking his first head job is a bigger unknown than a coach with a
 * record (his ratings spread coordinatorSd around the tier's mean, an established coach's NEW_COACH_RATING.sd). A
 * poor hire at a big program sets it back for years (Nebraska 2015 and 2018, Florida State 2018, USC 2010 and
 * 2016, Texas 2014-2020); a first head job that goes well lifts a small one (Fickell at Cincinnati, Frost at UCF).
 * How it was fitted: docs/calibration.md.
 */
export const HIRE_JUDGEMENT = tuned('coaches.HIRE_JUDGEMENT', { candidateSd: 8, coordinatorSd: 13 } as const);

/**
 * What a season takes from a coach's ratings (gains are bought with XP, abilities.ts): rating points for each 0.1 of
 * winning percentage below expectation, at most maxLoss; a point a year from declineFromAge.
 */
export const COACH_PROGRESSION = tuned('coaches.COACH_PROGRESSION', {
  perTenth: 0.8,
  maxLoss: 2,
  declineFromAge: 66,
} as const);

/** Offers to the player: at most this many, from openings up to this many tiers above his program after a good season. */
export const USER_OFFERS = tuned('coaches.USER_OFFERS', { max: 3, reachAfterGood: 2, goodMargin: 0.05 } as const);

/**
 * Coach levels: the XP of every season a coach has had (his career XP, never spent) makes his level. Level L + 1 takes
 * first + step x (L - 1) more XP than level L: 100 XP to level 2, 250 to 3, 450 to 4, 1,000 to 6, 2,700 to 10; an
 * average season (130-170 XP) is a level early on and a third of one by level 10, a title season (500-650) two or
 * three. Each level past the first gives pointsPerLevel ability points. How it was chosen: docs/calibration.md.
 */
export const COACH_LEVELS = tuned('coaches.COACH_LEVELS', {
  first: 100,
  step: 50,
  max: 30,
  pointsPerLevel: 1,
} as const);

/**
 * The career XP a coach brings when he is drawn (a dynasty's start, a new hire): perWin (COACH_XP's) for each win of
 * his record and perSeason for each of his seasons (a bowl about every other one, a normal offseason's development,
 * a few four-stars): a 7-5 season about 146 XP, as the seasons played in a dynasty earn (130-170); ten of them level 7.
 */
export const CAREER_XP = tuned('coaches.CAREER_XP', { perSeason: 90 } as const);

/**
 * What each tier (I, II, III) of an archetype's ability is worth. hours: recruiting hours a week (a program has 40-80);
 * homePitch: the share added to the interest a contact or a pitch to a prospect within homeRegionMiles of campus earns;
 * visits: the share added to what an offer or an official visit earns (a staff's daily work is its contacts, and its
 * pitches come from the hours left, so a bonus on pitches alone, or on the one visit a prospect gets, moved a class by
 * nothing to see); skill, trench, backSeven: overall points a year added to each returning player's expected
 * growth at those positions (a 20-point better developer adds 3, DEVELOPMENT_PER_POINT), measured from the league's
 * programs' mean so the league's development does not move; redZone, moneyDownOffense, moneyDownDefense: rating
 * points on those snaps (HOME_EDGE is 1.15 on every snap), measured from the league's mean too. How they were
 * measured: docs/calibration.md.
 */
export const ABILITY_TIERS = tuned('coaches.ABILITY_TIERS', {
  hours: [5, 10, 15],
  homePitch: [0.15, 0.3, 0.45],
  homeRegionMiles: 400,
  visits: [0.1, 0.2, 0.3],
  skill: [0.4, 0.8, 1.2],
  trench: [0.4, 0.8, 1.2],
  backSeven: [0.4, 0.8, 1.2],
  redZone: [2, 4, 6],
  moneyDownOffense: [1, 2, 3],
  moneyDownDefense: [1, 2, 3],
});

/**
 * Coordinators grow too: each season a coordinator earns seasonShare of his program's season XP (what its head coach
 * earned), and starts with perYearAtStart XP for each year of his age past fromAge. Every levelsPerTier levels past
 * the first give his role's ability a tier (the offensive coordinator's red zone, the defensive coordinator's money
 * downs, the special teams coordinator's recruiting hours: he is often the recruiting coordinator), worth effectShare
 * of a head coach's tier, added to the head coach's and never past the ability's top tier.
 */
export const COORDINATOR_GROWTH = tuned('coaches.COORDINATOR_GROWTH', {
  seasonShare: 0.5,
  perYearAtStart: 50,
  fromAge: 30,
  levelsPerTier: 3,
  effectShare: 0.5,
} as const);
