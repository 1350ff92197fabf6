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

/** The logit of the offense's chance to win. */
export function situationLogit(s: GameSituation, c: typeof SITUATION = SITUATION): number {
  // The score-and-clock model sees the offense as its "home" team; the home edge counts only for a real home team.
  const base = winProbabilityLogit({ margin: s.lead, secondsLeft: s.secondsLeft, homeSpread: s.spread, possession: 1, yardLine: s.yardLine });
  const homeEdge = WIN_PROBABILITY.intercept * (s.site - 1);
  const f = situationFeatures(s);
  return base + homeEdge + c.down * f.down + c.distance * f.distance + c.timeouts * f.timeouts;
}

/** The offense's chance to win, 0-1. */
export function situationWinProbability(s: GameSituation): number {
  return 1 / (1 + Math.exp(-situationLogit(s)));
}
