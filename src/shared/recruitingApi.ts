// Response and request types of recruiting, shared by the server's views, the web client and the
// terminal: a renamed field breaks the build, not the player. Documented with examples in src/server/API.md.
import type { Info, Team } from './types/common.js';
import type { WalkOnPreview } from './roster-types.js';
import type { MotivationKey, PipelineTier, ProspectDealbreaker } from './pipelineApi.js';

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

/**
 * not_started: no class yet (preseason); open: recruiting weeks are being played and orders can be given;
 * closed: every recruiting week is played, signing day is next; signed: signing day is over (the recruiting
 * summary shows the classes); none: this season's class is recruited by every staff at signing day (a save
 * from before recruiting existed).
 */
export type RecruitingCycleStatus = 'not_started' | 'open' | 'closed' | 'signed' | 'none';

export interface RecruitingCycle {
  /** Season of the cycle: its class joins the rosters of year + 1. */
  year: number;
  status: RecruitingCycleStatus;
  /** Recruiting weeks played (0-weeks). */
  week: number;
  /** Recruiting weeks of a cycle: the regular season, championship week, bowl week, then the late weeks after the season. */
  weeks: number;
  /** While open: the player's team plays at home in the coming week, so official visits can be hosted. */
  home_week: boolean;
  /** One line for the player: where the cycle stands and what comes next. */
  message: string;
  /** Open in the preseason: orders go to the spring and summer periods played when the season starts. */
  summer?: boolean;
  /** Open after the bowls, before signing day: the coming week is a late week (the January contact period). */
  late?: boolean;
}

export interface RecruitingHours {
  /** The program's weekly budget (scaled by its resources). */
  weekly: number;
  /** Spent by the orders queued for the coming week. */
  queued: number;
  left: number;
}

export interface RecruitingScholarships {
  /** Scholarships that open for this class. */
  total: number;
  /** Prospects committed to the program. */
  committed: number;
  left: number;
  /** Offers out to prospects not committed anywhere (queued offers included), and the most allowed. */
  open_offers: number;
  offer_limit: number;
}

/** A program recruiting a prospect, as the prospect sees it. */
export interface SuitorInterest {
  team: string;
  /** 0-100, one decimal. */
  interest: number;
  offered: boolean;
  visited: boolean;
  /** His share of the interest of the prospect's top three schools, 0-100 (0 outside them): tells apart leaders at 100. */
  share: number;
  /** The program's pipeline in the prospect's home state; null for another coach's program in an online league. */
  pipeline: PipelineTier | null;
}

/** A prospect in a list (board, search), as the player's program sees him. */
export interface ProspectSummary {
  id: number;
  first: string;
  last: string;
  pos: string;
  /** Public stars 1-5 and the services' national rank. */
  stars: number;
  rank: number;
  state: string;
  town: string;
  /** Height in inches, weight in pounds. */
  height: number;
  weight: number;
  /** Scouting level 0-3 by the player's program. */
  scouting: number;
  /** Bounds of his true rating and potential as scouted (equal when fully scouted). */
  rating: [number, number];
  potential: [number, number];
  /** His interest in the player's program (0 when it is not recruiting him). */
  interest: number;
  offered: boolean;
  /** An offer to him is queued for the coming week: made when that week is played. */
  offer_queued: boolean;
  visited: boolean;
  on_board: boolean;
  committed_to: string | null;
  /** Recruiting week he committed (0 when not committed, or committed in the spring and summer). */
  committed_week: number;
  /** His timetable as the board says it: "ready to commit", "decides from week 9", "decides in December", "decides on signing day". */
  decides: string;
  /** He signed with his school in the early signing period (from 2017): his commitment is final. */
  signed_early: boolean;
  /** His three leading programs, highest interest first. */
  leaders: SuitorInterest[];
  /** Who leads, in words: "leans Kansas State", "Oregon and Texas even", "..., warming to you", "committed to LSU". */
  lead: string;
  /** Programs recruiting him. */
  suitor_count: number;
  /** The page's program's pipeline in his home state: its every action earns more interest with him (none: no more). */
  pipeline: PipelineTier;
  /** What he will not do without, as the page's program scouted it: null until scouted (level 1), then the list (often empty). */
  dealbreakers: ProspectDealbreaker[] | null;
}

