// What a coach sends for a coached game's decision, from the server's JSON body or a line of `dynasty game coach
// --stdin`: {"call": "..."}, {"call": "...", "tempo": "hurry"}, {"tempo": "hurry"}, or a bare JSON string (the call).
// A play may name its formation and personnel ({"call": "inside_run", "formation": "pistol", "personnel": "11"}) and
// a defensive call its front ({"call": "cover3", "front": "nickel"}): they become one call, "inside_run@pistol/11".
import { SIDELINE_SUFFIX, splitSideline } from '../../../core/sim/clock.js';
import { GameError } from '../../errors.js';

/** Longest call or tempo name accepted (the longest call is far shorter). */
const MAX_NAME = 40;

export interface CallInput {
  call: string | null;
  tempo?: string;
}

const USAGE =
  'Send {"call": "inside_run"} (with "formation" and "personnel", or a defensive call with "front", if you name them), with "tempo": "huddle" | "hurry" | "milk" | "auto" if you set one, or {"tempo": "hurry"} alone.';

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
  const body = value as { call?: unknown; tempo?: unknown; formation?: unknown; personnel?: unknown; front?: unknown };
  const call = withSet(name(body.call, 'call'), body);
  const tempo = name(body.tempo, 'tempo');
  if (call === undefined && tempo === undefined) throw new GameError('bad_input', USAGE);
  return tempo === undefined ? { call: call ?? null } : { call: call ?? null, tempo };
}

/** The call with the formation and personnel, or the front, it names ("inside_run@pistol/11", "cover3@nickel"). */
function withSet(
  call: string | undefined,
  body: { formation?: unknown; personnel?: unknown; front?: unknown },
): string | undefined {
  const formation = name(body.formation, 'formation');
  const personnel = typeof body.personnel === 'number' ? String(body.personnel) : name(body.personnel, 'personnel');
  const front = name(body.front, 'front');
  if (formation === undefined && personnel === undefined && front === undefined) return call;
  if (call === undefined)
    throw new GameError('bad_input', `A formation, personnel or front goes with a call. ${USAGE}`);
  if (front !== undefined && (formation !== undefined || personnel !== undefined))
    throw new GameError(
      'bad_input',
      "A front is the defense's, a formation and personnel the offense's: send one or the other.",
    );
  for (const part of [call, formation, personnel, front])
    if (part !== undefined && /[@/]/.test(part)) throw new GameError('bad_input', `"${part}" is a name (${USAGE})`);
  const { play, sideline } = splitSideline(call);
  const set = front ?? `${formation ?? ''}${personnel === undefined ? '' : `/${personnel}`}`;
  return `${play}@${set}${sideline ? SIDELINE_SUFFIX : ''}`;
}
