// A recruiting action as plain data, so a server route can send it to the change worker (server/changeJobs.ts);
// each runs the same use-case function the CLI and the terminal game call.
import type { Pitch } from '../../../core/recruiting/index.js';
import type { Db } from '../../database.js';
import type { Program } from '../../program.js';
import {
  addToBoard,
  cancelOrder,
  contactProspect,
  hostVisit,
  offerScholarship,
  pitchProspect,
  removeFromBoard,
  scoutProspect,
  setStaffRecruiting,
} from './actions.js';
import { changePlan, changePlanOrders, type PlanChange, type PlanOrdersChange } from './plan.js';
import { playLateRecruitingWeek } from './lateWeek.js';

export type RecruitingCommand =
  | { action: 'scout' | 'contact' | 'offer' | 'visit'; prospect: string | number }
  | { action: 'pitch'; prospect: string | number; strength: Pitch }
  | { action: 'board_add' | 'board_remove'; prospect: string | number }
  | { action: 'auto'; on: boolean }
  | { action: 'cancel'; seq: number }
  | { action: 'late_week' }
  | ({ action: 'plan' } & PlanChange)
  | ({ action: 'plan_orders' } & PlanOrdersChange);

/** Runs the command's use case; its answer says what it did (a queued order, the board's change, the hours left). */
export function runRecruitingCommand(db: Db, program: Program, command: RecruitingCommand): { message: string } {
  switch (command.action) {
    case 'scout':
      return scoutProspect(db, program, command.prospect);
    case 'contact':
      return contactProspect(db, program, command.prospect);
    case 'offer':
      return offerScholarship(db, program, command.prospect);
    case 'visit':
      return hostVisit(db, program, command.prospect);
    case 'pitch':
      return pitchProspect(db, program, command.prospect, command.strength);
    case 'board_add':
      return addToBoard(db, program, command.prospect);
    case 'board_remove':
      return removeFromBoard(db, program, command.prospect);
    case 'auto':
      return setStaffRecruiting(db, program, command.on);
    case 'cancel':
      return cancelOrder(db, program, command.seq);
    case 'plan':
      return changePlan(db, program, command);
    case 'plan_orders':
      return changePlanOrders(db, program, command);
    case 'late_week':
      return playLateRecruitingWeek(db, program);
  }
}
