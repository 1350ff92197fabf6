// The week's working copy of a cycle: prospects' statuses and boards copied only when changed (a week
// touches a few thousand of them), or the statuses edited in place when the caller gives the state up, and the
// counts every rule reads (commitments, offers) kept current.

import { POSITIONS, type Position } from '../players/types.js';
import { ACTION_HOURS, BASE_WEEKLY_HOURS, OFFERS_PER_SCHOLARSHIP, RESOURCE_WEEKLY_HOURS } from './tuning.js';
import type { ActionKind, HomeGame, Prospect, ProspectStatus, RecruitingBoard, RecruitingProgram, RecruitingState, Suitor } from './types.js';

/** A program's weekly recruiting hours, scaled by its resources. */
export function weeklyHours(program: RecruitingProgram): number {
  return Math.round(BASE_WEEKLY_HOURS + RESOURCE_WEEKLY_HOURS * Math.max(0, Math.min(1, program.resources)));
}

export function actionHours(kind: keyof typeof ACTION_HOURS): number {
  return ACTION_HOURS[kind];
}

const KIND_BIT: Record<ActionKind, number> = { scout: 1, contact: 2, offer: 4, pitch: 8, visit: 16 };

/** Each class's prospect ids by their index in the class, built once a cycle (a week looks ids up by the thousand). */
const INDEX_OF = new WeakMap<readonly Prospect[], Map<number, number>>();
/** Each shortlist as indices in its class (-1: not in it), built once a cycle: a board refresh walks it every week. */
const SHORTLIST_INDICES = new WeakMap<readonly number[], { index: ReadonlyMap<number, number>; indices: Int32Array }>();

/** Each class's positions by prospect index (POSITIONS' order), built once a cycle. */
const POSITION_INDICES = new WeakMap<readonly Prospect[], Uint8Array>();

function indexOfClass(prospects: readonly Prospect[]): Map<number, number> {
  let index = INDEX_OF.get(prospects);
  if (!index) {
    index = new Map(prospects.map((p, i) => [p.id, i]));
    INDEX_OF.set(prospects, index);
  }
  return index;
}

