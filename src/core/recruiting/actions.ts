// The five things a program does for a prospect: check that it is allowed (errors as values, nothing
// changed) and apply it (interest gained, hours spent).

import { CONTACT_BIT, KIND_BIT, OFFER_BIT, PITCH_BIT, VISIT_BIT } from './cycleIndex.js';
import { milesBetweenStates } from './talentMap.js';
import type { Factors, Ledger } from './ledger.js';
import { factorsAt, factorsOf } from './ledgerFactors.js';
import { appealOf, fitFor, pitchEmphasis, programFactors } from './preferences.js';
import { nilFactor, type NilPull } from '../money/nil.js';
import { trustFactor } from '../retention/promises.js';
import { brokenDealbreaker, dealbreakersOf, nilPullOn } from './dealbreakers.js';
import { pipelineGain } from './pipelines.js';
import { signedEarly } from './timetable.js';
import {
  ACTION_HOURS,
  ACTION_POINTS,
  BLOWOUT_MARGIN,
  COMMITTED_LISTENING,
  EFFORT_GAIN,
  MAX_OFFICIAL_VISITS,
  MAX_SCOUTING_LEVEL,
  NIL_WEIGHT,
  OFFERS_PER_SCHOLARSHIP,
  VISIT_RESULT_EFFECT,
} from './tuning.js';
import type {
  ActionKind,
  HomeGame,
  Pitch,
  PreferenceWeights,
  Prospect,
  ProspectStatus,
  RecruitingAction,
  RecruitingError,
  RecruitingProgram,
  Suitor,
} from './types.js';

function nameOf(prospect: Prospect): string {
  return `${prospect.first} ${prospect.last}`;
}

// The rules of the five actions, each written once: checkAction asks them for the player's orders (and says why one
// is refused), the staffs' weeks (staffWeek.ts) ask them for every try. A program of the week is named by its index
// `p` in the week and a prospect by his index in the class (see Ledger).

/** The signing rule: a prospect who signed (or signed early, in the early signing period) is recruited no more. */
export function hasSigned(ledger: Ledger, status: ProspectStatus): boolean {
  return status.signedWith !== null || signedEarly(status, ledger.season, ledger.week);
}

/** The hours rule: the program has the action's hours left this week. */
export function hasHoursFor(ledger: Ledger, p: number, kind: ActionKind): boolean {
  return ledger.hoursLeft[p] >= ACTION_HOURS[kind];
}

/** The scouting rule: a prospect is scouted up to MAX_SCOUTING_LEVEL. */
export function fullyScouted(ledger: Ledger, program: string, id: number): boolean {
  return (ledger.board(program)?.scouting[id] ?? 0) >= MAX_SCOUTING_LEVEL;
}

/** The scholarship rule of an offer: a scholarship not promised to a commitment, and OFFERS_PER_SCHOLARSHIP offers out for each. */
export function scholarshipToOffer(ledger: Ledger, program: RecruitingProgram, p: number): boolean {
  const left = program.scholarships - ledger.index.commits[p];
  return left > 0 && ledger.index.offers[p] < left * OFFERS_PER_SCHOLARSHIP;
}

/** The home-game rule of an official visit: a program hosts visits on the weeks it plays at home. */
export function hostsVisits(ledger: Ledger, program: string): boolean {
  return !!ledger.homeGames[program];
}

/** The visit limit: a prospect takes MAX_OFFICIAL_VISITS official visits at most. */
export function hasVisitsLeft(status: ProspectStatus): boolean {
  let visits = 0;
  for (let k = 0; k < status.suitors.length; k++) if (status.suitors[k].visited) visits++;
  return visits < MAX_OFFICIAL_VISITS;
}

