// The regular-season scheduler's public surface.

export { buildRegularSeason } from './regularSeason.js';
export { validateSchedule } from './validateSchedule.js';
export {
  availableOpponents,
  createNonConferenceGame,
  fixedGamesFor,
  nonConferenceLimit,
  validateNonConferenceGame,
  type NonConferenceGameResult,
} from './nonConference.js';
export type { GameKind, ScheduledGame } from './types.js';