/** An order queued for the coming week (the week's hours ledger). */
export interface QueuedOrder {
  seq: number;
  kind: RecruitingActionKind;
  prospect_id: number;
  prospect_name: string;
  pitch: PitchStrength | null;
  hours: number;
}

/** A prospect's standing weekly orders in the player's plan. */
export interface PlanEntry {
  prospect_id: number;
  prospect_name: string;
  kinds: RecruitingActionKind[];
  /** What a standing pitch sells. */
  pitch: PitchStrength | null;
  /** Kept warm: his orders go on while he is committed (otherwise they end when he commits). */
  warm: boolean;
}

/** What most of the plan's standing pitches sell (prestige when none): what a change of the plan offers first. */
export function planPitch(plan: readonly PlanEntry[]): PitchStrength {
  const counts = new Map<PitchStrength, number>();
  for (const e of plan) if (e.pitch) counts.set(e.pitch, (counts.get(e.pitch) ?? 0) + 1);
  let best: PitchStrength = 'prestige';
  for (const [strength, n] of counts) if (n > (counts.get(best) ?? 0)) best = strength;
  return best;
}

/** A prospect's standing orders that ended by themselves: he signed, or committed without being kept warm. */
export interface EndedPlanEntry {
  prospect_id: number;
  prospect_name: string;
  kinds: RecruitingActionKind[];
  /** The recruiting week they ended after (0: the spring and summer). */
  week: number;
  /** Why, e.g. "signed early with Iowa State", "committed to Kansas". */
  reason: string;
}

/** What the plan will do in the coming week, after the orders queued by hand: never more than the hours left. */
export interface PlanBudget {
  weekly: number;
  /** Hours of the orders queued by hand. */
  queued: number;
  /** Hours the plan will spend. */
  planned: number;
  /** Hours left after both. */
  left: number;
  /** Standing orders the week will carry out. */
  carried: number;
  /** Standing orders already done (an offer made, a visit taken, fully scouted, signed): not carried out. */
  done: number;
  /** Standing orders the week will skip, with why (no hours left, an offer already made, no home game). */
  skipped: { kind: RecruitingActionKind; prospect_id: number; prospect_name: string; reason: string }[];
  /** The budget in a line, as every front end says it. */
  line: string;
}

export interface RecruitingPlanResponse {
  info: Info;
  plan: PlanEntry[];
  budget: PlanBudget;
  /** The orders of this cycle that ended by themselves, the latest first. */
  ended: EndedPlanEntry[];
}

export interface PlanChangeResponse extends RecruitingPlanResponse {
  status: 'success';
  message: string;
}

export interface RecruitingBoardResponse {
  info: Info;
  team: Team;
  cycle: RecruitingCycle;
  hours: RecruitingHours;
  scholarships: RecruitingScholarships;
  /**
   * From mid-cycle: the scholarships that neither commitments nor realistic targets (offered, uncommitted, the
   * program among his three leaders) cover, which signing day fills with walk-ons; null when none.
   */
  class_warning: string | null;
  /** Who signing day puts in the empty places (invited walk-ons, then drawn ones); null with no class being recruited. */
  walk_ons: WalkOnPreview | null;
  /** With the staff recruiting: what it did for the player in the last week played (board, offers, commits). */
  staff_week: string | null;
  /** Who committed to and decommitted from the player's class in the last week played (flips: where they went); null when nobody. */
  class_week: string | null;
  /** The standing orders that ended by themselves after the last week played (signed, committed), in a line; null when none. */
  plan_week: string | null;
  /** "Let my staff recruit" is on: the staff spends the hours the player's orders leave, each week. */
  auto: boolean;
  /** Hours each action costs. */
  action_hours: Record<RecruitingActionKind, number>;
  queued: QueuedOrder[];
  /** The player's standing weekly orders and what they will spend in the coming week. */
  plan: PlanEntry[];
  plan_budget: PlanBudget;
  /** The plan's orders that ended by themselves this cycle (as the plan's `ended`). */
  plan_ended: EndedPlanEntry[];
  /** The board's targets, in board order. */
  targets: ProspectSummary[];
  /** Prospects committed to the player's program, best national rank first. */
  commits: ProspectSummary[];
}

