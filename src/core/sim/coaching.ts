// A coached game's questions to its coaches: each side's call for a snap (after any timeouts he calls; a coached
// defense once it has seen the offense line up), the other staff's defense against a called play, and whether a call
// can be made at all.

import {
  CALLS_OF,
  DEFENSE_CALLS,
  COVERAGE_CALL,
  isPlayCall,
  OFFENSE_CALLS,
  OPTION_SCHEME_SHIFT,
  SNAP_DECISIONS,
  tacticFor,
  tendencyOf,
  type Call,
  type DecisionKind,
  type DefenseCall,
  type KickDefenseCall,
  type Tactic,
} from './calls.js';
import {
  isTempoCall,
  setTempo,
  SIDELINE_PLAYS,
  SIDELINE_SUFFIX,
  sidelineProblem,
  splitSideline,
  TEMPO_CALLS,
  type TempoCall,
} from './clock.js';
import {
  frontOf,
  frontProblem,
  isCoverage,
  offenseSetOf,
  splitFormation,
  splitFront,
  type DefenseSet,
  type OffenseSet,
} from '../playbook/book.js';
import { defenseBookOf, offenseBookOf } from '../playbook/pricing.js';
import { fieldGoalDistance, type Situation } from './decisions.js';
import type { OffenseIntent } from './preSnap.js';
import type { GameState, TeamIndex } from './state.js';

/** Each side's call for a snap: null is the coordinator's (the simulated game's) call. */
export interface SnapCalls {
  offense: string | null;
  defense: DefenseCall | null;
  /** The defense's coach made a call of his own (against a play or a kick): he keeps his timeouts for himself. */
  defenseCalled: boolean;
  /** The defense's call against the other team's punt or field goal (null: the staff's, or no kick). */
  kickDefense: KickDefenseCall | null;
  /** The offense's play goes to the sideline (clock.ts). */
  sideline: boolean;
  /** The formation the offense's coach called, the front and coverage the defense's (null: the staff's own). */
  formation: OffenseSet | null;
  front: DefenseSet | null;
}

/** The longest field goal a coach may call (yards). */
export const LONGEST_FIELD_GOAL = 65;

export function callTimeout(s: GameState, side: TeamIndex): void {
  s.timeouts[side] -= 1;
  s.clockRunning = false;
  s.chainStop = false;
  if (s.plays) {
    s.markSnap(true);
    s.say(`Timeout ${s.lineups[side].team.abbreviation}`);
  }
}

/** The coach's call for a decision (null: the coordinator's). */
export function ask(s: GameState, kind: DecisionKind, side: TeamIndex): Call | null {
  const call = s.caller ? s.caller(kind, side, s) : null;
  return call === 'coordinator' ? null : call;
}

/**
 * One side's call for the snap, asked as `kindOf` says (null: nothing to ask, the staff's call); the timeout he calls
 * first is taken at once (one: a second needs a snap between), and a tempo he sets holds from this snap on; then he
 * calls the snap, asked again as the game then stands.
 */
function askSide(
  s: GameState,
  sit: Situation,
  kindOf: () => DecisionKind | null,
  side: TeamIndex,
): { call: Call | null; kind: DecisionKind | null } {
  for (;;) {
    const kind = kindOf();
    if (kind === null) return { call: null, kind };
    const call = ask(s, kind, side);
    if (call !== null && isTempoCall(call)) {
      setTempo(s, side, call);
      continue;
    }
    if (call !== 'timeout') {
      s.timeoutCalledBy = -1;
      return { call, kind };
    }
    callTimeout(s, side);
    s.timeoutCalledBy = side;
    sit.offenseTimeouts = s.timeouts[s.offense];
    sit.defenseTimeouts = s.timeouts[s.defense];
  }
}

/** What a coached defense is asked when it sees the offense line up (null: nothing, a kneel or the clock running out). */
function facingKind(intent: OffenseIntent): DecisionKind | null {
  if (intent === 'play') return 'defense';
  if (intent === 'punt') return 'punt_return';
  if (intent === 'field_goal') return 'field_goal_defense';
  return null;
}

/**
 * The snap's calls: the offense's coach first, then the defense's. A coached defense facing the other staff's offense
 * (in games that ask what it faces) sees it line up first (`intent`): it calls its defense against a play, its return
 * against a punt, its rush against a field goal, and nothing against a kneel or a spike.
 */
export function askSnap(s: GameState, sit: Situation, intent: () => OffenseIntent): SnapCalls {
  const called = askSide(s, sit, () => 'offense', s.offense).call;
  const facing = s.facingAsked && called === null && s.coachedSide === s.defense;
  const { call: asked, kind } = askSide(s, sit, facing ? () => facingKind(intent()) : () => 'defense', s.defense);
  const kickDefense =
    kind === 'punt_return' || kind === 'field_goal_defense' ? (asked as KickDefenseCall | null) : null;
  const { defense, front } =
    asked === null || kind !== 'defense' ? { defense: null, front: null } : defenseCallOf(s, asked);
  const defenseCalled = asked !== null;
  if (called === null)
    return { offense: null, defense, defenseCalled, kickDefense, sideline: false, formation: null, front };
  const { play: written, sideline } = splitSideline(called);
  const { play, formation, personnel } = splitFormation(written);
  const set = formation === null ? null : offenseSetOf(formation, personnel, offenseBookOf(s.plans[s.offense]));
  return {
    offense: play,
    defense,
    defenseCalled,
    kickDefense,
    sideline,
    formation: typeof set === 'string' ? null : set,
    front,
  };
}

