// The five things a program does for a prospect: check that it is allowed (errors as values, nothing
// changed) and apply it (interest gained, hours spent).

import { KIND_BIT } from './cycleIndex.js';
import type { Factors, Ledger } from './ledger.js';
import { factorsAt, factorsOf } from './ledgerFactors.js';
import { appealOf, fitFor, pitchEmphasis, programFactors } from './preferences.js';
import { nilFactor } from '../money/nil.js';
import { signedEarly } from './timetable.js';
import {
  ACTION_HOURS,
  ACTION_POINTS,
  BLOWOUT_MARGIN,
  COMMITTED_LISTENING,
  EFFORT_GAIN,
  MAX_OFFICIAL_VISITS,
  MAX_SCOUTING_LEVEL,
  OFFERS_PER_SCHOLARSHIP,
  VISIT_RESULT_EFFECT,
} from './tuning.js';
import type {
  ActionKind,
  HomeGame,
  Pitch,
  PreferenceWeights,
  Prospect,
  RecruitingAction,
  RecruitingError,
  RecruitingProgram,
  Suitor,
} from './types.js';

function nameOf(prospect: Prospect): string {
  return `${prospect.first} ${prospect.last}`;
}

/** Why the program may not take the action now, or null when it may. */
export function checkAction(ledger: Ledger, program: string, action: RecruitingAction): RecruitingError | null {
  if (!ledger.programs.has(program))
    return { code: 'unknown-program', message: `No program named ${program} recruits this cycle` };
  const prospect = ledger.prospectById.get(action.prospect);
  if (!prospect)
    return {
      code: 'unknown-prospect',
      message: `No prospect with id ${action.prospect} in the ${ledger.season} class`,
    };
  const status = ledger.statusOf(prospect.id);
  if (status.signedWith)
    return { code: 'already-signed', message: `${nameOf(prospect)} already signed with ${status.signedWith}` };
  if (signedEarly(status, ledger.season, ledger.week))
    return {
      code: 'already-signed',
      message: `${nameOf(prospect)} already signed with ${status.committedTo} in the early signing period`,
    };
  const cost = ACTION_HOURS[action.kind];
  const left = ledger.hours(program);
  if (cost > left) {
    return {
      code: 'no-hours',
      message: `Not enough recruiting hours: to ${action.kind} costs ${cost} hours and ${program} has ${left} left this week`,
    };
  }
  const suitor = ledger.suitor(prospect.id, program);
  switch (action.kind) {
    case 'scout': {
      const level = ledger.board(program)?.scouting[prospect.id] ?? 0;
      if (level >= MAX_SCOUTING_LEVEL)
        return { code: 'not-allowed', message: `${nameOf(prospect)} is already fully scouted` };
      return null;
    }
    case 'contact':
    case 'pitch':
      if (ledger.once(program, prospect.id, action.kind)) {
        return {
          code: 'not-allowed',
          message: `${program} already made a ${action.kind} to ${nameOf(prospect)} this week`,
        };
      }
      return null;
    case 'offer': {
      if (suitor?.offered)
        return { code: 'not-allowed', message: `${program} already offered ${nameOf(prospect)} a scholarship` };
      const open = ledger.scholarshipsLeft(program);
      if (open <= 0) {
        return {
          code: 'no-scholarship',
          message: `No scholarship left: ${program} has ${ledger.commitments(program)} commitments for ${ledger.programs.get(program)?.scholarships ?? 0} scholarships`,
        };
      }
      if (ledger.openOffers(program) >= ledger.offerLimit(program)) {
        return {
          code: 'no-scholarship',
          message: `No scholarship left to offer: ${program} has ${ledger.openOffers(program)} open offers for ${open} open scholarships`,
        };
      }
      return null;
    }
    case 'visit': {
      if (!ledger.homeGames[program]) {
        return {
          code: 'not-home-week',
          message: `${program} has no home game in week ${ledger.week}: official visits are hosted on home game weeks`,
        };
      }
      if (suitor?.visited)
        return { code: 'not-allowed', message: `${nameOf(prospect)} already took his official visit to ${program}` };
      const visits = status.suitors.filter((s) => s.visited).length;
      if (visits >= MAX_OFFICIAL_VISITS) {
        return {
          code: 'not-allowed',
          message: `${nameOf(prospect)} has used his ${MAX_OFFICIAL_VISITS} official visits`,
        };
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
  if (status.signedWith || signedEarly(status, ledger.season, ledger.week)) return false;
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
export function allowedAt(
  ledger: Ledger,
  program: RecruitingProgram,
  p: number,
  index: number,
  kind: ActionKind,
): boolean {
  const status = ledger.statusAtIndex(index);
  if (status.signedWith || signedEarly(status, ledger.season, ledger.week)) return false;
  if (ACTION_HOURS[kind] > ledger.hoursAt(p)) return false;
  return kindAllowedAt(ledger, program, p, index, kind);
}

function kindAllowedAt(
  ledger: Ledger,
  program: RecruitingProgram,
  p: number,
  index: number,
  kind: ActionKind,
): boolean {
  switch (kind) {
    case 'offer':
      return offerAllowedAt(ledger, program, p, index);
    case 'contact':
    case 'pitch':
      return !ledger.onceAt(p, index, kind);
    case 'visit':
      return visitAllowedAt(ledger, program, p, index);
    default:
      return (ledger.board(program.name)?.scouting[ledger.prospects[index].id] ?? 0) < MAX_SCOUTING_LEVEL;
  }
}

function offerAllowedAt(ledger: Ledger, program: RecruitingProgram, p: number, index: number): boolean {
  if (ledger.offeredAt(p, index)) return false;
  const left = program.scholarships - ledger.commitmentsOf(p);
  if (left <= 0) return false;
  return ledger.openOffersOf(p) < Math.max(0, left) * OFFERS_PER_SCHOLARSHIP;
}

function visitAllowedAt(ledger: Ledger, program: RecruitingProgram, p: number, index: number): boolean {
  if (!ledger.homeGames[program.name]) return false;
  if (ledger.visitedAt(p, index)) return false;
  const suitors = ledger.statusAtIndex(index).suitors;
  let visits = 0;
  for (let k = 0; k < suitors.length; k++) if (suitors[k].visited) visits++;
  return visits < MAX_OFFICIAL_VISITS;
}

/** How a home game's result colours an official visit. */
export function visitEffect(game: HomeGame): number {
  if (game.won) return game.ranked ? VISIT_RESULT_EFFECT.rankedWin : VISIT_RESULT_EFFECT.win;
  return -game.margin >= BLOWOUT_MARGIN ? VISIT_RESULT_EFFECT.blowoutLoss : VISIT_RESULT_EFFECT.loss;
}

/** Interest points an action earns the program with the prospect before the room left to 100. */
export function actionGain(
  ledger: Ledger,
  program: RecruitingProgram,
  prospect: Prospect,
  action: RecruitingAction,
): number {
  const index = ledger.indexOf.get(prospect.id);
  const factors =
    index === undefined
      ? programFactors(prospect, program, ledger.commitmentsAt(program.name, prospect.pos))
      : factorsAt(ledger, index, program);
  const weights = prospect.preferences;
  let points: number = ACTION_POINTS[action.kind];
  if (action.kind === 'pitch') points *= 2 * pitchEmphasis(weights, action.strength) * factors[action.strength];
  if (action.kind === 'visit') points *= visitEffect(ledger.homeGames[program.name]);
  const status = ledger.statusOf(prospect.id);
  return interestGain(
    points,
    weights,
    factors,
    effortShare(status.suitors, program.name, ACTION_HOURS[action.kind]),
    listeningTo(status.committedTo, program.name),
    nilFactor(program.nil, prospect.id),
  );
}

/**
 * The recruiting-interest rule, the one place it is written: an action's points, times how well the program fits
 * what he values (appeal), the attention he notices (his weight on effort times this program's share of the most
 * effort any program gives him), less if he is committed elsewhere, times the program's NIL pull. Every action of the
 * player and of every staff earns interest through this function.
 */
export function interestGain(
  points: number,
  weights: PreferenceWeights,
  factors: Factors,
  effort: number,
  listening: number,
  nil: number,
): number {
  return points * appealOf(fitFor(weights, factors)) * (1 + weights.effort * EFFORT_GAIN * effort) * listening * nil;
}

/** Interest after a gain: the gain counts less the closer he is to 100, which it never passes. */
export function interestAfter(interest: number, gain: number): number {
  return Math.min(100, interest + gain * (1 - interest / 100));
}

/** effortShare by index: his suitors' most effort kept by the cycle's index instead of looked through. */
function effortShareAt(ledger: Ledger, p: number, index: number, hours: number): number {
  const cycle = ledger.index;
  const slot = cycle.slots[p * ledger.size + index];
  const ours = hours + (slot === 0 ? 0 : cycle.statusAt[index].suitors[slot - 1].effort);
  const most = cycle.topEffortProgram[index] === p ? cycle.secondEffort[index] : cycle.topEffort[index];
  return ours >= most ? 1 : ours / most;
}

/**
 * How hard this program recruits him against the one that recruits him hardest, 0-1, counting the
 * hours of the action under way: a prospect who values attention notices who gives him the most.
 */
export function effortShare(suitors: readonly Suitor[], program: string, hours: number): number {
  let ours = hours;
  let most = 0;
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

/** What the kind of action multiplies its points by: a pitch's emphasis on the strength, a visit's home game, else 1. */
function kindMultiplier(
  ledger: Ledger,
  program: RecruitingProgram,
  kind: ActionKind,
  weights: PreferenceWeights,
  factors: Factors,
  strength: Pitch | undefined,
): number {
  if (kind === 'pitch' && strength !== undefined) return pitchMultiplier(weights, factors, strength);
  return kind === 'visit' ? visitEffect(ledger.homeGames[program.name]) : 1;
}

/** A pitch's multiplier of its points: 2 x his emphasis on the strength x what the program offers in it. */
export function pitchMultiplier(
  weights: PreferenceWeights,
  factors: Readonly<Record<Pitch, number>>,
  strength: Pitch,
): number {
  return 2 * pitchEmphasis(weights, strength) * factors[strength];
}

/** A committed prospect listens less to the other programs. */
function listeningTo(committedTo: string | null, program: string): number {
  return committedTo && committedTo !== program ? COMMITTED_LISTENING : 1;
}

/** What the action leaves beside interest: an offer or a visit on the suitor, a scouting level on the board. */
function recordKind(
  ledger: Ledger,
  program: RecruitingProgram,
  p: number,
  index: number,
  suitor: Suitor,
  kind: ActionKind,
): void {
  if (kind === 'offer') {
    suitor.offered = true;
    if (!ledger.index.statusAt[index].committedTo) ledger.index.offers[p] += 1;
  } else if (kind === 'visit') {
    suitor.visited = true;
  } else if (kind === 'scout') {
    const board = ledger.editBoard(program.name);
    const id = ledger.prospects[index].id;
    board.scouting[id] = (board.scouting[id] ?? 0) + 1;
  }
}

/**
 * applyAction for the week's own program object (at index `p` of the week) and the prospect at `index` of the class:
 * the kind's points and the program's factors for him, the action landed by actAt, and what the kind leaves beside
 * interest (see allowedAt for the checks).
 */
export function applyAt(
  ledger: Ledger,
  program: RecruitingProgram,
  p: number,
  index: number,
  kind: ActionKind,
  strength?: Pitch,
): void {
  const factors = factorsOf(ledger, index, program, p);
  const weights = ledger.prospects[index].preferences;
  const points = ACTION_POINTS[kind] * kindMultiplier(ledger, program, kind, weights, factors, strength);
  const suitor = actAt(ledger, program, p, index, ACTION_HOURS[kind], KIND_BIT[kind], points, factors);
  recordKind(ledger, program, p, index, suitor, kind);
}

/**
 * Lands one action of the program at index `p` of the week for the prospect at `index`: its hours spent and its bit
 * set, his suitor for the program (added if new) given the effort and the interest the rule gives (interestGain). The
 * caller works out the kind's parts (its hours and bit, its points: ACTION_POINTS times the kind's multiplier, and the
 * program's factors for him) and records what the kind leaves beside interest (an offer, a visit) on the suitor
 * returned. Every action of the player (applyAt) and of the staffs (staffWeek.ts) lands here.
 */
export function actAt(
  ledger: Ledger,
  program: RecruitingProgram,
  p: number,
  index: number,
  hours: number,
  bit: number,
  points: number,
  factors: Factors,
): Suitor {
  const cycle = ledger.index;
  const at = p * ledger.size + index;
  const gain = interestGain(
    points,
    ledger.prospects[index].preferences,
    factors,
    effortShareAt(ledger, p, index, hours),
    listeningTo(cycle.statusAt[index].committedTo, program.name),
    nilFactor(program.nil, ledger.prospects[index].id),
  );
  const suitor = ledger.editSuitorOf(p, index, program.name);
  ledger.hoursLeft[p] -= hours;
  const acted = ledger.actedBits;
  if (acted[at] === 0) ledger.noteActed(index, cycle.slots[at] - 1);
  acted[at] |= bit;
  suitor.effort += hours;
  cycle.effortRose(index, p, suitor.effort);
  suitor.interest = interestAfter(suitor.interest, gain);
  return suitor;
}
