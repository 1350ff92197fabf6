// The answers of a head-to-head game between two coached programs (GET /api/head_to_head and its calls), and the
// events the server pushes (GET /api/events).
import type { Info } from './api-types.js';
import type { CoachedGameResponse } from './coached-types.js';

/** A side's call at the decision the game stands before: still to make, made (unseen by the other), or none asked. */
export type HeadToHeadCallStatus = 'waiting' | 'called' | 'none';

export interface HeadToHeadStatus {
  /** The other coached program. */
  opponent: string;
  you: HeadToHeadCallStatus;
  them: HeadToHeadCallStatus;
  /** The decision's mark: it changes with every call used (the play clock runs per mark). */
  point: number;
  /** Seconds left on the play clock (null: none running, the game over). */
  play_clock_left: number | null;
  /** The length of a play clock, in seconds. */
  play_clock_seconds: number;
}

/**
 * What a side the game does not wait for reads, in the terminal's screen and the CLI: the screen follows the other
 * side's call by itself.
 */
export function headToHeadWaitText(h: HeadToHeadStatus): string {
  return h.you === 'called'
    ? `Your call is in: the snap waits for ${h.opponent}. It shows here once played.`
    : `${h.opponent} has the call. The game shows here as it moves on.`;
}

/** The game being played, as one side sees it: his own calls only. */
export interface HeadToHeadGame extends CoachedGameResponse {
  head_to_head: HeadToHeadStatus;
}

/** The program's next head-to-head game, who has joined its page, and the game once it has kicked off. */
export interface HeadToHeadResponse {
  info: Info;
  /** The next game against another coached program (null: none in the way this season). */
  next: { id: number; week: number; home: string; away: string; opponent: string } | null;
  you_joined: boolean;
  opponent_joined: boolean;
  /** The game kicked off (in progress, or its final until the next one): null before kick-off. */
  game: HeadToHeadGame | null;
}

/** An event pushed to a page: `changed` (the save moved: refresh), `head_to_head` (the game's state for this side). */
export type LiveEvent =
  | { type: 'changed'; year: number; stage: string; week: number }
  | { type: 'league'; league: string; kind: string }
  | { type: 'head_to_head'; game: HeadToHeadGame | null; next: HeadToHeadResponse['next']; opponent_joined: boolean }
  | { type: string; [key: string]: unknown };
