// The player's coach at a new game, as data every side reads (the game in core/coaches/creation.ts, the web's form,
// the terminal's): backgrounds with where each rating starts and how far the creation points may raise it, and the
// archetype and first ability each starts him on (coachArchetypes.ts).
import type { ArchetypeAbility, CoachArchetype } from './coachArchetypes.js';

/** The abilities as `dynasty coach spend` names them (core/coaches/abilities.ts). */
export type CreationAbility = 'offense' | 'defense' | 'recruiting' | 'development' | 'game-day';

export const COACH_BACKGROUNDS = [
  'offensive-coordinator',
  'defensive-coordinator',
  'nfl-assistant',
  'small-school-winner',
  'recruiter',
  'alumnus',
] as const;
export type CoachBackground = (typeof COACH_BACKGROUNDS)[number];

export interface BackgroundData {
  label: string;
  description: string;
  /** Where each rating starts, in points from the mean of a coach drawn for the program's tier. */
  lean: Record<CreationAbility, number>;
  /** The highest each rating may be raised to at creation, in points from that mean. */
  cap: Record<CreationAbility, number>;
  /** The archetype he starts on, and the ability of its tree he starts with (its first tier). */
  archetype: CoachArchetype;
  startingAbility: ArchetypeAbility;
}

/**
 * Each background's leans add up to minus the pool, so a coach who spends every point is, overall, about the coach
 * the program would have drawn; where he is strong is the player's choice. Development moves a program most (every
 * returning player, every year): no background starts far from the mean there, and none may go far above it.
 */
export const BACKGROUNDS: Record<CoachBackground, BackgroundData> = {
  'offensive-coordinator': {
    label: 'Former offensive coordinator',
    description: 'called plays for a big program: strong on offense, new to the rest of the job',
    lean: { offense: 6, defense: -5, recruiting: -3, development: -1, 'game-day': -7 },
    cap: { offense: 12, defense: 0, recruiting: 3, development: 4, 'game-day': 0 },
    archetype: 'tactician',
    startingAbility: 'third-down-offense',
  },
  'defensive-coordinator': {
    label: 'Former defensive coordinator',
    description: 'ran a top defense: strong on defense, new to the rest of the job',
    lean: { offense: -5, defense: 6, recruiting: -3, development: -1, 'game-day': -7 },
    cap: { offense: 0, defense: 12, recruiting: 3, development: 4, 'game-day': 0 },
    archetype: 'tactician',
    startingAbility: 'third-down-defense',
  },
  'nfl-assistant': {
    label: 'NFL assistant',
    description: 'coached pros: develops players and manages a game, has never recruited',
    lean: { offense: -2, defense: -2, recruiting: -8, development: 3, 'game-day': -1 },
    cap: { offense: 4, defense: 4, recruiting: -3, development: 6, 'game-day': 6 },
    archetype: 'motivator',
    startingAbility: 'skill-developer',
  },
  'small-school-winner': {
    label: 'Small-school winner',
    description: 'won with less at a small program: sharp on game day and in development, little recruiting reach',
    lean: { offense: -3, defense: -3, recruiting: -6, development: 1, 'game-day': 1 },
    cap: { offense: 3, defense: 3, recruiting: 0, development: 5, 'game-day': 10 },
    archetype: 'tactician',
    startingAbility: 'red-zone',
  },
  recruiter: {
    label: 'Ace recruiter',
    description: 'a recruiting coordinator who signs the best classes: schemes and game day still to learn',
    lean: { offense: -3, defense: -3, recruiting: 8, development: -3, 'game-day': -9 },
    cap: { offense: 3, defense: 3, recruiting: 14, development: 3, 'game-day': 0 },
    archetype: 'recruiter',
    startingAbility: 'recruiting-grind',
  },
  alumnus: {
    label: 'Alumnus',
    description: 'a former player back at his alma mater: recruits and develops its players, learning the rest',
    lean: { offense: -3, defense: -3, recruiting: 4, development: 1, 'game-day': -9 },
    cap: { offense: 3, defense: 3, recruiting: 10, development: 5, 'game-day': -3 },
    archetype: 'motivator',
    startingAbility: 'trench-builder',
  },
};

/** Points the player spends at creation, and the name's bounds. */
export const COACH_CREATION = { points: 10, nameMin: 3, nameMax: 40, partMax: 24 } as const;

/** The schemes a new coach may run (core/coaches/types.ts), as the forms offer them. */
export const CREATION_OFFENSES = [
  ['air_raid', 'Air Raid'],
  ['spread', 'Spread'],
  ['pro_style', 'Pro Style'],
  ['option', 'Option'],
] as const;
export const CREATION_DEFENSES = ['4-3', '3-4', '4-2-5', '3-3-5'] as const;
