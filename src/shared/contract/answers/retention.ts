// The answers of keeping players: the retention page and its changes (../../retention-types.ts types them).
import Type from 'typebox';
import { nilNegotiationAnswer } from './staff.js';
import { closed, nullable, userId } from './kit.js';

export const retentionPlayerAnswer = closed({
  id: Type.Number(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  year: Type.String(),
  rating: Type.Number(),
  depth: Type.Number(),
  starter: Type.Boolean(),
  // Chance he enters the transfer portal after the season, 0-1.
  portal_risk: Type.Number(),
  // Chance he declares early for the draft, 0-1 (null: not eligible).
  draft_risk: nullable(Type.Number()),
  // His main reason to transfer, as the portal names it.
  reason: Type.String(),
  // What he wants, strongest first: each with its weight (0-1, summing to 1).
  motives: Type.Array(closed({ motive: Type.String(), label: Type.String(), weight: Type.Number() })),
  // What he is unhappy about, in words, most pressing first.
  concerns: Type.Array(Type.String()),
  talked: Type.Boolean(),
  // What he was promised this offseason.
  promised: Type.Array(
    closed({
      kind: Type.String(),
      position: nullable(Type.String()),
      amount: nullable(Type.Number()),
      status: Type.String(),
    }),
  ),
  // A backup next in line for a starting role (a starter at his position leaves).
  next_in_line: Type.Boolean(),
  // His NIL ask (thousands; null before NIL), or his last counter to your program.
  nil_ask: nullable(Type.Number()),
  // A promise to him was broken in the season just played.
  broken: Type.Boolean(),
});

const retentionPromiseAnswer = closed({
  year: Type.Number(),
  id: Type.Number(),
  name: Type.String(),
  kind: Type.String(),
  position: nullable(Type.String()),
  amount: nullable(Type.Number()),
  status: Type.String(),
  judged: nullable(Type.Number()),
});

export const retentionAnswer = closed({
  team: Type.String(),
  // The season whose offseason the talks belong to (the season just played, or being played).
  season: Type.Number(),
  // Talks and promises can be made now (Season Summary); when they can, in words.
  open: Type.Boolean(),
  window: Type.String(),
  meetings: closed({ total: Type.Number(), used: Type.Number(), left: Type.Number() }),
  // The program's recruiting trust 0-1 and what it does to interest (a multiplier, 1 at full trust).
  trust: Type.Number(),
  trust_effect: Type.Number(),
  // Promises the program broke in the season just played (each raises the roster's risk).
  broken_this_season: Type.Number(),
  nil: closed({ era: Type.Boolean(), left: Type.Number() }),
  // Players who may leave (seniors leave anyway), most at risk first.
  players: Type.Array(retentionPlayerAnswer),
  // The program's promises of the last seasons and how they turned out, latest first.
  promises: Type.Array(retentionPromiseAnswer),
  ...userId,
});

export const retentionChangeAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  negotiation: Type.Optional(nilNegotiationAnswer),
  retention: retentionAnswer,
  ...userId,
});
