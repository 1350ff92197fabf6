// The player's recruiting plan: standing weekly orders per prospect, set and taken back one prospect or a
// whole filtered list at a time, carried out each week the player plays (cycle.ts) within the week's hours.
import { planWeek, type ActionKind, type Pitch, type StandingOrder } from '../../../core/recruiting/index.js';
import {
  RECRUITING_ACTIONS,
  type PlanBudget,
  type PlanEntry,
  type RecruitingActionKind,
} from '../../../shared/recruitingApi.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { dropStandingOrder, putStandingOrder, teamPlan } from '../../queries/recruitingPlan.js';
import { parsePitch } from './actions.js';
import { RecruitingDesk, fullName } from './desk.js';

/** The most prospects one change of the plan names (a class is some four thousand). */
export const MAX_PLAN_PROSPECTS = 500;

export interface PlanChange {
  prospects: readonly (string | number)[];
  kinds: readonly string[];
  /** true: add the standing orders; false: take them back. */
  on: boolean;
  /** The strength a standing pitch pitches (the program's prestige when not given). */
  strength?: string;
}

/** A kind of action named by the player, or a clear error. */
export function parseKind(text: string): ActionKind {
  const kind = text.trim().toLowerCase();
  const found = RECRUITING_ACTIONS.find((k) => k === kind || (kind === 'call' && k === 'contact'));
  if (!found)
    throw new GameError('bad_input', `A standing order is one of ${RECRUITING_ACTIONS.join(', ')} (got "${text}").`);
  return found;
}

/** Adds or takes back standing orders for every prospect named; a bad name or kind changes nothing. */
export function changePlan(db: Db, change: PlanChange): { message: string } {
  if (change.prospects.length === 0) throw new GameError('bad_input', 'Name at least one prospect for the plan.');
  if (change.prospects.length > MAX_PLAN_PROSPECTS)
    throw new GameError('bad_input', `A change of the plan names at most ${MAX_PLAN_PROSPECTS} prospects.`);
  if (change.kinds.length === 0)
    throw new GameError('bad_input', `Name at least one standing order: ${RECRUITING_ACTIONS.join(', ')}.`);
  const kinds = [...new Set(change.kinds.map(parseKind))];
  const strength: Pitch | undefined = change.strength === undefined ? undefined : parsePitch(change.strength);
  const desk = new RecruitingDesk(db);
  const ids = [...new Set(change.prospects.map((ref) => desk.openFor(ref).id))];
  for (const prospect of ids) {
    for (const kind of kinds) {
      if (change.on)
        putStandingOrder(db, desk.team, { prospect, kind, strength: kind === 'pitch' ? strength : undefined });
      else dropStandingOrder(db, desk.team, prospect, kind);
    }
  }
  const who = ids.length === 1 ? fullName(desk.prospectById().get(ids[0])!) : `${ids.length} prospects`;
  const what = kinds.join(', ');
  const budget = planBudget(new RecruitingDesk(db));
  return {
    message: change.on
      ? `Every week until you change it: ${what} for ${who}. ${budget.line}`
      : `Taken out of the plan: ${what} for ${who}. ${budget.line}`,
  };
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
  plan: readonly StandingOrder[] = teamPlan(desk.db, desk.team),
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
  if (!desk.cycle || desk.info().status !== 'open' || plan.length === 0)
    return {
      ...empty,
      line:
        plan.length === 0 ? 'No standing orders: the plan is empty.' : 'The plan waits for the next recruiting week.',
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
    skipped,
    done,
    line: `Plan this week: ${week.carried.length} of ${plan.length} standing orders, ${week.hours} of ${hours.left} hours${hours.queued > 0 ? ` (after ${hours.queued} queued)` : ''}${done > 0 ? `; ${done} done (offers made, visits taken, scouted)` : ''}${skipped.length > 0 ? `; skips ${why}` : ''}; ${left} hours left.`,
  };
}
