// Coefficients of the in-game win probability (winProbability.ts), fitted by scripts/fitWinProbability.ts on the
// engine's own games (4 regular seasons of seed 1, 2,658 games, a logistic regression on every snap); the fit's
// figures are in docs/calibration-winprob.md.
export const WIN_PROBABILITY = {
  /** The home team's edge beyond the spread (about 0.5 points' worth early in a game). */
  intercept: 0.1048,
  /** The score margin over the square root of the minutes left (plus one). */
  margin: 0.6877,
  /** The pregame expected margin (minus the spread) times the share of the game left. */
  expected: 0.1438,
  /** Having the ball (+1 / -1). */
  possession: 0.1792,
  /** The ball's position for the team that has it: (yard line - 50) / 50, signed by possession. */
  field: 0.2881,
} as const;

/**
 * The situation model (situationWinProbability.ts), fitted by scripts/fitSituationWinProbability.ts: the score-and-
 * clock logit (without its home edge) times `scale`, log-odds for the home side (`site` +1, the visitor -1), per down
 * after the first, per ten yards to go beyond ten, and per timeout of edge (a third of the three, counted fully in a
 * half's last minutes and a quarter as much before).
 */
export const SITUATION = {
  scale: 1.0271,
  site: -0.0398,
  down: -0.0373,
  distance: -0.1365,
  /**
   * Held, not fitted: the fit's own figure is negative (-0.16), the timeouts' owners being the teams that had no need
   * to stop the clock: selection, not what a timeout is worth. A small positive worth keeps timeouts worth saving.
   */
  timeouts: 0.1,
  /** Seconds left in a half from which the timeouts count fully. */
  lateSeconds: 300,
};
