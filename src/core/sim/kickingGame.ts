// The kicking game of a batch of games against the real one (docs/reference/kicking-and-backs.md): field goals by
// distance, the share of tries from 50 yards and more, punts' gross yards, and the yards a carry of the backs who
// carry 100 times or more.

import { kickersTowards2024, longMakeRate, towards2023 } from './rules.js';
import { FIELD_GOAL } from './tuning.js';
import type { Drive, GameResult, TeamGameStats } from './types.js';
import { round } from '../stats/math.js';

/** Field-goal distances as the NCAA's splits count them: under 30, 30-39, 40-49, 50 and more. */
export const FIELD_GOAL_BANDS = [
  { label: 'under 30', min: 0, max: 29 },
  { label: '30-39', min: 30, max: 39 },
  { label: '40-49', min: 40, max: 49 },
  { label: '50+', min: 50, max: Infinity },
] as const;

/** A batch's field goals (attempts and makes by FIELD_GOAL_BANDS) and punts (count and gross yards). */
export interface KickingTally {
  fieldGoalAttempts: number[];
  fieldGoalsMade: number[];
  punts: number;
  puntYards: number;
}

export function newKickingTally(): KickingTally {
  return {
    fieldGoalAttempts: FIELD_GOAL_BANDS.map(() => 0),
    fieldGoalsMade: FIELD_GOAL_BANDS.map(() => 0),
    punts: 0,
    puntYards: 0,
  };
}

/** The distance of the field goal that ended `drive` (made or missed): the line of scrimmage plus end zone and snap. */
export function fieldGoalDistanceOf(drive: Pick<Drive, 'startYardLine' | 'yards'>): number {
  return 100 - (drive.startYardLine + drive.yards) + FIELD_GOAL.snapYards;
}

export function fieldGoalBand(distance: number): number {
  return FIELD_GOAL_BANDS.findIndex((b) => distance >= b.min && distance <= b.max);
}

/** Adds a game's kicks by the sides `counts` picks (an FBS team's, as the NCAA's figures count them). */
export function addGameKicking(
  tally: KickingTally,
  result: Pick<GameResult, 'drives' | 'teamStats'>,
  counts: { home: boolean; away: boolean },
): void {
  for (const d of result.drives) {
    if (!counts[d.offense] || (d.result !== 'fieldGoal' && d.result !== 'missedFieldGoal')) continue;
    const band = fieldGoalBand(fieldGoalDistanceOf(d));
    tally.fieldGoalAttempts[band] += 1;
    if (d.result === 'fieldGoal') tally.fieldGoalsMade[band] += 1;
  }
  const sides: [boolean, TeamGameStats][] = [
    [counts.home, result.teamStats.home],
    [counts.away, result.teamStats.away],
  ];
  for (const [counted, t] of sides) {
    if (!counted) continue;
    tally.punts += t.punts;
    tally.puntYards += t.puntYards;
  }
}

export function addTallies(into: KickingTally, from: KickingTally): void {
  from.fieldGoalAttempts.forEach((n, i) => {
    into.fieldGoalAttempts[i] += n;
  });
  from.fieldGoalsMade.forEach((n, i) => {
    into.fieldGoalsMade[i] += n;
  });
  into.punts += from.punts;
  into.puntYards += from.puntYards;
}

export type KickingFigure =
  | 'fgPctUnder30'
  | 'fgPct30to39'
  | 'fgPct40to49'
  | 'fgPct50Plus'
  | 'fiftyPlusShare'
  | 'puntGross'
  | 'backsYardsPerCarry';

/** The batch's figures: make % by band, 50+ tries as % of all, gross yards a punt, backs' median yards a carry. */
export function kickingFigures(tally: KickingTally, backsYardsPerCarry: number): Record<KickingFigure, number> {
  const pct = (i: number) => (100 * tally.fieldGoalsMade[i]) / Math.max(1, tally.fieldGoalAttempts[i]);
  const attempts = tally.fieldGoalAttempts.reduce((a, b) => a + b, 0);
  return {
    fgPctUnder30: pct(0),
    fgPct30to39: pct(1),
    fgPct40to49: pct(2),
    fgPct50Plus: pct(3),
    fiftyPlusShare: (100 * tally.fieldGoalAttempts[3]) / Math.max(1, attempts),
    puntGross: tally.puntYards / Math.max(1, tally.punts),
    backsYardsPerCarry,
  };
}

export interface KickingTarget {
  target: number;
  tolerance: number;
  /** What the reference says, as it says it. */
  real: string;
  /** False: no real figure for the season; shown beside the nearest era's and not judged. */
  judged: boolean;
}

/** The eras the reference tells apart: before 2016, 2016-2022 and 2023 on (kicking moved most in the last). */
function eraOf(year: number): 'early' | 'middle' | 'recent' {
  return year >= 2023 ? 'recent' : year >= 2016 ? 'middle' : 'early';
}

/**
 * The targets of a season (docs/reference/kicking-and-backs.md). The makes by distance under 50 yards are 2023-24's
 * and judged from 2023 on; the 50-yard kicks, punts and backs by their era where the reference has one.
 */
export function kickingTargets(year: number): Record<KickingFigure, KickingTarget> {
  const era = eraOf(year);
  const recent = era === 'recent';
  const longRate = round(longMakeRate(year) ?? 0, 1);
  const t = (target: number, tolerance: number, real: string, judged = true): KickingTarget => ({
    target,
    tolerance,
    real,
    judged,
  });
  return {
    fgPctUnder30: t(95, 3, 'about 95% (2023-24)', recent),
    fgPct30to39: t(87, 4, 'about 87% (2023-24)', recent),
    // From 2014's 60% to 2023-24's 72%: no season between has a figure, so it rises as the long makes did (late).
    fgPct40to49: recent
      ? t(72, 5, 'about 72% (2023-24)')
      : t(round(62 + 10 * kickersTowards2024(year), 1), 6, '60% (2014) to 72% (2023-24)'),
    fgPct50Plus: recent
      ? t(50, 7, '47-54% (2023-24)')
      : era === 'middle'
        ? // The season's own count with its neighbours' (one season's rests on 140-360 tries), as its legs follow it.
          t(longRate, 6, `${longRate}% (the season's with its neighbours')`)
        : t(42, 7, 'about 40-45% (2005-14)'),
    // From 6% of tries in 2016 to 11% in 2023, season by season.
    fiftyPlusShare: recent
      ? t(12, 3, '11-14% of tries (2023-24)')
      : era === 'middle'
        ? t(round(6 + 5 * towards2023(year), 1), 2.5, '6% (2016) to 11% (2023) of tries')
        : t(5, 2.5, 'about 5% of tries (2013)'),
    puntGross: era === 'early' ? t(42.5, 1.5, '42-43 (2016-24)', false) : t(42.5, 1.5, '42-43 (2016-24)'),
    backsYardsPerCarry: t(5.0, 0.3, 'median about 5.0 (2015-24)', year >= 2015),
  };
}
