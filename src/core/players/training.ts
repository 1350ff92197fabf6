// The offseason's training plan: a focus for each position group and a few players singled out. The plan moves
// growth between players, never adds it: every shift is measured from the roster's average focus, so the shifts of
// a roster sum to zero (a group that gains is paid for by a little less for everyone else).
import type { Player, Position } from './types.js';

export const TRAINING_GROUPS = ['QB', 'RB', 'WR/TE', 'OL', 'DL', 'LB', 'DB', 'K/P'] as const;
export type TrainingGroup = (typeof TRAINING_GROUPS)[number];

export const GROUP_POSITIONS: Record<TrainingGroup, readonly Position[]> = {
  QB: ['QB'],
  RB: ['RB'],
  'WR/TE': ['WR', 'TE'],
  OL: ['OL'],
  DL: ['DL'],
  LB: ['LB'],
  DB: ['CB', 'S'],
  'K/P': ['K', 'P'],
};

/** A group's focus: extra work, the usual, or less (to give another group more). */
export const GROUP_FOCUSES = ['emphasis', 'normal', 'light'] as const;
export type GroupFocus = (typeof GROUP_FOCUSES)[number];

/** A player's own focus: singled out for extra work, or trained with his group. */
export const PLAYER_FOCUSES = ['emphasis', 'normal'] as const;
export type PlayerFocus = (typeof PLAYER_FOCUSES)[number];

/** How much of the staff's time each focus takes, in units of TRAINING_POINT. */
export const GROUP_FOCUS_WEIGHT: Record<GroupFocus, number> = { emphasis: 1, normal: 0, light: -1 };
export const PLAYER_FOCUS_WEIGHT = 2;

/**
 * Overall points a year for each unit of focus above the roster's average. One group emphasised gains about 0.7 a
 * player (a normal year's growth is 2-5); a player singled out about 1.5. Real staffs can move a player's year, not
 * make him: a position coach's extra film and reps are worth a step, not a leap.
 */
export const TRAINING_POINT = 0.75;
/** At most this many players singled out at a time (a staff's attention is limited). */
export const MAX_FOCUS_PLAYERS = 3;

export interface TrainingPlan {
  groups: Partial<Record<TrainingGroup, GroupFocus>>;
  /** Ids of the players singled out. */
  players: readonly number[];
}

export const NO_TRAINING_PLAN: TrainingPlan = { groups: {}, players: [] };

export function groupOf(pos: Position): TrainingGroup {
  for (const group of TRAINING_GROUPS) if (GROUP_POSITIONS[group].includes(pos)) return group;
  return 'K/P';
}

/** The group a name means (case and spacing aside; 'WR', 'TE', 'CB', 'S' name their group), or null. */
export function parseTrainingGroup(text: string): TrainingGroup | null {
  const t = text.trim().toUpperCase().replace(/\s+/g, '');
  const exact = TRAINING_GROUPS.find((g) => g === t || g.replace('/', '') === t);
  if (exact) return exact;
  const byPosition = (['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'] as const).find((p) => p === t);
  return byPosition ? groupOf(byPosition) : null;
}

function weightOf(player: Pick<Player, 'id' | 'pos'>, plan: TrainingPlan, singled: ReadonlySet<number>): number {
  const group = GROUP_FOCUS_WEIGHT[plan.groups[groupOf(player.pos)] ?? 'normal'];
  return group + (singled.has(player.id) ? PLAYER_FOCUS_WEIGHT : 0);
}

/**
 * Each player's shift of expected growth under the plan (overall points this offseason), by id: TRAINING_POINT
 * times his focus less the average focus of the players who develop. Empty when the plan changes nothing.
 */
export function trainingShifts(
  players: readonly Pick<Player, 'id' | 'pos'>[],
  plan: TrainingPlan,
): Map<number, number> {
  const shifts = new Map<number, number>();
  const singled = new Set(plan.players);
  const weights = players.map((p) => weightOf(p, plan, singled));
  if (players.length === 0 || weights.every((w) => w === weights[0])) return shifts;
  const mean = weights.reduce((a, b) => a + b, 0) / weights.length;
  players.forEach((p, i) => {
    shifts.set(p.id, TRAINING_POINT * (weights[i] - mean));
  });
  return shifts;
}