/** A defensive call as the defensive call it is played from, and its front and coverage (null: the staff's own). */
function defenseCallOf(s: GameState, call: string): { defense: DefenseCall; front: DefenseSet | null } {
  const { call: named, front } = splitFront(call);
  const coverage = isCoverage(named) ? named : null;
  const defense = coverage ? COVERAGE_CALL[coverage] : (named as DefenseCall);
  if (front === null && !coverage) return { defense, front: null };
  return { defense, front: { front: frontOf(front, defenseBookOf(s.plans[s.defense])), coverage } };
}

/** Counts the defense a side lined up in on a coached game's snap (the tendencies a coach sees). */
export function countDefense(s: GameState, defense: DefenseCall): void {
  s.defensesSeen[s.defense][DEFENSE_CALLS.indexOf(defense)] += 1;
}

/** What the other staff expects before it has seen any called plays (runs, short, intermediate, deep throws). */
const TENDENCY_PRIOR = [4, 3, 2, 1] as const;

/**
 * The defense a staff calls against a coach's called play: its base most often, the box stacked on short yardage,
 * pressure and zones on passing downs, the goal-line front at the goal, soft zones late with a lead; and it reads the
 * coach's tendencies (the plays he has called), so a coach who calls one play all day sees its answer.
 */
export function coordinatorDefense(s: GameState, sit: Situation): DefenseCall {
  const seen = s.calledPlays;
  const total = seen[0] + seen[1] + seen[2] + seen[3] + 10;
  const share = (i: number): number => (seen[i] + TENDENCY_PRIOR[i]) / total;
  const toGoal = 100 - sit.ballOn;
  const short = sit.distance <= 2,
    passingDown = sit.down >= 3 && sit.distance >= 7;
  const late = sit.quarter >= 4 && sit.lead < 0 && sit.lead >= -16;
  const w = DEFENSE_WEIGHTS;
  w[0] = 50;
  w[1] = (short ? 35 : 12) * (0.4 + 2.5 * share(0));
  w[2] = (passingDown ? 30 : 12) * (0.4 + 2 * (share(2) + share(3)));
  w[3] = (passingDown ? 25 : late ? 45 : 12) * (0.4 + 6 * share(3));
  w[4] = (passingDown ? 15 : 12) * (0.4 + 2.5 * share(1));
  w[5] = toGoal <= 3 ? 90 : 0;
  let sum = 0;
  for (const x of w) sum += x;
  let u = s.rng.next() * sum;
  for (let i = 0; i < w.length; i++) {
    u -= w[i];
    if (u < 0) return DEFENSE_CALLS[i];
  }
  return 'base';
}

/** Scratch weights of coordinatorDefense, in DEFENSE_CALLS order. */
const DEFENSE_WEIGHTS = [0, 0, 0, 0, 0, 0];

/** Rating points a coach's play gives up per share of his calls beyond what the other staff expects of that kind. */
const PREDICTABLE = { offense: 20, defense: 20 } as const;

/** What the defense expects of a coach's defensive calls (DEFENSE_CALLS order): its base half the time. */
const DEFENSE_PRIOR = [5, 1, 1, 1, 1, 1] as const;

function predictability(seen: readonly number[], prior: readonly number[], i: number): number {
  let total = 0;
  for (let k = 0; k < seen.length; k++) total += seen[k] + prior[k];
  let priorTotal = 0;
  for (const x of prior) priorTotal += x;
  return Math.max(0, (seen[i] + prior[i]) / total - prior[i] / priorTotal);
}

/** A called play's tactic, less what a staff that has read the coach's tendencies takes away; counts the call. */
export function readTactic(s: GameState, play: string, defense: DefenseCall): Tactic {
  const group = tendencyOf(play);
  const read = PREDICTABLE.offense * predictability(s.calledPlays, TENDENCY_PRIOR, group);
  s.calledPlays[group] += 1;
  return shifted(tacticFor(play, defense), -read);
}

/** A called defense's tactic, plus what an offense that has read the coach's tendencies gains; counts the call. */
export function readDefenseTactic(s: GameState, defense: DefenseCall): Tactic {
  const i = DEFENSE_CALLS.indexOf(defense);
  // The base defense is the staff's own game: nothing to read in it.
  const read = i === 0 ? 0 : PREDICTABLE.defense * predictability(s.calledDefenses, DEFENSE_PRIOR, i);
  s.calledDefenses[i] += 1;
  return shifted(tacticFor(null, defense), read);
}

function shifted(t: Tactic, edge: number): Tactic {
  if (edge === 0) return t;
  const c = t.cover;
  return { ...t, runEdge: t.runEdge + edge, cover: [c[0] + edge, c[1] + edge, c[2] + edge, c[3] + edge] };
}

