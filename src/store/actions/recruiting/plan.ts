// The player's recruiting plan: standing weekly orders per prospect, set and taken back one prospect or a
// whole filtered list at a time, carried out each week the player plays (weeks.ts) within the week's hours.
import { planWeek, type ActionKind, type Pitch } from '../../../core/recruiting/index.js';
import {
  PITCH_LABELS,
  RECRUITING_ACTIONS,
  type PlanBudget,
  type PlanEntry,
  type RecruitingActionKind,
} from '../../../shared/recruitingApi.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import {
  aimStandingPitch,
  dropStandingOrder,
  keepWarm,
  putStandingOrder,
  teamPlan,
  type PlanOrder,
} from '../../queries/recruitingPlan.js';
import { RecruitingDesk, fullName } from './desk.js';
import { settledProspects } from './planEndsRead.js';
import type { Program } from '../../program.js';

/** The most prospects one change of the plan names (a class is some four thousand). */
export const MAX_PLAN_PROSPECTS = 500;

export interface PlanChange {
  prospects: readonly (string | number)[];
  kinds: readonly string[];
  /** true: add the standing orders; false: take them back. */
  on: boolean;
  /** What a new standing pitch sells (the program's prestige when not given). */
  strength?: Pitch;
  /** Keep the prospects warm: their orders go on while they are committed (an add only; not given: as they were). */
  warm?: boolean;
}

/** A change of the orders already in the plan: the standing pitch re-aimed, the prospects kept warm or not. */
export interface PlanOrdersChange {
  prospects: readonly (string | number)[];
  strength?: Pitch;
  warm?: boolean;
}

/** A kind of action named by the player, or a clear error. */
export function parseKind(text: string): ActionKind {
  const kind = text.trim().toLowerCase();
  const found = RECRUITING_ACTIONS.find((k) => k === kind || (kind === 'call' && k === 'contact'));
  if (!found)
    throw new GameError('bad_input', `A standing order is one of ${RECRUITING_ACTIONS.join(', ')} (got "${text}").`);
  return found;
}

function namedIds(desk: RecruitingDesk, prospects: readonly (string | number)[]): number[] {
  if (prospects.length === 0) throw new GameError('bad_input', 'Name at least one prospect for the plan.');
  if (prospects.length > MAX_PLAN_PROSPECTS)
    throw new GameError('bad_input', `A change of the plan names at most ${MAX_PLAN_PROSPECTS} prospects.`);
  return [...new Set(prospects.map((ref) => desk.openFor(ref).id))];
}

function whoOf(desk: RecruitingDesk, ids: readonly number[]): string {
  return ids.length === 1 ? fullName(desk.prospectById().get(ids[0])!) : `${ids.length} prospects`;
}

/**
 * Adds or takes back standing orders for every prospect named; a bad name or kind changes nothing. Adding changes no
 * order already in the plan (its pitch, whether he is kept warm); a prospect who signed gets none (his orders would do
 * nothing), and one already committed is kept warm (an order for him is one to keep him, or to flip him).
 */
