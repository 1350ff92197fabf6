// Types of recruiting: prospects of a national class, programs recruiting them, their actions,
// the state of a cycle, and what a week reports.

import type { PlayerAttributes, Position } from '../players/types.js';
import type { NilPull } from '../money/nil.js';
import type { OffensiveScheme } from '../coaches/types.js';
import type { Pipelines } from './pipelines.js';

/** What a prospect weighs in choosing a school (weights >= 0). */
export interface PreferenceWeights {
  playingTime: number;
  proximity: number;
  prestige: number;
  contending: number;
  conference: number;
  /** The offence's scheme: weighed by quarterbacks, backs, receivers and tight ends only (0 for the rest). */
  schemeFit: number;
  /** How much being recruited hard moves him. */
  effort: number;
  /** How much NIL money moves him (scales a program's NIL pull); absent in a class drawn before it: NIL_WEIGHT. */
  nil?: number;
}

/** Strengths a program can pitch (being recruited hard is shown, not pitched). */
export const PITCHES = ['playingTime', 'proximity', 'prestige', 'contending', 'conference', 'schemeFit'] as const;
export type Pitch = (typeof PITCHES)[number];

/** A high-school prospect: who he is and (hidden until scouted) how good he is and what he wants. */
export interface Prospect {
  id: number;
  first: string;
  last: string;
  pos: Position;
  /** USPS state code of his home. */
  state: string;
  town: string;
  heightInches: number;
  weightPounds: number;
  /** Public stars 1-5: the services' imperfect view. */
  stars: number;
  /** National rank by the services, 1 = best. */
  rank: number;
  /** True overall 0-99 as a freshman, and the overall he could reach. */
  rating: number;
  potential: number;
  attributes: PlayerAttributes;
  developmentTrait: number;
  preferences: PreferenceWeights;
}

/** A program as recruiting sees it this cycle. */
export interface RecruitingProgram {
  name: string;
  /** Prestige 1-7. */
  prestige: number;
  conference: string;
  /** In a power conference this season. */
  power: boolean;
  /** USPS state code of the campus. */
  state: string;
  /** 0-1: budget and staff (scales the weekly hours). */
  resources: number;
  /** 0-1: how well it contends for titles (recent results, the current record). */
  contending: number;
  /** Scholarships that open for this class. */
  scholarships: number;
  /** Open spots by position after graduation. */
  openings: Record<Position, number>;
  /** Mean overall of the returning starters' places by position (STARTER_QUALITY_PULL); none: not read. */
  starters?: Partial<Record<Position, number>>;
  /** NIL money (from July 2021): one more, bounded, factor in a prospect's decision. */
  nil?: NilPull;
  /** Recruiting trust 0-1 (core/retention/promises.ts): promises broken to players cost it pull; none: full. */
  trust?: number;
  /** What its head coach's and coordinators' recruiting abilities add (core/coaches/archetypes.ts); none: nothing. */
  coaching?: RecruitingCoaching;
  /** Its pipelines: strength by home state (pipelines.ts); none: no pipeline anywhere. */
  pipelines?: Pipelines;
  /** The offence it runs this season (its coordinator's or head coach's); none: neutral to every prospect. */
  scheme?: OffensiveScheme;
}

/** A staff's recruiting abilities in the cycle's numbers. */
export interface RecruitingCoaching {
  /** Recruiting hours added every week. */
  hours: number;
  /** Share added to the interest a contact or a pitch earns with a prospect whose home is within homeMiles of campus. */
  homePitch: number;
  homeMiles: number;
  /** Share added to the interest an offer or an official visit earns. */
  visits: number;
}

/** What a program does for a prospect in a week. */
export type RecruitingAction =
  | { kind: 'scout'; prospect: number }
  | { kind: 'contact'; prospect: number }
  | { kind: 'offer'; prospect: number }
  | { kind: 'pitch'; prospect: number; strength: Pitch }
  | { kind: 'visit'; prospect: number };
export type ActionKind = RecruitingAction['kind'];

/** A home game of the week, with its result (the week runs after the games). */
export interface HomeGame {
  won: boolean;
  /** Home team's points minus the visitor's. */
  margin: number;
  /** Was the home team ranked? */
  ranked: boolean;
}

/** A program's standing with one prospect. */
export interface Suitor {
  program: string;
  /** 0-100. */
  interest: number;
  offered: boolean;
  visited: boolean;
  /** Hours spent on him, faded weekly: how hard this program recruits him. */
  effort: number;
}

/** Where a prospect stands in the cycle. */
export interface ProspectStatus {
  /** Programs recruiting him, any order. */
  suitors: Suitor[];
  committedTo: string | null;
  /** Week he committed (0 when not committed). */
  committedWeek: number;
  signedWith: string | null;
}

/** A program's recruiting board: its targets, what it scouted, and whether the staff runs it. */
export interface RecruitingBoard {
  program: string;
  targets: number[];
  /** Scouting level 0-3 by prospect id. */
  scouting: Record<number, number>;
  /** The staff recruits (the computer's programs, or "let my staff recruit"). */
  auto: boolean;
  /** Candidates the staff looks at, best first (ranked at the start of the cycle). */
  shortlist: number[];
}

export interface RecruitingState {
  season: number;
  /** The last week played (0 before the first). */
  week: number;
  prospects: readonly Prospect[];
  /** By prospect id. */
  status: Record<number, ProspectStatus>;
  /** By program name. */
  boards: Record<string, RecruitingBoard>;
  /** Signing day has been held. */
  signed: boolean;
}

export type RecruitingNews =
  | { kind: 'commit'; week: number; prospect: number; program: string }
  | { kind: 'decommit'; week: number; prospect: number; program: string }
  | { kind: 'sign'; week: number; prospect: number; program: string };

/** A player-caused mistake: a value, not a crash. */
export interface RecruitingError {
  code:
    | 'unknown-prospect'
    | 'already-signed'
    | 'not-home-week'
    | 'no-hours'
    | 'no-scholarship'
    | 'not-allowed'
    | 'unknown-program'
    | 'cycle-over';
  message: string;
}
