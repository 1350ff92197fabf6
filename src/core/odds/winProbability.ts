// In-game win probability of the home team (teamA): a logistic model of the score margin against the time left,
// the pregame spread (fading as the game runs out), who has the ball and where. Coefficients in
// winProbabilityTuning.ts; a finished game is 1 or 0 whatever the model says.
import { WIN_PROBABILITY } from './winProbabilityTuning.js';

/** Seconds of regulation. */
export const REGULATION_SECONDS = 4 * 15 * 60;

export interface WinProbabilityState {
  /** Home points minus away points. */
  margin: number;
  /** Seconds of regulation left (0 in overtime). */
  secondsLeft: number;
  /** The home team's pregame point spread (negative: favoured). */
  homeSpread: number;
  /** +1 when the home team has the ball, -1 when the away team has it, 0 between plays (kickoffs). */
  possession: -1 | 0 | 1;
  /** Yards from the offense's own goal line (0-100). */
  yardLine: number;
}

/** The model's inputs (the regression's columns), shared with the fitting script. */
export function winProbabilityFeatures(s: WinProbabilityState): {
  margin: number;
  expected: number;
  possession: number;
  field: number;
} {
  const minutesLeft = Math.max(0, s.secondsLeft) / 60;
  const share = Math.max(0, s.secondsLeft) / REGULATION_SECONDS;
  return {
    margin: s.margin / Math.sqrt(minutesLeft + 1),
    expected: -s.homeSpread * share,
    possession: s.possession,
    field: (s.possession * (s.yardLine - 50)) / 50,
  };
}

export function winProbabilityLogit(
  s: WinProbabilityState,
  c: Record<keyof ReturnType<typeof winProbabilityFeatures> | 'intercept', number> = WIN_PROBABILITY,
): number {
  const f = winProbabilityFeatures(s);
  return c.intercept + c.margin * f.margin + c.expected * f.expected + c.possession * f.possession + c.field * f.field;
}

/** The home team's chance to win, 0-1. */
export function homeWinProbability(s: WinProbabilityState): number {
  return 1 / (1 + Math.exp(-winProbabilityLogit(s)));
}

/** Seconds of regulation left at a snap: quarters 1-4 count down from 60 minutes; overtime has none left. */
export function secondsLeftAt(quarter: number, clockSeconds: number): number {
  if (quarter > 4) return 0;
  return (4 - quarter) * 15 * 60 + Math.max(0, clockSeconds);
}
