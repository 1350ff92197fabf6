// When a prospect commits (one program with an offer clearly leads) and when he decommits (another
// overtakes it late). Prospects decide in national rank order, so the best take the last spots.

import { POSITIONS } from '../players/types.js';
import type { Ledger } from './ledger.js';
import { hashString } from '../random.js';
import { isLateWeek } from './lateWeeks.js';
import { openingWeeks, signedEarly } from './timetable.js';
import { factorsAt } from './ledgerFactors.js';
import { fitFor } from './preferences.js';
import { brokenDealbreaker, nilPullOn } from './dealbreakers.js';
import {
  COLLAPSE_CONTENDING,
  COLLAPSE_FROM_WEEK,
  COMMIT_INTEREST,
  COMMIT_LEAD,
  DECEMBER_WEEK,
  DECOMMIT_LEAD,
  LATE_DECOMMIT_LEAD,
  FLIP_WEEK,
  LATE_PLACES_SHARE,
  SATURATED_INTEREST,
  WAVER_CHANCE,
  WAVER_COOLING,
  WAVER_GAP,
  WEEKLY_INTEREST_FADE,
} from './tuning.js';
import type { Prospect, ProspectStatus, RecruitingNews, Suitor } from './types.js';

const POSITION_COUNT = POSITIONS.length;

/** The two suitors with the highest interest (ties: the first listed). */
export function leaders(status: ProspectStatus): [Suitor | undefined, Suitor | undefined] {
  let first: Suitor | undefined;
  let second: Suitor | undefined;
  const suitors = status.suitors;
  for (let k = 0; k < suitors.length; k++) {
    const suitor = suitors[k];
    if (!first || suitor.interest > first.interest) {
      second = first;
      first = suitor;
    } else if (!second || suitor.interest > second.interest) second = suitor;
  }
  return [first, second];
}

/**
 * Places a program may still promise this week: its scholarships less its commitments, less the places it keeps for
 * late deciders before December (LATE_PLACES_SHARE, at least one).
 */
export function placesLeft(ledger: Ledger, program: string): number {
  const scholarships = ledger.programs.get(program)?.scholarships ?? 0;
  const p = ledger.index.programIndex.get(program);
  const held =
    ledger.week < DECEMBER_WEEK && scholarships > 0 ? Math.max(1, Math.round(LATE_PLACES_SHARE * scholarships)) : 0;
  return scholarships - held - (p === undefined ? 0 : ledger.index.commits[p]);
}

/** Is the program below one of the dealbreakers of the prospect at `i` (then he does not commit to it)? */
export function ruledOutAt(ledger: Ledger, i: number, name: string): boolean {
  const dealbreakers = ledger.dealbreakers[i];
  if (dealbreakers.length === 0) return false;
  const program = ledger.programs.get(name);
  if (!program) return false;
  const pull = nilPullOn(program.nil, ledger.prospects[i].id);
  return brokenDealbreaker(dealbreakers, factorsAt(ledger, i, program), pull) !== null;
}

/** May the prospect at `i` commit this week by his timetable? */
export function timetableAllows(ledger: Ledger, i: number): boolean {
  return openingWeeks(ledger.prospects, ledger.season)[i] <= ledger.week;
}

/**
 * A prospect every finalist recruits to the full (his leader at SATURATED_INTEREST or more, another within COMMIT_LEAD)
 * chooses among the offering programs with a place within DECOMMIT_LEAD / 2 of his leader (none of them could flip him
 * at once): the one whose strengths match what he wants best, plus his effort weight for the one that worked hardest on
 * him (its hours against the most a finalist spent; ties: the first listed). Null below saturation, or when none of them
 * can take him.
 */
function finalistByFit(ledger: Ledger, i: number, suitors: readonly Suitor[], most: number): Suitor | null {
  if (most < SATURATED_INTEREST) return null;
  const weights = ledger.prospects[i].preferences;
  let mostEffort = 0;
  for (let k = 0; k < suitors.length; k++) {
    if (finalist(suitors[k], most) && suitors[k].effort > mostEffort) mostEffort = suitors[k].effort;
  }
  let best: Suitor | null = null;
  let bestScore = -1;
  for (let k = 0; k < suitors.length; k++) {
    const suitor = suitors[k];
    if (!finalist(suitor, most)) continue;
    const program = ledger.programs.get(suitor.program);
    if (!program || placesLeft(ledger, suitor.program) <= 0 || ruledOutAt(ledger, i, suitor.program)) continue;
    const score =
      fitFor(weights, factorsAt(ledger, i, program))
      + weights.effort * (mostEffort > 0 ? suitor.effort / mostEffort : 0);
    if (score > bestScore) {
      best = suitor;
      bestScore = score;
    }
  }
  return best;
}

function finalist(suitor: Suitor, most: number): boolean {
  return suitor.offered && suitor.interest > most - DECOMMIT_LEAD / 2;
}

/**
 * Has another offering program with room, and above his dealbreakers, overtaken his commitment (from FLIP_WEEK; by
 * less, and sooner, when his school's season collapsed)? Not once he signed in the early signing period. `i`: his
 * index in the class.
 */
