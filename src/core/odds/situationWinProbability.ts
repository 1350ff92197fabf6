// The chance to win of the team with the ball, from the whole game situation: the score and clock model of
// winProbability.ts (margin, time, spread, field) plus the down and distance and the timeouts each side has left,
// which matter late. Coefficients in winProbabilityTuning.ts (SITUATION); the fit and the calibration table are in
// docs/calibration-winprob.md.
import { winProbabilityLogit } from './winProbability.js';
import { SITUATION, WIN_PROBABILITY } from './winProbabilityTuning.js';

export interface GameSituation {
  /** The offense's points minus the defense's. */
  lead: number;
  /** Seconds of regulation left (0 in overtime). */
  secondsLeft: number;
  /** Seconds left in the half (the timeouts count for less when the half has long to run). */
  secondsLeftInHalf: number;
  /** The offense's pregame point spread (negative: favoured). */
  spread: number;
  /** Is the offense the home team of a home game (+1), the visitor (-1), or on a neutral field (0)? */
  site: -1 | 0 | 1;
  down: number;
  distance: number;
  /** Yards from the offense's own goal line. */
  yardLine: number;
  offenseTimeouts: number;
  defenseTimeouts: number;
}

/** The extra terms' inputs: the down (0 on first down), the distance beyond ten, the timeouts' edge late in a half. */
export function situationFeatures(s: GameSituation): { down: number; distance: number; timeouts: number } {
  const late = s.secondsLeftInHalf <= SITUATION.lateSeconds ? 1 : 0.25;
  return {
    down: Math.max(0, Math.min(3, s.down - 1)),
    distance: (Math.min(30, s.distance) - 10) / 10,
    timeouts: ((s.offenseTimeouts - s.defenseTimeouts) * late) / 3,
  };
}

/** The score-and-clock model's logit for the offense without its home edge, and the columns the fit reads. */
export function situationColumns(s: GameSituation): number[] {
  const base =
    winProbabilityLogit({
      margin: s.lead,
      secondsLeft: s.secondsLeft,
      homeSpread: s.spread,
      possession: 1,
      yardLine: s.yardLine,
    }) - WIN_PROBABILITY.intercept;
  const f = situationFeatures(s);
  return [base, s.site, f.down, f.distance, f.timeouts];
}

/** The logit of the offense's chance to win: the score-and-clock model rescaled, the site, and the situation's terms. */
export function situationLogit(s: GameSituation, c: typeof SITUATION = SITUATION): number {
  const x = situationColumns(s);
  return c.scale * x[0] + c.site * x[1] + c.down * x[2] + c.distance * x[3] + c.timeouts * x[4];
}

/** The offense's chance to win, 0-1. */
export function situationWinProbability(s: GameSituation): number {
  return 1 / (1 + Math.exp(-situationLogit(s)));
}
