// Point spreads, moneylines and win probabilities.

export { expectedMargin, spreadFor, winProbability, moneylineFromProbability, gameOdds } from './odds.js';
export type { GameOdds } from './odds.js';
export { teamStrength, strengthFromRatings } from './strength.js';
export { normalCdf } from './normal.js';
export { HOME_FIELD_POINTS, MARGIN_SD } from './calibration.js';
export { fitStrengthModel } from './fit.js';
export type { StrengthFit, TeamGameSample } from './fit.js';
