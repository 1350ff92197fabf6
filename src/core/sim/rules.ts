// The playing rules of each season that change how a game unfolds.

import { eraSeason } from './eras.js';
import { KICKOFF_CLOCK_SEASON } from './gameEndings.js';
import { ERA_PLAY, KICKING_ERA } from './tuning.js';
import { SIDE_LEAN_BEFORE_2007, SIDE_LEAN_PER_POINT } from '../players/tuning.js';
import type { EraPlay, EraRules } from './types.js';

/** The 2023-24 game the engine's tuning is calibrated to (fbs-targets.md), as the era table has it. */
const CALIBRATED = eraSeason(2024);

function yardsPerCarry(e: ReturnType<typeof eraSeason>): number {
  return e.rushYards / runsPerGame(e);
}

function runsPerGame(e: ReturnType<typeof eraSeason>): number {
  return e.plays - e.passAttempts;
}

function yardsPerCompletion(e: ReturnType<typeof eraSeason>): number {
  return e.passYards / ((e.passAttempts * e.completionPct) / 100);
}

/**
 * How far a season of 2016-2023 has moved from 2016's game to 2023's (0 to 1; 0 before 2016): the talent weight
 * and the odds' margin scale (odds/calibration.ts) follow it.
 */
export function towards2023(year: number): number {
  return Math.max(0, Math.min(1, (year - 2016) / (2023 - 2016)));
}

/** FBS kickers' make rate from 50 yards or more, 2016-2024 (docs/reference/kicking-and-backs.md, TruMedia's count). */
const LONG_MAKE_RATE: Readonly<Record<number, number>> = {
  2016: 40.0,
  2017: 42.9,
  2018: 43.0,
  2019: 47.8,
  2020: 47.8,
  2021: 42.1,
  2022: 46.2,
  2023: 46.7,
  2024: 53.9,
};

/**
 * How far a season's kickers have come from 2016's legs toward 2024's (0 to 1): its long make rate between those two
 * seasons', averaged with the seasons on each side (one season's rate rests on 140-360 tries). They made 42-48% from
 * 50 yards through 2023 and 54% in 2024, so the legs stay near 2016's to 2022 where the coaches' range (towards2023)
 * keeps growing.
 */
export function kickersTowards2024(year: number): number {
  if (year <= 2016) return 0;
  if (year >= 2024) return 1;
  return (longMakeRate(year)! - LONG_MAKE_RATE[2016]) / (LONG_MAKE_RATE[2024] - LONG_MAKE_RATE[2016]);
}

/**
 * A season's long make rate averaged with the counted seasons on each side (null outside 2016-2024): what the legs of
 * 2017-2023 follow, and what the realism report judges 2016-2022's 50-yard makes by.
 */
export function longMakeRate(year: number): number | null {
  if (!(year in LONG_MAKE_RATE)) return null;
  const rates = [year - 1, year, year + 1].filter((y) => y in LONG_MAKE_RATE).map((y) => LONG_MAKE_RATE[y]);
  return rates.reduce((sum, r) => sum + r, 0) / rates.length;
}

/**
 * 2006's clock started on the kick-off and when the ball was ready after a change of possession: its neighbours' snaps
 * over its own (1.11; 1 in every other season).
 */
export function kickoffClockSnaps(year: number): number {
  if (year !== KICKOFF_CLOCK_SEASON) return 1;
  return (eraSeason(2005).plays + eraSeason(2007).plays) / 2 / eraSeason(2006).plays;
}

/**
 * How the season's football differs from 2023-24's, from the era table's figures: completion percentage,
 * turnovers (interception and fumble chances in proportion), yards a carry, yards a completion and plays a game.
 */
