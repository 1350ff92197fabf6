// A coached game's decision as a coach sends it (the body of POST /api/coached_game/call, as the API contract checks
// it: src/shared/contract/seasonRoutes.ts), turned into the call the game plays: {"call": "...", "tempo": "hurry"},
// {"tempo": "hurry"} alone, or a bare JSON string (the call). A play may name its formation and personnel ({"call":
// "inside_run", "formation": "pistol", "personnel": "11"}) and a defensive call its front ({"call": "cover3",
// "front": "nickel"}): they become one call, "inside_run@pistol/11".
import { SIDELINE_SUFFIX, splitSideline } from '../../../core/sim/clock.js';
import type { BodyOf } from '../../../shared/contract/entry.js';
import type { RouteMap } from '../../../shared/contract/routes.js';

/** A decision's body as the contract reads it. */
export type CallBody = BodyOf<RouteMap['POST /api/coached_game/call']>;

export interface CallInput {
  call: string | null;
  tempo?: string;
}

/** The parts of a decision: a checked body (CallBody), or the terminal's own call with its picked set. */
type CallParts = string | { call?: string; tempo?: string; formation?: string; personnel?: string; front?: string };

/** The call (with its formation and personnel, or its front) and the tempo a body sends. */
export function callInputOf(body: CallBody | CallParts): CallInput {
  if (typeof body === 'string') return { call: body };
  const parts: Exclude<CallParts, string> = body;
  const call = parts.call === undefined ? null : withSet(parts.call, parts);
  return parts.tempo === undefined ? { call } : { call, tempo: parts.tempo };
}

/** The call with the formation and personnel, or the front, it names ("inside_run@pistol/11", "cover3@nickel"). */
function withSet(call: string, body: { formation?: string; personnel?: string; front?: string }): string {
  const { formation, personnel, front } = body;
  if (formation === undefined && personnel === undefined && front === undefined) return call;
  const { play, sideline } = splitSideline(call);
  const set = front ?? `${formation ?? ''}${personnel === undefined ? '' : `/${personnel}`}`;
  return `${play}@${set}${sideline ? SIDELINE_SUFFIX : ''}`;
}
