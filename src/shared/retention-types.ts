// Answers of keeping players: the retention page (the coach's players at risk of leaving after the season, what each
// wants, what he was told and promised) and its changes. Built for the asking program only.
import type { NilNegotiationAnswer } from './staff-types.js';

/** GET /api/retention/, `dynasty retention --json`. */
export interface RetentionResponse {
  team: string;
  /** The season whose offseason the talks belong to (the season just played, or being played). */
  season: number;
  /** Talks and promises can be made now (Season Summary). */
  open: boolean;
  /** When they can, in words. */
  window: string;
  meetings: { total: number; used: number; left: number };
  /** The program's recruiting trust 0-1 and what it does to interest (a multiplier, 1 at full trust). */
  trust: number;
  trust_effect: number;
  /** Promises the program broke in the season just played (each raises the roster's risk). */
  broken_this_season: number;
  nil: { era: boolean; left: number };
  /** Players who may leave (seniors leave anyway), most at risk first. */
  players: RetentionPlayer[];
  /** The program's promises of the last seasons and how they turned out, latest first. */
  promises: RetentionPromise[];
}

export interface RetentionPlayer {
  id: number;
  first: string;
  last: string;
  pos: string;
  year: string;
  rating: number;
  depth: number;
  starter: boolean;
  /** Chance he enters the transfer portal after the season, 0-1. */
  portal_risk: number;
  /** Chance he declares early for the draft, 0-1 (null: not eligible). */
  draft_risk: number | null;
  /** His main reason to transfer, as the portal names it. */
  reason: string;
  /** What he wants, strongest first: each with its weight (0-1, summing to 1). */
  motives: { motive: string; label: string; weight: number }[];
  /** What he is unhappy about, in words, most pressing first. */
  concerns: string[];
  talked: boolean;
  /** What he was promised this offseason. */
  promised: { kind: string; position: string | null; amount: number | null; status: string }[];
  /** A backup next in line for a starting role (a starter at his position leaves). */
  next_in_line: boolean;
  /** His NIL ask (thousands; null before NIL), or his last counter to your program. */
  nil_ask: number | null;
  /** A promise to him was broken in the season just played. */
  broken: boolean;
}

export interface RetentionPromise {
  year: number;
  id: number;
  name: string;
  kind: string;
  position: string | null;
  amount: number | null;
  status: string;
  judged: number | null;
}

/** POST /api/retention/talk/ {player}, /promise/ {player, kind, value?}, /auto/. */
export interface RetentionChangeResponse {
  status: 'success';
  message: string;
  negotiation?: NilNegotiationAnswer;
  retention: RetentionResponse;
}
