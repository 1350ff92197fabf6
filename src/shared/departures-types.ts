// API types of departures: the NFL draft list, the transfer portal, and the fields they add beside the
// roster progression and recruiting summary pages. Shared by the server (views) and the web client.
import type { ClassYear, GamePage, Team } from './types/common.js';

/** A player taken in the NFL draft (or an early entrant nobody took: pick, round and nfl_team null). */
export interface DraftedPlayer {
  id: number;
  first: string;
  last: string;
  pos: string;
  /** His class in his last college season. */
  year: ClassYear;
  rating: number;
  /** His college program. */
  college: string;
  /** Left with eligibility remaining. */
  early: boolean;
  pick: number | null;
  round: number | null;
  round_pick: number | null;
  /** The NFL club by city (no club names), null when undrafted. */
  nfl_team: string | null;
}

export interface DraftRound {
  round: number;
  picks: DraftedPlayer[];
}

/** GET /api/draft/?year=: the NFL draft after a season. */
export interface DraftResponse extends GamePage {
  team: Team;
  /** The college season the players left after (null when no draft has been held yet). */
  year: number | null;
  /** The NFL draft's own year (the spring after). */
  draft_year: number | null;
  /** Seasons with a draft, newest first. */
  years: number[];
  rounds: DraftRound[];
  undrafted_early: DraftedPlayer[];
  summary: {
    picks: number;
    early_entrants: number;
    early_drafted: number;
    /** Picks from the player's program. */
    team_picks: number;
    /** Programs with the most picks, most first (ties by name), up to 10. */
    top_colleges: { college: string; picks: number }[];
  };
}

export type PortalReasonCode =
  | 'playing_time'
  | 'behind_better'
  | 'program_declined'
  | 'coach_change'
  | 'moving_up'
  | 'fresh_start'
  | 'released';

/** A player in the transfer portal. */
export interface PortalPlayerEntry {
  id: number;
  first: string;
  last: string;
  pos: string;
  /** His class next season. */
  year: ClassYear;
  /** His overall next season (he progressed before entering). */
  rating: number;
  stars: number;
  from_team: string;
  reason: PortalReasonCode;
  reason_label: string;
  /** The player's program offered him. */
  offered: boolean;
  /** Where he signed (after the window), null while open or when he stayed unsigned. */
  to_team: string | null;
  /** Sits out his first season at the new program (the rule before 2021). */
  sits_out: boolean;
}

export interface RosterLimitInfo {
  kind: 'scholarships' | 'roster';
  max: number;
  label: string;
  /** The season the limit is for. */
  season: number;
}

/** GET /api/portal/?position=&min_rating=: the transfer portal of the offseason. */
export interface PortalResponse extends GamePage {
  team: Team;
  /** The season after which these players entered (null before the first offseason). */
  year: number | null;
  /** Offers can be made now (the Roster Progression stage; the Recruiting Summary stage in an offseason with a spring window). */
  open: boolean;
  /** Why it is closed, when it is. */
  closed_reason: string | null;
  limit: RosterLimitInfo;
  /** The player's program against the limit: players returning, offers out, recruits committed to the class. */
  room: { returning: number; offers: number; signed: number; left: number };
  /** Before 2021 a transfer sits out a season (most of them). */
  sit_out_rule: boolean;
  positions: string[];
  filters: { position: string | null; min_rating: number | null };
  /** Entrants matching the filters, best first. */
  players: PortalPlayerEntry[];
  /** Every entrant in the portal this offseason (before filters). */
  total: number;
  /** The entrants who have not signed with a program (before filters). */
  available: number;
  /**
   * While the window is open: its day (0 before it first moves on), its last day, and the stage whose move closes it
   * (the players still unsigned then sign). Null when it is closed.
   */
  window_days: { day: number; last_day: number; closes_with: string } | null;
}

export interface PortalOfferResponse extends PortalResponse {
  status: 'success';
  offered: PortalPlayerEntry;
}

/** Fields beside the spec's roster progression (wire shape unchanged). */
export interface RosterDepartures {
  /** Underclassmen of the player's program who declared for the NFL draft. */
  early_entrants: DraftedPlayer[];
  /** Players of the player's program who entered the transfer portal. */
  portal_departures: PortalPlayerEntry[];
  limit: RosterLimitInfo;
}

/** Fields beside the spec's recruiting summary: transfers who signed with a program this offseason. */
export interface PortalArrivals {
  portal_arrivals: PortalPlayerEntry[];
}

/** A program offering a portal player, as the player sees it (GET /api/portal/market/). */
export interface PortalSuitor {
  team: string;
  /** The player's own program. */
  yours: boolean;
  /** Share of his decision 0-1: shown for the player's own program only (null for the others). */
  share: number | null;
}

/** One portal player's market: his asks, who is after him (in part), and his decision day. */
export interface PortalMarketResponse {
  status: 'success';
  player: PortalPlayerEntry;
  /**
   * The window's day now, and the day he decides if offered (his own day, or the window's next day once his has
   * passed; last_day + 1: when the window closes). Never offered, he signs when the window closes.
   */
  day: number;
  last_day: number;
  decision_day: number;
  /** What he asks for: a starting role, NIL dollars (0 before NIL). */
  asks: { starting_role: boolean; nil: number };
  /** "visiting Tennessee, Ohio State", "leans Kansas State", "no offers yet". */
  words: string;
  /** Your program (if it offers him) and the other programs he weighs most (the others are counted, not named). */
  suitors: PortalSuitor[];
  /** How many other programs offer him, named or not. */
  other_offers: number;
  /** The player's program promised him a starting role. */
  promised: boolean;
}

/** POST /api/portal/day/: the window moves on a day; the players the player offered whose day came decide. */
export interface PortalDayResponse {
  status: 'success';
  day: number;
  last_day: number;
  decisions: { id: number; first: string; last: string; pos: string; team: string; yours: boolean }[];
}
