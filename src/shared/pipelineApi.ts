// Recruiting pipelines and what prospects will not do without, as every front end shows them (the shapes of the
// recruiting pages' fields and of GET /api/recruiting/pipelines; documented in src/server/API.md).
import type { Info, Team } from './types/common.js';
// Import circle: the recruiting pages' shapes hold these fields, and a dealbreaker names their pitches (types only).
import type { PitchStrength } from './recruitingApi.js';

/** A program's pipeline in a state, weakest to strongest. */
export const PIPELINE_TIERS = ['none', 'bronze', 'silver', 'gold'] as const;
export type PipelineTier = (typeof PIPELINE_TIERS)[number];

/** What a prospect may hold as a must. */
export const DEALBREAKER_KINDS = ['playingTime', 'proximity', 'prestige', 'contending', 'schemeFit', 'nil'] as const;
export type DealbreakerKind = (typeof DEALBREAKER_KINDS)[number];
export const DEALBREAKER_LABELS: Record<DealbreakerKind, string> = {
  playingTime: 'Playing time',
  proximity: 'Distance from home',
  prestige: 'Prestige',
  contending: 'A contender',
  schemeFit: 'The scheme',
  nil: 'NIL money',
};

/** What a prospect may want: a program's strengths, and NIL money (from July 2021). */
export type MotivationKey = PitchStrength | 'nil';

/** One of a prospect's dealbreakers as the page's program knows it (once scouted). */
export interface ProspectDealbreaker {
  kind: DealbreakerKind;
  label: string;
  /** The line, in words: "a campus within 500 miles of home", "NIL worth $90K or more". */
  line: string;
  /** The least the program must offer in it, on its own scale (what program_offers shows: 0-1; NIL: its pull 0-1). */
  least: number;
  /** The page's program is below the line now: he rules it out (no interest from its work, no commitment). */
  ruled_out: boolean;
}

/** His dealbreakers in a line, as the program scouted them (the terminal's and the CLI's words). */
export function dealbreakersInWords(dealbreakers: readonly ProspectDealbreaker[] | null): string {
  if (dealbreakers === null) return 'unknown (scout him once)';
  if (dealbreakers.length === 0) return 'none';
  return dealbreakers.map((d) => `${d.label}: ${d.line}${d.ruled_out ? ' (rules you out)' : ''}`).join('; ');
}

/** A program's pipeline in one state. */
export interface PipelineState {
  /** USPS code. */
  state: string;
  /** Strength, one decimal: grown by signees (1 each) and starters (0.5 a season each) from there, kept at 75% a season. */
  strength: number;
  tier: PipelineTier;
  /** The program's players on the roster from there. */
  players: number;
  /** Prospects of the class being recruited from there committed to it. */
  committed: number;
  /** Prospects of the class being recruited from there (0 when none is being recruited). */
  prospects: number;
}

/** A tier's line and what it is worth: the least strength, and the interest every action earns there (percent more). */
export interface PipelineTierLine {
  tier: PipelineTier;
  least: number;
  gain: number;
}

/** GET /api/recruiting/pipelines: a program's pipelines (any program's, but another coach's in an online league). */
export interface PipelinesResponse {
  info: Info;
  team: Team;
  /** The program's campus state ('' when the data has none). */
  home_state: string;
  tiers: PipelineTierLine[];
  /** Its pipelines, strongest first (states with none are left out). */
  states: PipelineState[];
}
