// The calls a coach makes in a coached game: the offense's play, the defense's front and coverage, the kick-off and
// the try after a touchdown, and timeouts. A call changes the play's numbers (a Tactic) against the other side's
// call; none is a free win: each gains against some calls and loses against others.

import { COVERAGES, type Coverage } from '../playbook/book.js';
import type { SIDELINE_PLAYS, TempoCall } from './clock.js';

type SidelinePlay = (typeof SIDELINE_PLAYS)[number];

/** The offense's calls. `go` lets the coordinator call the play on fourth down but never kick. */
export const OFFENSE_CALLS = [
  'inside_run',
  'outside_run',
  'option',
  'qb_sneak',
  'quick_pass',
  'intermediate_pass',
  'deep_shot',
  'screen',
  'play_action',
  'kneel',
  'spike',
  'punt',
  'field_goal',
  'go',
] as const;
export type OffenseCall = (typeof OFFENSE_CALLS)[number];

export const DEFENSE_CALLS = ['base', 'run_blitz', 'pass_blitz', 'zone', 'man_press', 'goal_line'] as const;
export type DefenseCall = (typeof DEFENSE_CALLS)[number];

/** The defensive call each coverage is played from (its pressure, its run fits, what the offence reads of it). */
export const COVERAGE_CALL: Readonly<Record<Coverage, DefenseCall>> = {
  cover0: 'pass_blitz',
  cover1: 'man_press',
  cover2: 'zone',
  cover3: 'base',
  cover4: 'zone',
  zone_pressure: 'pass_blitz',
  man_pressure: 'pass_blitz',
};

export const TRY_CALLS = ['kick', 'two'] as const;
export type TryCall = (typeof TRY_CALLS)[number];

export const KICKOFF_CALLS = ['normal', 'squib', 'onside'] as const;
export type KickoffCall = (typeof KICKOFF_CALLS)[number];

/**
 * Against the other team's punt: `return` it (the staff's call), `fair_catch` (no return, no fumble on it), or `block`
 * (a ten-man rush: more blocks, a shorter return, a risk of roughing the punter).
 */
export const PUNT_RETURN_CALLS = ['return', 'fair_catch', 'block'] as const;
export type PuntReturnCall = (typeof PUNT_RETURN_CALLS)[number];

/** Against the other team's field goal: `safe` (the staff's usual rush) or `block` (more blocks, a risk of roughing). */
export const FIELD_GOAL_DEFENSE_CALLS = ['safe', 'block'] as const;
export type FieldGoalDefenseCall = (typeof FIELD_GOAL_DEFENSE_CALLS)[number];

/** What a defense calls against a kick from scrimmage. */
export type KickDefenseCall = PuntReturnCall | FieldGoalDefenseCall;

/**
 * The decisions a coached game asks for: a snap on offense or defense, a kick-off, the try after a touchdown, and what
 * a defense does against the other team's punt or field goal (asked instead of its defense when the kick lines up).
 */
export type DecisionKind = 'offense' | 'defense' | 'kickoff' | 'try' | 'punt_return' | 'field_goal_defense';

/**
 * The unit whose call each decision is (a coordinator calls his own): the offense's snaps, the defense's, special
 * teams' (kick-offs, and the return or rush against the other team's kick), the try.
 */
export const DECISION_UNIT: Readonly<Record<DecisionKind, 'offense' | 'defense' | 'kickoff' | 'try'>> = {
  offense: 'offense',
  defense: 'defense',
  kickoff: 'kickoff',
  try: 'try',
  punt_return: 'kickoff',
  field_goal_defense: 'kickoff',
};

/** The decisions asked before a snap from scrimmage: a timeout can be called at each of them. */
export const SNAP_DECISIONS: readonly DecisionKind[] = ['offense', 'defense', 'punt_return', 'field_goal_defense'];

/**
 * Any call; `coordinator` is the staff's own call, `timeout` stops the clock before a snap (then the snap is called),
 * a tempo (clock.ts) holds until changed (then the snap is called), "+sideline" sends a play to the sideline, "@"
 * names the play's formation and personnel or the defense's front (core/playbook).
 */
export type Call =
  | OffenseCall
  | DefenseCall
  | TryCall
  | KickoffCall
  | KickDefenseCall
  | 'timeout'
  | 'coordinator'
  | TempoCall
  | `${SidelinePlay}+sideline`
  | Coverage
  | `${string}@${string}`;

