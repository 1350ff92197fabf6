// The week's working copy of a cycle: prospects' statuses and boards copied only when changed (a week
// touches a few thousand of them), or the statuses edited in place when the caller gives the state up, and the
// counts every rule reads (commitments, offers, hours) kept current, by index (cycleIndex.ts).

import type { Position } from '../players/types.js';
import {
  classIndex,
  CycleIndex,
  indicesByMap,
  indicesByTable,
  KIND_BIT,
  NO_SHORTLIST,
  POSITION_COUNT,
  POSITION_INDEX,
  SHORTLIST_INDICES,
  weeklyHoursInto,
  type ClassIndex,
} from './cycleIndex.js';
import { OFFERS_PER_SCHOLARSHIP } from './tuning.js';
import { classDealbreakers, type Dealbreaker } from './dealbreakers.js';
import { pipelineGain } from './pipelines.js';
import { schemeIndex } from './schemeFit.js';
import type {
  ActionKind,
  HomeGame,
  Pitch,
  Prospect,
  ProspectStatus,
  RecruitingBoard,
  RecruitingProgram,
  RecruitingState,
  Suitor,
} from './types.js';
import { WeekScratch } from './weekScratch.js';

/** A program's new suitor, no interest yet. */
export function newSuitor(program: string): Suitor {
  return { program, interest: 0, offered: false, visited: false, effort: 0 };
}

/** A prospect's list of suitors before anyone recruits him. */
export function noSuitors(): Suitor[] {
  return [];
}

/**
 * Boards copied by weeks played in place: the state holding them was given up with its statuses, so the weeks in place
 * after it edit them without copying them again (a board loaded or made elsewhere is copied once).
 */
const OWNED_BOARDS = new WeakSet<RecruitingBoard>();

/**
 * The index by the statuses record it was built from: carried on by weeks played in place (they edit the record and
 * it), copied by any other week (an order's check, the copy sharing its slots until it writes one). Like OWNED_BOARDS
 * it saves building and copying only: a week that finds nothing here builds the same index from the state.
 */
const CARRIED = new WeakMap<
  Readonly<Record<number, ProspectStatus>>,
  { prospects: readonly Prospect[]; index: CycleIndex }
>();

/** How well a program offers each thing to one prospect (programFactors' numbers); a ledger's scratch, overwritten by the next call. */
export type Factors = Record<Pitch, number>;

