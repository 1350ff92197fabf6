// A computer staff's week: offers, official visits, contacts and pitches to the prospects on its board, by the
// same rules as the player's actions (actions.ts allowedAt), tried in the board's working order.

import { actAt, visitEffect } from './actions.js';
import { CONTACT_BIT, OFFER_BIT, PITCH_BIT, VISIT_BIT } from './cycleIndex.js';
import type { Ledger } from './ledger.js';
import { factorsOf } from './ledgerFactors.js';
import {
  ACTION_HOURS,
  ACTION_POINTS,
  MAX_OFFICIAL_VISITS,
  OFFERS_PER_SCHOLARSHIP,
  VISITS_PER_HOME_WEEK,
} from './tuning.js';
import type { RecruitingProgram, Suitor } from './types.js';

import { byStanding, pitchFor, refreshedTargets } from './staff.js';
import { pitchMultiplier } from './actions.js';

/** One week of the staff: refresh the board, offer, host visits on a home week, contact, then pitch. */
export function runStaffWeek(ledger: Ledger, program: RecruitingProgram): void {
  const targets = refreshedTargets(ledger, program);
  const p = ledger.recruiterIndex(program.name);
  if (p === undefined) return;
  // A refused try changes nothing, so tries that cannot pass (no hours left for their kind) are skipped,
  // and a pitch's strength is only worked out for a pitch that will be made.
  offerTargets(ledger, program, p, targets);
  const order = workingOrder(ledger, program.name, p, targets);
  hostVisits(ledger, program, p, order);
  contactTargets(ledger, program, p, order);
  pitchTargets(ledger, program, p, order);
}

// The staff's tries below are allowedAt's rules read on the ledger's arrays (see Ledger), the same tests in the same
// order (a staff's own program object at `p`, a target never -1): every staff tries some hundred actions a week.

function offerTargets(ledger: Ledger, program: RecruitingProgram, p: number, targets: readonly number[]): void {
  const hoursLeft = ledger.hoursLeft;
  const statusAt = ledger.index.statusAt;
  const slots = ledger.index.slots;
  const commits = ledger.index.commits;
  const offers = ledger.index.offers;
  const row = p * ledger.size;
  for (let t = 0; t < targets.length; t++) {
    const index = targets[t];
    if (hoursLeft[p] < OFFER_HOURS) break;
    // No scholarship left to offer refuses every offer that follows (offers only use more): most weeks, once the
    // offers are out, the loop stops here at once. (These are also offerAllowedAt's scholarship tests.)
    const left = program.scholarships - commits[p];
    if (left <= 0 || offers[p] >= Math.max(0, left) * OFFERS_PER_SCHOLARSHIP) break;
    const status = statusAt[index];
    if (status.signedWith) continue;
    if (offeredIn(status.suitors, slots[row + index])) continue;
    // applyAt's offer (points times 1), and recordKind's.
    const suitor = actAt(
      ledger,
      program,
      p,
      index,
      OFFER_HOURS,
      OFFER_BIT,
      OFFER_POINTS,
      factorsOf(ledger, index, program, p),
    );
    suitor.offered = true;
    if (!statusAt[index].committedTo) offers[p] += 1;
  }
}

/** The targets not yet committed to the program, in the order the staff works them (in the week's scratch). */
function workingOrder(ledger: Ledger, name: string, p: number, targets: readonly number[]): Int32Array {
  const order = ledger.scratch.orderFor(targets.length);
  let count = 0;
  // workOrderPlaces (staff.ts) for a program of the week.
  const n = targets.length;
  const standing = ledger.scratch.standingsFor(n);
  const statusAt = ledger.index.statusAt;
  const slots = ledger.index.slots;
  const row = p * ledger.size;
  const leaderKnown = ledger.leaderKnown;
  const leaderInterest = ledger.leaderInterest;
  for (let k = 0; k < n; k++) {
    const index = targets[k];
    let value = 0;
    if (index >= 0) {
      const status = statusAt[index];
      if (status.committedTo === name) {
        value = -1; // already ours: least attention
      } else {
        const slot = slots[row + index];
        const ours = slot === 0 ? 0 : status.suitors[slot - 1].interest;
        if (leaderKnown[index] === 0) ledger.keepLeader(index);
        value = (ours + 10) / (leaderInterest[index] + 10);
      }
    }
    standing[k] = value;
  }
  const worked = byStanding(standing, n, ledger.scratch);
  for (let w = 0; w < targets.length; w++) {
    const index = targets[worked[w]];
    if (statusAt[index].committedTo !== name) order[count++] = index;
  }
  return order.subarray(0, count);
}

