// What the player does on the recruiting trail, one function per action (the CLI, the server and the terminal
// game call these). An order spends hours of the coming week and is carried out when that week is played; a
// refused order is a GameError and changes nothing.
import {
  PITCHES,
  acceptedOrders,
  type Pitch,
  type RecruitingAction,
  type RecruitingProgram,
} from '../../../core/recruiting/index.js';
import { ACTION_HOURS, RECRUITING_WEEKS } from '../../../core/recruiting/tuning.js';
import { PITCH_LABELS, type QueuedOrder, type RecruitingHours } from '../../../shared/recruitingApi.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import type { StoredCycle } from '../../queries/recruiting.js';
import { addOrder, deleteOrder, setBoard } from '../../queries/recruitingWeek.js';
import { RecruitingDesk, fullName, gameErrorOf } from './desk.js';
import { keepOrderCycle, orderDesk } from './keptCycle.js';
import { programCoordinator } from '../../queries/staff.js';
import { setStaffRecruitsOn, type Program } from '../../program.js';

export interface QueuedAction {
  message: string;
  order: QueuedOrder;
  hours: RecruitingHours;
}

const DONE: Record<RecruitingAction['kind'], string> = {
  scout: 'Scouting',
  contact: 'Contacting',
  offer: 'Offering a scholarship to',
  pitch: 'Pitching',
  visit: 'Hosting an official visit by',
};

function queue(
  db: Db,
  program: Program,
  kind: RecruitingAction['kind'],
  prospectRef: string | number,
  strength?: Pitch,
): QueuedAction {
  const desk = orderDesk(db, program);
  const prospect = desk.openFor(prospectRef);
  const action: RecruitingAction =
    kind === 'pitch'
      ? { kind, prospect: prospect.id, strength: strength ?? 'prestige' }
      : { kind, prospect: prospect.id };
  const refused = desk.check(action);
  if (refused) throw gameErrorOf(refused);
  const seq = addOrder(db, desk.team, action);
  keepOrderCycle(desk);
  const after = new RecruitingDesk(db, program, desk.cycle, desk.programs());
  const order = after.queued().find((o) => o.seq === seq)!;
  const what = action.kind === 'pitch' ? ` (${PITCH_LABELS[action.strength].toLowerCase()})` : '';
  const info = desk.info();
  const week = desk.cycle!.state.week + 1;
  const when = info.summer
    ? 'the spring and summer'
    : info.late
      ? `late week ${week - RECRUITING_WEEKS} (January)`
      : `week ${week}`;
  return {
    message: `${DONE[kind]} ${fullName(prospect)}${what} in ${when}: ${ACTION_HOURS[kind]} ${ACTION_HOURS[kind] === 1 ? 'hour' : 'hours'}, ${after.hours().left} left.`,
    order,
    hours: after.hours(),
  };
}

/** Scouting reveals his true ratings step by step (and, from level 2, what he wants). */
export function scoutProspect(db: Db, program: Program, prospect: string | number): QueuedAction {
  return queue(db, program, 'scout', prospect);
}

export function contactProspect(db: Db, program: Program, prospect: string | number): QueuedAction {
  return queue(db, program, 'contact', prospect);
}

/** A scholarship offer: limited by the scholarships that will open (and a few offers per open one). */
export function offerScholarship(db: Db, program: Program, prospect: string | number): QueuedAction {
  return queue(db, program, 'offer', prospect);
}

/** A strength as a player types it on the command line: its key or its label, in any case ("Scheme fit"). */
export function parsePitch(strength: string | undefined): Pitch {
  const text = (strength ?? '').trim();
  const match = PITCHES.find(
    (p) => p.toLowerCase() === text.toLowerCase() || PITCH_LABELS[p].toLowerCase() === text.toLowerCase(),
  );
  if (!match)
    throw new GameError('bad_input', `Pitch one of the program's strengths: ${PITCHES.join(', ')} (got "${text}").`);
  return match;
}

/** Pitches a strength of the program: it counts most when it is what he wants and the program offers it. */
export function pitchProspect(db: Db, program: Program, prospect: string | number, strength: Pitch): QueuedAction {
  return queue(db, program, 'pitch', prospect, strength);
}

/** An official visit, hosted on a home game week (a ranked home win helps, a blowout loss hurts). */
export function hostVisit(db: Db, program: Program, prospect: string | number): QueuedAction {
  return queue(db, program, 'visit', prospect);
}

