// The answers of a head-to-head game between two coached programs (GET /api/head_to_head and its calls), and the
// events the server pushes (GET /api/events). The answers' types are their schemas' (contract/answers/live.ts).
import type { Static } from 'typebox';
import type {
  callStatusAnswer,
  headToHeadAnswer,
  headToHeadGameAnswer,
  headToHeadStatusAnswer,
} from './contract/answers/live.js';

/** A side's call at the decision the game stands before: still to make, made (unseen by the other), or none asked. */
export type HeadToHeadCallStatus = Static<typeof callStatusAnswer>;

export type HeadToHeadStatus = Static<typeof headToHeadStatusAnswer>;

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
export type HeadToHeadGame = Static<typeof headToHeadGameAnswer>;

/** The program's next head-to-head game, who has joined its page, and the game once it has kicked off. */
export type HeadToHeadResponse = Static<typeof headToHeadAnswer>;

/** An event pushed to a page: `changed` (the save moved: refresh), `head_to_head` (the game's state for this side). */
export type LiveEvent =
  | { type: 'changed'; year: number; stage: string; week: number }
  | { type: 'league'; league: string; kind: string }
  | { type: 'head_to_head'; game: HeadToHeadGame | null; next: HeadToHeadResponse['next']; opponent_joined: boolean }
  | { type: string; [key: string]: unknown };