export function changePlan(db: Db, program: Program, change: PlanChange): { message: string } {
  if (change.kinds.length === 0)
    throw new GameError('bad_input', `Name at least one standing order: ${RECRUITING_ACTIONS.join(', ')}.`);
  const kinds = [...new Set(change.kinds.map(parseKind))];
  const strength: Pitch | undefined = change.strength;
  const desk = new RecruitingDesk(db, program);
  const named = namedIds(desk, change.prospects);
  if (!change.on) {
    for (const prospect of named) for (const kind of kinds) dropStandingOrder(db, desk.team, prospect, kind);
    const budget = planBudget(new RecruitingDesk(db, program));
    return { message: `Taken out of the plan: ${kinds.join(', ')} for ${whoOf(desk, named)}. ${budget.line}` };
  }
  const settled = settledProspects(desk);
  const signed = named.filter((id) => settled.get(id)?.signed);
  const ids = named.filter((id) => !settled.get(id)?.signed);
  if (ids.length === 0) {
    const p = desk.prospectById().get(signed[0])!;
    throw new GameError(
      'conflict',
      named.length === 1
        ? `${fullName(p)} ${settled.get(p.id)!.reason}: no order can change that.`
        : `All ${named.length} prospects have signed: no order can change that.`,
    );
  }
  const plan = teamPlan(db, desk.team);
  const warmNow = new Set(plan.filter((o) => o.warm).map((o) => o.prospect));
  const inForce = new Set(plan.map((o) => `${o.prospect}:${o.kind}`));
  let kept = 0;
  let warmed = 0;
  for (const prospect of ids) {
    const committed = settled.has(prospect);
    if (committed && change.warm !== true && !warmNow.has(prospect)) warmed++;
    const warm = change.warm === true || committed || warmNow.has(prospect);
    // Kept warm is said of the prospect: all his orders go on while he is committed, or none does.
    if (warm && !warmNow.has(prospect)) keepWarm(db, desk.team, prospect, true);
    for (const kind of kinds) {
      if (inForce.has(`${prospect}:${kind}`)) kept++;
      else putStandingOrder(db, desk.team, { prospect, kind, strength: kind === 'pitch' ? strength : undefined, warm });
    }
  }
  const notes = [
    kept > 0 ? `${kept} already in the plan kept as ${kept === 1 ? 'it was' : 'they were'}` : null,
    warmed > 0 ? `${warmed} already committed: kept warm` : null,
    signed.length > 0 ? `${signed.length} signed: left out` : null,
  ].filter((x) => x !== null);
  const budget = planBudget(new RecruitingDesk(db, program));
  return {
    message: `Every week until you change it: ${kinds.join(', ')} for ${whoOf(desk, ids)}${change.warm ? ', kept warm' : ''}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}. ${budget.line}`,
  };
}

/** Re-aims the standing pitch of the prospects named, or keeps them warm or not; orders they do not have stay out. */
export function changePlanOrders(db: Db, program: Program, change: PlanOrdersChange): { message: string } {
  if (change.strength === undefined && change.warm === undefined)
    throw new GameError('bad_input', 'Say what to change: the pitch (a strength), keeping warm, or both.');
  const strength = change.strength;
  const desk = new RecruitingDesk(db, program);
  const ids = namedIds(desk, change.prospects);
  const plan = teamPlan(db, desk.team);
  const planned = ids.filter((id) => plan.some((o) => o.prospect === id));
  if (planned.length === 0)
    throw new GameError(
      'conflict',
      `${ids.length === 1 ? `${whoOf(desk, ids)} has` : 'None of them has'} no standing orders to change: add some first.`,
    );
  const pitched = planned.filter((id) => plan.some((o) => o.prospect === id && o.kind === 'pitch'));
  if (strength !== undefined && pitched.length === 0)
    throw new GameError('conflict', `No standing pitch to re-aim for ${whoOf(desk, planned)}: add one first.`);
  for (const id of planned) {
    if (strength !== undefined) aimStandingPitch(db, desk.team, id, strength);
    if (change.warm !== undefined) keepWarm(db, desk.team, id, change.warm);
  }
  const what = [
    strength !== undefined
      ? `the standing pitch is ${PITCH_LABELS[strength].toLowerCase()} for ${whoOf(desk, pitched)}`
      : null,
    change.warm === true ? `${whoOf(desk, planned)} kept warm (the orders go on while committed)` : null,
    change.warm === false ? `${whoOf(desk, planned)} no longer kept warm (the orders end when he commits)` : null,
  ].filter((x) => x !== null);
  const budget = planBudget(new RecruitingDesk(db, program));
  return { message: `Plan changed: ${what.join('; ')}. ${budget.line}` };
}