export class Ledger {
  readonly season: number;
  /** The week being played. */
  readonly week: number;
  readonly prospects: readonly Prospect[];
  readonly prospectById: ReadonlyMap<number, Prospect>;
  readonly programs: ReadonlyMap<string, RecruitingProgram>;
  readonly homeGames: Readonly<Record<string, HomeGame>>;
  /** Statuses by prospect id as the week goes (a Map: ids are too large for fast object keys). */
  private readonly status = new Map<number, ProspectStatus>();
  /** The statuses as the week began: staffs judge where they stand from these (a scout's report is a week old). */
  private readonly weekStart: Readonly<Record<number, ProspectStatus>>;
  private readonly leaderAtStart = new Map<number, Suitor | null>();
  private readonly boards: Record<string, RecruitingBoard>;
  /** The statuses copied for writing this week, by prospect id. */
  private readonly copiedStatus = new Map<number, ProspectStatus>();
  private readonly copiedBoards = new Set<string>();
  private readonly commits = new Map<string, number>();
  private readonly commitsAt = new Map<string, Map<Position, number>>();
  private readonly offers = new Map<string, number>();
  private readonly hoursLeft = new Map<string, number>();
  /**
   * By program, the prospects it acted on this week (their interest does not fade), each with a bit
   * per kind of action done (contacts and pitches are once a week). Bits, not string keys: a week
   * records tens of thousands of actions.
   */
  readonly actedOn = new Map<string, Map<number, number>>();
  /** Prospect ids by index in `prospects`. */
  readonly indexOf: ReadonlyMap<number, number>;
  /** By prospect index: 1 when committed or signed (kept current as commitments move). */
  private readonly attached: Uint8Array;
  /** By prospect index: the programs that acted on him this week (the same facts as actedOn, by prospect). */
  private readonly actedBy: (string[] | undefined)[];

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
    this.indexOf = indexOfClass(state.prospects);
    this.attached = new Uint8Array(state.prospects.length);
    this.marks = new Uint8Array(state.prospects.length);
    this.actedBy = new Array<string[] | undefined>(state.prospects.length);
    for (const program of programs) this.hoursLeft.set(program.name, weeklyHours(program));
    for (let i = 0; i < state.prospects.length; i++) {
      const prospect = state.prospects[i];
      const status = state.status[prospect.id];
      if (!status) continue;
      this.status.set(prospect.id, status);
      const holder = status.signedWith ?? status.committedTo;
      if (holder) this.countCommit(holder, prospect.pos, 1);
      if (holder) { this.attached[i] = 1; continue; }
      for (const suitor of status.suitors) {
        if (suitor.offered) this.offers.set(suitor.program, (this.offers.get(suitor.program) ?? 0) + 1);
      }
    }
  }

  /** His leader when the week began (null when nobody recruited him), computed once a week. */
  leaderAtWeekStart(id: number): Suitor | null {
    let leader = this.leaderAtStart.get(id);
    if (leader === undefined) {
      leader = this.findLeader(this.weekStart[id]);
      this.leaderAtStart.set(id, leader);
    }
    return leader;
  }

  /** The leader of a status as it stands (in place, a copy: the suitor itself changes during the week). */
  private findLeader(status: ProspectStatus | undefined): Suitor | null {
    let leader: Suitor | null = null;
    for (const suitor of status?.suitors ?? []) if (!leader || suitor.interest > leader.interest) leader = suitor;
    return leader && this.inPlace ? { ...leader } : leader;
  }

  statusOf(id: number): ProspectStatus {
    return this.status.get(id) ?? this.weekStart[id];
  }

  /** The status, copied for writing the first time it changes this week. */
  editStatus(id: number): ProspectStatus {
    let copy = this.copiedStatus.get(id);
    if (!copy) {
      const old = this.statusOf(id);
      if (this.inPlace) {
        // The leader as the week began is kept before the status first changes.
        if (!this.leaderAtStart.has(id)) this.leaderAtStart.set(id, this.findLeader(old));
        copy = old;
      } else {
        copy = { ...old, suitors: old.suitors.map((s) => ({ ...s })) };
        this.status.set(id, copy);
      }
      this.copiedStatus.set(id, copy);
    }
    return copy;
  }

  board(program: string): RecruitingBoard | undefined {
    return this.boards[program];
  }

  editBoard(program: string): RecruitingBoard {
    if (!this.copiedBoards.has(program)) {
      const old = this.boards[program];
      this.boards[program] = { ...old, targets: old.targets.slice(), scouting: { ...old.scouting } };
      this.copiedBoards.add(program);
    }
    return this.boards[program];
  }

  suitor(id: number, program: string): Suitor | undefined {
    return this.statusOf(id).suitors.find((s) => s.program === program);
  }

  hours(program: string): number {
    return this.hoursLeft.get(program) ?? 0;
  }

  spend(program: string, hours: number): void {
    this.hoursLeft.set(program, this.hours(program) - hours);
  }

  once(program: string, prospect: number, kind: ActionKind): boolean {
    return ((this.actedOn.get(program)?.get(prospect) ?? 0) & KIND_BIT[kind]) !== 0;
  }

  markOnce(program: string, prospect: number, kind: ActionKind): void {
    let acted = this.actedOn.get(program);
    if (!acted) { acted = new Map(); this.actedOn.set(program, acted); }
    const bits = acted.get(prospect);
    acted.set(prospect, (bits ?? 0) | KIND_BIT[kind]);
    const i = this.indexOf.get(prospect);
    if (bits === undefined && i !== undefined) (this.actedBy[i] ??= []).push(program);
  }

  /** The programs that acted on the prospect at `index` this week (undefined: none). */
  actedOnBy(index: number): readonly string[] | undefined {
    return this.actedBy[index];
  }

  /** Is the prospect at `index` committed or signed? */
  attachedAt(index: number): boolean {
    return this.attached[index] === 1;
  }

  /** Records that the prospect's commitment or signing changed (call after editing it). */
  commitmentMoved(id: number): void {
    const i = this.indexOf.get(id);
    const status = this.statusOf(id);
    if (i !== undefined) this.attached[i] = status.signedWith || status.committedTo ? 1 : 0;
  }

  /** The board's shortlist as indices in the class (-1 for an id not in it), built once per shortlist. */
  shortlistIndices(shortlist: readonly number[]): Int32Array {
    let cached = SHORTLIST_INDICES.get(shortlist);
    if (!cached || cached.index !== this.indexOf) {
      cached = { index: this.indexOf, indices: Int32Array.from(shortlist, (id) => this.indexOf.get(id) ?? -1) };
      SHORTLIST_INDICES.set(shortlist, cached);
    }
    return cached.indices;
  }

  /** Each prospect's position as its index in POSITIONS, by prospect index. */
  positionIndices(): Uint8Array {
    let positions = POSITION_INDICES.get(this.prospects);
    if (!positions) {
      const index = new Map(POSITIONS.map((pos, i) => [pos, i]));
      positions = Uint8Array.from(this.prospects, (p) => index.get(p.pos) ?? 0);
      POSITION_INDICES.set(this.prospects, positions);
    }
    return positions;
  }

  /** A zeroed mark per prospect for one caller at a time, who clears the marks it set before returning. */
  readonly marks: Uint8Array;

  commitments(program: string): number {
    return this.commits.get(program) ?? 0;
  }

  commitmentsAt(program: string, pos: Position): number {
    return this.commitsAt.get(program)?.get(pos) ?? 0;
  }

  /** Scholarships not yet promised to a commitment. */
  scholarshipsLeft(program: string): number {
    return (this.programs.get(program)?.scholarships ?? 0) - this.commitments(program);
  }

  /** Offers out to prospects not committed anywhere (an offer to a prospect committed elsewhere no longer ties a scholarship). */
  openOffers(program: string): number {
    return this.offers.get(program) ?? 0;
  }

  offerLimit(program: string): number {
    return Math.max(0, this.scholarshipsLeft(program)) * OFFERS_PER_SCHOLARSHIP;
  }

  countCommit(program: string, pos: Position, delta: number): void {
    this.commits.set(program, this.commitments(program) + delta);
    let byPos = this.commitsAt.get(program);
    if (!byPos) { byPos = new Map(); this.commitsAt.set(program, byPos); }
    byPos.set(pos, (byPos.get(pos) ?? 0) + delta);
  }

  countOffer(program: string, delta: number): void {
    this.offers.set(program, this.openOffers(program) + delta);
  }

  /** The new state after the week. */
  result(signed = false): RecruitingState {
    let status = this.weekStart as Record<number, ProspectStatus>;
    if (!this.inPlace) {
      status = { ...this.weekStart };
      for (const [id, copy] of this.copiedStatus) status[id] = copy;
    }
    return { season: this.season, week: this.week, prospects: this.prospects, status, boards: this.boards, signed };
  }
}
