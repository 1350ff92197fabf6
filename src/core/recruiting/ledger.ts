// The week's working copy of a cycle: prospects' statuses and boards copied only when changed (a week
// touches a few thousand of them), or the statuses edited in place when the caller gives the state up, and the
// counts every rule reads (commitments, offers, hours) kept current.
//
// A week asks "how does program X stand with prospect Y" some hundred thousand times: everything is kept by
// index (a prospect's place in the class, a program's place in the week's list) in typed arrays built once a
// week, rather than in maps keyed by names and ids, or found by walking a prospect's suitors.

import { POSITIONS, type Position } from '../players/types.js';
import { ROSTER_TEMPLATE } from '../players/tuning.js';
import { milesBetweenStates } from './talentMap.js';
import {
  ACTION_HOURS, BASE_WEEKLY_HOURS, FULL_PLAYING_TIME_SHARE, NEUTRAL_SCHEME_FIT, NON_POWER_CONFERENCE_FACTOR, OFFERS_PER_SCHOLARSHIP,
  PROXIMITY_RANGE_MILES, RESOURCE_WEEKLY_HOURS,
} from './tuning.js';
import type { ActionKind, HomeGame, Pitch, Prospect, ProspectStatus, RecruitingBoard, RecruitingProgram, RecruitingState, Suitor } from './types.js';

/** A program's weekly recruiting hours, scaled by its resources. */
export function weeklyHours(program: RecruitingProgram): number {
  return Math.round(BASE_WEEKLY_HOURS + RESOURCE_WEEKLY_HOURS * Math.max(0, Math.min(1, program.resources)));
}

/**
 * weeklyHours of each program into `hours`, by index: one function run once a week where a callback per program and
 * weeklyHours were each warmed up and compiled in a short command.
 */
function weeklyHoursInto(programs: readonly RecruitingProgram[], hours: Float64Array): void {
  for (let p = 0; p < programs.length; p++) {
    hours[p] = Math.round(BASE_WEEKLY_HOURS + RESOURCE_WEEKLY_HOURS * Math.max(0, Math.min(1, programs[p].resources)));
  }
}

export function actionHours(kind: keyof typeof ACTION_HOURS): number {
  return ACTION_HOURS[kind];
}

const KIND_BIT: Record<ActionKind, number> = { scout: 1, contact: 2, offer: 4, pitch: 8, visit: 16 };
export const CONTACT_BIT = KIND_BIT.contact;
export const PITCH_BIT = KIND_BIT.pitch;
export const OFFER_BIT = KIND_BIT.offer;
export const VISIT_BIT = KIND_BIT.visit;
const SCOUT_BIT = KIND_BIT.scout;

/**
 * KIND_BIT[kind], by a switch over module constants: a lookup keyed by five different names at one place goes
 * megamorphic in V8 (the staffs ask it a few hundred thousand times a season), and a property read first met late in
 * a season throws the compiled function away.
 */
export function kindBit(kind: ActionKind): number {
  switch (kind) {
    case 'contact': return CONTACT_BIT;
    case 'pitch': return PITCH_BIT;
    case 'offer': return OFFER_BIT;
    case 'visit': return VISIT_BIT;
    default: return SCOUT_BIT;
  }
}
const POSITION_INDEX: ReadonlyMap<Position, number> = new Map(POSITIONS.map((pos, i) => [pos, i]));
const POSITION_COUNT = POSITIONS.length;
/** Math.max(1, ROSTER_TEMPLATE[pos] * FULL_PLAYING_TIME_SHARE) by position index: the playing time factor's denominator. */
const FULL_AT: readonly number[] = POSITIONS.map((pos) => Math.max(1, ROSTER_TEMPLATE[pos] * FULL_PLAYING_TIME_SHARE));

/** Each prospect's leader by index in the class: known (1), his place in the suitors plus one (0: none), his interest. */
export interface WeekLeaders {
  known: Uint8Array;
  slot: Int32Array;
  interest: Float64Array;
}

/** What a class looks like by index, built once a cycle (a week looks ids, positions and home states up by the thousand). */
export interface ClassIndex {
  /** Prospect ids by their index in the class. */
  indexOf: Map<number, number>;
  /** Each prospect's position as its index in POSITIONS. */
  positions: Uint8Array;
  /** Each prospect's home state as an index in `states`. */
  homes: Uint16Array;
  states: string[];
  /** A class's ids are drawn in a run (the players' id source): by id minus the first, the index plus one (0: none). */
  firstId: number;
  byId: Int32Array | null;
}

/** indexOf as a table when the class's ids lie close together (they do: a class draws them in a run). */
function idTable(prospects: readonly Prospect[]): { firstId: number; byId: Int32Array | null } {
  let first = Infinity;
  let last = -Infinity;
  for (const p of prospects) {
    if (p.id < first) first = p.id;
    if (p.id > last) last = p.id;
  }
  if (prospects.length === 0 || !Number.isSafeInteger(first) || last - first >= 4 * prospects.length + 64) return { firstId: 0, byId: null };
  const byId = new Int32Array(last - first + 1);
  prospects.forEach((p, i) => { if (Number.isInteger(p.id)) byId[p.id - first] = i + 1; });
  return { firstId: first, byId };
}
const CLASS_INDEX = new WeakMap<readonly Prospect[], ClassIndex>();

/** The class's index, built the first time it is asked for (kept apart: its walk would make this worth compiling). */
function classIndex(prospects: readonly Prospect[]): ClassIndex {
  return CLASS_INDEX.get(prospects) ?? buildClassIndex(prospects);
}

