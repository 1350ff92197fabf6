// The answers of keeping players: the retention page and its changes (../../retention-types.ts).
import Type from 'typebox';
import { nilNegotiationAnswer } from './programCareer.js';
import { nullable, open } from './kit.js';

const retentionPlayerAnswer = open({
  id: Type.Number(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  year: Type.String(),
  rating: Type.Number(),
  depth: Type.Number(),
  starter: Type.Boolean(),
  portal_risk: Type.Number(),
  draft_risk: nullable(Type.Number()),
  reason: Type.String(),
  motives: Type.Array(open({ motive: Type.String(), label: Type.String(), weight: Type.Number() })),
  concerns: Type.Array(Type.String()),
  talked: Type.Boolean(),
  promised: Type.Array(
    open({
      kind: Type.String(),
      position: nullable(Type.String()),
      amount: nullable(Type.Number()),
      status: Type.String(),
    }),
  ),
  next_in_line: Type.Boolean(),
  nil_ask: nullable(Type.Number()),
  broken: Type.Boolean(),
});

export const retentionAnswer = open({
  team: Type.String(),
  season: Type.Number(),
  open: Type.Boolean(),
  window: Type.String(),
  meetings: open({ total: Type.Number(), used: Type.Number(), left: Type.Number() }),
  trust: Type.Number(),
  trust_effect: Type.Number(),
  broken_this_season: Type.Number(),
  nil: open({ era: Type.Boolean(), left: Type.Number() }),
  players: Type.Array(retentionPlayerAnswer),
  promises: Type.Array(
    open({
      year: Type.Number(),
      id: Type.Number(),
      name: Type.String(),
      kind: Type.String(),
      position: nullable(Type.String()),
      amount: nullable(Type.Number()),
      status: Type.String(),
      judged: nullable(Type.Number()),
    }),
  ),
});

export const retentionChangeAnswer = open({
  status: Type.Literal('success'),
  message: Type.String(),
  negotiation: Type.Optional(nilNegotiationAnswer),
  retention: retentionAnswer,
});
