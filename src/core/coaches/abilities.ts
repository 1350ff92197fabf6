// Coach abilities: a head coach earns experience points (XP) from his season (wins, bowls, titles, the players he
// developed, the recruits he signed) and spends them on his ratings, as EA's coach abilities do. Higher ratings cost
// more a point. A season far below the program's expectations and age still cost ratings, as before. Computer
// coaches spend by one fixed policy (spendByProfile); the player spends his own.
import { expectedWinPct, winPct, type CoachSeason } from './jobSecurity.js';
import { COACH_PROGRESSION } from './tuning.js';
import type { CoachRatings } from './types.js';

export const ABILITIES = ['offense', 'defense', 'recruiting', 'development', 'game-day'] as const;
export type Ability = (typeof ABILITIES)[number];

/** The rating each ability raises. */
export const ABILITY_RATING: Record<Ability, keyof CoachRatings> = {
  offense: 'offense',
  defense: 'defense',
  recruiting: 'recruiting',
  development: 'development',
  'game-day': 'gameManagement',
};

export const ABILITY_LABELS: Record<Ability, string> = {
  offense: 'Offense: play-calling and the offensive staff',
  defense: 'Defense: the defensive staff',
  recruiting: 'Recruiting reach: more from every recruiting hour',
  development: 'Player development: more growth for every returning player',
  'game-day': 'Game day: clock, fourth downs, two-point tries',
};

/** XP of each part of a season. How the scale was chosen: docs/calibration.md. */
export const COACH_XP = {
  perWin: 8,
  /** For each 0.1 of winning percentage above the program's expectation. */
  perTenthAboveExpectation: 60,
  bowlGame: 15,
  bowlWin: 15,
  conferenceTitle: 40,
  playoff: 60,
  nationalTitle: 120,
  /** For each this many overall points the returning players gained. */
  developmentPointsPerXp: 4,
  fourStar: 6,
  fiveStar: 15,
} as const;

/** XP for one rating point, by the rating it starts from: the best coaches grow slowest. */
export const ABILITY_COST: readonly { below: number; cost: number }[] = [
  { below: 60, cost: 60 },
  { below: 70, cost: 80 },
  { below: 80, cost: 110 },
  { below: 90, cost: 150 },
  { below: 100, cost: 220 },
];
export const MAX_COACH_RATING = 99;

export function pointCost(rating: number): number {
  return (ABILITY_COST.find((c) => rating < c.below) ?? ABILITY_COST[ABILITY_COST.length - 1]).cost;
}

/** XP to raise a rating by `points` from `rating` (each point at the cost of the rating it starts from). */
export function raiseCost(rating: number, points: number): number {
  let xp = 0;
  for (let i = 0; i < points; i++) xp += pointCost(rating + i);
  return xp;
}

export interface CoachSeasonResults extends CoachSeason {
  bowlGames: number;
  bowlWins: number;
  conferenceTitle: boolean;
  playoff: boolean;
  /** Overall points his returning players gained this offseason (losses not counted). */
  developmentGain: number;
  fourStars: number;
  fiveStars: number;
}

export type XpSource = 'wins' | 'above_expectation' | 'bowls' | 'titles' | 'development' | 'recruiting';

export const XP_SOURCE_LABELS: Record<XpSource, string> = {
  wins: 'Wins',
  above_expectation: 'Beating expectations',
  bowls: 'Bowl games',
  titles: 'Titles and the playoff',
  development: 'Player development',
  recruiting: 'Recruiting class',
};

/** The season's XP, part by part (parts worth nothing left out). */
export function seasonXp(s: CoachSeasonResults): { source: XpSource; xp: number }[] {
  const margin = winPct(s) - expectedWinPct(s.prestige);
  const parts: [XpSource, number][] = [
    ['wins', COACH_XP.perWin * s.wins],
    ['above_expectation', Math.round(COACH_XP.perTenthAboveExpectation * Math.max(0, margin) * 10)],
    ['bowls', COACH_XP.bowlGame * s.bowlGames + COACH_XP.bowlWin * s.bowlWins],
    [
      'titles',
      (s.conferenceTitle ? COACH_XP.conferenceTitle : 0)
        + (s.playoff ? COACH_XP.playoff : 0)
        + (s.champion ? COACH_XP.nationalTitle : 0),
    ],
    ['development', Math.floor(s.developmentGain / COACH_XP.developmentPointsPerXp)],
    ['recruiting', COACH_XP.fourStar * s.fourStars + COACH_XP.fiveStar * s.fiveStars],
  ];
  return parts.filter(([, xp]) => xp > 0).map(([source, xp]) => ({ source, xp }));
}

/**
 * Ratings after a season without the XP: a season below expectation costs every rating up to maxLoss points (a
 * staff that loses loses its edge), and from declineFromAge every rating falls a point a year.
 */
export function ratingsAfterSeason<T extends CoachRatings>(coach: T, season: CoachSeason, age: number): T {
  const margin = winPct(season) - expectedWinPct(season.prestige);
  const loss = Math.min(COACH_PROGRESSION.maxLoss, Math.round(Math.max(0, -margin) * 10 * COACH_PROGRESSION.perTenth));
  const decline = age >= COACH_PROGRESSION.declineFromAge ? 1 : 0;
  const next = { ...coach };
  for (const ability of ABILITIES) {
    const key = ABILITY_RATING[ability];
    next[key] = Math.max(20, coach[key] - loss - decline);
  }
  return next;
}

/** Raises one ability by `points` if `xp` pays for it; null when it does not (or the rating would pass 99). */
export function spendXp<T extends CoachRatings>(
  coach: T,
  xp: number,
  ability: Ability,
  points: number,
): { coach: T; cost: number } | null {
  const key = ABILITY_RATING[ability];
  if (coach[key] + points > MAX_COACH_RATING) return null;
  const cost = raiseCost(coach[key], points);
  if (cost > xp) return null;
  return { coach: { ...coach, [key]: coach[key] + points }, cost };
}

/**
 * A computer coach's order of abilities: his stronger side of the ball first, then recruiting, development, the
 * other side and game day (the profile he built his career on).
 */
export function profileOrder(coach: CoachRatings): Ability[] {
  const [strong, weak]: Ability[] = coach.offense >= coach.defense ? ['offense', 'defense'] : ['defense', 'offense'];
  return [strong, 'recruiting', 'development', weak, 'game-day'];
}

/** Each step down the profile order counts as this much more XP a point (so cheap weaknesses still get bought). */
const PROFILE_STEP = 0.15;

/**
 * How a computer coach spends: a point at a time, on the ability whose cost a point, weighted by its place in his
 * profile order, is least; until the XP pays for no point. Returns the coach and the XP left.
 */
export function spendByProfile<T extends CoachRatings>(coach: T, xp: number): { coach: T; xp: number } {
  const order = profileOrder(coach);
  let current = coach;
  let left = xp;
  for (;;) {
    let best: Ability | null = null;
    let bestScore = Infinity;
    order.forEach((ability, rank) => {
      const rating = current[ABILITY_RATING[ability]];
      const cost = pointCost(rating);
      if (rating >= MAX_COACH_RATING || cost > left) return;
      const score = cost * (1 + PROFILE_STEP * rank);
      if (score < bestScore) {
        bestScore = score;
        best = ability;
      }
    });
    if (best === null) return { coach: current, xp: left };
    const spent = spendXp(current, left, best, 1)!;
    current = spent.coach;
    left -= spent.cost;
  }
}