function buildClassIndex(prospects: readonly Prospect[]): ClassIndex {
  // One indexed walk (a class is 3,000 prospects, read once a command, cold).
  const stateIndex = new Map<string, number>();
  const homes = new Uint16Array(prospects.length);
  const positions = new Uint8Array(prospects.length);
  const indexOf = new Map<number, number>();
  for (let i = 0; i < prospects.length; i++) {
    const p = prospects[i];
    let s = stateIndex.get(p.state);
    if (s === undefined) stateIndex.set(p.state, (s = stateIndex.size));
    homes[i] = s;
    positions[i] = POSITION_INDEX.get(p.pos) ?? 0;
    indexOf.set(p.id, i);
  }
  const { firstId, byId } = idTable(prospects);
  const index = { indexOf, positions, homes, states: [...stateIndex.keys()], firstId, byId };
  CLASS_INDEX.set(prospects, index);
  return index;
}

/**
 * A shortlist's indices in the class by its id table (-1: not in it). Its own small loop (some 50,000 ids once a
 * command, compiled on its stack): a lookup in the ids' map beside it made that compile twice the size.
 */
function indicesByTable(shortlist: readonly number[], byId: Int32Array, firstId: number): Int32Array {
  const indices = new Int32Array(shortlist.length);
  const size = byId.length;
  for (let k = 0; k < shortlist.length; k++) {
    const at = shortlist[k] - firstId;
    // (at >= 0 and below the table's size: Math.floor(at) === at is Number.isInteger(at).)
    indices[k] = at >= 0 && at < size && Math.floor(at) === at ? byId[at] - 1 : -1;
  }
  return indices;
}

/** indicesByTable for a class whose ids lie too far apart for a table. */
function indicesByMap(shortlist: readonly number[], indexOf: ReadonlyMap<number, number>): Int32Array {
  const indices = new Int32Array(shortlist.length);
  for (let k = 0; k < shortlist.length; k++) indices[k] = indexOf.get(shortlist[k]) ?? -1;
  return indices;
}

/** Each shortlist as indices in its class (-1: not in it), built once a cycle: a board refresh walks it every week. */
const SHORTLIST_INDICES = new WeakMap<readonly number[], { index: ReadonlyMap<number, number>; indices: Int32Array }>();
const NO_SHORTLIST: { index: ReadonlyMap<number, number>; indices: Int32Array } = { index: new Map(), indices: new Int32Array(0) };

/**
 * What a week keeps by index, built from the statuses: programs by name, each program's place in each prospect's
 * suitors, the statuses by prospect, who is committed, and the commitment and offer counts. Weeks played in place
 * (the caller gave the state up: only such weeks change it) carry it on to the next week rather than building it
 * again from some 30,000 suitors; any other week works on a copy of it.
 */
export class CycleIndex {
  /** Program names by index: the week's programs first, then any other name a suitor or commitment holds. */
  readonly programIndex: Map<string, number>;
  /** The week's programs' names, in order (the index is carried on only while they are the same). */
  readonly names: readonly string[];
  /** Programs that may recruit (the week's list): suitor slots exist for these. */
  readonly recruiting: number;
  /** By program index times the class size plus prospect index: the program's place in his suitors plus one (0: none). */
  readonly slots: Int32Array;
  /** Statuses by prospect index (in place: the state's own; otherwise copies once changed). */
  readonly statusAt: ProspectStatus[];
  /** By prospect index: 1 when committed or signed. */
  readonly attached: Uint8Array;
  /** By program index: commitments, commitments by position (POSITIONS' order, flat), open offers. */
  readonly commits: number[];
  readonly commitsAt: number[];
  readonly offers: number[];
  /**
   * By prospect index: the most hours any suitor spent on him, that suitor's program (its index; -1: none) and the most
   * any other suitor spent (hours only grow): what effortShare walks his suitors for, at every action of every staff.
   */
  readonly topEffort: Float64Array;
  readonly topEffortProgram: Int32Array;
  readonly secondEffort: Float64Array;
  /**
   * A week's scratch carried on with the index (weeks in place only; half a megabyte each week otherwise): a bit per
   * kind of action by program and prospect (zeroed each week), and each program's closeness to each home state.
   */
  private actedScratch: Uint8Array | null = null;
  private closenessScratch: Float64Array | null = null;

  /**
   * Each prospect's leader as a week begins (see Ledger's leaderKnown), carried on with the index: a week's end, which
   * walks every prospect's suitors as it fades them, notes the leaders the next week begins with.
   */
  private leaderScratch: WeekLeaders | null = null;

  /** The week's leaders: those the week before noted (`carried`), or none known yet. */
  weekLeaders(size: number, carried: boolean): WeekLeaders {
    if (!carried || this.leaderScratch === null || this.leaderScratch.known.length !== size) {
      return (this.leaderScratch = { known: new Uint8Array(size), slot: new Int32Array(size), interest: new Float64Array(size) });
    }
    return this.leaderScratch;
  }

  /** The acted lists' room (see Ledger.actedNext), at least `capacity` entries (`carried`: reused from the week before; written before read). */
  actedLists(capacity: number, carried: boolean): { next: Int32Array; slot: Int32Array } {
    const lists = this.actedListsScratch;
    if (!carried || lists === null || lists.next.length < capacity) {
      return (this.actedListsScratch = { next: new Int32Array(capacity), slot: new Int32Array(capacity) });
    }
    return lists;
  }

  private actedListsScratch: { next: Int32Array; slot: Int32Array } | null = null;

  /** The week's action bits, zeroed (`carried`: reused from the week before). */
  actedBits(size: number, carried: boolean): Uint8Array {
    if (!carried || this.actedScratch === null || this.actedScratch.length !== size) return (this.actedScratch = new Uint8Array(size));
    return this.actedScratch.fill(0);
  }

