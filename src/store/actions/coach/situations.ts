// The situations of a coached game that come to the coach, as a player sends them (an object the API contract has
// read, from the server or `dynasty game coach --stdin`, or a list from the CLI's --situations): checked against the
// game's, a bad one refused naming the valid ones.
import type { DecisionKind } from '../../../core/sim/calls.js';
import { DEFAULT_SITUATIONS, situationSetProblem, type SituationSet } from '../../../core/sim/situations.js';
import { GameError } from '../../errors.js';
import type { CoachedRecord } from './record.js';

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

/** A change of the situations (both parts or one: the other keeps `current`'s), checked against the game's. */
export function situationsOf(
  change: { situations?: readonly string[]; sides?: string },
  current: SituationSet = DEFAULT_SITUATIONS,
): SituationSet {
  return checkedSituations(change.situations ?? current.situations, change.sides ?? current.sides);
}

/** The situations a new game asks about: the last game's, else the default (with the kick-offs a kicking coordinator calls). */
export function situationsOfNewGame(last: CoachedRecord | null, callsOnly: DecisionKind | undefined): SituationSet {
  const set = last?.situations ?? DEFAULT_SITUATIONS;
  const kicks = callsOnly === 'kickoff' && !set.situations.includes('kicks');
  return { sides: set.sides, situations: kicks ? [...set.situations, 'kicks'] : [...set.situations] };
}
