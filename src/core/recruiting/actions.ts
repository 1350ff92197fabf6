// The five things a program does for a prospect: check that it is allowed (errors as values, nothing
// changed) and apply it (interest gained, hours spent).

import type { Ledger } from './ledger.js';
import { appealOf, fitFor, pitchEmphasis, programFactors } from './preferences.js';
import {
  ACTION_HOURS, ACTION_POINTS, BLOWOUT_MARGIN, COMMITTED_LISTENING, EFFORT_GAIN, MAX_OFFICIAL_VISITS,
  MAX_SCOUTING_LEVEL, OFFERS_PER_SCHOLARSHIP, VISIT_RESULT_EFFECT,
} from './tuning.js';
import { PITCHES, type ActionKind, type HomeGame, type Pitch, type Prospect, type RecruitingAction, type RecruitingError, type RecruitingProgram, type Suitor } from './types.js';

function nameOf(prospect: Prospect): string {
  return `${prospect.first} ${prospect.last}`;
}

/** Why the program may not take the action now, or null when it may. */
export function checkAction(ledger: Ledger, program: string, action: RecruitingAction): RecruitingError | null {
  if (!ledger.programs.has(program)) return { code: 'unknown-program', message: `No program named ${program} recruits this cycle` };
  const prospect = ledger.prospectById.get(action.prospect);
  if (!prospect) return { code: 'unknown-prospect', message: `No prospect with id ${action.prospect} in the ${ledger.season} class` };
  const status = ledger.statusOf(prospect.id);
  if (status.signedWith) return { code: 'already-signed', message: `${nameOf(prospect)} already signed with ${status.signedWith}` };
  const cost = ACTION_HOURS[action.kind];
  const left = ledger.hours(program);
  if (cost > left) {
    return { code: 'no-hours', message: `Not enough recruiting hours: to ${action.kind} costs ${cost} hours and ${program} has ${left} left this week` };
  }
  const suitor = ledger.suitor(prospect.id, program);
  switch (action.kind) {
    case 'scout': {
      const level = ledger.board(program)?.scouting[prospect.id] ?? 0;
      if (level >= MAX_SCOUTING_LEVEL) return { code: 'not-allowed', message: `${nameOf(prospect)} is already fully scouted` };
      return null;
    }
    case 'contact':
    case 'pitch':
      if (ledger.once(program, prospect.id, action.kind)) {
        return { code: 'not-allowed', message: `${program} already made a ${action.kind} to ${nameOf(prospect)} this week` };
      }
      return null;
    case 'offer': {
      if (suitor?.offered) return { code: 'not-allowed', message: `${program} already offered ${nameOf(prospect)} a scholarship` };
      const open = ledger.scholarshipsLeft(program);
      if (open <= 0) {
        return { code: 'no-scholarship', message: `No scholarship left: ${program} has ${ledger.commitments(program)} commitments for ${ledger.programs.get(program)?.scholarships ?? 0} scholarships` };
      }
      if (ledger.openOffers(program) >= ledger.offerLimit(program)) {
        return { code: 'no-scholarship', message: `No scholarship left to offer: ${program} has ${ledger.openOffers(program)} open offers for ${open} open scholarships` };
      }
      return null;
    }
    case 'visit': {
      if (!ledger.homeGames[program]) {
        return { code: 'not-home-week', message: `${program} has no home game in week ${ledger.week}: official visits are hosted on home game weeks` };
      }
      if (suitor?.visited) return { code: 'not-allowed', message: `${nameOf(prospect)} already took his official visit to ${program}` };
      const visits = status.suitors.filter((s) => s.visited).length;
      if (visits >= MAX_OFFICIAL_VISITS) {
        return { code: 'not-allowed', message: `${nameOf(prospect)} has used his ${MAX_OFFICIAL_VISITS} official visits` };
      }
      return null;
    }
  }
}

/**
 * checkAction's verdict alone, for the staffs' tens of thousands of weekly tries: the same rules in the
 * same order, without building the action or the refusal's message. Keep the two in step.
 */
