// The answers of the Staff and Budget pages (GET /api/staff, GET /api/budget) and their actions. Each type is its
// answer's schema's (contract/answers/staff.ts, where the keys' notes are).
import type { Static } from 'typebox';
import type {
  budgetAnswer,
  budgetChangeAnswer,
  nilNegotiationAnswer,
  staffAnswer,
  staffCandidateAnswer,
  staffChangeAnswer,
  staffCoordinatorAnswer,
  staffMoveLineAnswer,
} from './contract/answers/staff.js';

export type StaffCoordinator = Static<typeof staffCoordinatorAnswer>;
export type StaffCandidate = Static<typeof staffCandidateAnswer>;
export type StaffMoveLine = Static<typeof staffMoveLineAnswer>;
export type StaffResponse = Static<typeof staffAnswer>;
/** POST /api/staff/hire/, /fire/, /join/. */
export type StaffChangeResponse = Static<typeof staffChangeAnswer>;
/** What a staff change's use case gives back; the route marks it a success. */
export type StaffChangeResult = Omit<StaffChangeResponse, 'status' | 'user_id'>;
export type BudgetResponse = Static<typeof budgetAnswer>;
/** A player's answer to an NIL offer (POST /api/nil/offer/, `dynasty nil offer`). */
export type NilNegotiationAnswer = Static<typeof nilNegotiationAnswer>;
/** POST /api/budget/facility/, POST /api/nil/offer/. */
export type BudgetChangeResponse = Static<typeof budgetChangeAnswer>;
/** What a budget change's use case gives back; the route marks it a success. */
export type BudgetChangeResult = Omit<BudgetChangeResponse, 'status' | 'user_id'>;