/** Is the two-point try required (late overtime periods)? */
export function twoRequired(s: GameState): boolean {
  return s.overtime > 0 && s.overtime >= s.rules.overtime.twoPointRequiredFrom;
}

/** Each decision as a refusal names it. */
const DECISION_NAMES: Readonly<Record<DecisionKind, string>> = {
  offense: 'a snap on offense',
  defense: 'a snap on defense',
  kickoff: 'a kick-off',
  try: 'the try',
  punt_return: "the other team's punt",
  field_goal_defense: "the other team's field goal",
};

/**
 * Why a call cannot be made in this decision (null: it can). recorded: a call already in a saved game, replayed;
 * games saved before a timeout had to be followed by a play may hold two in a row, and they still resume.
 */
export function callProblem(
  s: GameState,
  kind: DecisionKind,
  side: TeamIndex,
  call: string,
  recorded = false,
): string | null {
  if (call === 'coordinator') return null;
  if (isTempoCall(call)) return tempoProblem(s, kind, side, call);
  const { play, sideline } = splitSideline(call);
  if (sideline) {
    if (kind !== 'offense') return 'A play goes to the sideline on offense.';
    return sidelineProblem(splitFormation(play).play) ?? callProblem(s, kind, side, play, recorded);
  }
  if (call.includes('@')) return playbookProblem(s, kind, side, call, recorded);
  if (call === 'timeout') {
    if (!SNAP_DECISIONS.includes(kind)) return 'A timeout is called before a snap.';
    if (s.overtime > 0) return 'There are no timeouts in overtime.';
    if (s.timeouts[side] <= 0) return 'No timeouts left in this half.';
    if (s.timeoutCalledBy === side && !recorded) return 'You have just called a timeout: call the play.';
    return null;
  }
  const calls = CALLS_OF[kind];
  if (!calls.includes(call)) {
    const also =
      kind === 'offense'
        ? `timeout, ${TEMPO_CALLS.join(', ')}, coordinator (a play+sideline: ${SIDELINE_PLAYS[1]}${SIDELINE_SUFFIX})`
        : SNAP_DECISIONS.includes(kind)
          ? 'timeout, coordinator'
          : 'coordinator';
    return `Unknown call '${call}' for ${DECISION_NAMES[kind]}: one of ${calls.join(', ')}, ${also}.`;
  }
  switch (call) {
    case 'option':
      return s.plans[side].qbRunShift < OPTION_SCHEME_SHIFT
        ? 'The option read is in the playbook of option and spread schemes only.'
        : null;
    case 'qb_sneak':
      return s.distance > 3 ? 'A quarterback sneak is for 3 yards or less to go.' : null;
    case 'spike':
      if (s.overtime > 0) return 'There is no clock to stop in overtime.';
      return s.down >= 4 ? 'A spike on fourth down gives the ball away.' : null;
    case 'punt':
      return s.overtime > 0 ? 'No punts in overtime.' : null;
    case 'field_goal': {
      const yards = fieldGoalDistance(s.ballOn);
      return yards > LONGEST_FIELD_GOAL
        ? `A ${yards}-yard field goal is out of anyone's range (${LONGEST_FIELD_GOAL} at most).`
        : null;
    }
    case 'kick':
      return twoRequired(s) ? 'From this overtime period on, a touchdown is followed by a two-point try.' : null;
    default:
      return null;
  }
}

/** Why a call with a formation or a front cannot be made (null: it can): its parts in the staff's book, then its play. */
function playbookProblem(s: GameState, kind: DecisionKind, side: TeamIndex, call: string, recorded: boolean) {
  if (kind === 'defense') {
    const { call: named, front } = splitFront(call);
    if (!CALLS_OF.defense.includes(named))
      return `A front goes with a defensive call, not '${named}': one of ${CALLS_OF.defense.join(', ')}.`;
    return frontProblem(front, defenseBookOf(s.plans[side])) ?? callProblem(s, kind, side, named, recorded);
  }
  if (kind !== 'offense') return `A formation goes with a play on offense, not ${DECISION_NAMES[kind]}.`;
  const { play, formation, personnel } = splitFormation(call);
  if (!isPlayCall(play))
    return `A formation goes with a run or a pass, not '${play}': one of ${OFFENSE_CALLS.filter(isPlayCall).join(', ')}.`;
  const set = offenseSetOf(formation ?? '', personnel, offenseBookOf(s.plans[side]));
  if (typeof set === 'string') return set;
  return callProblem(s, kind, side, play, recorded);
}

/** Why a tempo cannot be set now (null: it can). */
function tempoProblem(s: GameState, kind: DecisionKind, side: TeamIndex, call: TempoCall): string | null {
  if (kind !== 'offense') return "The tempo is the offense's: set it before a snap on offense.";
  if (s.overtime > 0) return 'There is no clock to manage in overtime.';
  const now = s.coachTempo[side];
  if ((now === null ? 'tempo_auto' : `tempo_${now}`) === call) return `That is already your tempo (${call}).`;
  return null;
}