export function allowed(ledger: Ledger, program: string, kind: ActionKind, id: number): boolean {
  if (!ledger.programs.has(program)) return false;
  const prospect = ledger.prospectById.get(id);
  if (!prospect) return false;
  const status = ledger.statusOf(prospect.id);
  if (status.signedWith) return false;
  if (ACTION_HOURS[kind] > ledger.hours(program)) return false;
  switch (kind) {
    case 'scout':
      return (ledger.board(program)?.scouting[prospect.id] ?? 0) < MAX_SCOUTING_LEVEL;
    case 'contact':
    case 'pitch':
      return !ledger.once(program, prospect.id, kind);
    case 'offer': {
      if (ledger.suitor(prospect.id, program)?.offered) return false;
      if (ledger.scholarshipsLeft(program) <= 0) return false;
      return ledger.openOffers(program) < ledger.offerLimit(program);
    }
    case 'visit': {
      if (!ledger.homeGames[program]) return false;
      if (ledger.suitor(prospect.id, program)?.visited) return false;
      let visits = 0;
      for (const s of status.suitors) if (s.visited) visits++;
      return visits < MAX_OFFICIAL_VISITS;
    }
  }
}

/**
 * allowed() for the week's own program object (at index `p` of the week) and the prospect at `index` of the class:
 * the same rules, the staffs' way (no names or ids looked up).
 */
export function allowedAt(ledger: Ledger, program: RecruitingProgram, p: number, index: number, kind: ActionKind): boolean {
  const status = ledger.statusAtIndex(index);
  if (status.signedWith) return false;
  if (hoursOf(kind) > ledger.hoursAt(p)) return false;
  switch (kind) {
    case 'scout':
      return (ledger.board(program.name)?.scouting[ledger.prospects[index].id] ?? 0) < MAX_SCOUTING_LEVEL;
    case 'contact':
    case 'pitch':
      return !ledger.onceAt(p, index, kind);
    case 'offer': {
      if (ledger.suitorOf(p, index)?.offered) return false;
      const left = program.scholarships - ledger.commitmentsOf(p);
      if (left <= 0) return false;
      return ledger.openOffersOf(p) < Math.max(0, left) * OFFERS_PER_SCHOLARSHIP;
    }
    case 'visit': {
      if (!ledger.homeGames[program.name]) return false;
      if (ledger.suitorOf(p, index)?.visited) return false;
      let visits = 0;
      for (let k = 0; k < status.suitors.length; k++) if (status.suitors[k].visited) visits++;
      return visits < MAX_OFFICIAL_VISITS;
    }
  }
}

/** How a home game's result colours an official visit. */
export function visitEffect(game: HomeGame): number {
  if (game.won) return game.ranked ? VISIT_RESULT_EFFECT.rankedWin : VISIT_RESULT_EFFECT.win;
  return -game.margin >= BLOWOUT_MARGIN ? VISIT_RESULT_EFFECT.blowoutLoss : VISIT_RESULT_EFFECT.loss;
}

/** Interest points an action earns the program with the prospect before the room left to 100. */
export function actionGain(ledger: Ledger, program: RecruitingProgram, prospect: Prospect, action: RecruitingAction): number {
  const index = ledger.indexOf.get(prospect.id);
  const factors = index === undefined ? programFactors(prospect, program, ledger.commitmentsAt(program.name, prospect.pos)) : ledger.factors(index, program);
  const weights = prospect.preferences;
  let points: number = ACTION_POINTS[action.kind];
  if (action.kind === 'pitch') points *= 2 * pitchEmphasis(weights, action.strength) * factors[action.strength];
  if (action.kind === 'visit') points *= visitEffect(ledger.homeGames[program.name]);
  const status = ledger.statusOf(prospect.id);
  const listening = status.committedTo && status.committedTo !== program.name ? COMMITTED_LISTENING : 1;
  return points * appealOf(fitFor(weights, factors)) * (1 + weights.effort * EFFORT_GAIN * effortShare(status.suitors, program.name, ACTION_HOURS[action.kind])) * listening;
}

/**
 * How hard this program recruits him against the one that recruits him hardest, 0-1, counting the
 * hours of the action under way: a prospect who values attention notices who gives him the most.
 */
export function effortShare(suitors: readonly Suitor[], program: string, hours: number): number {
  let ours = hours;
  let most = 0;
  // Indexed: every action of every staff asks this, cold in a short command (where for-of calls an array iterator).
  for (let k = 0; k < suitors.length; k++) {
    const suitor = suitors[k];
    if (suitor.program === program) ours += suitor.effort;
    else if (suitor.effort > most) most = suitor.effort;
  }
  return ours >= most ? 1 : ours / most;
}