  /** Closeness of each program to each home state, NaN until worked out (kept from week to week: it never changes). */
  closeness(size: number, programs: readonly RecruitingProgram[], carried: boolean): Float64Array {
    if (!carried || this.closenessScratch === null || this.closenessScratch.length !== size || !this.campusesFit) {
      this.campuses = programs.map((p) => p.state);
      return (this.closenessScratch = new Float64Array(size).fill(Number.NaN));
    }
    return this.closenessScratch;
  }

  private campuses: string[] = [];

  /**
   * openingsByIndex of the week's programs, kept from week to week while each program holds the same openings record (a
   * cycle's needs are fixed at its start, and each week's programs share them): worked out each week, its keyed reads of
   * 134 x 9 openings made the loop hot enough to be compiled, in a short command, for a few thousand reads.
   */
  openings(programs: readonly RecruitingProgram[], recruiting: number, carried: boolean): Float64Array {
    if (!carried || this.openingsScratch === null || !this.openingsFit) {
      this.openingsOf = programs.map((p) => p.openings);
      return (this.openingsScratch = openingsByIndex(programs, recruiting));
    }
    return this.openingsScratch;
  }

  private openingsScratch: Float64Array | null = null;
  private openingsOf: Readonly<Record<Position, number>>[] = [];

  /**
   * Whether the programs fits last saw have the campuses and the openings records the kept closeness and openings were
   * worked out for (fits' walk of the programs tells, as it checks their names: a week carrying the index on asks it).
   */
  private campusesFit = false;
  private openingsFit = false;

  constructor(from: CycleIndex | null, state?: RecruitingState, names?: readonly string[], positions?: Uint8Array) {
    if (from) {
      this.programIndex = new Map(from.programIndex);
      this.names = from.names;
      this.recruiting = from.recruiting;
      this.slots = from.slots.slice();
      this.statusAt = from.statusAt.slice();
      this.attached = from.attached.slice();
      this.commits = from.commits.slice();
      this.commitsAt = from.commitsAt.slice();
      this.offers = from.offers.slice();
      this.topEffort = from.topEffort.slice();
      this.topEffortProgram = from.topEffortProgram.slice();
      this.secondEffort = from.secondEffort.slice();
      return;
    }
    if (!state || !names || !positions) throw new Error('a cycle index is built from a state');
    this.programIndex = new Map();
    this.names = names;
    this.commits = [];
    this.commitsAt = [];
    this.offers = [];
    for (const name of names) this.programAt(name);
    this.recruiting = this.programIndex.size;
    const n = state.prospects.length;
    this.slots = new Int32Array(this.recruiting * n);
    this.statusAt = new Array<ProspectStatus>(n);
    this.attached = new Uint8Array(n);
    this.topEffort = new Float64Array(n);
    this.topEffortProgram = new Int32Array(n).fill(-1);
    this.secondEffort = new Float64Array(n);
    const first = n > 0 ? state.status[state.prospects[0].id] : undefined;
    if (first) settleStatusShape(first);
    for (let i = 0; i < n; i++) {
      const status = state.status[state.prospects[i].id];
      this.statusAt[i] = status;
      if (!status) continue;
      const suitors = status.suitors;
      for (let k = 0; k < suitors.length; k++) {
        const p = this.programIndex.get(suitors[k].program);
        if (p !== undefined && p < this.recruiting) this.slots[p * n + i] = k + 1;
        this.effortRose(i, p ?? this.programAt(suitors[k].program), suitors[k].effort);
      }
      const holder = status.signedWith ?? status.committedTo;
      if (holder) {
        this.attached[i] = 1;
        this.countCommitAt(this.programAt(holder), positions[i], 1);
        continue;
      }
      for (const suitor of suitors) {
        if (suitor.offered) this.offers[this.programAt(suitor.program)] += 1;
      }
    }
  }

  /** The program's index, a new one for a name not seen yet. */
  programAt(name: string): number {
    let p = this.programIndex.get(name);
    if (p === undefined) {
      p = this.programIndex.size;
      this.programIndex.set(name, p);
      this.commits.push(0);
      this.offers.push(0);
      for (let k = 0; k < POSITION_COUNT; k++) this.commitsAt.push(0);
    }
    return p;
  }

  /** The suitor of program `p` (any program's index) for the prospect at `index` has now spent `effort` hours on him. */
  effortRose(index: number, p: number, effort: number): void {
    if (this.topEffortProgram[index] === p) {
      this.topEffort[index] = effort;
    } else if (effort > this.topEffort[index]) {
      this.secondEffort[index] = this.topEffort[index];
      this.topEffort[index] = effort;
      this.topEffortProgram[index] = p;
    } else if (effort > this.secondEffort[index]) {
      this.secondEffort[index] = effort;
    }
  }

  countCommitAt(p: number, position: number, delta: number): void {
    this.commits[p] += delta;
    this.commitsAt[p * POSITION_COUNT + position] += delta;
  }

  /** Is it the index of this week (the same programs in the same order)? */
  fits(programs: readonly RecruitingProgram[]): boolean {
    if (programs.length !== this.names.length) return false;
    // (One walk: the campuses and openings records are compared here too, for closeness and openings.)
    let campuses = programs.length === this.campuses.length;
    let openings = programs.length === this.openingsOf.length;
    for (let p = 0; p < programs.length; p++) {
      const program = programs[p];
      if (program.name !== this.names[p]) return false;
      if (campuses && program.state !== this.campuses[p]) campuses = false;
      if (openings && program.openings !== this.openingsOf[p]) openings = false;
    }
    this.campusesFit = campuses;
    this.openingsFit = openings;
    return true;
  }
}