/** Why the program may not take the action now, or null when it may (the rules above, with the player's words). */
export function checkAction(ledger: Ledger, program: string, action: RecruitingAction): RecruitingError | null {
  const team = ledger.programs.get(program);
  if (!team) return { code: 'unknown-program', message: `No program named ${program} recruits this cycle` };
  const prospect = ledger.prospectById.get(action.prospect);
  const index = ledger.indexOf.get(action.prospect);
  if (!prospect || index === undefined)
    return {
      code: 'unknown-prospect',
      message: `No prospect with id ${action.prospect} in the ${ledger.season} class`,
    };
  const status = ledger.statusAtIndex(index);
  if (hasSigned(ledger, status)) {
    const when = status.signedWith ? '' : ' in the early signing period';
    return {
      code: 'already-signed',
      message: `${nameOf(prospect)} already signed with ${status.signedWith ?? status.committedTo}${when}`,
    };
  }
  const p = ledger.recruiterIndex(program);
  if (p === undefined || !hasHoursFor(ledger, p, action.kind)) {
    return {
      code: 'no-hours',
      message: `Not enough recruiting hours: to ${action.kind} costs ${ACTION_HOURS[action.kind]} hours and ${program} has ${ledger.hours(program)} left this week`,
    };
  }
  switch (action.kind) {
    case 'scout':
      if (fullyScouted(ledger, program, prospect.id))
        return { code: 'not-allowed', message: `${nameOf(prospect)} is already fully scouted` };
      return null;
    case 'contact':
    case 'pitch':
      if (ledger.onceAt(p, index, action.kind)) {
        return {
          code: 'not-allowed',
          message: `${program} already made a ${action.kind} to ${nameOf(prospect)} this week`,
        };
      }
      return null;
    case 'offer': {
      if (ledger.offeredAt(p, index))
        return { code: 'not-allowed', message: `${program} already offered ${nameOf(prospect)} a scholarship` };
      if (scholarshipToOffer(ledger, team, p)) return null;
      const open = team.scholarships - ledger.commitmentsOf(p);
      if (open <= 0) {
        return {
          code: 'no-scholarship',
          message: `No scholarship left: ${program} has ${ledger.commitmentsOf(p)} commitments for ${team.scholarships} scholarships`,
        };
      }
      return {
        code: 'no-scholarship',
        message: `No scholarship left to offer: ${program} has ${ledger.openOffersOf(p)} open offers for ${open} open scholarships`,
      };
    }
    case 'visit': {
      if (!hostsVisits(ledger, program)) {
        return {
          code: 'not-home-week',
          message: `${program} has no home game in week ${ledger.week}: official visits are hosted on home game weeks`,
        };
      }
      if (ledger.visitedAt(p, index))
        return { code: 'not-allowed', message: `${nameOf(prospect)} already took his official visit to ${program}` };
      if (!hasVisitsLeft(status)) {
        return {
          code: 'not-allowed',
          message: `${nameOf(prospect)} has used his ${MAX_OFFICIAL_VISITS} official visits`,
        };
      }
      return null;
    }
  }
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
  const dealbreakers = index === undefined ? dealbreakersOf(prospect, ledger.season) : ledger.dealbreakers[index];
  if (brokenDealbreaker(dealbreakers, factors, nilPullOn(program.nil, prospect.id)) !== null) return 0;
  const weights = prospect.preferences;
  let points: number = ACTION_POINTS[action.kind];
  if (action.kind === 'pitch') points *= 2 * pitchEmphasis(weights, action.strength) * factors[action.strength];
  if (action.kind === 'visit') points *= visitEffect(ledger.homeGames[program.name]);
  points *= coachingBoost(program, KIND_BIT[action.kind], prospect);
  const status = ledger.statusOf(prospect.id);
  return interestGain(
    points,
    weights,
    factors,
    effortShare(status.suitors, program.name, ACTION_HOURS[action.kind]),
    listeningTo(status.committedTo, program.name),
    nilAppeal(program.nil, prospect) * trustFactor(program.trust),
    pipelineGain(program.pipelines?.[prospect.state]),
  );
}

/**
 * NIL's multiplier of a program's gains with a prospect: its pull on him (nilFactor) scaled by his weight on NIL
 * against the usual NIL_WEIGHT (a class drawn before NIL weighed it: the pull as it is).
 */
export function nilAppeal(nil: NilPull | undefined, prospect: Pick<Prospect, 'id' | 'preferences'>): number {
  const factor = nilFactor(nil, prospect.id);
  const weight = prospect.preferences.nil;
  return factor === 1 || weight === undefined ? factor : 1 + (factor - 1) * (weight / NIL_WEIGHT);
}

/**
 * The recruiting-interest rule, the one place it is written: an action's points, times how well the program fits
 * what he values (appeal), the attention he notices (his weight on effort times this program's share of the most
 * effort any program gives him), less if he is committed elsewhere, times the program's NIL pull (nilAppeal, scaled by its
 * recruiting trust: trustFactor) and its
 * pipeline in his home state (pipelineGain). Every action of the player and of every staff earns interest through this
 * function, unless the program is below one of his dealbreakers: then it earns none (actAt, actionGain).
 */
export function interestGain(
  points: number,
  weights: PreferenceWeights,
  factors: Factors,
  effort: number,
  listening: number,
  nil: number,
  pipeline = 1,
): number {
  return (
    points
    * appealOf(fitFor(weights, factors))
    * (1 + weights.effort * EFFORT_GAIN * effort)
    * listening
    * nil
    * pipeline
  );
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

/**
 * What the program's coach's abilities multiply an action's points by: a contact or a pitch to a prospect from near
 * campus (RecruitingCoaching.homePitch), an offer or an official visit (visits); else 1.
 */
export function coachingBoost(program: RecruitingProgram, bit: number, prospect: Pick<Prospect, 'state'>): number {
  const c = program.coaching;
  if (!c) return 1;
  if (bit === VISIT_BIT || bit === OFFER_BIT) return 1 + c.visits;
  if (
    (bit === PITCH_BIT || bit === CONTACT_BIT)
    && c.homePitch > 0
    && milesBetweenStates(program.state, prospect.state) <= c.homeMiles
  )
    return 1 + c.homePitch;
  return 1;
}

/** A committed prospect listens less to the other programs. */
function listeningTo(committedTo: string | null, program: string): number {
  return committedTo && committedTo !== program ? COMMITTED_LISTENING : 1;
}

/** What the action leaves beside interest: an offer or a visit on the suitor, a scouting level on the board. */
export function recordKind(
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
 * interest (checkAction and the rules above it say whether it may).
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
  const prospect = ledger.prospects[index];
  const dealbreakers = ledger.dealbreakers[index];
  // A program below one of his dealbreakers earns nothing with him (its hours are spent all the same).
  const ruledOut =
    dealbreakers.length > 0 && brokenDealbreaker(dealbreakers, factors, nilPullOn(program.nil, prospect.id)) !== null;
  const gain = ruledOut
    ? 0
    : interestGain(
        program.coaching ? points * coachingBoost(program, bit, prospect) : points,
        prospect.preferences,
        factors,
        effortShareAt(ledger, p, index, hours),
        listeningTo(cycle.statusAt[index].committedTo, program.name),
        nilAppeal(program.nil, prospect) * trustFactor(program.trust),
        ledger.pipelineGainAt(p, index),
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
