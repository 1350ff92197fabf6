// The situations of a coached game that come to the coach, as a player sends them (a JSON object from the server or
// `dynasty game coach --stdin`, a list from the CLI's --situations): checked, a bad one refused naming the valid ones.
import type { DecisionKind } from '../../../core/sim/calls.js';
import { DEFAULT_SITUATIONS, situationSetProblem, type SituationSet } from '../../../core/sim/situations.js';
import { GameError } from '../../errors.js';
import type { CoachedRecord } from './record.js';

/** Longest list of situations accepted (there are seven). */
const MAX_SITUATIONS = 20;

/** A set of situations sent by a player, checked (a bad one is refused, changing nothing). */
export function checkedSituations(situations: readonly string[], sides: string): SituationSet {
  const problem = situationSetProblem(situations, sides);
  if (problem) throw new GameError('bad_input', problem);
  return { situations: [...new Set(situations)], sides } as SituationSet;
}

/** A comma-separated list ("third,fourth,redzone"), checked. */
export function situationsOfList(list: string, sides: string = DEFAULT_SITUATIONS.sides): SituationSet {
  return checkedSituations(
    list
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter((n) => n !== ''),
    sides,
  );
}

/**
 * A JSON object {"situations": ["third", ...], "sides": "offense"}, checked; a missing part keeps `current`'s. null
 * when the object says nothing of situations.
 */
export function situationsOfJson(value: unknown, current: SituationSet = DEFAULT_SITUATIONS): SituationSet | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { situations, sides } = value as { situations?: unknown; sides?: unknown };
  if (situations === undefined && sides === undefined) return null;
  const names = situations ?? current.situations;
  if (!Array.isArray(names) || names.length > MAX_SITUATIONS || !names.every((n) => typeof n === 'string')) {
    throw new GameError(
      'bad_input',
      'Send "situations" as a list of names: {"situations": ["third", "fourth"], "sides": "both"}.',
    );
  }
  if (sides !== undefined && typeof sides !== 'string')
    throw new GameError('bad_input', 'Send "sides" as one of offense, defense, both.');
  return checkedSituations(names as string[], (sides as string | undefined) ?? current.sides);
}

/** The situations a new game asks about: the last game's, else the default (with the kick-offs a kicking coordinator calls). */
export function situationsOfNewGame(last: CoachedRecord | null, callsOnly: DecisionKind | undefined): SituationSet {
  const set = last?.situations ?? DEFAULT_SITUATIONS;
  const kicks = callsOnly === 'kickoff' && !set.situations.includes('kicks');
  return { sides: set.sides, situations: kicks ? [...set.situations, 'kicks'] : [...set.situations] };
}