/** Has the suitor in `slot` of his suitors (the cycle index's: 0 for none) been offered? */
function offeredIn(suitors: readonly Suitor[], slot: number): boolean {
  return slot !== 0 && suitors[slot - 1].offered;
}

function hostVisits(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  if (!ledger.homeGames[program.name]) return;
  // applyAt's points for a visit: the home game's effect, the same for each.
  const points = VISIT_POINTS * visitEffect(ledger.homeGames[program.name]);
  const hoursLeft = ledger.hoursLeft;
  const statusAt = ledger.index.statusAt;
  const slots = ledger.index.slots;
  const row = p * ledger.size;
  for (let v = 0; v < order.length && v < VISITS_PER_HOME_WEEK; v++) {
    const index = order[v];
    const status = statusAt[index];
    if (status.signedWith || hoursLeft[p] < VISIT_HOURS) continue;
    const slot = slots[row + index];
    if (slot !== 0 && status.suitors[slot - 1].visited) continue;
    const suitors = status.suitors;
    let visits = 0;
    for (let k = 0; k < suitors.length; k++) if (suitors[k].visited) visits++;
    if (visits >= MAX_OFFICIAL_VISITS) continue;
    actAt(ledger, program, p, index, VISIT_HOURS, VISIT_BIT, points, factorsOf(ledger, index, program, p)).visited =
      true;
  }
}

function contactTargets(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  const hoursLeft = ledger.hoursLeft;
  const statusAt = ledger.index.statusAt;
  const acted = ledger.actedBits;
  const row = p * ledger.size;
  for (let w = 0; w < order.length; w++) {
    const index = order[w];
    if (hoursLeft[p] < CONTACT_HOURS) break;
    if (statusAt[index].signedWith || (acted[row + index] & CONTACT_BIT) !== 0) continue;
    actAt(ledger, program, p, index, CONTACT_HOURS, CONTACT_BIT, CONTACT_POINTS, factorsOf(ledger, index, program, p));
  }
}

function pitchTargets(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  const hoursLeft = ledger.hoursLeft;
  const statusAt = ledger.index.statusAt;
  const acted = ledger.actedBits;
  const row = p * ledger.size;
  for (let w = 0; w < order.length; w++) {
    const index = order[w];
    if (hoursLeft[p] < PITCH_HOURS) break;
    if (statusAt[index].signedWith || (acted[row + index] & PITCH_BIT) !== 0) continue;
    // The factors worked out once for the pitch's strength and its gain (applyAt worked them out again: the same numbers).
    const prospect = ledger.prospects[index];
    const factors = factorsOf(ledger, index, program, p);
    const strength = pitchFor(ledger, program, prospect, factors);
    actAt(
      ledger,
      program,
      p,
      index,
      PITCH_HOURS,
      PITCH_BIT,
      PITCH_POINTS * pitchMultiplier(prospect.preferences, factors, strength),
      factors,
    );
  }
}

/** ACTION_HOURS of the staff's kinds as module constants (read without a property lookup). */
const OFFER_HOURS = ACTION_HOURS.offer;
const CONTACT_HOURS = ACTION_HOURS.contact;
const PITCH_HOURS = ACTION_HOURS.pitch;
const VISIT_HOURS = ACTION_HOURS.visit;
const OFFER_POINTS = ACTION_POINTS.offer;
const CONTACT_POINTS = ACTION_POINTS.contact;
const PITCH_POINTS = ACTION_POINTS.pitch;
const VISIT_POINTS = ACTION_POINTS.visit;
