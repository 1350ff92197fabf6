// The transfer portal: who enters after a season, and where portal players sign. Pure and seeded.
export * from './types.js';
export { entryChance, levelAbove, portalEntrants, reasonForMove, type ProgramLevel } from './entry.js';
export {
  decisionAppeal,
  firstRoundSuitors,
  portalAppeal,
  positionMedians,
  signPortalPlayers,
  transferPreferences,
} from './signing.js';
export * from './market.js';
export { IMMEDIATE_ELIGIBILITY_FROM, PORTAL_FROM, SIT_OUT_CHANCE_BEFORE_2021 } from './tuning.js';
