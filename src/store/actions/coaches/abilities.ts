// The player spends his coach's experience points on an ability (a rating point at a time, at the cost of the rating
// it starts from). One use case for `dynasty coach spend`, POST /api/coach/spend/ and the coach screen of `dynasty play`.
import {
  ABILITIES,
  ABILITY_RATING,
  MAX_COACH_RATING,
  raiseCost,
  spendByProfile,
  spendXp,
  type Ability,
} from '../../../core/coaches/abilities.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { playerCoaches, programCoach, updateCoach } from '../../queries/coaches.js';
import type { Program } from '../../program.js';
import { coachXp, setCoachXp } from '../../queries/training.js';

export function parseAbility(text: string): Ability {
  const name = String(text)
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const ability =
    ABILITIES.find((a) => a === name) ?? (name === 'game-management' || name === 'gameday' ? 'game-day' : undefined);
  if (!ability)
    throw new GameError('bad_input', `No coach ability "${String(text).slice(0, 40)}": ${ABILITIES.join(', ')}.`);
  return ability;
}

export function parsePoints(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const text = String(value).trim();
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1)
    throw new GameError('bad_input', `Points must be a whole number from 1 to 99, not "${text.slice(0, 20)}".`);
  return Number(text);
}

/** Raises an ability by `points`. Refused (nothing changes): an unknown ability, too few XP, past 99. */
export function spendCoachXp(
  db: Db,
  program: Program,
  abilityText: string,
  pointsValue?: unknown,
): { ability: Ability; points: number; cost: number; xp: number; message: string } {
  const ability = parseAbility(abilityText);
  const points = parsePoints(pointsValue);
  return db.transaction(() => {
    const coach = programCoach(db, program);
    if (!coach)
      throw new GameError(
        'not_found',
        'This dynasty has no coach (a save from before coaches: advance a season to hire one).',
      );
    const balance = coachXp(db, coach.id);
    const rating = coach[ABILITY_RATING[ability]];
    if (rating + points > MAX_COACH_RATING) {
      throw new GameError('conflict', `${ability} is ${rating}: ${points} more would pass ${MAX_COACH_RATING}.`);
    }
    const spent = spendXp(coach, balance, ability, points);
    if (!spent) {
      throw new GameError(
        'conflict',
        `Raising ${ability} from ${rating} by ${points} costs ${raiseCost(rating, points)} XP; you have ${balance}.`,
      );
    }
    updateCoach(db, spent.coach);
    setCoachXp(db, coach.id, balance - spent.cost);
    const message = `${ability} ${rating} -> ${rating + points} for ${spent.cost} XP; ${balance - spent.cost} XP left.`;
    return { ability, points, cost: spent.cost, xp: balance - spent.cost, message };
  });
}

/**
 * Spends all the player's coach's XP the way a computer coach spends his (his stronger side first): how `dynasty
 * batch` plays the player, so its player-run program's coach grows as every other program's does.
 */
export function spendCoachXpByProfile(db: Db): void {
  for (const coach of playerCoaches(db)) {
    const spent = spendByProfile(coach, coachXp(db, coach.id));
    updateCoach(db, spent.coach);
    setCoachXp(db, coach.id, spent.xp);
  }
}
