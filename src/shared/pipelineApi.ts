// Recruiting pipelines and what prospects will not do without, as every front end shows them (the shapes of the
// recruiting pages' fields and of GET /api/recruiting/pipelines; documented in src/server/API.md). Each shape's type
// is its schema's (contract/answers/programRecruiting.ts, a dealbreaker's prospects.ts).
import type { Static } from 'typebox';
import type { pipelineStateAnswer, pipelinesAnswer } from './contract/answers/programRecruiting.js';
import type { dealbreakerAnswer } from './contract/answers/prospects.js';
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
export type ProspectDealbreaker = Static<typeof dealbreakerAnswer>;

/** His dealbreakers in a line, as the program scouted them (the terminal's and the CLI's words). */
export function dealbreakersInWords(dealbreakers: readonly ProspectDealbreaker[] | null): string {
  if (dealbreakers === null) return 'unknown (scout him once)';
  if (dealbreakers.length === 0) return 'none';
  return dealbreakers.map((d) => `${d.label}: ${d.line}${d.ruled_out ? ' (rules you out)' : ''}`).join('; ');
}

export type PipelineState = Static<typeof pipelineStateAnswer>;
/** GET /api/recruiting/pipelines: a program's pipelines (any program's, but another coach's in an online league). */
export type PipelinesResponse = Static<typeof pipelinesAnswer>;
