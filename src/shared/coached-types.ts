// GET /api/coached_game, POST /api/coached_game/start and /api/coached_game/call, `dynasty game coach`: the
// player's coached game as it stands, the decision it waits for and the calls he can make, the plays so far with
// the win probability after each.
import type { Static } from 'typebox';
// Import circle: the schema (./contract/answers/coached.ts) reads this file's word lists; these types are its Static.
import type { coachedGameAnswer } from './contract/answers/coached.js';

/**
 * offense, defense: a snap's call; kickoff; try (after a touchdown); punt_return, field_goal_defense: the defense's
 * call when the other team lines up to punt or kick a field goal (asked instead of its defense).
 */
export const DECISION_KINDS = ['offense', 'defense', 'kickoff', 'try', 'punt_return', 'field_goal_defense'] as const;
export type DecisionKindWire = (typeof DECISION_KINDS)[number];

/** The decision the game waits for, the calls that can be made and the staff's book for it. */
export type CoachedDecision = NonNullable<CoachedGameResponse['pending']>;

/** What each decision reads as in the web page and the terminal's screen. */
export const DECISION_TITLES: Readonly<Record<DecisionKindWire, string>> = {
  offense: 'Your call on offense',
  defense: 'Your call on defense',
  kickoff: 'Your kick-off',
  try: 'The try after your touchdown',
  punt_return: 'They line up to punt: your return',
  field_goal_defense: 'They line up for a field goal: your rush',
};

/** The coached side's chance to win now, 0-100: the game's one probability (home_wp) or its complement. */
export function yourWinProbability(g: Pick<CoachedGameResponse, 'coached' | 'home_wp'>): number {
  return g.coached === 'home' ? g.home_wp : Math.round((100 - g.home_wp) * 10) / 10;
}

/** The unit a player who is a coordinator calls (`you_call`), as the page and the screen name it. */
export function unitName(kind: DecisionKindWire): string {
  return kind === 'offense' || kind === 'defense' ? kind : kind === 'try' ? 'tries' : 'kicking game';
}

/** What the calls against a kick do, in a line under the decision's title (none for the other decisions). */
export const DECISION_HINTS: Readonly<Partial<Record<DecisionKindWire, string>>> = {
  punt_return:
    "return: the staff's return; fair catch: no return, no fumble; block: ten rush it, more blocks, a shorter return, a risk of roughing the punter",
  field_goal_defense:
    "safe: the staff's usual rush; block: all out, more blocks, a risk of roughing the kicker (a first down if he misses)",
};

/** The playbook's names (core/playbook/book.ts): formations, personnel groups, defensive fronts. */
export const FORMATIONS_WIRE = ['shotgun', 'pistol', 'under_center', 'empty', 'goal_line'] as const;
export const PERSONNEL_WIRE = ['10', '11', '12', '21', '22'] as const;
export const FRONTS_WIRE = ['4-3', '3-4', '4-2-5', '3-3-5', 'nickel', 'dime', 'goal_line'] as const;

/** The tempo the player sets on offense: it holds until changed; `auto` is the coordinator's. */
export const COACH_TEMPOS_WIRE = ['auto', 'huddle', 'hurry', 'milk'] as const;
export type CoachTempoWire = (typeof COACH_TEMPOS_WIRE)[number];

/** What the other team has shown so far this game. */
export type OpponentTendencies = CoachedGameResponse['opponent'];

export const GAIN_KINDS = ['run', 'pass', 'incomplete', 'sack', 'interception', 'kneel', 'spike'] as const;

/** A scrimmage play's gain. */
export type SnapGainWire = CoachedGameResponse['last_gains'][number];

/**
 * The situations that come to the coach (the coordinator calls the rest): third and fourth downs, the red zone, the
 * last four minutes of each half (and overtime), the two-minute drill, kick-offs and tries, every snap.
 */
export const SITUATION_NAMES = ['third', 'fourth', 'redzone', 'late', 'two_minute', 'kicks', 'every'] as const;
export const SITUATION_SIDE_NAMES = ['offense', 'defense', 'both'] as const;

/** What each situation reads as in the web page and the terminal's screen. */
export const SITUATION_LABELS: Readonly<Record<(typeof SITUATION_NAMES)[number], string>> = {
  third: 'third downs',
  fourth: 'fourth downs',
  redzone: 'the red zone',
  late: 'last 4 minutes of a half',
  two_minute: 'two-minute drill',
  kicks: 'kick-offs and tries',
  every: 'every snap',
};

export type CoachedSituations = CoachedGameResponse['situations'];

export const GRADE_KINDS = ['fourth_down', 'two_point', 'timeout'] as const;

export type CallGrades = NonNullable<CoachedGameResponse['grades']>;

/** One graded decision: what each choice would have given, what was chosen and what it cost. */
export type CallGrade = CallGrades['grades'][number];

export type CallChoice = CallGrade['choices'][number];

/**
 * The coached game as it stands: its heading (./live-types.ts's GameHeading), the side the player coaches, the
 * situation at the snap, the decision it waits for, the plays and drives so far, the stadium and the weather
 * (the schema says each key).
 */
export type CoachedGameResponse = Static<typeof coachedGameAnswer>;
