// The playing rules of each season that change how a game unfolds.

import type { EraRules } from './types.js';

/**
 * NCAA rules by season:
 * - 2023: the clock no longer stops on first downs except in the last two minutes of each half.
 * - 2007-2011 kickoffs from the 30; otherwise from the 35. Kickoff touchbacks to the 25 since 2012.
 * - 2018: a fair catch of a kickoff inside the 25 is a touchback.
 * - Overtime: possessions from the 25. 2-pt try required from the 3rd OT until 2020, from the 2nd since
 *   2021; alternating two-point plays from the 5th OT in 2019-2020, from the 3rd since 2021.
 */
export function rulesForYear(year: number): EraRules {
  return {
    year,
    clockStopsOnFirstDown: year >= 2023 ? 'lastTwoMinutes' : 'always',
    kickoffTouchback: year >= 2012 ? 25 : 20,
    kickoffSpot: year >= 2007 && year <= 2011 ? 30 : 35,
    fairCatchTouchback: year >= 2018,
    timeoutsPerHalf: 3,
    overtime: {
      startYardsToGoal: 25,
      twoPointRequiredFrom: year >= 2021 ? 2 : 3,
      twoPointShootoutFrom: year >= 2021 ? 3 : year >= 2019 ? 5 : null,
    },
  };
}
