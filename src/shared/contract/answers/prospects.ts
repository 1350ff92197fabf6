// A recruit as the player's program sees him, the pieces of the recruiting answers (./programRecruiting.ts): his
// summary in a list (scouted bounds, interest, his leaders, his timetable), the programs recruiting him, his
// dealbreakers, what he weighs and what the program offers him, and which actions can be queued for him now.
import Type from 'typebox';
import { closed, nullable, word } from './kit.js';
import { walkOnProspectAnswer } from './programRoster.js';

/** A program's pipeline in a state, by strength. */
export const pipelineTierAnswer = word(['none', 'bronze', 'silver', 'gold']);
const motivationKeyAnswer = word([
  'playingTime',
  'proximity',
  'prestige',
  'contending',
  'conference',
  'schemeFit',
  'nil',
]);
/** One of a prospect's dealbreakers as the page's program knows it (once scouted). */
export const dealbreakerAnswer = closed({
  kind: word(['playingTime', 'proximity', 'prestige', 'contending', 'schemeFit', 'nil']),
  label: Type.String(),
  // The line, in words: "a campus within 500 miles of home", "NIL worth $90K or more".
  line: Type.String(),
  // The least the program must offer in it, on its own scale (what program_offers shows: 0-1; NIL: its pull 0-1).
  least: Type.Number(),
  // The page's program is below the line now: he rules it out (no interest from its work, no commitment).
  ruled_out: Type.Boolean(),
});
/** A program recruiting a prospect, as the prospect sees it. */
export const suitorInterestAnswer = closed({
  team: Type.String(),
  // 0-100, one decimal.
  interest: Type.Number(),
  offered: Type.Boolean(),
  visited: Type.Boolean(),
  // His share of the interest of the prospect's top three schools, 0-100 (0 outside them): tells apart leaders at 100.
  share: Type.Number(),
  // The program's pipeline in the prospect's home state; null for another coach's program in an online league.
  pipeline: nullable(pipelineTierAnswer),
});
/** A prospect in a list (board, search), as the player's program sees him. */
export const prospectSummaryAnswer = closed({
  // The walk-on's keys: id, name, position, public stars 1-5, the services' national rank, home state.
  ...walkOnProspectAnswer.properties,
  town: Type.String(),
  // Height in inches, weight in pounds.
  height: Type.Number(),
  weight: Type.Number(),
  // Scouting level 0-3 by the player's program.
  scouting: Type.Number(),
  // Bounds of his true rating and potential as scouted (equal when fully scouted).
  rating: Type.Tuple([Type.Number(), Type.Number()]),
  potential: Type.Tuple([Type.Number(), Type.Number()]),
  // His interest in the player's program (0 when it is not recruiting him).
  interest: Type.Number(),
  offered: Type.Boolean(),
  // An offer to him is queued for the coming week: made when that week is played.
  offer_queued: Type.Boolean(),
  visited: Type.Boolean(),
  on_board: Type.Boolean(),
  committed_to: nullable(Type.String()),
  // Recruiting week he committed (0 when not committed, or committed in the spring and summer).
  committed_week: Type.Number(),
  // His timetable as the board says it: "ready to commit", "decides from week 9", "decides in December", "decides on
  // signing day".
  decides: Type.String(),
  // He signed with his school in the early signing period (from 2017): his commitment is final.
  signed_early: Type.Boolean(),
  // His three leading programs, highest interest first.
  leaders: Type.Array(suitorInterestAnswer),
  // Who leads, in words: "leans Kansas State", "Oregon and Texas even", "..., warming to you", "committed to LSU".
  lead: Type.String(),
  // Programs recruiting him.
  suitor_count: Type.Number(),
  // The page's program's pipeline in his home state: its every action earns more interest with him (none: no more).
  pipeline: pipelineTierAnswer,
  // What he will not do without, as the page's program scouted it: null until scouted (level 1), then the list
  // (often empty).
  dealbreakers: nullable(Type.Array(dealbreakerAnswer)),
});

/** One thing a prospect weighs, and how much. */
export const prospectPreferenceAnswer = closed({
  key: motivationKeyAnswer,
  label: Type.String(),
  // His weight on it as a share of all he weighs, percent (known at scouting level 3; null before).
  share: nullable(Type.Number()),
});
// How well the player's program offers one thing a prospect may want, 0-1 (NIL: its pull on him, from July 2021).
export const programOfferAnswer = closed({
  key: motivationKeyAnswer,
  label: Type.String(),
  value: Type.Number(),
});
/** Why an action cannot be queued now (null: it can). */
export const actionCheckAnswer = closed({
  scout: nullable(Type.String()),
  contact: nullable(Type.String()),
  offer: nullable(Type.String()),
  pitch: nullable(Type.String()),
  visit: nullable(Type.String()),
});
