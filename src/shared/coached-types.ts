// GET /api/coached_game, POST /api/coached_game/start and /api/coached_game/call, `dynasty game coach`: the
// player's coached game as it stands, the decision it waits for and the calls he can make, the plays so far with
// the win probability after each.
import type { DriveRow, GameHeading, GameRivalry, LivePlay } from './live-types.js';
import type { GameDay } from './types/game.js';

/**
 * offense, defense: a snap's call; kickoff; try (after a touchdown); punt_return, field_goal_defense: the defense's
 * call when the other team lines up to punt or kick a field goal (asked instead of its defense).
 */
export const DECISION_KINDS = ['offense', 'defense', 'kickoff', 'try', 'punt_return', 'field_goal_defense'] as const;
export type DecisionKindWire = (typeof DECISION_KINDS)[number];

export interface CoachedDecision {
  kind: DecisionKindWire;
  /**
   * The calls that can be made now (on offense the tempos that can be set: `tempo_huddle`, `tempo_hurry`,
   * `tempo_milk`, `tempo_auto`), then `coordinator` (this decision), `coordinator_drive`, `coordinator_rest`.
   */
  calls: string[];
  /** The plays of `calls` that can be sent to the sideline ("quick_pass+sideline"). */
  sideline: string[];
  /**
   * The staff's book for this decision (its scheme's): the formations and personnel a play may name on offense, the
   * fronts a defensive call may name on defense (empty otherwise); the first of each is the staff's own.
   */
  formations: (typeof FORMATIONS_WIRE)[number][];
  personnel: (typeof PERSONNEL_WIRE)[number][];
  fronts: (typeof FRONTS_WIRE)[number][];
}

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
export interface OpponentTendencies {
  abbreviation: string;
  /** Its offense: scrimmage plays, the share of runs and of passes (0-100). */
  offense: { plays: number; run_pct: number; pass_pct: number };
  /** Its defense against the player's snaps: snaps seen, the share of blitzes (run and pass), zones, man, base (0-100). */
  defense: { snaps: number; blitz_pct: number; zone_pct: number; man_pct: number; base_pct: number };
}

export const GAIN_KINDS = ['run', 'pass', 'incomplete', 'sack', 'interception', 'kneel', 'spike'] as const;

/** A scrimmage play's gain. */
export interface SnapGainWire {
  offense: 'home' | 'away';
  yards: number;
  kind: (typeof GAIN_KINDS)[number];
}

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

export interface CoachedSituations {
  situations: (typeof SITUATION_NAMES)[number][];
  /** Whose snaps the situations ask about (kick-offs and tries aside). */
  sides: (typeof SITUATION_SIDE_NAMES)[number];
}

export const GRADE_KINDS = ['fourth_down', 'two_point', 'timeout'] as const;

export interface CallChoice {
  call: string;
  /** The coached team's chance to win after this choice, 0-100. */
  win_probability: number;
}

/** One graded decision: what each choice would have given, what was chosen and what it cost. */
export interface CallGrade {
  kind: (typeof GRADE_KINDS)[number];
  quarter: number;
  clock: string;
  /** "4th & 2 at MID 45, down 3". */
  situation: string;
  choices: CallChoice[];
  chosen: string;
  best: string;
  /** Points of win probability given up against the best choice (0 when the best was chosen). */
  cost: number;
  /** The coordinator made the call (the coach left it to him). */
  by_coordinator: boolean;
  /** "go for it: 61%, punt: 54% - you punted, -7%". */
  text: string;
}

export interface CallGrades {
  grades: CallGrade[];
  /** "7 decisions graded: 5 best, 2 costly (-9% in all)". */
  summary: string;
  total_cost: number;
}

export interface CoachedGameResponse extends GameHeading {
  /** The side the player coaches. */
  coached: 'home' | 'away';
  /** Played on a neutral field (a bowl, a title game, a neutral-site game): "home" is the listed home team. */
  neutral: boolean;
  /** A coordinator calls only these decisions (the offence's snaps for the offensive coordinator); null: all of them. */
  you_call: DecisionKindWire | null;
  status: 'playing' | 'final';
  quarter: number;
  clock: string;
  home_score: number;
  away_score: number;
  /** The team with the ball (or kicking off, or trying after its touchdown). */
  offense: 'home' | 'away';
  /** 0 for a kick-off or a try. */
  down: number;
  distance: number;
  /** Yards from the home team's goal line (0-100). */
  ball_on: number;
  field: string;
  home_timeouts: number;
  away_timeouts: number;
  /** Does the game clock run until the next snap (false: stopped until the snap)? */
  clock_running: boolean;
  /** The season's play clock after a play: 40 seconds since 2008, 25 before. */
  play_clock: number;
  /** The tempo the player set on offense. */
  tempo: CoachTempoWire;
  /** The other team's tendencies so far this game. */
  opponent: OpponentTendencies;
  /** The last scrimmage plays that stood (up to 5, the newest last). */
  last_gains: SnapGainWire[];
  /** The home team's chance to win now, 0-100. */
  home_wp: number;
  pending: CoachedDecision | null;
  /** The situations that come to the coach. */
  situations: CoachedSituations;
  calls_made: number;
  plays: LivePlay[];
  /** The graded decisions, once the game is over. */
  grades: CallGrades | null;
  /** Every drive so far, the one under way last (result in_progress). */
  drives: DriveRow[];
  /** The rivalry the game is (null: none). */
  rivalry: GameRivalry | null;
  /** The home stadium and the weather the game is played in (null: its game is not in the save). */
  day: GameDay | null;
}