/** Applies a checked action: hours spent, interest gained (diminishing toward 100), the offer or visit recorded. */
export function applyAction(ledger: Ledger, programName: string, action: RecruitingAction): void {
  const program = ledger.programs.get(programName);
  const p = ledger.recruiterIndex(programName);
  const index = ledger.indexOf.get(action.prospect);
  if (!program || p === undefined || index === undefined || !ledger.prospectById.has(action.prospect)) return;
  applyAt(ledger, program, p, index, action.kind, action.kind === 'pitch' ? action.strength : undefined);
}

/**
 * ACTION_POINTS[kind] and ACTION_HOURS[kind] by a switch (the staffs' few hundred thousand weekly tries: a lookup keyed
 * by five names at one place goes megamorphic in V8).
 */
function pointsOf(kind: ActionKind): number {
  switch (kind) {
    case 'contact': return ACTION_POINTS.contact;
    case 'pitch': return ACTION_POINTS.pitch;
    case 'offer': return ACTION_POINTS.offer;
    case 'visit': return ACTION_POINTS.visit;
    default: return ACTION_POINTS[kind];
  }
}

function hoursOf(kind: ActionKind): number {
  switch (kind) {
    case 'contact': return ACTION_HOURS.contact;
    case 'pitch': return ACTION_HOURS.pitch;
    case 'offer': return ACTION_HOURS.offer;
    case 'visit': return ACTION_HOURS.visit;
    default: return ACTION_HOURS[kind];
  }
}

/** weights[strength] * factors[strength] by a switch (see pointsOf): the pitched strength's weight and factor. */
function pitchedOf(values: Readonly<Record<Pitch, number>>, strength: Pitch): number {
  switch (strength) {
    case 'playingTime': return values.playingTime;
    case 'proximity': return values.proximity;
    case 'prestige': return values.prestige;
    case 'contending': return values.contending;
    case 'conference': return values.conference;
    default: return values.schemeFit;
  }
}

/** applyAction for the week's own program object (at index `p` of the week) and the prospect at `index` of the class. */
export function applyAt(ledger: Ledger, program: RecruitingProgram, p: number, index: number, kind: ActionKind, strength?: Pitch): void {
  const prospect = ledger.prospects[index];
  // actionGain, spelled out by index.
  const factors = ledger.factorsOf(index, program, p);
  const weights = prospect.preferences;
  const hours = hoursOf(kind);
  let points: number = pointsOf(kind);
  if (kind === 'pitch' && strength !== undefined) {
    // pitchEmphasis(weights, strength) * factors[strength], the same sums in the same order.
    const total = weights.playingTime + weights.proximity + weights.prestige + weights.contending + weights.conference + weights.schemeFit;
    const count = weights.schemeFit > 0 ? PITCHES.length : PITCHES.length - 1;
    const emphasis = total > 0 ? (pitchedOf(weights, strength) * count) / total : 0;
    points *= 2 * emphasis * pitchedOf(factors, strength);
  }
  if (kind === 'visit') points *= visitEffect(ledger.homeGames[program.name]);
  const status = ledger.statusAtIndex(index);
  const listening = status.committedTo && status.committedTo !== program.name ? COMMITTED_LISTENING : 1;
  const gain = points * appealOf(fitFor(weights, factors)) * (1 + weights.effort * EFFORT_GAIN * effortShare(status.suitors, program.name, hours)) * listening;
  const suitor = ledger.editSuitorOf(p, index, program.name);
  ledger.spendAt(p, hours);
  ledger.markAt(p, index, suitor, kind);
  suitor.effort += hours;
  suitor.interest = Math.min(100, suitor.interest + gain * (1 - suitor.interest / 100));
  if (kind === 'offer') {
    suitor.offered = true;
    if (!ledger.statusAtIndex(index).committedTo) ledger.countOfferAt(p, 1);
  } else if (kind === 'visit') {
    suitor.visited = true;
  } else if (kind === 'scout') {
    const board = ledger.editBoard(program.name);
    board.scouting[prospect.id] = (board.scouting[prospect.id] ?? 0) + 1;
  }
}
