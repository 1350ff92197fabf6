// The coach's abilities: his ratings, the experience points (XP) he has to spend, what a point costs, what each season
// earned; his level, its ability points and every archetype's tree with what each tier gives in numbers (his staff's
// share beside it). GET /api/coach/abilities/, `dynasty coach abilities`, the coach screen of `dynasty play`. Built for
// the asking program's coach alone (in a league, nobody sees another's).
import {
  ABILITIES,
  ABILITY_COST,
  ABILITY_LABELS,
  ABILITY_RATING,
  MAX_COACH_RATING,
  XP_SOURCE_LABELS,
  pointCost,
} from '../../core/coaches/abilities.js';
import type { ArchetypeView, CoachAbilitiesResponse, CoachLevelView } from '../../shared/training-types.js';
import {
  abilityValues,
  effectText,
  nextTierCost,
  pointsLeft,
  pointsSpent,
  tierCost,
  tierValue,
  type CoachGrowth,
} from '../../core/coaches/archetypes.js';
import { levelPoints, levelProgress } from '../../core/coaches/levels.js';
import { ABILITY_DATA, ABILITY_MAX_TIER, ARCHETYPES, COACH_ARCHETYPES } from '../../shared/coachArchetypes.js';
import { coachGrowth, coordinatorTiers } from '../queries/coachGrowth.js';
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
    ...growthView(ctx, coach.id, coach.team),
  };
}

function growthView(
  ctx: PageContext,
  coachId: number,
  team: string | null,
): { level: CoachLevelView | null; archetypes: ArchetypeView[] } {
  const g = coachGrowth(ctx.db, coachId);
  if (!g) return { level: null, archetypes: [] };
  const progress = levelProgress(g.careerXp);
  const level: CoachLevelView = {
    level: progress.level,
    career_xp: g.careerXp,
    level_xp: progress.from,
    next_level_xp: progress.next,
    points: levelPoints(progress.level),
    points_spent: pointsSpent(g),
    points_left: pointsLeft(g),
    archetype: g.archetype,
    archetype_label: ARCHETYPES[g.archetype].label,
    starting: g.starting,
  };
  // His coordinators' role tiers add to his own (they work for his program).
  const staff = team === null ? undefined : coordinatorTiers(ctx.db, ctx.year, true).get(team);
  return { level, archetypes: archetypeViews(g, abilityValues(g.owned, staff), abilityValues(g.owned)) };
}

function archetypeViews(
  g: CoachGrowth,
  withStaff: ReturnType<typeof abilityValues>,
  own: ReturnType<typeof abilityValues>,
): ArchetypeView[] {
  const left = pointsLeft(g);
  const order = [g.archetype, ...COACH_ARCHETYPES.filter((a) => a !== g.archetype)];
  return order.map((archetype) => ({
    archetype,
    label: ARCHETYPES[archetype].label,
    description: ARCHETYPES[archetype].description,
    own: archetype === g.archetype,
    abilities: ARCHETYPES[archetype].abilities.map((ability) => {
      const next = nextTierCost(g, ability);
      const value = withStaff[ability];
      return {
        ability,
        label: ABILITY_DATA[ability].label,
        tier: g.owned[ability] ?? 0,
        max_tier: ABILITY_MAX_TIER,
        tiers: Array.from({ length: ABILITY_MAX_TIER }, (_, i) => ({
          tier: i + 1,
          cost: tierCost(g, ability, i + 1),
          value: tierValue(ability, i + 1),
          effect: effectText(ability, tierValue(ability, i + 1)),
        })),
        next_cost: next,
        can_buy: next !== null && next <= left,
        value,
        effect: value === 0 ? null : effectText(ability, value),
        staff_value: value - own[ability],
      };
    }),
  }));
}
