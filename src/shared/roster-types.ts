// Answers of roster management: the player's roster against next season's limits, and a release.
import type { RosterLimitInfo } from './departures-types.js';
import type { DepthChartResponse } from './types/player.js';

/** GET /api/roster/limits/, `dynasty roster limits --json`. */
export interface RosterLimitsResponse {
  team: string;
  /** The stage the dynasty is in; players are released in 'progression' only. */
  stage: string;
  limit: RosterLimitInfo;
  /** Players on the roster now (those who left this offseason are gone). */
  players: number;
  /** Recruits committed to the class being recruited (they join on signing day). */
  committed: number;
  /** Portal players offered this offseason (each may or may not sign). */
  portal_offers: number;
  /** Places under the limit once the committed recruits join (never below 0). */
  open: number;
  /** Places signing day fills with walk-ons if nobody else signs: up to an 85-man roster. */
  walk_ons_if_unfilled: number;
  /** Where those walk-ons would play: the most open positions first (signing day's preview; drawn walk-ons only). */
  walk_on_positions: { pos: string; count: number }[];
  /** The prospects invited to walk on who take walk-on places first on signing day (unless they sign elsewhere). */
  walk_on_invites: WalkOnProspect[];
  /** The roster minimum, position by position: how many the roster needs and has. */
  minimum: { pos: string; least: number; have: number }[];
  /** Whether a player can be released now, and why not. */
  release: { open: boolean; reason: string | null };
}

/** POST /api/roster/release/ {player}, `dynasty roster release NAME --json`. */
export interface ReleaseResponse {
  status: 'success';
  released: { id: number; first: string; last: string; pos: string; rating: number };
  portal: boolean;
  message: string;
  limits: RosterLimitsResponse;
}

/** A prospect nobody recruited (two stars or fewer, uncommitted): a walk-on candidate. */
export interface WalkOnProspect {
  id: number;
  first: string;
  last: string;
  pos: string;
  stars: number;
  /** The services' national rank (what is public of him). */
  rank: number;
  state: string;
}

/**
 * Who signing day would put in the player's empty places if nobody else signs (recruiting board and dashboard): the
 * invited walk-ons first, then drawn walk-ons at the most open positions. `line` is the sentence every front end shows.
 */
export interface WalkOnPreview {
  /** Empty places signing day fills with walk-ons (up to an 85-man roster). */
  places: number;
  /** Invited walk-ons (still unsigned) who take places, best ranked first. */
  invited: WalkOnProspect[];
  /** Drawn walk-ons for the places left, by position. */
  drawn: { pos: string; count: number }[];
  line: string | null;
}

/** GET /api/roster/walkons/?position=, `dynasty roster walkons --json`. */
export interface WalkOnsResponse {
  team: string;
  /** Whether walk-ons can be invited now (a class is being recruited), and why not. */
  open: boolean;
  reason: string | null;
  /** Walk-on places signing day fills if nobody else takes them. */
  places: number;
  invited: WalkOnProspect[];
  /** The pool: unrecruited prospects, best first (at most 60; of one position when asked). */
  pool: WalkOnProspect[];
  position: string | null;
}

/** POST /api/roster/walkons/ {prospect, invite}, `dynasty roster walkon invite|cancel NAME --json`. */
export interface WalkOnInviteResponse {
  status: 'success';
  message: string;
  walk_ons: WalkOnsResponse;
}

/** How close two positions are, as the pages say it. */
export type PositionCloseness = 'same' | 'close' | 'partial' | 'far';

/** One position a player could move to: his overall and potential there. */
export interface PositionOption {
  pos: string;
  closeness: PositionCloseness;
  /** 0-1: the share of his edge in his old position's skills the move keeps or brings. */
  similarity: number;
  rating: number;
  potential: number;
  /** Where the offseason found him: moving there puts him back as he was. */
  back: boolean;
}

/** GET /api/roster/position/?player=, `dynasty depth position NAME --json`: where one of the coach's players can move. */
export interface PositionOptionsResponse {
  player: { id: number; first: string; last: string; pos: string; rating: number; potential: number };
  /** Where the offseason found him (his position now, unless he moved this offseason). */
  origin: string;
  /** Whether players can change positions now, and why not. */
  open: boolean;
  reason: string | null;
  /** Every other position, closest first. */
  options: PositionOption[];
}

/** POST /api/roster/position/ {player, pos}, `dynasty depth position NAME POSITION --json`: the move, then his team's depth chart. */
export interface PositionChangeResponse extends DepthChartResponse {
  status: 'success';
  message: string;
  change: {
    id: number;
    first: string;
    last: string;
    from: string;
    to: string;
    rating_before: number;
    rating_after: number;
    potential: number;
    /** He is back where the offseason found him, as he was. */
    back: boolean;
  };
}
