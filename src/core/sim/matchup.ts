// What an offense's snaps read about the two units on the field: worked out when either unit changes (the
// first string, the reserves) rather than on every play. Each number is the same expression, in the same
// order, as the play used to compute it, so games come out the same.

import { toEdge } from './edges.js';
import { clamp } from '../stats/math.js';
import type { Lineup, Personnel } from './lineup.js';
import { qbRunShare } from './runPlay.js';
import {
  CLEAN_SCRAMBLE,
  FUMBLE,
  PASSING_DOWN,
  PRESSURE,
  QB_RUN_SHARE_WITH_SCHEME,
  SACK_AWARENESS,
  UNDER_PRESSURE,
} from './tuning.js';
import type { EraPlay, GamePlan } from './types.js';

export class Matchup {
  /** Chance the quarterback is pressured on an ordinary down and on an obvious passing down. */
  pressure = 0;
  pressurePassingDown = 0;
  /** Under pressure: a draw below `sack` is a sack, below `scramble` a scramble, below `throwAway` a throw-away. */
  sack = 0;
  scramble = 0;
  throwAway = 0;
  /** Scramble chance without pressure. */
  cleanScramble = 0;
  /** Chance a sack knocks the ball loose. */
  sackFumble = 0;
  /** The defense's coverage with its front's help, and the quarterback's half of the coverage edge. */
  coverage = 0;
  qbCover = 0;
  /** The quarterback's awareness factor on interceptions. */
  interceptionAwareness = 0;
  /** Share of designed runs the quarterback keeps. */
  qbRunShare = 0;
  /** The blocking half of a designed run's edge (the runner's skill is added per carry). */
  runFront = 0;

  update(
    off: Personnel,
    def: Personnel,
    offLineup: Lineup,
    plan: GamePlan,
    defPlan: GamePlan,
    dayEdge: number,
    era: EraPlay,
  ): void {
    const o = off.ratings;
    const d = def.ratings;
    const front = defPlan.front;
    const protect = toEdge(o.passBlock - d.passRush - front.passRush + dayEdge);
    const pPressure = PRESSURE.base - PRESSURE.edge * protect;
    this.pressure = clamp(pPressure + 0, PRESSURE.min, PRESSURE.max);
    this.pressurePassingDown = clamp(pPressure + PASSING_DOWN.pressure, PRESSURE.min, PRESSURE.max);
    const mobility = clamp(1 + (o.qbMobility - 70) / 25, 0.3, 2);
    const pSack = UNDER_PRESSURE.sack * clamp(1 - (SACK_AWARENESS * (o.qbAwareness - 70)) / 10, 0.5, 1.5);
    const pScramble = UNDER_PRESSURE.scramble * mobility;
    this.sack = pSack;
    this.scramble = pSack + pScramble;
    this.throwAway = pSack + pScramble + UNDER_PRESSURE.throwAway;
    this.cleanScramble = CLEAN_SCRAMBLE * mobility;
    this.sackFumble =
      FUMBLE.sack * era.fumble * clamp(1 + (70 - offLineup.players[off.qb].attributes.carrying) / 25, 0.5, 2);
    this.coverage = d.coverage + front.coverage;
    this.qbCover = 0.5 * (o.qbAccuracy - this.coverage);
    this.interceptionAwareness = clamp(1 - (0.08 * (o.qbAwareness - 70)) / 10, 0.6, 1.5);
    this.qbRunShare = clamp(qbRunShare(o.qbMobility) + plan.qbRunShift, 0, QB_RUN_SHARE_WITH_SCHEME);
    this.runFront = 0.6 * (o.runBlock - d.runStop - front.runStop);
  }
}
