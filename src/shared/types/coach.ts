// Coaches: the coach page, job offers and the coaching carousel.
import type { GamePage, Info, Team } from './common.js';
import type { StaffMoveLine } from '../staff-types.js';

// Coaches: GET /api/coach/, POST /api/coach/accept/, GET /api/carousel/?year=

export interface CoachRatingsView {
  offense: number;
  defense: number;
  recruiting: number;
  development: number;
  gameManagement: number;
  overall: number;
}

export type HotSeatLevel = 'secure' | 'warm' | 'hot' | 'fired';

/** The player's coach as the dashboard shows him: his job security against the program's expectations. */
export interface CoachBadge {
  name: string;
  /** Job security 0-100 (below 20 past his first seasons: fired at the season's end). */
  security: number;
  hot_seat: HotSeatLevel;
  /** "Secure", "Warm seat", "Hot seat", "Fired". */
  hot_seat_label: string;
  /** Before the season ends (when results move it): "next reviewed when the 2024 season ends"; else null. */
  security_review: string | null;
}

export interface CoachProfile {
  id: number;
  name: string;
  age: number;
  /** His program (null when out of a job). */
  team: string | null;
  ratings: CoachRatingsView;
  scheme: string;
  scheme_label: string;
  tempo: string;
  tempo_label: string;
  front: string;
  wins: number;
  losses: number;
  titles: number;
  since: number;
  contract_until: number;
  security: number;
  hot_seat: HotSeatLevel;
  hot_seat_label: string;
  /** Before the season ends (when results move it): "next reviewed when the 2024 season ends"; else null. */
  security_review: string | null;
  /** What his program's prestige expects, as a winning percentage (0-1). */
  expected_win_pct: number;
}

export interface CoachSeasonLine {
  year: number;
  team: string;
  wins: number;
  losses: number;
}

export interface CoachOfferView {
  team: string;
  prestige: number;
  conference: string;
  /** The program's record in the season just played. */
  record: string;
}

export interface CoachResponse extends GamePage {
  team: Team;
  coach: CoachProfile;
  history: CoachSeasonLine[];
  offers: CoachOfferView[];
  /** Offers can be accepted now (the season summary, with offers). */
  can_accept: boolean;
  /** Fired: he must accept an offer (or start a new dynasty) before the offseason goes on. */
  fired: boolean;
}

export interface AcceptOfferResponse {
  status: 'success';
  from: string;
  to: string;
  info: Info;
}

export interface CoachingChangeView {
  team: string;
  /** fired, retired, hired_away (left for another job). */
  reason: string;
  reason_label: string;
  outgoing: { name: string; wins: number; losses: number } | null;
  /** null while the program waits (held for the player's decision). */
  incoming: { name: string; from: string | null; scheme_label: string; is_user: boolean } | null;
}

export interface CarouselResponse extends GamePage {
  team: Team;
  year: number;
  years: number[];
  changes: CoachingChangeView[];
  /** The offseason's coordinator moves (firings, hires, coordinators hired away as head coaches). */
  coordinator_moves: StaffMoveLine[];
}
