// The coach's abilities: his ratings, the experience points (XP) he has to spend, what a point costs, what each season
// earned. GET /api/coach/abilities/, `dynasty coach abilities`, the coach screen of `dynasty play`.
import {
  ABILITIES,
  ABILITY_COST,
  ABILITY_LABELS,
  ABILITY_RATING,
  MAX_COACH_RATING,
  XP_SOURCE_LABELS,
  pointCost,
} from '../../core/coaches/abilities.js';
import type { CoachAbilitiesResponse } from '../../shared/training-types.js';
import { GameError } from '../errors.js';
import { programCoach } from '../queries/coaches.js';
import { coachXp, xpEarned } from '../queries/training.js';
import type { PageContext } from './context.js';

export function coachAbilitiesView(ctx: PageContext): CoachAbilitiesResponse {
  const coach = programCoach(ctx.db, ctx.program);
  if (!coach)
    throw new GameError(
      'not_found',
      'This dynasty has no coach (a save from before coaches: advance a season to hire one).',
    );
  const xp = coachXp(ctx.db, coach.id);
  const abilities = ABILITIES.map((ability) => {
    const rating = coach[ABILITY_RATING[ability]];
    let affordable = 0;
    for (let left = xp, r = rating; r < MAX_COACH_RATING && pointCost(r) <= left; r++) {
      left -= pointCost(r);
      affordable++;
    }
    return {
      ability,
      label: ABILITY_LABELS[ability],
      rating,
      next_cost: rating >= MAX_COACH_RATING ? null : pointCost(rating),
      affordable,
    };
  });
  return {
    coach: `${coach.first} ${coach.last}`,
    xp,
    abilities,
    earned: xpEarned(ctx.db, coach.id).map((e) => ({ ...e, label: XP_SOURCE_LABELS[e.source] })),
    costs: ABILITY_COST.map((c) => ({ ...c })),
  };
}
