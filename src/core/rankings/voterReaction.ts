// How poll voters move a team after one result, judged by how they rated both teams before the game.

import { clamp } from '../stats/math.js';
import {
  CLOSE_LOSS_FORGIVEN,
  CLOSE_LOSS_MARGIN,
  HOME_FIELD_POINTS,
  LOSS_PLACES_BASE,
  LOSS_PLACES_MAX,
  LOSS_PLACES_MIN,
  LOSS_PLACES_PER_SD,
  MARGIN_BONUS,
  PLAYOFF_LOSS_SHARE,
  MARGIN_BONUS_CAP,
  POINTS_PER_STRENGTH_SD,
  WIN_GAIN_DECAY,
  WIN_GAIN_MAX,
  WIN_GAIN_MIN,
  WIN_GAIN_SCALE,
} from './tuning.js';

// A result as voters see it, in plain numbers (no object per result: every poll judges a few hundred):
//   own, opponent: voters' belief in the team and its opponent before the game (strength SDs);
//   site: +1 at home, -1 on the road, 0 at a neutral site; margin: points margin, positive.

/** How much better voters rated the team than its opponent; home field makes a home team look better. */
function ratedGap(own: number, opponent: number, site: number): number {
  return own - opponent + site * (HOME_FIELD_POINTS / POINTS_PER_STRENGTH_SD);
}

/** Belief gained by a win (strength SDs): most for beating a team rated above, a little for a rout. */
export function winGain(own: number, opponent: number, site: number, margin: number): number {
  const gain = WIN_GAIN_MIN + WIN_GAIN_SCALE * Math.exp(-ratedGap(own, opponent, site) / WIN_GAIN_DECAY);
  const style = (MARGIN_BONUS * Math.min(margin, MARGIN_BONUS_CAP)) / MARGIN_BONUS_CAP;
  return Math.min(gain, WIN_GAIN_MAX) + style;
}

/** Places lost by a loss: most for a loss to a team rated far below; less when close or in the playoff. */
export function lossPlaces(own: number, opponent: number, site: number, margin: number, playoff: boolean): number {
  const places = clamp(
    LOSS_PLACES_BASE + LOSS_PLACES_PER_SD * ratedGap(own, opponent, site),
    LOSS_PLACES_MIN,
    LOSS_PLACES_MAX,
  );
  const closeness = Math.min(1, Math.max(0, CLOSE_LOSS_MARGIN - margin) / (CLOSE_LOSS_MARGIN - 1));
  return places * (1 - CLOSE_LOSS_FORGIVEN * closeness) * (playoff ? PLAYOFF_LOSS_SHARE : 1);
}