export function eraPlay(year: number): EraPlay {
  const e = eraSeason(year);
  const turnovers = e.turnovers / CALIBRATED.turnovers;
  return {
    completion: ERA_PLAY.completionPerPoint * (e.completionPct - CALIBRATED.completionPct),
    interception: turnovers ** ERA_PLAY.interceptionPower,
    fumble: turnovers,
    runYards: ERA_PLAY.runYardsPerYard * (yardsPerCarry(e) - yardsPerCarry(CALIBRATED)),
    // Only shorter: the engine's completions already run about 12.2 yards against 2024's real 12.0. 2000-2003 borrow
    // 2004's passing figures and keep the calibrated length.
    catchYards:
      e.source < 2004
        ? 0
        : ERA_PLAY.catchYardsPerYard * Math.min(0, yardsPerCompletion(e) - yardsPerCompletion(CALIBRATED)),
    // The clock rules make part of the plays' difference; before 2023's running clock the runoff undoes some of it.
    runoff: ERA_PLAY.runoffPerPlay * (CALIBRATED.plays - e.plays) + (year >= 2023 ? 0 : ERA_PLAY.runoffBefore2023),
    talent:
      year >= 2023
        ? 1
        : year > 2016
          ? // From 2016 the game moves season by season towards 2023's fewer snaps, each worth more.
            ERA_PLAY.talentBefore2023 + (1 - ERA_PLAY.talentBefore2023) * towards2023(year)
          : // Before 2007 the era table has no spread of teams' points to follow: those seasons keep 2007's weight.
            // 2006's games were no closer than its neighbours' on a tenth fewer snaps: each snap was worth more.
            (ERA_PLAY.talentBefore2023 + ERA_PLAY.talentPerSeasonBefore2016 * Math.max(0, 2016 - Math.max(year, 2007)))
            * kickoffClockSnaps(year) ** ERA_PLAY.kickoffClockTalentPower,
    kickShort: {
      make: KICKING_ERA.make * (1 - kickersTowards2024(year)),
      range: KICKING_ERA.range * (1 - towards2023(year)),
    },
  };
}

/**
 * The SD of a generated program's lean to offense or defense in a season (players/generate.ts RosterTeam): the era
 * table's SD of teams' points a game above 2024's, times SIDE_LEAN_PER_POINT; SIDE_LEAN_BEFORE_2007 where the table
 * has no SD (2000-2006). None from 2024 on.
 */
export function sideLeanSd(year: number): number {
  const sd = eraSeason(year).teamPointsSd;
  return sd === null ? SIDE_LEAN_BEFORE_2007 : SIDE_LEAN_PER_POINT * Math.max(0, sd - (CALIBRATED.teamPointsSd ?? sd));
}

/**
 * NCAA rules by season (clock rules: docs/reference/clock-rules.md):
 * - 2023: the clock no longer stops on first downs except in the last two minutes of each half.
 * - 2008: a 40-second play clock from the end of each play (25 after stoppages); after a play out of bounds the
 *   clock starts on the ready signal except in the last two minutes of each half.
 * - 2006 (reversed in 2007): the clock started on the ready signal after a change of possession, and on the kick.
 * - 2007-2011 kickoffs from the 30; otherwise from the 35. Kickoff touchbacks to the 25 since 2012.
 * - 2018: a fair catch of a kickoff inside the 25 is a touchback.
 * - Overtime: possessions from the 25. 2-pt try required from the 3rd OT until 2020, from the 2nd since
 *   2021; alternating two-point plays from the 5th OT in 2019-2020, from the 3rd since 2021.
 */
export function rulesForYear(year: number): EraRules {
  return {
    year,
    clockStopsOnFirstDown: year >= 2023 ? 'lastTwoMinutes' : 'always',
    outOfBoundsClock: year >= 2008 ? 'ready' : 'snap',
    playClock: year >= 2008 ? 40 : 25,
    clockStartsOnChange: year === KICKOFF_CLOCK_SEASON,
    kickoffTouchback: year >= 2012 ? 25 : 20,
    kickoffSpot: year >= 2007 && year <= 2011 ? 30 : 35,
    fairCatchTouchback: year >= 2018,
    timeoutsPerHalf: 3,
    play: eraPlay(year),
    overtime: {
      startYardsToGoal: 25,
      twoPointRequiredFrom: year >= 2021 ? 2 : 3,
      twoPointShootoutFrom: year >= 2021 ? 3 : year >= 2019 ? 5 : null,
    },
  };
}