/** Takes back an order queued for the coming week (its hours return). */
export function cancelOrder(db: Db, program: Program, seq: number): { message: string; hours: RecruitingHours } {
  const desk = orderDesk(db, program);
  desk.requireOpen();
  const order = desk.queued().find((o) => o.seq === seq);
  if (!order) throw new GameError('not_found', `No order ${seq} is queued for this week.`);
  // Later orders were checked with this one before them: they must still fit without it.
  const rest = desk
    .orders()
    .filter((o) => o.seq !== seq)
    .map((o) => o.action);
  const refused = desk.checkSequence(rest);
  if (refused)
    throw new GameError('conflict', `Cancelling it would leave a later order that no longer fits: ${refused.message}`);
  deleteOrder(db, seq);
  keepOrderCycle(desk);
  const after = new RecruitingDesk(db, program, desk.cycle, desk.programs());
  return {
    message: `Cancelled: ${order.kind} ${order.prospect_name} (${order.hours} hours back, ${after.hours().left} left).`,
    hours: after.hours(),
  };
}

/** Puts a prospect on the player's board (or takes him off): the list the player recruits from. */
export function setOnBoard(
  db: Db,
  program: Program,
  prospectRef: string | number,
  on: boolean,
): { message: string; prospect_id: number; on_board: boolean } {
  const desk = orderDesk(db, program);
  const prospect = desk.openFor(prospectRef);
  const cycle = desk.requireOpen();
  const board = cycle.state.boards[desk.team];
  if (!board) throw new GameError('not_found', `${desk.team} has no recruiting board this cycle.`);
  const has = board.targets.includes(prospect.id);
  if (on && has)
    return { message: `${fullName(prospect)} is already on your board.`, prospect_id: prospect.id, on_board: true };
  if (!on && !has) throw new GameError('conflict', `${fullName(prospect)} is not on your board.`);
  const targets = on ? [...board.targets, prospect.id] : board.targets.filter((id) => id !== prospect.id);
  setBoard(db, desk.team, targets, board.auto);
  board.targets = targets;
  keepOrderCycle(desk);
  return {
    message: on ? `${fullName(prospect)} added to your board.` : `${fullName(prospect)} removed from your board.`,
    prospect_id: prospect.id,
    on_board: on,
  };
}

export function addToBoard(db: Db, program: Program, prospect: string | number) {
  return setOnBoard(db, program, prospect, true);
}

export function removeFromBoard(db: Db, program: Program, prospect: string | number) {
  return setOnBoard(db, program, prospect, false);
}

/** "Let my staff recruit" on or off, any week: the staff then spends the hours the player's orders leave. */
export function setStaffRecruiting(db: Db, program: Program, on: boolean): { message: string; auto: boolean } {
  if (programCoordinator(db, program)) {
    throw new GameError(
      'conflict',
      "You are a coordinator: the head coach's staff recruits for the program, so the switch is not yours to turn.",
    );
  }
  const desk = new RecruitingDesk(db, program);
  setStaffRecruitsOn(db, program, on);
  const board = desk.cycle?.state.boards[desk.team];
  if (board) setBoard(db, desk.team, board.targets, on);
  return {
    message: on
      ? 'Your staff recruits for you: each week it spends the hours your own orders leave, by the same rules as every other staff.'
      : 'You recruit: only your own orders are carried out each week.',
    auto: on,
  };
}

/**
 * Queues several orders at once, in order, skipping those the week refuses (a scripted recruiter: the batch
 * report's comparison). Returns how many were queued. The cycle as a simulation holds it in memory, when
 * the orders are given between its weeks (RecruitingWeeks.storedCycle): `held`; its programs as the desk reads
 * them, when the caller has them: `programs`.
 */
export function queueRecruitingOrders(
  db: Db,
  program: Program,
  actions: readonly RecruitingAction[],
  held?: StoredCycle,
  programs?: RecruitingProgram[],
): number {
  const desk = new RecruitingDesk(db, program, held, programs);
  const cycle = desk.requireOpen();
  const input = desk.weekInput();
  const accepted = acceptedOrders(
    cycle.state,
    input,
    desk.team,
    desk.orders().map((o) => o.action),
    actions,
  );
  let queued = 0;
  actions.forEach((action, i) => {
    if (!accepted[i]) return;
    addOrder(db, desk.team, action);
    queued += 1;
  });
  return queued;
}
