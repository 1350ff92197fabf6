// What a recruiting cycle keeps by index: hours and kinds of action, the class by index (ids, positions, home
// states), and the CycleIndex a week builds from the statuses (programs by name, suitor places, commitments, offers).
// A week asks "how does program X stand with prospect Y" some hundred thousand times: everything is kept by index
// (a prospect's place in the class, a program's place in the week's list) in typed arrays, rather than in maps keyed
// by names and ids, or found by walking a prospect's suitors.

import { POSITIONS, type Position } from '../players/types.js';
import { ROSTER_TEMPLATE } from '../players/tuning.js';
import { BASE_WEEKLY_HOURS, FULL_PLAYING_TIME_SHARE, RESOURCE_WEEKLY_HOURS } from './tuning.js';
import { schemeStyleOf, styleIndex } from './schemeFit.js';
import type { ActionKind, Prospect, ProspectStatus, RecruitingProgram, RecruitingState } from './types.js';

/** A program's weekly recruiting hours, scaled by its resources, and its coach's ability's (RecruitingProgram.coaching). */
export function weeklyHours(program: RecruitingProgram): number {
  return Math.round(
    BASE_WEEKLY_HOURS
      + RESOURCE_WEEKLY_HOURS * Math.max(0, Math.min(1, program.resources))
      + (program.coaching?.hours ?? 0),
  );
}

/** weeklyHours of each program into `hours`, by index. */
export function weeklyHoursInto(programs: readonly RecruitingProgram[], hours: Float64Array): void {
  for (let p = 0; p < programs.length; p++) hours[p] = weeklyHours(programs[p]);
}

/** A bit per kind of action, so a week notes what each program did for each prospect in one byte. */
export const KIND_BIT: Record<ActionKind, number> = { scout: 1, contact: 2, offer: 4, pitch: 8, visit: 16 };
export const CONTACT_BIT = KIND_BIT.contact;
export const PITCH_BIT = KIND_BIT.pitch;
export const OFFER_BIT = KIND_BIT.offer;
export const VISIT_BIT = KIND_BIT.visit;

export const POSITION_INDEX: ReadonlyMap<Position, number> = new Map(POSITIONS.map((pos, i) => [pos, i]));
export const POSITION_COUNT = POSITIONS.length;
/** Math.max(1, ROSTER_TEMPLATE[pos] * FULL_PLAYING_TIME_SHARE) by position index: the playing time factor's denominator. */
export const FULL_AT: readonly number[] = POSITIONS.map((pos) =>
  Math.max(1, ROSTER_TEMPLATE[pos] * FULL_PLAYING_TIME_SHARE),
);

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
  /** Each prospect's scheme style as its index in SCHEME_STYLES (-1: the scheme means nothing to him). */
  styles: Int8Array;
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
  if (prospects.length === 0 || !Number.isSafeInteger(first) || last - first >= 4 * prospects.length + 64)
    return { firstId: 0, byId: null };
  const byId = new Int32Array(last - first + 1);
  prospects.forEach((p, i) => {
    if (Number.isInteger(p.id)) byId[p.id - first] = i + 1;
  });
  return { firstId: first, byId };
}
/** Each class's index by the class's array: a pure function's memory (a class is never changed once made). */
const CLASS_INDEX = new WeakMap<readonly Prospect[], ClassIndex>();

/** The class's index, built the first time it is asked for (kept apart: its walk would make this worth compiling). */
export function classIndex(prospects: readonly Prospect[]): ClassIndex {
  return CLASS_INDEX.get(prospects) ?? buildClassIndex(prospects);
}

function buildClassIndex(prospects: readonly Prospect[]): ClassIndex {
  // One indexed walk (a class is 3,000 prospects, read once a command, cold).
  const stateIndex = new Map<string, number>();
  const homes = new Uint16Array(prospects.length);
  const positions = new Uint8Array(prospects.length);
  const styles = new Int8Array(prospects.length);
  const indexOf = new Map<number, number>();
  for (let i = 0; i < prospects.length; i++) {
    const p = prospects[i];
    let s = stateIndex.get(p.state);
    if (s === undefined) {
      s = stateIndex.size;
      stateIndex.set(p.state, s);
    }
    homes[i] = s;
    positions[i] = POSITION_INDEX.get(p.pos) ?? 0;
    styles[i] = styleIndex(schemeStyleOf(p.pos, p.attributes));
    indexOf.set(p.id, i);
  }
  const { firstId, byId } = idTable(prospects);
  const index = { indexOf, positions, styles, homes, states: [...stateIndex.keys()], firstId, byId };
  CLASS_INDEX.set(prospects, index);
  return index;
}