/**
 * A program's new suitor, no interest yet. The interest starts as -0, a number V8 keeps as a double, so every
 * suitor's interest field is a double from the start: a field first holding a small integer (0) and then a fraction
 * (its first gain) changes the suitors' shape and throws away all the code compiled for it. -0 never outlives the
 * action that made the suitor: its gain is added at once (-0 + a gain >= 0 is that gain, +0 for none).
 */
export function newSuitor(program: string): Suitor {
  return { program, interest: -0, offered: false, visited: false, effort: 0 };
}

/**
 * Openings of the first `recruiting` programs at each position (POSITIONS' order), by program index times
 * POSITION_COUNT. A function of its own: its loop would make the Ledger's constructor, run once a week, worth compiling.
 */
function openingsByIndex(programs: readonly RecruitingProgram[], recruiting: number): Float64Array {
  const openings = new Float64Array(recruiting * POSITION_COUNT);
  for (let p = 0; p < programs.length && p < recruiting; p++) {
    for (let k = 0; k < POSITION_COUNT; k++) openings[p * POSITION_COUNT + k] = programs[p].openings[POSITIONS[k]];
  }
  return openings;
}

/**
 * A prospect's list of suitors before anyone recruits him: an empty array made to hold objects. An empty literal is
 * made for small integers, and the week's first suitor pushed onto each of 3,000 such lists changes its kind (and
 * throws away the code compiled for them).
 */
export function noSuitors(): Suitor[] {
  const suitors: (Suitor | undefined)[] = [undefined];
  suitors.length = 0;
  return suitors as Suitor[];
}

/**
 * Settles the shapes of a prospect's status and of a suitor once, as the module loads, with their fields as the weeks
 * change them: V8 notes whether a field was ever written after it was made and what kinds of value it held, and
 * throws away code compiled for statuses nobody had committed yet (or suitors nobody had offered) the first time
 * one commits (or is offered), in a short command most of the recruiting code compiled in the cycle's first week.
 * Statuses and suitors loaded from a save or made by a cycle's start share these shapes (the same fields, in order).
 * Kept (an array the function refers to, so it lives with the module), as the other settled shapes are: V8 drops a
 * shape no object holds at the next GC, and a literal made after that starts a new one with its fields unsettled.
 */
const settled: (ProspectStatus | Suitor)[] = [];
function settleShapes(): void {
  const status: ProspectStatus = { suitors: noSuitors(), committedTo: null, committedWeek: 0, signedWith: null };
  status.committedTo = 'a program';
  status.committedTo = null;
  status.signedWith = 'a program';
  status.signedWith = null;
  status.committedWeek = 1;
  const suitor = newSuitor('a program');
  suitor.offered = true;
  suitor.visited = true;
  suitor.effort = 1;
  suitor.interest = 0.5;
  settled.push(status, suitor);
}
settleShapes();

/**
 * settleShapes for the statuses of a state made elsewhere (a cycle loaded from a save builds its statuses by a literal of
 * its own, whose shape V8 keeps apart): the commitment fields of this status's shape marked as changing, by writing
 * other values and then its own back (the status is as it was). Without it the cycle's first commitment, at the end of
 * its first week, threw away the code compiled in that week for every function that reads a commitment.
 */
function settleStatusShape(status: ProspectStatus): void {
  const { committedTo, committedWeek, signedWith } = status;
  status.committedTo = committedTo === null ? 'a program' : null;
  status.committedTo = committedTo;
  status.signedWith = signedWith === null ? 'a program' : null;
  status.signedWith = signedWith;
  status.committedWeek = committedWeek + 1;
  status.committedWeek = committedWeek;
}

/**
 * Boards copied by weeks played in place: the state holding them was given up with its statuses, so the weeks in place
 * after it edit them without copying them again (a board loaded or made elsewhere is copied once).
 */
const OWNED_BOARDS = new WeakSet<RecruitingBoard>();

/** The index carried on by weeks played in place, by the statuses record they edit. */
const CARRIED = new WeakMap<Readonly<Record<number, ProspectStatus>>, { prospects: readonly Prospect[]; index: CycleIndex }>();

/** How well a program offers each thing to one prospect (programFactors' numbers); a ledger's scratch, overwritten by the next call. */
export type Factors = Record<Pitch, number>;

/**
 * The fields below that are not private (the class's index, the cycle index, hours left, action bits, leaders) are read
 * directly by the staffs' and the week's hottest loops (staff.ts, actions.ts, commitments.ts): a short command runs
 * with --no-turbo-inlining, where every accessor is a real call and a compile of its own. Outside this file they are
 * read only, except through the few writes applyAt makes (hours spent, action bits, offers counted) exactly as the
 * accessors make them.
 */