export interface ProspectSearchFilters {
  position: string | null;
  stars: number | null;
  state: string | null;
  committed: 'yes' | 'no' | null;
  /** Least interest in the player's program. */
  min_interest: number | null;
  /** Only prospects on the player's board. */
  board: boolean;
  page: number;
  per_page: number;
}

export interface ProspectSearchResponse {
  info: Info;
  cycle: RecruitingCycle;
  filters: ProspectSearchFilters;
  /** Prospects matching the filters, and pages of per_page. */
  total: number;
  pages: number;
  /** Best national rank first. */
  prospects: ProspectSummary[];
}

export interface ProspectPreference {
  key: MotivationKey;
  label: string;
  /** His weight on it as a share of all he weighs, percent (known at scouting level 3; null before). */
  share: number | null;
}

/** How well the player's program offers one thing a prospect may want, 0-1 (NIL: its pull on him, from July 2021). */
export interface ProgramOffer {
  key: MotivationKey;
  label: string;
  value: number;
}

/** Why an action cannot be queued now (null: it can). */
export type ActionCheck = Record<RecruitingActionKind, string | null>;

export interface ProspectPageResponse {
  info: Info;
  cycle: RecruitingCycle;
  prospect: ProspectSummary;
  /**
   * What he wants (his motivations), strongest first, as far as scouting revealed: none below level 2, the top one at
   * 2, all with their shares at 3. NIL money counts from July 2021; the scheme only for the offence's skill players.
   */
  preferences: ProspectPreference[];
  /** What the player's program offers him. */
  program_offers: ProgramOffer[];
  /** Every program recruiting him, highest interest first. */
  suitors: SuitorInterest[];
  /** His commitments and decommitments. */
  news: RecruitingNewsItem[];
  /** Orders queued for him this week. */
  queued: QueuedOrder[];
  /** Whether each action can be queued for him now (pitch: with his best-known strength). */
  can: ActionCheck;
  /**
   * From 2021: what he asks of the program in NIL money now (thousands: his ask, or his last counter), the offers he
   * still answers this season and the deal agreed (null: none); null before NIL.
   */
  nil: { asking: number; rounds_left: number; agreed: number | null } | null;
}

export interface ClassRankingRow {
  rank: number;
  team: string;
  /** Commitments (during the cycle) or signees. */
  size: number;
  five_stars: number;
  four_stars: number;
  three_stars: number;
  avg_stars: number;
  /** 0.92 x average stars + 0.08 x class size: the wire format's order. */
  weighted_score: number;
  /** 247Sports-style points (each signee by his stars) and the rank they give. */
  points: number;
  points_rank: number;
  /** The player's program. */
  user: boolean;
}

export interface ClassRankingsResponse {
  info: Info;
  cycle: RecruitingCycle;
  /** Every program's class so far, best first (empty classes last). */
  classes: ClassRankingRow[];
}

export interface RecruitingNewsItem {
  id: number;
  year: number;
  week: number;
  kind: 'commit' | 'decommit';
  prospect_id: number;
  name: string;
  pos: string;
  stars: number;
  rank: number;
  team: string;
  /** The news is about the player's program. */
  user_team: boolean;
}

export interface RecruitingNewsResponse {
  info: Info;
  cycle: RecruitingCycle;
  /** Newest first: the national top-100 prospects' news and every piece about the player's program. */
  news: RecruitingNewsItem[];
}

export interface RecruitingActionResponse {
  info: Info;
  status: 'success';
  message: string;
  order: QueuedOrder;
  hours: RecruitingHours;
}

export interface BoardChangeResponse {
  info: Info;
  status: 'success';
  message: string;
  prospect_id: number;
  on_board: boolean;
}

export interface StaffRecruitingResponse {
  info: Info;
  status: 'success';
  message: string;
  auto: boolean;
}

/** The late recruiting weeks left before signing day (after the season) and the player's scholarships still open. */
export interface LateSignings {
  weeks_left: number;
  scholarships_left: number;
}

/** POST /api/recruiting/week: a late week played (after the season, before signing day), and the board after it. */
export interface LateWeekResponse extends RecruitingBoardResponse {
  status: 'success';
  message: string;
}

export interface CancelOrderResponse {
  info: Info;
  status: 'success';
  message: string;
  hours: RecruitingHours;
}

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
