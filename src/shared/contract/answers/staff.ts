// The answers of the staff and money calls: the staff page and its hires and firings, the budget page, a facility
// project and an NIL offer (src/shared/contract/programRoutes.ts). Our calls, not the original system's: the shapes
// are the views' (src/store/views/staff.ts, budget.ts), their keys in the order the views write them;
// ../../staff-types.ts names their types.
import Type from 'typebox';
import { closed, nullable, userId, word } from './kit.js';

// A coordinator's move in the league's offseason.
export const staffMoveLineAnswer = closed({
  team: Type.String(),
  role: word(['OC', 'DC', 'ST']),
  // expired: his contract ended and was not renewed.
  kind: word(['fired', 'hired', 'hired_away', 'left', 'retired', 'expired']),
  name: Type.String(),
  other: nullable(Type.String()),
  // One line for the news and the carousel page.
  text: Type.String(),
});
/**
 * A coordinator's role ability (the OC's red zone, the DC's money downs, the special teams coordinator's recruiting
 * hours): its tier by his level, the level of the next (null at the top) and what it adds to his head coach's.
 */
const coordinatorAbilityAnswer = closed({
  ability: Type.String(),
  label: Type.String(),
  tier: Type.Number(),
  next_tier_level: nullable(Type.Number()),
  value: Type.Number(),
  effect: nullable(Type.String()),
});
export const staffCoordinatorAnswer = closed({
  id: Type.Number(),
  role: word(['OC', 'DC', 'ST']),
  role_label: Type.String(),
  name: Type.String(),
  age: Type.Number(),
  calling: Type.Number(),
  recruiting: Type.Number(),
  development: Type.Number(),
  // The OC's offence, the DC's front, the ST coordinator's nothing.
  style: nullable(Type.String()),
  // Thousands of dollars a year.
  salary: Type.Number(),
  // The last season of his contract...
  contract_until: Type.Number(),
  // ...which is the current one: it ends at the coaching carousel after it (renewed, or he leaves).
  contract_ends: Type.Boolean(),
  since: Type.Number(),
  is_user: Type.Boolean(),
  // His level (his career XP: a share of his programs' seasons) and his role's ability.
  level: Type.Number(),
  career_xp: Type.Number(),
  role_ability: coordinatorAbilityAnswer,
});
export const staffCandidateAnswer = closed({
  // What `hire` takes: his name (or this key).
  key: Type.String(),
  name: Type.String(),
  kind: word(['coordinator', 'position_coach', 'head_coach']),
  role: word(['OC', 'DC', 'ST']),
  // Where he works now (a coordinator), or worked (a fired head coach).
  from: nullable(Type.String()),
  age: Type.Number(),
  calling: Type.Number(),
  recruiting: Type.Number(),
  development: Type.Number(),
  style: nullable(Type.String()),
  // What he asks a year (thousands).
  asking: Type.Number(),
  affordable: Type.Boolean(),
});
const staffKeys = {
  team: Type.String(),
  year: Type.Number(),
  // Hires and firings are open in the offseason (Roster Progression, Recruiting Summary).
  can_change: Type.Boolean(),
  change_message: Type.String(),
  staff_budget: Type.Number(),
  payroll: Type.Number(),
  coordinators: Type.Array(staffCoordinatorAnswer),
  openings: Type.Array(word(['OC', 'DC', 'ST'])),
  candidates: Type.Array(staffCandidateAnswer),
  // The league's coordinator moves of the latest offseason.
  moves: Type.Array(staffMoveLineAnswer),
  // The player is a coordinator (the career ladder): head coaching offers after good seasons (accept on the coach
  // routes).
  user_role: word(['coordinator', 'head_coach']),
  offers: Type.Array(Type.String()),
  can_accept: Type.Boolean(),
  // A head coach just fired (the season summary) may take a coordinator job at a program no bigger (POST
  // /api/staff/join/).
  can_join: Type.Boolean(),
  // The programs he may join, most prestigious first (the best few; any program no bigger is accepted).
  join_choices: Type.Array(Type.String()),
};
export const staffAnswer = closed({ ...staffKeys, ...userId });
export const staffChangeAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  staff: closed(staffKeys),
  ...userId,
});
const budgetKeys = {
  team: Type.String(),
  year: Type.Number(),
  // Thousands of dollars a year.
  budget: Type.Number(),
  staff_budget: Type.Number(),
  payroll: Type.Number(),
  facilities: closed({
    // 0-10, one decimal.
    level: Type.Number(),
    project_seasons_left: Type.Number(),
    project_yearly_cost: Type.Number(),
    // Levels the project under way adds each season (0 without one).
    project_gain: Type.Number(),
    // The project the program can start: sized to its facilities budget (a full one costs full_project_cost a
    // year), its yearly cost, seasons and levels added each season, and why it cannot start now (null: it can).
    new_project_cost: Type.Number(),
    new_project_seasons: Type.Number(),
    new_project_gain: Type.Number(),
    // The new project in words, as every front end says it.
    new_project_line: Type.String(),
    full_project_cost: Type.Number(),
    new_project_refused: nullable(Type.String()),
    facilities_budget: Type.Number(),
  }),
  nil: closed({
    // NIL exists this season (from 2021).
    era: Type.Boolean(),
    message: Type.String(),
    collective: Type.Number(),
    pool: Type.Number(),
    offered: Type.Number(),
    left: Type.Number(),
    // From 2025: the revenue-share cap per program (0 before).
    cap: Type.Number(),
    // Deals agreed: with recruits, transfers, and (retention) the program's own players it promised NIL.
    offers: Type.Array(
      closed({
        kind: word(['recruit', 'transfer', 'retention']),
        id: Type.Number(),
        name: Type.String(),
        stars: Type.Number(),
        amount: Type.Number(),
      }),
    ),
  }),
};
export const budgetAnswer = closed({ ...budgetKeys, ...userId });
/** A player's answer to an NIL offer. */
export const nilNegotiationAnswer = closed({
  answer: word(['accepted', 'counter', 'refused']),
  // The amount agreed or countered (thousands of dollars); null when refused.
  amount: nullable(Type.Number()),
  // What he asks now: his ask, or his last counter (thousands).
  asking: Type.Number(),
  // Offers he still answers this season without a deal.
  rounds_left: Type.Number(),
});
export const budgetChangeAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  budget: closed(budgetKeys),
  // An NIL offer's answer (the facilities project has none).
  negotiation: Type.Optional(nilNegotiationAnswer),
  ...userId,
});