export function flipChoice(ledger: Ledger, status: ProspectStatus, i: number): Suitor | null {
  if (!status.committedTo || ledger.week < COLLAPSE_FROM_WEEK || signedEarly(status, ledger.season, ledger.week))
    return null;
  const holder = status.committedTo;
  const collapsed = (ledger.programs.get(holder)?.contending ?? 1) < COLLAPSE_CONTENDING;
  if (ledger.week < FLIP_WEEK && !collapsed) return null;
  const lead = collapsed ? DECOMMIT_LEAD / 2 : isLateWeek(ledger.week) ? LATE_DECOMMIT_LEAD : DECOMMIT_LEAD;
  const suitors = status.suitors;
  // The first suitor of the program he is committed to (what find gives), without a closure per prospect and week.
  let held = 0;
  for (let k = 0; k < suitors.length; k++) {
    if (suitors[k].program === holder) {
      held = suitors[k].interest;
      break;
    }
  }
  let best: Suitor | null = null;
  // canTake of each other suitor that leads by enough: offered, with room.
  for (let k = 0; k < suitors.length; k++) {
    const suitor = suitors[k];
    if (suitor.program === holder || !suitor.offered || suitor.interest < held + lead) continue;
    if (
      (!best || suitor.interest > best.interest)
      && placesLeft(ledger, suitor.program) > 0
      && !ruledOutAt(ledger, i, suitor.program)
    )
      best = suitor;
  }
  return best;
}

/**
 * The end of a week in one walk of the class: each prospect's interest fades, then he decommits or commits, prospect
 * by prospect in the class's order. The same as the fade for all, then the decisions for all: a prospect's fade reads
 * nothing a decision changes (his own suitors, faded before he decides, and nobody else's status; the commitment
 * counts only decisions read).
 */
export function endWeek(ledger: Ledger): RecruitingNews[] {
  const news = noNews();
  const count = ledger.prospects.length;
  for (let i = 0; i < count; i++) endWeekOf(ledger, i, news);
  return news;
}

/**
 * One prospect's end of the week. Interest in programs that did nothing for him this week fades (the suitors acted
 * through, his entries in the ledger's lists, are marked first), and his leader after the fade (Ledger.keepLeader's
 * rule: the first with the highest interest) is noted as the next week's as it begins (his decision changes no
 * interest; nothing reads his leader of this week after this): noted here, where his suitors are read anyway.
 */
function endWeekOf(ledger: Ledger, i: number, news: RecruitingNews[]): void {
  // The ledger's arrays read directly (see Ledger); a status is read again after the fade (in a week not played in
  // place the fade's edit copies it).
  const status = ledger.index.statusAt[i];
  if (!status || status.signedWith || status.suitors.length === 0) {
    ledger.leaderKnown[i] = 0;
    return;
  }
  const suitors = ledger.editStatusAt(i, false).suitors;
  // Marks by place in his suitors: those acted through this week.
  const marks = ledger.scratch.suitorMarksFor(suitors.length);
  const actedNext = ledger.actedNext;
  const actedSlot = ledger.actedSlot;
  for (let e = ledger.actedHead[i]; e !== 0; e = actedNext[e - 1]) marks[actedSlot[e - 1]] = 1;
  // His two leaders after the fade, as findLeaders finds them (places plus one, 0: none): the first with the highest
  // interest, and the one findLeaders keeps second.
  let leader = 0;
  let most = 0;
  let second = 0;
  let secondMost = 0;
  // Every suitor fades but those acted through this week (multiplied by 1: the same number).
  for (let k = 0; k < suitors.length; k++) {
    const suitor = suitors[k];
    const interest = suitor.interest * (marks[k] === 0 ? WEEKLY_INTEREST_FADE : 1);
    suitor.interest = interest;
    marks[k] = 0;
    if (leader === 0 || interest > most) {
      second = leader;
      secondMost = most;
      leader = k + 1;
      most = interest;
    } else if (second === 0 || interest > secondMost) {
      second = k + 1;
      secondMost = interest;
    }
  }
  ledger.leaderSlot[i] = leader;
  ledger.leaderInterest[i] = most;
  ledger.leaderKnown[i] = 1;
  decide(ledger, i, suitors, leader, second, news);
}

/**
 * He decommits or commits (endWeekOf's leaders given as their places in his suitors plus one, 0: none).
 */
function decide(
  ledger: Ledger,
  i: number,
  suitors: readonly Suitor[],
  leader: number,
  second: number,
  news: RecruitingNews[],
): void {
  const prospect = ledger.prospects[i];
  const flipping = ledger.index.statusAt[i].committedTo !== null;
  if (!free(ledger, i, prospect, ledger.index.statusAt[i], news)) return;
  // A prospect who just decommitted commits again at once (a flip); the others wait for their timetable.
  if (!flipping && !timetableAllows(ledger, i)) return;
  // He commits to his leader (found by endWeekOf: a decommitment changes no interest), the pure tests cheapest first:
  // most prospects most weeks are far from the interest a commitment takes.
  const choice = suitors[leader - 1];
  if (choice.interest < COMMIT_INTEREST[prospect.stars - 1]) return;
  if (choice.interest - (second === 0 ? 0 : suitors[second - 1].interest) < COMMIT_LEAD) {
    const finalist = finalistByFit(ledger, i, suitors, choice.interest);
    if (finalist) commitTo(ledger, i, prospect, finalist, news);
    return;
  }
  if (!choice.offered) return;
  if (placesLeft(ledger, choice.program) > 0 && !ruledOutAt(ledger, i, choice.program))
    commitTo(ledger, i, prospect, choice, news);
}

