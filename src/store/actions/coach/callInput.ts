// What a coach sends for a coached game's decision, from the server's JSON body or a line of `dynasty game coach
// --stdin`: {"call": "..."}, {"call": "...", "tempo": "hurry"}, {"tempo": "hurry"}, or a bare JSON string (the call).
import { GameError } from '../../errors.js';

/** Longest call or tempo name accepted (the longest call is far shorter). */
const MAX_NAME = 40;

export interface CallInput {
  call: string | null;
  tempo?: string;
}

const USAGE =
  'Send {"call": "inside_run"}, with "tempo": "huddle" | "hurry" | "milk" | "auto" if you set one, or {"tempo": "hurry"} alone.';

function name(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NAME)
    throw new GameError('bad_input', `"${field}" is a name (${USAGE})`);
  return value;
}

/** The call and tempo of a parsed JSON value, or a bad-input error saying what to send. */
export function callInputOf(value: unknown): CallInput {
  if (typeof value === 'string') return { call: name(value, 'call')! };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GameError('bad_input', USAGE);
  const body = value as { call?: unknown; tempo?: unknown };
  const call = name(body.call, 'call');
  const tempo = name(body.tempo, 'tempo');
  if (call === undefined && tempo === undefined) throw new GameError('bad_input', USAGE);
  return tempo === undefined ? { call: call ?? null } : { call: call ?? null, tempo };
}
