// Coach levels: every XP a coach has earned (his career XP: wins, bowls, titles, players developed, recruits signed;
// abilities.ts seasonXp) counts toward his level, also after he spends it on ratings. Each level past the first gives
// ability points, which buy tiers of his archetypes' abilities (archetypes.ts). Coordinators earn a share of their
// program's season and grow in their role's ability.
import { COACH_XP } from './abilities.js';
import { CAREER_XP, COACH_LEVELS, COORDINATOR_GROWTH } from './tuning.js';
import { ABILITY_MAX_TIER } from '../../shared/coachArchetypes.js';

/** The career XP at which a level starts (level 1 at 0). */
export function xpForLevel(level: number): number {
  const n = Math.max(0, Math.min(level, COACH_LEVELS.max) - 1);
  return n * COACH_LEVELS.first + (COACH_LEVELS.step * n * (n - 1)) / 2;
}

/** The level of a career's XP (1 to COACH_LEVELS.max). */
export function levelOf(careerXp: number): number {
  let level = 1;
  while (level < COACH_LEVELS.max && careerXp >= xpForLevel(level + 1)) level++;
  return level;
}

/** Ability points a level gives in all. */
export function levelPoints(level: number): number {
  return COACH_LEVELS.pointsPerLevel * (Math.max(1, level) - 1);
}

/** A drawn coach's career XP: his record's wins and seasons (CAREER_XP). */
export function careerXpEstimate(wins: number, losses: number): number {
  const seasons = Math.round((wins + losses) / 12);
  return COACH_XP.perWin * wins + CAREER_XP.perSeason * seasons;
}

/** A coordinator's career XP when he is drawn: his years in coaching by his age. */
export function coordinatorStartXp(age: number): number {
  return COORDINATOR_GROWTH.perYearAtStart * Math.max(0, age - COORDINATOR_GROWTH.fromAge);
}

/** A coordinator's season XP: his share of what his program's season earned its head coach. */
export function coordinatorSeasonXp(programXp: number): number {
  return Math.round(COORDINATOR_GROWTH.seasonShare * programXp);
}

/** The tier of a coordinator's role ability at his level (0: none yet). */
export function coordinatorTier(level: number): number {
  return Math.min(ABILITY_MAX_TIER, Math.floor((level - 1) / COORDINATOR_GROWTH.levelsPerTier));
}

/** Where a coach stands: his level, the XP it started at and the next one's (null at the top). */
export function levelProgress(careerXp: number): { level: number; from: number; next: number | null } {
  const level = levelOf(careerXp);
  return { level, from: xpForLevel(level), next: level >= COACH_LEVELS.max ? null : xpForLevel(level + 1) };
}
