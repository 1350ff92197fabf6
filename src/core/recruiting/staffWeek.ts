// A computer staff's week: offers, official visits, contacts and pitches to the prospects on its board, by the
// player's rules (actions.ts), tried in the board's working order.

import {
  actAt,
  hasHoursFor,
  hasSigned,
  hasVisitsLeft,
  hostsVisits,
  pitchMultiplier,
  recordKind,
  scholarshipToOffer,
  visitEffect,
} from './actions.js';
import { CONTACT_BIT, OFFER_BIT, PITCH_BIT, VISIT_BIT } from './cycleIndex.js';
import type { Ledger } from './ledger.js';
import { factorsOf } from './ledgerFactors.js';
import { byStanding, pitchFor, refreshedTargets } from './staff.js';
import { ACTION_HOURS, ACTION_POINTS, OFFERS_PER_SCHOLARSHIP, VISITS_PER_HOME_WEEK } from './tuning.js';
import type { RecruitingProgram } from './types.js';

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

/**
 * The offer limit holds for a staff as for a player: once the week's commitments (his own, or a prospect's elsewhere
 * undone) leave more offers out than the scholarships still open allow, the staff pulls the surplus, from the
 * prospects least interested in the program first (the first in the class on a tie).
 */
export function pullSurplusOffers(ledger: Ledger, program: RecruitingProgram): void {
  const p = ledger.recruiterIndex(program.name);
  if (p === undefined) return;
  const limit = Math.max(0, program.scholarships - ledger.commitmentsOf(p)) * OFFERS_PER_SCHOLARSHIP;
  const surplus = ledger.openOffersOf(p) - limit;
  if (surplus <= 0) return;
  const open: { index: number; interest: number }[] = [];
  for (let index = 0; index < ledger.size; index++) {
    const status = ledger.index.statusAt[index];
    if (!status || status.committedTo || status.signedWith) continue;
    const suitor = ledger.suitorOf(p, index);
    if (suitor?.offered) open.push({ index, interest: suitor.interest });
  }
  open.sort((a, b) => a.interest - b.interest || a.index - b.index);
  for (const { index } of open.slice(0, surplus)) {
    ledger.editSuitorOf(p, index, program.name).offered = false;
    ledger.countOfferAt(p, -1);
  }
}

function offerTargets(ledger: Ledger, program: RecruitingProgram, p: number, targets: readonly number[]): void {
  const statusAt = ledger.index.statusAt;
  for (let t = 0; t < targets.length; t++) {
    const index = targets[t];
    // Out of hours or of scholarships to offer, every offer that follows is refused too (offers only use more): most
    // weeks, once the offers are out, the loop stops here at once.
    if (!hasHoursFor(ledger, p, 'offer') || !scholarshipToOffer(ledger, program, p)) break;
    if (hasSigned(ledger, statusAt[index]) || ledger.offeredAt(p, index)) continue;
    // applyAt's offer (points times 1).
    const factors = factorsOf(ledger, index, program, p);
    const suitor = actAt(ledger, program, p, index, OFFER_HOURS, OFFER_BIT, OFFER_POINTS, factors);
    recordKind(ledger, program, p, index, suitor, 'offer');
  }
}

/** The targets not yet committed to the program, in the order the staff works them (in the week's scratch). */
function workingOrder(ledger: Ledger, name: string, p: number, targets: readonly number[]): Int32Array {
  const order = ledger.scratch.orderFor(targets.length);
  let count = 0;
  // Each target's standing: our interest against his leader's (committed to us: least attention).
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

function hostVisits(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  if (!hostsVisits(ledger, program.name)) return;
  // applyAt's points for a visit: the home game's effect, the same for each.
  const points = VISIT_POINTS * visitEffect(ledger.homeGames[program.name]);
  const statusAt = ledger.index.statusAt;
  for (let v = 0; v < order.length && v < VISITS_PER_HOME_WEEK; v++) {
    const index = order[v];
    const status = statusAt[index];
    if (hasSigned(ledger, status) || !hasHoursFor(ledger, p, 'visit')) continue;
    if (ledger.visitedAt(p, index) || !hasVisitsLeft(status)) continue;
    const suitor = actAt(
      ledger,
      program,
      p,
      index,
      VISIT_HOURS,
      VISIT_BIT,
      points,
      factorsOf(ledger, index, program, p),
    );
    recordKind(ledger, program, p, index, suitor, 'visit');
  }
}

function contactTargets(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  const statusAt = ledger.index.statusAt;
  for (let w = 0; w < order.length; w++) {
    const index = order[w];
    if (!hasHoursFor(ledger, p, 'contact')) break;
    if (hasSigned(ledger, statusAt[index]) || ledger.onceAt(p, index, 'contact')) continue;
    actAt(ledger, program, p, index, CONTACT_HOURS, CONTACT_BIT, CONTACT_POINTS, factorsOf(ledger, index, program, p));
  }
}

function pitchTargets(ledger: Ledger, program: RecruitingProgram, p: number, order: Int32Array): void {
  const statusAt = ledger.index.statusAt;
  for (let w = 0; w < order.length; w++) {
    const index = order[w];
    if (!hasHoursFor(ledger, p, 'pitch')) break;
    if (hasSigned(ledger, statusAt[index]) || ledger.onceAt(p, index, 'pitch')) continue;
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