/** The plan by prospect, in the order he was first planned. */
export function planEntries(desk: RecruitingDesk): PlanEntry[] {
  const byId = desk.prospectById();
  const entries = new Map<number, PlanEntry>();
  for (const order of teamPlan(desk.db, desk.team)) {
    let entry = entries.get(order.prospect);
    if (!entry) {
      const p = byId.get(order.prospect);
      entry = {
        prospect_id: order.prospect,
        prospect_name: p ? fullName(p) : String(order.prospect),
        kinds: [],
        pitch: null,
        warm: order.warm,
      };
      entries.set(order.prospect, entry);
    }
    entry.kinds.push(order.kind);
    if (order.kind === 'pitch') entry.pitch = order.strength ?? 'prestige';
  }
  for (const entry of entries.values()) entry.kinds.sort((a, b) => KIND_RANK[a] - KIND_RANK[b]);
  return [...entries.values()];
}

const KIND_RANK = Object.fromEntries(RECRUITING_ACTIONS.map((k, i) => [k, i])) as Record<RecruitingActionKind, number>;

const SKIP_WORDS: Record<string, string> = {
  'no-hours': 'no hours left',
  'not-home-week': 'no home game',
  'no-scholarship': 'no scholarship to offer',
};

const DONE_CODES = new Set(['not-allowed', 'already-signed']);

/** What the plan will spend in the coming week after the orders queued by hand, and what it will skip. */
export function planBudget(
  desk: RecruitingDesk,
  inForce: readonly PlanOrder[] = teamPlan(desk.db, desk.team),
): PlanBudget {
  const hours = desk.hours();
  const empty = {
    weekly: hours.weekly,
    queued: hours.queued,
    planned: 0,
    left: hours.left,
    carried: 0,
    done: 0,
    skipped: [],
  };
  // Orders for prospects who signed, or committed and are not kept warm, end before the week is played.
  const settled = settledProspects(desk);
  const plan = inForce.filter((o) => {
    const why = settled.get(o.prospect);
    return !why || (!why.signed && o.warm);
  });
  if (!desk.cycle || desk.info().status !== 'open' || plan.length === 0)
    return {
      ...empty,
      line:
        inForce.length === 0
          ? 'No standing orders: the plan is empty.'
          : plan.length === 0
            ? `No standing orders for the coming week: the ${inForce.length} left end (signed, or committed and not kept warm).`
            : 'The plan waits for the next recruiting week.',
    };
  const input = { ...desk.weekInput(), summer: desk.info().summer === true };
  const week = planWeek(
    desk.cycle.state,
    input,
    desk.team,
    desk.orders().map((o) => o.action),
    plan,
  );
  const byId = desk.prospectById();
  // An offer made, a visit taken, a prospect fully scouted or signed: done, not skipped.
  const done = week.skipped.filter(({ reason }) => DONE_CODES.has(reason.code)).length;
  const skipped = week.skipped
    .filter(({ reason }) => !DONE_CODES.has(reason.code))
    .map(({ action, reason }) => {
      const p = byId.get(action.prospect);
      return {
        kind: action.kind,
        prospect_id: action.prospect,
        prospect_name: p ? fullName(p) : String(action.prospect),
        reason: reason.message,
      };
    });
  const counts = new Map<string, number>();
  for (const { reason } of week.skipped.filter((s) => !DONE_CODES.has(s.reason.code))) {
    const words = SKIP_WORDS[reason.code] ?? reason.code;
    counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  const why = [...counts].map(([words, n]) => `${n} ${words}`).join(', ');
  const left = Math.max(0, hours.left - week.hours);
  return {
    weekly: hours.weekly,
    queued: hours.queued,
    planned: week.hours,
    left,
    carried: week.carried.length,
    done,
    skipped,
    line: `Plan this week: ${week.carried.length} of ${plan.length} standing orders, ${week.hours} of ${hours.left} hours${hours.queued > 0 ? ` (after ${hours.queued} queued)` : ''}${done > 0 ? `; ${done} done (offers made, visits taken, scouted)` : ''}${skipped.length > 0 ? `; skips ${why}` : ''}; ${left} hours left.`,
  };
}
