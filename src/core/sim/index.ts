// The game engine's public surface.

export { simulateGame } from './game.js';
export { rulesForYear } from './rules.js';
export { summarizeGames, checkRealism, REALISM_TARGETS } from './realism.js';
export type { RealismReport, RealismFigure, FigureCheck, Target } from './realism.js';
export { leagueSeason, playLeagueSample, sampleTeams, SAMPLE_SEASON } from './leagueSample.js';
export type { LeagueSampleOptions, SampleGame, SampleTeam } from './leagueSample.js';
export {
  fourthDownDecision,
  goForTwo,
  onsideKick,
  shouldKneel,
  tempoFor,
  passProbability,
  fieldGoalRange,
  defenseCallsTimeout,
  offenseCallsTimeout,
} from './decisions.js';
export type { Situation, Tempo, FourthDownCall } from './decisions.js';
export { fieldGoalChance } from './kicks.js';
export { teamStrength } from '../odds/strength.js';
export type * from './types.js';
