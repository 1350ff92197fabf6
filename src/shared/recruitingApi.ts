// Response and request types of recruiting, shared by the server's views, the web client and the
// terminal: a renamed field breaks the build, not the player. Documented with examples in src/server/API.md. Each
// answer's type is its schema's (contract/answers/programRecruiting.ts and prospects.ts, where the keys' notes are).
import type { Static } from 'typebox';
import type {
  boardChangeAnswer,
  cancelOrderAnswer,
  classRankingRowAnswer,
  classRankingsAnswer,
  endedPlanEntryAnswer,
  lateWeekAnswer,
  planBudgetAnswer,
  planChangeAnswer,
  planEntryAnswer,
  prospectPageAnswer,
  prospectSearchAnswer,
  prospectSearchFiltersAnswer,
  queuedOrderAnswer,
  recruitingActionAnswer,
  recruitingBoardAnswer,
  recruitingCycleAnswer,
  recruitingHoursAnswer,
  recruitingNewsAnswer,
  recruitingNewsItemAnswer,
  recruitingPlanAnswer,
  recruitingScholarshipsAnswer,
  staffRecruitingAnswer,
} from './contract/answers/programRecruiting.js';
import type { actionCheckAnswer, prospectSummaryAnswer, suitorInterestAnswer } from './contract/answers/prospects.js';
import type { MotivationKey } from './pipelineApi.js';
import type { SummaryResponse } from './types/season.js';

export const RECRUITING_ACTIONS = ['scout', 'contact', 'offer', 'pitch', 'visit'] as const;
export type RecruitingActionKind = (typeof RECRUITING_ACTIONS)[number];

/** Strengths a program can pitch (the same keys as a prospect's preferences). */
export const PITCH_STRENGTHS = [
  'playingTime',
  'proximity',
  'prestige',
  'contending',
  'conference',
  'schemeFit',
] as const;
export type PitchStrength = (typeof PITCH_STRENGTHS)[number];
/** Each strength as the pages name it. */
export const PITCH_LABELS: Record<PitchStrength, string> = {
  playingTime: 'Playing time',
  proximity: 'Close to home',
  prestige: 'Program prestige',
  contending: 'Contending for titles',
  conference: 'Conference',
  schemeFit: 'Scheme fit',
};
/** Each motivation as the pages name it: the strengths, and NIL money. */
export const MOTIVATION_LABELS: Record<MotivationKey, string> = { ...PITCH_LABELS, nil: 'NIL money' };

export type RecruitingCycle = Static<typeof recruitingCycleAnswer>;
export type RecruitingHours = Static<typeof recruitingHoursAnswer>;
export type RecruitingScholarships = Static<typeof recruitingScholarshipsAnswer>;
export type SuitorInterest = Static<typeof suitorInterestAnswer>;
export type ProspectSummary = Static<typeof prospectSummaryAnswer>;
export type QueuedOrder = Static<typeof queuedOrderAnswer>;
export type PlanEntry = Static<typeof planEntryAnswer>;
export type EndedPlanEntry = Static<typeof endedPlanEntryAnswer>;
export type PlanBudget = Static<typeof planBudgetAnswer>;
/** GET /api/recruiting/plan/, `dynasty recruit plan --json`. */
export type RecruitingPlanResponse = Static<typeof recruitingPlanAnswer>;
export type PlanChangeResponse = Static<typeof planChangeAnswer>;
/** GET /api/recruiting/board/, `dynasty recruit board --json`. */
export type RecruitingBoardResponse = Static<typeof recruitingBoardAnswer>;
export type ProspectSearchFilters = Static<typeof prospectSearchFiltersAnswer>;
export type ProspectSearchResponse = Static<typeof prospectSearchAnswer>;
export type ActionCheck = Static<typeof actionCheckAnswer>;
export type ProspectPageResponse = Static<typeof prospectPageAnswer>;
export type ClassRankingRow = Static<typeof classRankingRowAnswer>;
export type ClassRankingsResponse = Static<typeof classRankingsAnswer>;
export type RecruitingNewsItem = Static<typeof recruitingNewsItemAnswer>;
export type RecruitingNewsResponse = Static<typeof recruitingNewsAnswer>;
export type RecruitingActionResponse = Static<typeof recruitingActionAnswer>;
export type BoardChangeResponse = Static<typeof boardChangeAnswer>;
export type StaffRecruitingResponse = Static<typeof staffRecruitingAnswer>;
/** POST /api/recruiting/week: a late week played (after the season, before signing day), and the board after it. */
export type LateWeekResponse = Static<typeof lateWeekAnswer>;
export type CancelOrderResponse = Static<typeof cancelOrderAnswer>;

/** What most of the plan's standing pitches sell (prestige when none): what a change of the plan offers first. */
export function planPitch(plan: readonly PlanEntry[]): PitchStrength {
  const counts = new Map<PitchStrength, number>();
  for (const e of plan) if (e.pitch) counts.set(e.pitch, (counts.get(e.pitch) ?? 0) + 1);
  let best: PitchStrength = 'prestige';
  for (const [strength, n] of counts) if (n > (counts.get(best) ?? 0)) best = strength;
  return best;
}

/** The late recruiting weeks left before signing day (after the season) and the player's scholarships still open. */
export type LateSignings = NonNullable<SummaryResponse['late_signings']>;

/**
 * A recruiting class is named by the year it enrolls, the season after the cycle is recruited: the class
 * recruited during the 2016 season is the "Class of 2017" on the web, in the terminal and in the CLI.
 */
export function enrollmentYear(cycleYear: number): number {
  return cycleYear + 1;
}

export function recruitingClassName(cycleYear: number): string {
  return `Class of ${enrollmentYear(cycleYear)}`;
}