export class Ledger {
  readonly season: number;
  /** The week being played. */
  readonly week: number;
  readonly prospects: readonly Prospect[];
  readonly prospectById: ReadonlyMap<number, Prospect>;
  readonly programs: ReadonlyMap<string, RecruitingProgram>;
  readonly homeGames: Readonly<Record<string, HomeGame>>;
  /** Prospect ids by index in `prospects`. */
  readonly indexOf: ReadonlyMap<number, number>;
  /** A zeroed mark per prospect for one caller at a time, who clears the marks it set before returning. */
  readonly marks: Uint8Array;
  /** The statuses as the week began (in place, the same objects as they change). */
  private readonly weekStart: Readonly<Record<number, ProspectStatus>>;
  readonly classIndex: ClassIndex;
  readonly index: CycleIndex;
  /** Prospects in the class. */
  readonly size: number;
  /** By prospect index: 1 once its status was edited (copied) this week. */
  readonly edited: Uint8Array;
  /**
   * By prospect index: his leader as the week began (known when leaderKnown is 1): the leader's place in his suitors
   * plus one (0: nobody recruited him; suitors are only ever added after the others, so the place holds all week) and
   * his interest. A place, not a name: whether a program leads is then a comparison of its slot (see CycleIndex).
   * A week's end (endWeek) writes each prospect's leader for the next week here once he has decided (nothing reads his
   * leader of this week after that); weeks in place carry them on (CycleIndex.weekLeaders).
   */
  readonly leaderKnown: Uint8Array;
  readonly leaderSlot: Int32Array;
  readonly leaderInterest: Float64Array;
  /** By program index times the class size plus prospect index: a bit per kind of action the program did for him this week. */
  readonly actedBits: Uint8Array;
  /**
   * The suitors programs acted through this week (their interest does not fade), as lists in typed arrays rather than
   * an array per prospect (some 3,000 a week): by prospect index, his last entry plus one (0: none); by entry, the
   * entry before it for the same prospect plus one (0: none) and the suitor's place in his suitors.
   */
  readonly actedHead: Int32Array;
  actedNext: Int32Array;
  actedSlot: Int32Array;
  /** Entries made in the acted lists this week (written only by noteActed and the staffs' staffActionAt, as noteActed does). */
  actedCount = 0;
  /** Hours left this week by program index. */
  readonly hoursLeft: Float64Array;
  /** Openings of each program (by index) at each position (POSITIONS' order): its openings record, by index. */
  private readonly openingsAt: Float64Array;
  /** Closeness of each program (by index) to each home state of the class (by index), worked out when first asked. */
  private readonly proximity: Float64Array;
  private readonly boards: Record<string, RecruitingBoard>;
  private readonly copiedBoards = new Set<string>();
  // -0: fields made for the fractions they hold (made as small integers, the first fraction replaced the shape, and the
  // next ledger's scratch had another one, which threw away factorsOf compiled for the first).
  private readonly scratch: Factors = { playingTime: -0, proximity: -0, prestige: -0, contending: -0, conference: -0, schemeFit: -0 };

  /**
   * In place, the week edits the state's own statuses (no copies: a week touches nearly every prospect); the caller
   * gives the state up. Otherwise a status is copied the first time it changes and the state stays as it was.
   */
  private readonly inPlace: boolean;

  constructor(state: RecruitingState, programs: readonly RecruitingProgram[], homeGames: Readonly<Record<string, HomeGame>>, prospectById?: ReadonlyMap<number, Prospect>, inPlace = false) {
    this.inPlace = inPlace;
    this.season = state.season;
    this.week = state.week + 1;
    this.prospects = state.prospects;
    this.prospectById = prospectById ?? new Map(state.prospects.map((p) => [p.id, p]));
    this.programs = new Map(programs.map((p) => [p.name, p]));
    this.homeGames = homeGames;
    this.weekStart = state.status;
    this.boards = { ...state.boards };
    this.classIndex = classIndex(state.prospects);
    this.indexOf = this.classIndex.indexOf;
    const n = state.prospects.length;
    this.size = n;
    const carried = CARRIED.get(state.status);
    const fits = carried !== undefined && carried.prospects === state.prospects && carried.index.fits(programs);
    if (inPlace) {
      this.index = fits ? carried.index : new CycleIndex(null, state, programs.map((p) => p.name), this.classIndex.positions);
      CARRIED.set(state.status, { prospects: state.prospects, index: this.index });
    } else {
      this.index = fits ? new CycleIndex(carried.index) : new CycleIndex(null, state, programs.map((p) => p.name), this.classIndex.positions);
    }
    this.marks = new Uint8Array(n);
    this.edited = new Uint8Array(n);
    const leaders = this.index.weekLeaders(n, inPlace && fits);
    this.leaderKnown = leaders.known;
    this.leaderSlot = leaders.slot;
    this.leaderInterest = leaders.interest;
    this.actedHead = new Int32Array(n);
    const recruiting = this.index.recruiting;
    this.actedBits = this.index.actedBits(recruiting * n, inPlace && fits);
    this.hoursLeft = new Float64Array(recruiting);
    weeklyHoursInto(programs, this.hoursLeft);
    // Room for every entry the week can make (one per program and prospect acted for, each action an hour at least):
    // the lists never grow (see growActed), and weeks in place carry them on.
    let hours = 0;
    for (let p = 0; p < recruiting; p++) hours += this.hoursLeft[p];
    const lists = this.index.actedLists(Math.max(4096, hours), inPlace && fits);
    this.actedNext = lists.next;
    this.actedSlot = lists.slot;
    this.openingsAt = this.index.openings(programs, recruiting, inPlace && fits);
    this.proximity = this.index.closeness(recruiting * this.classIndex.states.length, programs, inPlace && fits);
  }

  /**
   * The program's index in the week, for the By-index calls below (undefined: it does not recruit this week). The
   * staffs' hundred thousand weekly tries go through these rather than looking names and ids up each time.
   */
  recruiterIndex(program: string): number | undefined {
    const p = this.index.programIndex.get(program);
    return p === undefined || p >= this.index.recruiting ? undefined : p;
  }

  hoursAt(p: number): number {
    return this.hoursLeft[p];
  }

  spendAt(p: number, hours: number): void {
    this.hoursLeft[p] -= hours;
  }

  onceAt(p: number, index: number, kind: ActionKind): boolean {
    return (this.actedBits[p * this.size + index] & kindBit(kind)) !== 0;
  }