/** A shortlist's indices in the class by its id table (-1: not in it). */
export function indicesByTable(shortlist: readonly number[], byId: Int32Array, firstId: number): Int32Array {
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
export function indicesByMap(shortlist: readonly number[], indexOf: ReadonlyMap<number, number>): Int32Array {
  const indices = new Int32Array(shortlist.length);
  for (let k = 0; k < shortlist.length; k++) indices[k] = indexOf.get(shortlist[k]) ?? -1;
  return indices;
}

/** Each shortlist as indices in its class (-1: not in it), built once a cycle: a board refresh walks it every week. */
export const SHORTLIST_INDICES = new WeakMap<
  readonly number[],
  { index: ReadonlyMap<number, number>; indices: Int32Array }
>();
export const NO_SHORTLIST: { index: ReadonlyMap<number, number>; indices: Int32Array } = {
  index: new Map(),
  indices: new Int32Array(0),
};

/**
 * Openings of the first `recruiting` programs at each position (POSITIONS' order), by program index times
 * POSITION_COUNT.
 */
function openingsByIndex(programs: readonly RecruitingProgram[], recruiting: number): Float64Array {
  const openings = new Float64Array(recruiting * POSITION_COUNT);
  for (let p = 0; p < programs.length && p < recruiting; p++) {
    for (let k = 0; k < POSITION_COUNT; k++) openings[p * POSITION_COUNT + k] = programs[p].openings[POSITIONS[k]];
  }
  return openings;
}

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
  /**
   * By program index times the class size plus prospect index: the program's place in his suitors plus one (0: none).
   * Read it; write it through setSlot (a copy shares the array it was made from until its first write).
   */
  slots: Int32Array;
  private slotsShared = false;
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

  /** Each board's targets as indices in the class, by the targets' array: a refresh leaves them for the next week's. */
  readonly targetIndices = new WeakMap<readonly number[], number[]>();

  /** The week's leaders: those the week before noted (`carried`), or none known yet. */
  weekLeaders(size: number, carried: boolean): WeekLeaders {
    if (!carried || this.leaderScratch === null || this.leaderScratch.known.length !== size) {
      this.leaderScratch = {
        known: new Uint8Array(size),
        slot: new Int32Array(size),
        interest: new Float64Array(size),
      };
    }
    return this.leaderScratch;
  }

  /** The acted lists' room (see Ledger.actedNext), at least `capacity` entries (`carried`: reused from the week before; written before read). */
  actedLists(capacity: number, carried: boolean): { next: Int32Array; slot: Int32Array } {
    const lists = this.actedListsScratch;
    if (!carried || lists === null || lists.next.length < capacity) {
      this.actedListsScratch = { next: new Int32Array(capacity), slot: new Int32Array(capacity) };
      return this.actedListsScratch;
    }
    return lists;
  }

  private actedListsScratch: { next: Int32Array; slot: Int32Array } | null = null;

  /** The week's action bits, zeroed (`carried`: reused from the week before). */
  actedBits(size: number, carried: boolean): Uint8Array {
    if (!carried || this.actedScratch === null || this.actedScratch.length !== size) {
      this.actedScratch = new Uint8Array(size);
      return this.actedScratch;
    }
    return this.actedScratch.fill(0);
  }

  /** Closeness of each program to each home state, NaN until worked out (kept from week to week: it never changes). */
  closeness(size: number, programs: readonly RecruitingProgram[], carried: boolean): Float64Array {
    if (!carried || this.closenessScratch === null || this.closenessScratch.length !== size || !this.campusesFit) {
      this.campuses = programs.map((p) => p.state);
      this.closenessScratch = new Float64Array(size).fill(Number.NaN);
    }
    return this.closenessScratch;
  }

  private campuses: string[] = [];

  /**
   * openingsByIndex of the week's programs, kept from week to week while each program holds the same openings record (a
   * cycle's needs are fixed at its start, and each week's programs share them).
   */
  openings(programs: readonly RecruitingProgram[], recruiting: number, carried: boolean): Float64Array {
    if (!carried || this.openingsScratch === null || !this.openingsFit) {
      this.openingsOf = programs.map((p) => p.openings);
      this.openingsScratch = openingsByIndex(programs, recruiting);
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
      // The slots (programs x prospects, over a megabyte) are copied on the first write only: a check never writes most.
      this.slots = from.slots;
      this.slotsShared = true;
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

  /** Sets the slot at `at` (see slots), copying the slots first when they are still shared with another index. */
  setSlot(at: number, slot: number): void {
    if (this.slotsShared) {
      this.slots = this.slots.slice();
      this.slotsShared = false;
    }
    this.slots[at] = slot;
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
