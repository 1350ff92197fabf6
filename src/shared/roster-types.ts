// Answers of roster management: the player's roster against next season's limits, and a release.
import type { RosterLimitInfo } from './departures-types.js';

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
  /** Where those walk-ons would play: the most open positions first (signing day's preview). */
  walk_on_positions: { pos: string; count: number }[];
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