/** The calls of each decision (timeouts and the coordinator aside); a coverage is played from a defensive call. */
export const CALLS_OF: Readonly<Record<DecisionKind, readonly string[]>> = {
  offense: OFFENSE_CALLS,
  defense: [...DEFENSE_CALLS, ...COVERAGES],
  kickoff: KICKOFF_CALLS,
  try: TRY_CALLS,
  punt_return: PUNT_RETURN_CALLS,
  field_goal_defense: FIELD_GOAL_DEFENSE_CALLS,
};

/** Who carries a called run: anyone as the scheme draws it, a back, the quarterback, a sweep, or an option read. */
export const Carrier = { Any: 0, Back: 1, Qb: 2, Outside: 3, Read: 4 } as const;
export type Carrier = (typeof Carrier)[keyof typeof Carrier];

/** What the two calls make of a snap. Edges are rating points (the plays' scale), chances are added to the play's. */
export interface Tactic {
  /** A run or a pass forced by the call (null: the coordinator's draw). */
  pass: boolean | null;
  carrier: Carrier;
  runEdge: number;
  /** Added to the chance of a tackle for loss, and to the chance of a breakaway. */
  runLoss: number;
  runBreak: number;
  /** Forced pass depth 0-3 (behind the line, short, intermediate, deep), 4: play action (intermediate or deep), -1: the scheme's mix. */
  depth: number;
  pressure: number;
  /** Times the receiver's yards after the catch (a screen's blockers in front of him). */
  yac: number;
  /** Rating points added to the pass edge, by depth. */
  cover: readonly [number, number, number, number];
  /** Added to the completion chance, by depth (not to the interception chance). */
  complete: readonly [number, number, number, number];
}

type Depths = readonly [number, number, number, number];
type Shape = Partial<Omit<Tactic, 'cover' | 'complete'>> & { cover?: Depths; complete?: Depths };

const NONE: readonly [number, number, number, number] = [0, 0, 0, 0];

/**
 * The offense's calls on their own: what the play is. Edges are rating points: ten move a run's mean by about a yard
 * and a throw's completion chance by about five points (tuning.ts RUN, COMPLETION_EDGE). A called intermediate or
 * deep throw goes there whether it is open or not (the coordinator's own throws go where the coverage leaves room),
 * so it completes less often (`complete`) and gains about what his passes do; its worth is in the counters below.
 */
const OFFENSE_SHAPES: Readonly<Record<string, Shape>> = {
  inside_run: { pass: false, carrier: Carrier.Back, runLoss: -0.01, runBreak: -0.01 },
  outside_run: { pass: false, carrier: Carrier.Outside, runLoss: 0.04, runBreak: 0.025, runEdge: -1 },
  option: { pass: false, carrier: Carrier.Read, runLoss: 0.03, runBreak: 0.02, runEdge: 2 },
  qb_sneak: { pass: false, carrier: Carrier.Qb, runEdge: 8, runLoss: -0.05, runBreak: -0.1 },
  quick_pass: { pass: true, depth: 1, pressure: -0.12 },
  intermediate_pass: { pass: true, depth: 2, pressure: 0.02, complete: [0, 0, -0.1, 0] },
  deep_shot: { pass: true, depth: 3, pressure: 0.06, cover: [0, 0, 0, -4], complete: [0, 0, 0, -0.1] },
  screen: { pass: true, depth: 0, pressure: -0.16, yac: 1.6 },
  play_action: { pass: true, depth: 4, pressure: 0.05, complete: [0, 0, -0.09, -0.09] },
};

/** The defense's calls on their own: what they take away and what they leave open. */
const DEFENSE_SHAPES: Readonly<Record<DefenseCall, Shape>> = {
  base: {},
  run_blitz: { runEdge: -18, runLoss: 0.05, runBreak: 0.01, pressure: 0.03, cover: [12, 14, 18, 22] },
  pass_blitz: { runEdge: 8, pressure: 0.18, cover: [25, 6, 8, 12] },
  zone: { runEdge: 10, runBreak: -0.01, pressure: -0.1, cover: [4, 6, -8, -24] },
  man_press: { runEdge: 3, pressure: 0.03, cover: [5, -18, -5, 10] },
  goal_line: { runEdge: -25, runLoss: 0.06, pressure: 0.04, cover: [15, 18, 22, 28] },
};