/**
 * The fields below that are not private (the class's index, the cycle index, hours left, action bits, leaders) are read
 * by the staffs and the week (staff.ts, actions.ts, commitments.ts). Outside this file they are read only, except
 * through the few writes applyAt makes (hours spent, action bits, offers counted) as the accessors make them.
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
  /** The week's scratch arrays (boards' orders, suitors' marks), overwritten by each use. */
  readonly scratch = new WeekScratch();
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
  /** Entries made in the acted lists this week (written only by noteActed). */
  actedCount = 0;
  /** Hours left this week by program index. */
  readonly hoursLeft: Float64Array;
  /** Openings of each program (by index) at each position (POSITIONS' order): its openings record, by index. */
  readonly openingsAt: Float64Array;
  /** Closeness of each program (by index) to each home state of the class (by index), worked out when first asked. */
  readonly proximity: Float64Array;
  /** The pipeline multiplier (pipelineGain) of each program (by index) with each home state of the class (by index). */
  readonly pipelineAt: Float64Array;
  /** Each program's offence (by index) as its index in OFFENSIVE_SCHEMES (-1: none known). */
  readonly schemeAt: Int8Array;
  /** Each prospect's dealbreakers, by index in the class (dealbreakers.ts). */
  readonly dealbreakers: readonly (readonly Dealbreaker[])[];
  private readonly boards: Record<string, RecruitingBoard>;
  private readonly copiedBoards = new Set<string>();
  /** The factors' scratch (ledgerFactors.ts), overwritten by each call. */
  readonly factorScratch: Factors = {
    playingTime: 0,
    proximity: 0,
    prestige: 0,
    contending: 0,
    conference: 0,
    schemeFit: 0,
  };

  /**
   * In place, the week edits the state's own statuses (no copies: a week touches nearly every prospect); the caller
   * gives the state up. Otherwise a status is copied the first time it changes and the state stays as it was.
   */
  private readonly inPlace: boolean;

  /** `summer`: a spring or summer period before week 1 (week 0: the cycle's week does not move). */
  constructor(
    state: RecruitingState,
    programs: readonly RecruitingProgram[],
    homeGames: Readonly<Record<string, HomeGame>>,
    prospectById?: ReadonlyMap<number, Prospect>,
    inPlace = false,
    summer = false,
  ) {
    this.inPlace = inPlace;
    this.season = state.season;
    this.week = summer ? 0 : state.week + 1;
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
      this.index = fits
        ? carried.index
        : new CycleIndex(
            null,
            state,
            programs.map((p) => p.name),
            this.classIndex.positions,
          );
      CARRIED.set(state.status, { prospects: state.prospects, index: this.index });
    } else if (fits) {
      this.index = new CycleIndex(carried.index);
    } else {
      const built = new CycleIndex(
        null,
        state,
        programs.map((p) => p.name),
        this.classIndex.positions,
      );
      // Kept for the next week on these statuses (an order's check, the week in place itself), which copies it: this
      // week writes only to a copy too. An index a week in place carries on is not replaced.
      if (carried === undefined) CARRIED.set(state.status, { prospects: state.prospects, index: built });
      this.index = carried === undefined ? new CycleIndex(built) : built;
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
    const states = this.classIndex.states;
    this.pipelineAt = new Float64Array(recruiting * states.length).fill(1);
    this.schemeAt = new Int8Array(recruiting);
    for (let p = 0; p < recruiting; p++) {
      const program = programs[p];
      this.schemeAt[p] = schemeIndex(program.scheme);
      const pipelines = program.pipelines;
      if (pipelines === undefined) continue;
      for (let s = 0; s < states.length; s++)
        this.pipelineAt[p * states.length + s] = pipelineGain(pipelines[states[s]]);
    }
    this.dealbreakers = classDealbreakers(state.prospects, state.season);
  }

  /** The pipeline multiplier of recruiting program `p` with the prospect at `index`. */
  pipelineGainAt(p: number, index: number): number {
    return this.pipelineAt[p * this.classIndex.states.length + this.classIndex.homes[index]];
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
    return (this.actedBits[p * this.size + index] & KIND_BIT[kind]) !== 0;
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
    const most =
      this.index.topEffortProgram[index] === p ? this.index.secondEffort[index] : this.index.topEffort[index];
    return ours >= most ? 1 : ours / most;
  }

  /** Recruiting program `p` spent hours on the prospect at `index`: his suitor's effort is now `effort`. */
  effortRoseAt(p: number, index: number, effort: number): void {
    this.index.effortRose(index, p, effort);
  }

  /** Has recruiting program `p` offered the prospect at `index`? */
  offeredAt(p: number, index: number): boolean {
    const suitor = this.suitorOf(p, index);
    return suitor?.offered === true;
  }

  /** Has the prospect at `index` taken his official visit to recruiting program `p`? */
  visitedAt(p: number, index: number): boolean {
    const suitor = this.suitorOf(p, index);
    return suitor?.visited === true;
  }

  /** editSuitorAt for recruiting program `p` (named `program`). */
  editSuitorOf(p: number, index: number, program: string): Suitor {
    const status = this.editStatusAt(index, true);
    const at = p * this.size + index;
    const slot = this.index.slots[at];
    if (slot !== 0) return status.suitors[slot - 1];
    const suitor = newSuitor(program);
    this.index.setSlot(at, status.suitors.push(suitor));
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
      const copy = {
        program: old.program,
        auto: old.auto,
        targets: old.targets.slice(),
        scouting: { ...old.scouting },
        shortlist: old.shortlist,
      };
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
    if (p === undefined || p >= this.index.recruiting)
      return this.index.statusAt[index]?.suitors.find((s) => s.program === program);
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
    this.index.setSlot(p * this.size + index, status.suitors.push(suitor));
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

  /** The new state after the week. */
  result(signed = false): RecruitingState {
    let status = this.weekStart as Record<number, ProspectStatus>;
    if (!this.inPlace) {
      status = { ...this.weekStart };
      for (let i = 0; i < this.size; i++)
        if (this.edited[i] === 1) status[this.prospects[i].id] = this.index.statusAt[i];
    }
    return { season: this.season, week: this.week, prospects: this.prospects, status, boards: this.boards, signed };
  }
}