  /** The suitor of recruiting program `p` for the prospect at `index` (undefined: it does not recruit him). */
  suitorOf(p: number, index: number): Suitor | undefined {
    const slot = this.index.slots[p * this.size + index];
    return slot === 0 ? undefined : this.index.statusAt[index].suitors[slot - 1];
  }

  /**
   * effortShare(his suitors, the program at `p`, hours) for the prospect at `index`, from the most hours a suitor spent
   * on him kept by the index (a program is one suitor of a prospect at most): the same numbers without a walk.
   */
  effortShareOf(p: number, index: number, hours: number): number {
    const slot = this.index.slots[p * this.size + index];
    const ours = hours + (slot === 0 ? 0 : this.index.statusAt[index].suitors[slot - 1].effort);
    const most = this.index.topEffortProgram[index] === p ? this.index.secondEffort[index] : this.index.topEffort[index];
    return ours >= most ? 1 : ours / most;
  }

  /** Recruiting program `p` spent hours on the prospect at `index`: his suitor's effort is now `effort`. */
  effortRoseAt(p: number, index: number, effort: number): void {
    this.index.effortRose(index, p, effort);
  }

  /** Has recruiting program `p` offered the prospect at `index`? */
  offeredAt(p: number, index: number): boolean {
    const suitor = this.suitorOf(p, index);
    return suitor !== undefined && suitor.offered;
  }

  /** Has the prospect at `index` taken his official visit to recruiting program `p`? */
  visitedAt(p: number, index: number): boolean {
    const suitor = this.suitorOf(p, index);
    return suitor !== undefined && suitor.visited;
  }

  /** editSuitorAt for recruiting program `p` (named `program`). */
  editSuitorOf(p: number, index: number, program: string): Suitor {
    const status = this.editStatusAt(index, true);
    const at = p * this.size + index;
    const slot = this.index.slots[at];
    if (slot !== 0) return status.suitors[slot - 1];
    const suitor = newSuitor(program);
    this.index.slots[at] = status.suitors.push(suitor);
    return suitor;
  }

  /** A program acted this week for the prospect at `index` through the suitor in place `slot` of his suitors (once a week each). */
  noteActed(index: number, slot: number): void {
    const entry = this.actedCount;
    if (entry === this.actedNext.length) this.growActed();
    this.actedNext[entry] = this.actedHead[index];
    this.actedSlot[entry] = slot;
    this.actedHead[index] = entry + 1;
    this.actedCount = entry + 1;
  }

  /** The acted lists' room doubled: never needed while each action costs an hour at least (see the constructor). */
  growActed(): void {
    const entries = this.actedNext.length;
    const next = new Int32Array(2 * entries);
    next.set(this.actedNext);
    this.actedNext = next;
    const slots = new Int32Array(2 * entries);
    slots.set(this.actedSlot);
    this.actedSlot = slots;
  }

  commitmentsOf(p: number): number {
    return this.index.commits[p];
  }

  commitmentsAtOf(p: number, position: number): number {
    return this.index.commitsAt[p * POSITION_COUNT + position];
  }

  openOffersOf(p: number): number {
    return this.index.offers[p];
  }

  countOfferAt(p: number, delta: number): void {
    this.index.offers[p] += delta;
  }

  /** factors() for recruiting program `p`, given as the week's own program object. */
  factorsOf(index: number, program: RecruitingProgram, p: number): Factors {
    const f = this.scratch;
    const position = this.classIndex.positions[index];
    // The week's program at `p` is `program`: its openings by position index (no lookup keyed by position names).
    const open = this.openingsAt[p * POSITION_COUNT + position] - this.index.commitsAt[p * POSITION_COUNT + position];
    const full = FULL_AT[position];
    f.playingTime = Math.max(0, Math.min(1, open / full));
    // proximityOf's kept closeness read here, worked out (and kept) first when not yet: its returned number, a new
    // heap number each call, is not used (nor mixed with the kept one, which would box that one).
    const at = p * this.classIndex.states.length + this.classIndex.homes[index];
    if (Number.isNaN(this.proximity[at])) this.proximityOf(index, program, p);
    f.proximity = this.proximity[at];
    f.prestige = (program.prestige - 1) / 6;
    f.contending = Math.max(0, Math.min(1, program.contending));
    f.conference = program.power ? 1 : NON_POWER_CONFERENCE_FACTOR;
    f.schemeFit = NEUTRAL_SCHEME_FIT;
    return f;
  }

  /** His leader's interest when the week began (0 when nobody recruited him). */
  leaderInterestAtStart(index: number): number {
    if (this.leaderKnown[index] === 0) this.keepLeader(index);
    return this.leaderInterest[index];
  }

  /** His leader when the week began (null when nobody recruited him). */
  leaderProgramAtStart(index: number): string | null {
    if (this.leaderKnown[index] === 0) this.keepLeader(index);
    const slot = this.leaderSlot[index];
    return slot === 0 ? null : this.weekStartSuitors(index)[slot - 1].program;
  }

  /** The prospect's suitors as the week began (in place, the same list: suitors added since come after them). */
  private weekStartSuitors(index: number): readonly Suitor[] {
    return this.inPlace ? this.index.statusAt[index].suitors : this.weekStart[this.prospects[index].id].suitors;
  }