/** What a pair of calls adds beyond the two on their own (the counters: a play fake against a stacked box...). */
const COUNTERS: Readonly<Record<string, Shape>> = {
  'play_action:run_blitz': { cover: [0, 0, 12, 12], pressure: -0.05 },
  'play_action:pass_blitz': { pressure: 0.06 },
  'play_action:zone': { cover: [0, 0, -5, -5] },
  'option:run_blitz': { runEdge: 10 },
  'option:pass_blitz': { runEdge: 6 },
  'screen:zone': { cover: [-10, 0, 0, 0], yac: 0.7 },
  'screen:pass_blitz': { yac: 1.3 },
  'qb_sneak:goal_line': { runEdge: 12 },
  'qb_sneak:run_blitz': { runEdge: 8 },
  'outside_run:run_blitz': { runEdge: 8 },
  'outside_run:zone': { runEdge: -5 },
  'inside_run:zone': { runEdge: 4 },
  'inside_run:pass_blitz': { runEdge: 4 },
  'deep_shot:pass_blitz': { pressure: 0.04 },
};

/** The group of a called play that the other staff keeps count of (0 run, 1 short, 2 intermediate, 3 deep; -1 none). */
export function tendencyOf(call: string): number {
  const shape = OFFENSE_SHAPES[call];
  if (!shape) return -1;
  if (!shape.pass) return 0;
  return shape.depth === 0 || shape.depth === 1 ? 1 : shape.depth === 3 ? 3 : 2;
}

function addShape(t: Tactic, shape: Shape | undefined): void {
  if (!shape) return;
  if (shape.pass !== undefined) t.pass = shape.pass;
  if (shape.carrier !== undefined) t.carrier = shape.carrier;
  if (shape.depth !== undefined) t.depth = shape.depth;
  t.runEdge += shape.runEdge ?? 0;
  t.runLoss += shape.runLoss ?? 0;
  t.runBreak += shape.runBreak ?? 0;
  t.pressure += shape.pressure ?? 0;
  t.yac *= shape.yac ?? 1;
  const c = shape.cover ?? NONE;
  t.cover = [t.cover[0] + c[0], t.cover[1] + c[1], t.cover[2] + c[2], t.cover[3] + c[3]];
  const k = shape.complete ?? NONE;
  t.complete = [t.complete[0] + k[0], t.complete[1] + k[1], t.complete[2] + k[2], t.complete[3] + k[3]];
}

/** The simulated game's snap: the coordinator's play against the base defense. Every number is zero. */
export const NEUTRAL_TACTIC: Tactic = Object.freeze({
  pass: null,
  carrier: Carrier.Any,
  runEdge: 0,
  runLoss: 0,
  runBreak: 0,
  depth: -1,
  pressure: 0,
  yac: 1,
  cover: NONE,
  complete: NONE,
}) as Tactic;

function buildTactic(offense: string | null, defense: DefenseCall): Tactic {
  const t = { ...NEUTRAL_TACTIC };
  if (offense) addShape(t, OFFENSE_SHAPES[offense]);
  addShape(t, DEFENSE_SHAPES[defense]);
  if (offense) addShape(t, COUNTERS[`${offense}:${defense}`]);
  return t;
}

/** Every shaped call's tactic against every defensive call ("offense:defense", "" for the coordinator's), built once. */
const TACTICS = new Map<string, Tactic>();
for (const offense of ['', ...Object.keys(OFFENSE_SHAPES)])
  for (const defense of DEFENSE_CALLS) TACTICS.set(`${offense}:${defense}`, buildTactic(offense, defense));

/** The snap's tactic for an offensive play call (null: the coordinator's) against a defensive call. */
export function tacticFor(offense: string | null, defense: DefenseCall): Tactic {
  return TACTICS.get(`${offense ?? ''}:${defense}`) ?? buildTactic(offense, defense);
}

/** Is this offensive call a scrimmage play (a run or a pass the tactic shapes)? */
export function isPlayCall(call: string): boolean {
  return call in OFFENSE_SHAPES;
}

/** The schemes whose quarterbacks run the read option: those that give him a share of the designed runs. */
export const OPTION_SCHEME_SHIFT = 0.04;
