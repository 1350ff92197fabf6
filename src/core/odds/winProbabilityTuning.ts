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