  /** Notes the leader (the first with the highest interest) of the prospect's status as the week began. */
  keepLeader(index: number): void {
    let leader = 0;
    let most = 0;
    // Unchanged yet: in place it is the week's start (kept before the first change); otherwise copies were changed.
    const start = this.inPlace ? this.index.statusAt[index] : this.weekStart[this.prospects[index].id];
    const suitors = start?.suitors;
    if (suitors) {
      for (let k = 0; k < suitors.length; k++) {
        if (leader === 0 || suitors[k].interest > most) {
          leader = k + 1;
          most = suitors[k].interest;
        }
      }
    }
    this.leaderKnown[index] = 1;
    this.leaderSlot[index] = leader;
    this.leaderInterest[index] = most;
  }

  statusOf(id: number): ProspectStatus {
    const i = this.indexOf.get(id);
    return i === undefined ? this.weekStart[id] : this.index.statusAt[i];
  }

  /** The status of the prospect at `index` in the class. */
  statusAtIndex(index: number): ProspectStatus {
    return this.index.statusAt[index];
  }

  /** The status, copied for writing the first time it changes this week. */
  editStatus(id: number): ProspectStatus {
    const i = this.indexOf.get(id);
    if (i === undefined) throw new Error(`prospect ${id} is not in the ${this.season} class`);
    return this.editStatusAt(i, true);
  }

  /**
   * The status at `index`, copied for writing the first time it changes this week. `keepLeader`: his leader as the
   * week began is noted first (in place it is lost once the status changes); false only once nobody asks for it again.
   */
  editStatusAt(index: number, keepLeader: boolean): ProspectStatus {
    const status = this.index.statusAt[index];
    if (this.edited[index] === 1) return status;
    if (this.inPlace) {
      if (keepLeader && this.leaderKnown[index] === 0) this.keepLeader(index);
      this.edited[index] = 1;
      return status;
    }
    this.edited[index] = 1;
    const copy = { ...status, suitors: status.suitors.map((s) => ({ ...s })) };
    this.index.statusAt[index] = copy;
    return copy;
  }

  board(program: string): RecruitingBoard | undefined {
    return this.boards[program];
  }

  /**
   * The board, copied for writing the first time it changes this week. In place, a board an earlier week in place
   * copied is the given-up state's own and is edited as it is (every program refreshes its board every week: a copy of
   * its targets and scouting each time).
   */
  editBoard(program: string): RecruitingBoard {
    const old = this.boards[program];
    if (this.inPlace && OWNED_BOARDS.has(old)) return old;
    if (!this.copiedBoards.has(program)) {
      // A literal in the order a loaded board has (queries/recruiting.ts): one shape of board for the staffs' code.
      const copy = { program: old.program, auto: old.auto, targets: old.targets.slice(), scouting: { ...old.scouting }, shortlist: old.shortlist };
      this.boards[program] = copy;
      this.copiedBoards.add(program);
      if (this.inPlace) OWNED_BOARDS.add(copy);
    }
    return this.boards[program];
  }

  suitor(id: number, program: string): Suitor | undefined {
    const i = this.indexOf.get(id);
    if (i === undefined) return this.statusOf(id)?.suitors.find((s) => s.program === program);
    return this.suitorAt(i, program);
  }

  /** The program's suitor of the prospect at `index` (undefined: it does not recruit him). */
  suitorAt(index: number, program: string): Suitor | undefined {
    const p = this.index.programIndex.get(program);
    // A program outside the week's list (none recruits mid-cycle, but a status may name one) is looked for.
    if (p === undefined || p >= this.index.recruiting) return this.index.statusAt[index]?.suitors.find((s) => s.program === program);
    const slot = this.index.slots[p * this.size + index];
    return slot === 0 ? undefined : this.index.statusAt[index].suitors[slot - 1];
  }

  /** The program's suitor of the prospect at `index`, added (with no interest yet) when it has none; the status is edited. */
  editSuitorAt(index: number, program: string): Suitor {
    const status = this.editStatusAt(index, true);
    const p = this.index.programIndex.get(program);
    if (p === undefined || p >= this.index.recruiting) throw new Error(`${program} does not recruit this week`);
    const slot = this.index.slots[p * this.size + index];
    if (slot !== 0) return status.suitors[slot - 1];
    const suitor = newSuitor(program);
    this.index.slots[p * this.size + index] = status.suitors.push(suitor);
    return suitor;
  }

  hours(program: string): number {
    const p = this.index.programIndex.get(program);
    return p === undefined || p >= this.index.recruiting ? 0 : this.hoursLeft[p];
  }

  spend(program: string, hours: number): void {
    const p = this.index.programIndex.get(program);
    if (p !== undefined && p < this.index.recruiting) this.hoursLeft[p] -= hours;
  }

  once(program: string, prospect: number, kind: ActionKind): boolean {
    const p = this.index.programIndex.get(program);
    const i = this.indexOf.get(prospect);
    if (p === undefined || i === undefined || p >= this.index.recruiting) return false;
    return (this.actedBits[p * this.size + i] & KIND_BIT[kind]) !== 0;
  }


  /** Is the prospect at `index` committed or signed? */
  attachedAt(index: number): boolean {
    return this.index.attached[index] === 1;
  }

  /** By prospect index, 1 when committed or signed (the ledger's own array: read it, never write it). */
  attachedFlags(): Readonly<Uint8Array> {
    return this.index.attached;
  }

  /**
   * Is his leader as the week began another program, ahead of `program` (at index `p` of the week, undefined when it
   * does not recruit) by `gap` interest or more, or with `program`'s interest below `share` of the leader's?
   */
  leaderAheadAt(index: number, program: string, p: number | undefined, gap: number, share: number): boolean {
    if (this.leaderKnown[index] === 0) this.keepLeader(index);
    const leader = this.leaderSlot[index];
    if (leader === 0) return false;
    const first = this.leaderInterest[index];
    let ours = 0;
    if (p === undefined) {
      if (this.leaderProgramAtStart(index) === program) return false;
      ours = this.suitorAt(index, program)?.interest ?? 0;
    } else {
      // The program leads when its suitor is the leader (a program is one suitor at most): its place is the leader's.
      const slot = this.index.slots[p * this.size + index];
      if (slot === leader) return false;
      if (slot !== 0) ours = this.index.statusAt[index].suitors[slot - 1].interest;
    }
    return first - ours >= gap || ours < share * first;
  }

