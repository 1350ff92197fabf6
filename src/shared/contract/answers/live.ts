// The answers of live play on a server (ours): a head-to-head game between two coached programs, as one side sees
// it. The event stream (GET /api/events) has no JSON answer: it is text/event-stream (src/shared/headToHead-types.ts
// names its events).
import Type from 'typebox';
import { closed, int, nullable, userId, word } from './kit.js';
import { coachedGameKeys } from './coached.js';
import { infoAnswer } from './wire.js';

/** A side's call at the decision the game stands before: still to make, made (unseen by the other), or none asked. */
export const callStatusAnswer = word(['waiting', 'called', 'none']);

/** Where the two sides stand at the snap. */
export const headToHeadStatusAnswer = closed({
  /** The other coached program. */
  opponent: Type.String(),
  you: callStatusAnswer,
  them: callStatusAnswer,
  /** The decision's mark: it changes with every call used (the play clock runs per mark). */
  point: int(0),
  /** Seconds left on the play clock (null: none running, the game over). */
  play_clock_left: nullable(int(0)),
  /** The length of a play clock, in seconds. */
  play_clock_seconds: int(0),
});

/** The game being played, as one side sees it (his own calls only), and where the two sides stand at the snap. */
export const headToHeadGameAnswer = closed({ ...coachedGameKeys, head_to_head: headToHeadStatusAnswer });

/** The program's next head-to-head game, who has joined its page, and the game once it has kicked off. */
export const headToHeadAnswer = closed({
  info: infoAnswer,
  /** The next game against another coached program (null: none in the way this season). */
  next: nullable(
    closed({ id: int(1), week: int(1), home: Type.String(), away: Type.String(), opponent: Type.String() }),
  ),
  you_joined: Type.Boolean(),
  opponent_joined: Type.Boolean(),
  /** The game kicked off (in progress, or its final until the next one): null before kick-off. */
  game: nullable(headToHeadGameAnswer),
  ...userId,
});
