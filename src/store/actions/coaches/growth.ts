// Coaches who grow: a new head coach's archetype and starting ability, the player buying a tier of an archetype
// ability with his level's points (`dynasty coach buy`, POST /api/coach/abilities/buy/, the coach screen of `dynasty
// play`), and the computer's coaches buying by their rule (core/coaches/archetypes.ts buyByPolicy).
import {
  archetypeOfRatings,
  buyByPolicy,
  effectText,
  isArchetypeAbility,
  newGrowth,
  nextTierCost,
  pointsLeft,
  startingAbilityOf,
  tierValue,
  type CoachGrowth,
} from '../../../core/coaches/archetypes.js';
import { careerXpEstimate, levelProgress } from '../../../core/coaches/levels.js';
import type { Coach, CoachRatings } from '../../../core/coaches/types.js';
import {
  ABILITY_DATA,
  ABILITY_MAX_TIER,
  ARCHETYPE_ABILITIES,
  tierNumeral,
  type ArchetypeAbility,
  type CoachArchetype,
} from '../../../shared/coachArchetypes.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { playerCoaches, programCoach } from '../../queries/coaches.js';
import {
  abilityFromState,
  coachGrowth,
  coachGrowths,
  insertCoachGrowth,
  saveAbilityTier,
  type AbilityFrom,
} from '../../queries/coachGrowth.js';
import { readState } from '../../queries/meta.js';
import { programCoordinator } from '../../queries/staff.js';
import type { Program } from '../../program.js';

export interface GrowthStart {
  /** The archetype and ability he starts on (the player's by his background); else his ratings'. */
  made?: { archetype: CoachArchetype; starting: ArchetypeAbility };
  /** His career XP; else the larger of `earned` (seasons the save holds) and his record's (careerXpEstimate). */
  careerXp?: number;
  earned?: number;
}

/**
 * A head coach's growth as he is hired or drawn: his archetype and its starting tier, his career XP; a computer coach
 * buys with his level's points at once. His tiers play from `from`.
 */
export function startCoachGrowth(
  db: Db,
  coach: Pick<Coach, 'id' | 'isUser' | 'wins' | 'losses' | keyof CoachRatings>,
  from: AbilityFrom,
  start: GrowthStart = {},
): void {
  const archetype = start.made?.archetype ?? archetypeOfRatings(coach);
  const starting = start.made?.starting ?? startingAbilityOf(archetype, coach);
  const careerXp = start.careerXp ?? Math.max(start.earned ?? 0, careerXpEstimate(coach.wins, coach.losses));
  insertCoachGrowth(db, coach.id, { archetype, starting, careerXp });
  saveAbilityTier(db, coach.id, starting, 1, from);
  if (!coach.isUser) buyForCoach(db, coach.id, newGrowth(archetype, starting, careerXp), from);
}

/** Buys by the computer's rule with the coach's points left. */
function buyForCoach(db: Db, coachId: number, g: CoachGrowth, from: AbilityFrom): void {
  const owned = { ...g.owned };
  for (const ability of buyByPolicy(g)) {
    owned[ability] = (owned[ability] ?? 0) + 1;
    saveAbilityTier(db, coachId, ability, owned[ability], from);
  }
}

/** Every computer coach buys with his points by the computer's rule (each offseason, after the season's XP). */
export function buyComputerAbilities(db: Db, from: AbilityFrom): void {
  const computer = new Set(db.all<{ id: number }>('SELECT id FROM coaches WHERE is_user = 0').map((r) => r.id));
  for (const [id, g] of coachGrowths(db)) if (computer.has(id)) buyForCoach(db, id, g, from);
}

/**
 * Spends the player's coaches' ability points by the computer's rule: how `dynasty batch` plays the player, so its
 * player-run program's coach grows as every other program's does.
 */
export function buyPlayerAbilitiesByPolicy(db: Db): void {
  const from = abilityFromState(readState(db));
  for (const coach of playerCoaches(db)) {
    const g = coachGrowth(db, coach.id);
    if (g) buyForCoach(db, coach.id, g, from);
  }
}

/** An ability by its id or its name, any case ("red zone", "Red-zone play caller"). */
export function parseArchetypeAbility(text: string): ArchetypeAbility {
  const name = String(text)
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const ability =
    ARCHETYPE_ABILITIES.find((a) => a === name)
    ?? ARCHETYPE_ABILITIES.find((a) => ABILITY_DATA[a].label.toLowerCase().replace(/\s+/g, '-') === name)
    ?? ARCHETYPE_ABILITIES.find((a) => a.startsWith(name) && name.length >= 4);
  if (!ability || !isArchetypeAbility(ability))
    throw new GameError(
      'bad_input',
      `No archetype ability "${String(text).slice(0, 40)}": ${ARCHETYPE_ABILITIES.join(', ')}.`,
    );
  return ability;
}

/**
 * The player buys the next tier of an ability with his level's points. Refused (nothing changes): an unknown ability,
 * its top tier owned, too few points, no head coach (a coordinator's role ability grows with his level).
 */
export function buyCoachAbility(
  db: Db,
  program: Program,
  abilityText: string,
): { ability: ArchetypeAbility; tier: number; cost: number; points: number; message: string } {
  const ability = parseArchetypeAbility(abilityText);
  return db.transaction(() => {
    const coach = programCoach(db, program);
    if (!coach) {
      if (programCoordinator(db, program))
        throw new GameError(
          'conflict',
          "A coordinator's role ability grows with his level; abilities are bought by a head coach.",
        );
      throw new GameError(
        'not_found',
        'This dynasty has no coach (a save from before coaches: advance a season to hire one).',
      );
    }
    const g = coachGrowth(db, coach.id);
    if (!g) throw new GameError('not_found', 'This coach has no level yet (a save from before levels).');
    const label = ABILITY_DATA[ability].label;
    const cost = nextTierCost(g, ability);
    if (cost === null)
      throw new GameError('conflict', `${label} is at its top tier (${tierNumeral(ABILITY_MAX_TIER)}).`);
    const tier = (g.owned[ability] ?? 0) + 1;
    const left = pointsLeft(g);
    if (cost > left) {
      const progress = levelProgress(g.careerXp);
      throw new GameError(
        'conflict',
        `${label} ${tierNumeral(tier)} costs ${cost} point${cost === 1 ? '' : 's'}; you have ${left} (level ${progress.level}${progress.next === null ? '' : `, the next at ${progress.next} career XP`}).`,
      );
    }
    saveAbilityTier(db, coach.id, ability, tier, abilityFromState(readState(db)));
    const message = `${label} ${tierNumeral(tier)} for ${cost} point${cost === 1 ? '' : 's'}: ${effectText(ability, tierValue(ability, tier))}; ${left - cost} left.`;
    return { ability, tier, cost, points: left - cost, message };
  });
}
