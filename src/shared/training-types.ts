// Answers of the development choices: the training plan and the coach's abilities. Each type is its answer's
// schema's (contract/answers/programRoster.ts, where the keys' notes are).
import type { Static } from 'typebox';
import type {
  archetypeAbilityAnswer,
  archetypeAnswer,
  coachAbilitiesAnswer,
  coachBuyAnswer,
  coachLevelAnswer,
  coachSpendAnswer,
  trainingAnswer,
  trainingChangeAnswer,
} from './contract/answers/programRoster.js';

/** GET /api/training/, `dynasty training --json`. */
export type TrainingResponse = Static<typeof trainingAnswer>;
/** POST /api/training/group/ {group, focus}, POST /api/training/player/ {player, focus}. */
export type TrainingChangeResponse = Static<typeof trainingChangeAnswer>;
/** GET /api/coach/abilities/, `dynasty coach abilities --json`. */
export type CoachAbilitiesResponse = Static<typeof coachAbilitiesAnswer>;
export type CoachLevelView = Static<typeof coachLevelAnswer>;
export type ArchetypeView = Static<typeof archetypeAnswer>;
export type ArchetypeAbilityView = Static<typeof archetypeAbilityAnswer>;
/** POST /api/coach/abilities/buy/ {ability}, `dynasty coach buy ABILITY --json`. */
export type CoachBuyResponse = Static<typeof coachBuyAnswer>;
/** POST /api/coach/spend/ {ability, points}, `dynasty coach spend ABILITY [POINTS] --json`. */
export type CoachSpendResponse = Static<typeof coachSpendAnswer>;