/** The week's news, made to hold objects (see noSuitors): a literal would change kind at its first item. */
function noNews(): RecruitingNews[] {
  const news: (RecruitingNews | undefined)[] = [undefined];
  news.length = 0;
  return news as RecruitingNews[];
}

/**
 * Is he free to commit (never committed, or decommitted now for a program that overtook his: the news told)? One who
 * wavers decommits and decides again from next week.
 */
function free(ledger: Ledger, i: number, prospect: Prospect, status: ProspectStatus, news: RecruitingNews[]): boolean {
  if (!status.committedTo) return true;
  if (flipChoice(ledger, status, i)) {
    decommit(ledger, i, prospect, news);
    return true;
  }
  if (wavers(ledger, prospect, status)) {
    const holder = status.committedTo;
    decommit(ledger, i, prospect, news);
    coolOn(ledger, i, holder);
  }
  return false;
}

/**
 * His interest in the school he wavered on cools (WAVER_COOLING), and his leader for the next week is noted again
 * (endWeekOf's rule: the first with the highest interest).
 */
function coolOn(ledger: Ledger, i: number, holder: string): void {
  const suitors = ledger.editStatusAt(i, true).suitors;
  let leader = 0;
  let most = 0;
  for (let k = 0; k < suitors.length; k++) {
    if (suitors[k].program === holder) suitors[k].interest *= WAVER_COOLING;
    if (leader === 0 || suitors[k].interest > most) {
      leader = k + 1;
      most = suitors[k].interest;
    }
  }
  ledger.leaderSlot[i] = leader;
  ledger.leaderInterest[i] = most;
}

/**
 * Does he reopen his recruitment this week (WAVER_CHANCE when his school leads by less than WAVER_GAP)? Only in the
 * season's weeks: a commitment held through the season flips in January only for a program that overtakes it.
 */
export function wavers(ledger: Ledger, prospect: Prospect, status: ProspectStatus): boolean {
  if (ledger.week < FLIP_WEEK || isLateWeek(ledger.week)) return false;
  if (!status.committedTo || signedEarly(status, ledger.season, ledger.week)) return false;
  if (hashString(`${ledger.season}:${prospect.id}:waver:${ledger.week}`) / 4294967296 >= WAVER_CHANCE) return false;
  let held = 0;
  let other = 0;
  for (const suitor of status.suitors) {
    if (suitor.program === status.committedTo) held = suitor.interest;
    else if (suitor.offered && suitor.interest > other) other = suitor.interest;
  }
  return other > 0 && held - other < WAVER_GAP;
}

function decommit(ledger: Ledger, i: number, prospect: Prospect, news: RecruitingNews[]): void {
  const edited = ledger.editStatusAt(i, true);
  news.push({ kind: 'decommit', week: ledger.week, prospect: prospect.id, program: edited.committedTo ?? '' });
  ledger.countCommit(edited.committedTo ?? '', prospect.pos, -1);
  for (let k = 0; k < edited.suitors.length; k++)
    if (edited.suitors[k].offered) ledger.countOffer(edited.suitors[k].program, 1);
  edited.committedTo = null;
  edited.committedWeek = 0;
  ledger.commitmentMoved(prospect.id);
}

/** He commits to `choice`: the news told, the counts moved. */
function commitTo(ledger: Ledger, i: number, prospect: Prospect, choice: Suitor, news: RecruitingNews[]): void {
  const week = ledger.week;
  const edited = ledger.editStatusAt(i, true);
  edited.committedTo = choice.program;
  edited.committedWeek = week;
  // commitmentMoved, countCommit and countOffer on the ledger's arrays (he is at `i`): one call fewer for each.
  const cycle = ledger.index;
  cycle.attached[i] = edited.signedWith || edited.committedTo ? 1 : 0;
  const known = cycle.programIndex.get(choice.program);
  const p = known === undefined ? cycle.programAt(choice.program) : known;
  cycle.commits[p] += 1;
  cycle.commitsAt[p * POSITION_COUNT + ledger.classIndex.positions[i]] += 1;
  const suitors = edited.suitors;
  for (let k = 0; k < suitors.length; k++) {
    if (!suitors[k].offered) continue;
    // programAt's index, looked up here (a suitor's program is nearly always known: programAt then stays cold).
    const q = cycle.programIndex.get(suitors[k].program);
    cycle.offers[q === undefined ? cycle.programAt(suitors[k].program) : q] -= 1;
  }
  news.push({ kind: 'commit', week, prospect: prospect.id, program: choice.program });
}
