// How well a program offers each thing to one prospect (preferences.ts programFactors' numbers), read from the
// week's ledger: openings and commitments by index, and the closeness to his home worked out once a week.

import type { Ledger, Factors } from './ledger.js';
import { FULL_AT, POSITION_COUNT } from './cycleIndex.js';
import { milesBetweenStates } from './talentMap.js';
import { playingTimeFactor } from './preferences.js';
import { POSITIONS } from '../players/types.js';
import { NON_POWER_CONFERENCE_FACTOR, PROXIMITY_RANGE_MILES } from './tuning.js';
import { schemeFitAt, schemeIndex } from './schemeFit.js';
import type { RecruitingProgram } from './types.js';

/**
 * programFactors(prospect, program, committed at his position) without building an object: the ledger's scratch,
 * overwritten by the next call (the same numbers, the closeness to his home worked out once a week).
 */
export function factorsAt(ledger: Ledger, index: number, program: RecruitingProgram): Factors {
  const prospect = ledger.prospects[index];
  const f = ledger.factorScratch;
  const open =
    program.openings[prospect.pos] - ledger.commitmentsAtIndex(program.name, ledger.classIndex.positions[index]);
  const full = FULL_AT[ledger.classIndex.positions[index]];
  f.playingTime = playingTimeFactor(open / full, prospect.rating, program.starters?.[prospect.pos]);
  f.proximity = closeness(ledger, index, program);
  f.prestige = (program.prestige - 1) / 6;
  f.contending = Math.max(0, Math.min(1, program.contending));
  f.conference = program.power ? 1 : NON_POWER_CONFERENCE_FACTOR;
  f.schemeFit = schemeFitAt(ledger.classIndex.styles[index], schemeIndex(program.scheme));
  return f;
}

/** factorsAt() for recruiting program `p`, given as the week's own program object. */
export function factorsOf(ledger: Ledger, index: number, program: RecruitingProgram, p: number): Factors {
  const f = ledger.factorScratch;
  const position = ledger.classIndex.positions[index];
  // The week's program at `p` is `program`: its openings by position index (no lookup keyed by position names).
  const open = ledger.openingsAt[p * POSITION_COUNT + position] - ledger.index.commitsAt[p * POSITION_COUNT + position];
  const full = FULL_AT[position];
  f.playingTime = program.starters
    ? playingTimeFactor(open / full, ledger.prospects[index].rating, program.starters[POSITIONS[position]])
    : Math.max(0, Math.min(1, open / full));
  f.proximity = proximityOf(ledger, index, program, p);
  f.prestige = (program.prestige - 1) / 6;
  f.contending = Math.max(0, Math.min(1, program.contending));
  f.conference = program.power ? 1 : NON_POWER_CONFERENCE_FACTOR;
  f.schemeFit = schemeFitAt(ledger.classIndex.styles[index], ledger.schemeAt[p]);
  return f;
}

/** programFactors' proximity of the program to the home of the prospect at `index`. */
function closeness(ledger: Ledger, index: number, program: RecruitingProgram): number {
  const p = ledger.index.programIndex.get(program.name);
  if (p === undefined || p >= ledger.index.recruiting || ledger.programs.get(program.name) !== program) {
    return Math.max(0, 1 - milesBetweenStates(ledger.prospects[index].state, program.state) / PROXIMITY_RANGE_MILES);
  }
  return proximityOf(ledger, index, program, p);
}

/** The closeness of recruiting program `p` to the home of the prospect at `index`, worked out once a week. */
function proximityOf(ledger: Ledger, index: number, program: RecruitingProgram, p: number): number {
  const home = ledger.classIndex.homes[index];
  const at = p * ledger.classIndex.states.length + home;
  let near = ledger.proximity[at];
  if (Number.isNaN(near)) {
    near = Math.max(0, 1 - milesBetweenStates(ledger.classIndex.states[home], program.state) / PROXIMITY_RANGE_MILES);
    ledger.proximity[at] = near;
  }
  return near;
}