  /** Records that the prospect's commitment or signing changed (call after editing it). */
  commitmentMoved(id: number): void {
    const i = this.indexOf.get(id);
    const status = this.statusOf(id);
    if (i !== undefined) this.index.attached[i] = status.signedWith || status.committedTo ? 1 : 0;
  }

  /** The board's shortlist as indices in the class (-1 for an id not in it), built once per shortlist. */
  shortlistIndices(shortlist: readonly number[]): Int32Array {
    // (NO_SHORTLIST for none: its fields are read whether the shortlist was seen or not, as from the second week on.)
    let cached = SHORTLIST_INDICES.get(shortlist) ?? NO_SHORTLIST;
    if (cached.index !== this.indexOf) {
      const { byId, firstId } = this.classIndex;
      const indices = byId === null ? indicesByMap(shortlist, this.indexOf) : indicesByTable(shortlist, byId, firstId);
      cached = { index: this.indexOf, indices };
      SHORTLIST_INDICES.set(shortlist, cached);
    }
    return cached.indices;
  }

  /** Each prospect's position as its index in POSITIONS, by prospect index. */
  positionIndices(): Uint8Array {
    return this.classIndex.positions;
  }

  commitments(program: string): number {
    const p = this.index.programIndex.get(program);
    return p === undefined ? 0 : this.index.commits[p];
  }

  commitmentsAt(program: string, pos: Position): number {
    return this.commitmentsAtIndex(program, POSITION_INDEX.get(pos) ?? 0);
  }

  /** Commitments of the program at a position given as its index in POSITIONS. */
  commitmentsAtIndex(program: string, position: number): number {
    const p = this.index.programIndex.get(program);
    return p === undefined ? 0 : this.index.commitsAt[p * POSITION_COUNT + position];
  }

  /** Scholarships not yet promised to a commitment. */
  scholarshipsLeft(program: string): number {
    return (this.programs.get(program)?.scholarships ?? 0) - this.commitments(program);
  }

  /** Offers out to prospects not committed anywhere (an offer to a prospect committed elsewhere no longer ties a scholarship). */
  openOffers(program: string): number {
    const p = this.index.programIndex.get(program);
    return p === undefined ? 0 : this.index.offers[p];
  }

  offerLimit(program: string): number {
    return Math.max(0, this.scholarshipsLeft(program)) * OFFERS_PER_SCHOLARSHIP;
  }

  countCommit(program: string, pos: Position, delta: number): void {
    this.index.countCommitAt(this.index.programAt(program), POSITION_INDEX.get(pos) ?? 0, delta);
  }

  countOffer(program: string, delta: number): void {
    this.index.offers[this.index.programAt(program)] += delta;
  }

  /**
   * programFactors(prospect, program, committed at his position) without building an object: the ledger's scratch,
   * overwritten by the next call (the same numbers, the closeness to his home worked out once a week).
   */
  factors(index: number, program: RecruitingProgram): Factors {
    const prospect = this.prospects[index];
    const f = this.scratch;
    const open = program.openings[prospect.pos] - this.commitmentsAtIndex(program.name, this.classIndex.positions[index]);
    const full = Math.max(1, ROSTER_TEMPLATE[prospect.pos] * FULL_PLAYING_TIME_SHARE);
    f.playingTime = Math.max(0, Math.min(1, open / full));
    f.proximity = this.closeness(index, program);
    f.prestige = (program.prestige - 1) / 6;
    f.contending = Math.max(0, Math.min(1, program.contending));
    f.conference = program.power ? 1 : NON_POWER_CONFERENCE_FACTOR;
    f.schemeFit = NEUTRAL_SCHEME_FIT;
    return f;
  }

  /** programFactors' proximity of the program to the home of the prospect at `index`. */
  private closeness(index: number, program: RecruitingProgram): number {
    const p = this.index.programIndex.get(program.name);
    if (p === undefined || p >= this.index.recruiting || this.programs.get(program.name) !== program) {
      return Math.max(0, 1 - milesBetweenStates(this.prospects[index].state, program.state) / PROXIMITY_RANGE_MILES);
    }
    return this.proximityOf(index, program, p);
  }

  /** The closeness of recruiting program `p` to the home of the prospect at `index`, worked out once a week. */
  private proximityOf(index: number, program: RecruitingProgram, p: number): number {
    const home = this.classIndex.homes[index];
    const at = p * this.classIndex.states.length + home;
    let near = this.proximity[at];
    if (Number.isNaN(near)) {
      near = Math.max(0, 1 - milesBetweenStates(this.classIndex.states[home], program.state) / PROXIMITY_RANGE_MILES);
      this.proximity[at] = near;
    }
    return near;
  }

  /** The new state after the week. */
  result(signed = false): RecruitingState {
    let status = this.weekStart as Record<number, ProspectStatus>;
    if (!this.inPlace) {
      status = { ...this.weekStart };
      for (let i = 0; i < this.size; i++) if (this.edited[i] === 1) status[this.prospects[i].id] = this.index.statusAt[i];
    }
    return { season: this.season, week: this.week, prospects: this.prospects, status, boards: this.boards, signed };
  }
}
