// Signing day ends the cycle: committed prospects sign; an uncommitted prospect signs with his best
// offering program that still has room if he likes it enough; open scholarships go to walk-ons. A program signs no
// more than the places its roster has left: one that recruited for departures that did not come releases its
// lowest-ranked commitments, who sign with another offering program that has room.

import { signedEarly } from './timetable.js';
import { COACH_LEFT_SHARE, SIGNING_DAY_MIN_INTEREST } from './tuning.js';
import type { Prospect, ProspectStatus, RecruitingNews, RecruitingProgram, RecruitingState } from './types.js';

/** What signing day reads of a program: its name and scholarships. */
export type SigningProgram = Pick<RecruitingProgram, 'name' | 'scholarships'>;

export interface SigningDay {
  state: RecruitingState;
  news: RecruitingNews[];
  /** Each program's signed class, best national rank first (every program has an entry). */
  classes: Record<string, Prospect[]>;
  /** Scholarships left open, to fill with walk-ons so every roster stays complete. */
  walkOns: Record<string, number>;
}

/**
 * What signing day keeps of a cycle: the statuses (edited in place when the caller gives the state up, else copied the
 * first time each changes, as a week's Ledger does) and each program's commitments. Signing day reads nothing else,
 * so it does not build a week's indices (every program's place in every prospect's suitors, a megabyte and more).
 */
class SigningBook {
  private readonly status: Record<number, ProspectStatus>;
  private readonly edited = new Set<number>();
  private readonly commits = new Map<string, number>();
  private readonly scholarships = new Map<string, number>();

  constructor(
    private readonly state: RecruitingState,
    programs: readonly SigningProgram[],
    private readonly inPlace: boolean,
  ) {
    this.status = inPlace ? state.status : { ...state.status };
    for (const program of programs) this.scholarships.set(program.name, program.scholarships);
    for (const prospect of state.prospects) {
      const s = state.status[prospect.id];
      const holder = s ? (s.signedWith ?? s.committedTo) : null;
      if (holder) this.countCommit(holder, 1);
    }
  }

  statusOf(id: number): ProspectStatus {
    return this.status[id];
  }

  /** The status, copied for writing the first time it changes (unless in place). */
  editStatus(id: number): ProspectStatus {
    const status = this.status[id];
    if (this.inPlace || this.edited.has(id)) return status;
    this.edited.add(id);
    const copy = { ...status, suitors: status.suitors.map((suitor) => ({ ...suitor })) };
    this.status[id] = copy;
    return copy;
  }

  countCommit(program: string, delta: number): void {
    this.commits.set(program, (this.commits.get(program) ?? 0) + delta);
  }

  /** Scholarships not yet promised to a commitment. */
  scholarshipsLeft(program: string): number {
    return (this.scholarships.get(program) ?? 0) - (this.commits.get(program) ?? 0);
  }

  /** The state after signing day (its week the one after the cycle's last, as a week's result gives). */
  result(week: number): RecruitingState {
    return {
      season: this.state.season,
      week,
      prospects: this.state.prospects,
      status: this.status,
      boards: { ...this.state.boards },
      signed: true,
    };
  }
}

/** Does another offering program with room hold COACH_LEFT_SHARE of his interest in the one he committed to? */
function courtedElsewhere(status: ProspectStatus, holder: string, book: SigningBook): boolean {
  const held = status.suitors.find((s) => s.program === holder)?.interest ?? 0;
  return status.suitors.some(
    (s) =>
      s.program !== holder
      && s.offered
      && s.interest >= COACH_LEFT_SHARE * held
      && book.scholarshipsLeft(s.program) > 0,
  );
}

/**
 * `room`: places each program's roster has left under its limit once the season's departures and transfers are
 * known (absent: no limit beyond its scholarships). `inPlace`: the caller gives the state up, and signing day edits
 * its statuses rather than copying them (the same result). `coachLeft`: programs whose head coach left after the season:
 * a commitment to one (not signed in the early signing period) ends when another offering program is nearly as liked.
 * `lateOffers`: programs whose staff offers on signing day (signLateOffers); `walkOnsPromised`: prospects who took a
 * program's walk-on invitation, whom no late offer reaches (the signing-day preview names them as joining).
 */
export function signingDay(
  state: RecruitingState,
  programs: readonly SigningProgram[],
  room?: Readonly<Record<string, number>>,
  inPlace = false,
  coachLeft: ReadonlySet<string> = new Set(),
  lateOffers: ReadonlySet<string> = new Set(),
  walkOnsPromised: ReadonlySet<number> = new Set(),
): SigningDay {
  const book = new SigningBook(state, programs, inPlace);
  const week = state.week + 1;
  const news: RecruitingNews[] = [];
  const classes: Record<string, Prospect[]> = {};
  for (const program of programs) classes[program.name] = [];
  const sign = (prospect: Prospect, program: string) => {
    const status = book.editStatus(prospect.id);
    if (status.committedTo !== program) book.countCommit(program, 1);
    status.committedTo = program;
    status.signedWith = program;
    classes[program]?.push(prospect);
    news.push({ kind: 'sign', week, prospect: prospect.id, program });
  };
  const full = (program: string) => room !== undefined && classes[program].length >= (room[program] ?? 0);
  // Prospects whose coach left, by id: the program they leave (they sign elsewhere).
  const left = new Map<number, string>();
  if (!state.signed) {
    // Best-ranked commitments first (the class is in rank order), so a full class releases its lowest.
    for (const prospect of state.prospects) {
      const held = book.statusOf(prospect.id);
      const committed = held.committedTo;
      if (!committed || !classes[committed]) continue;
      if (
        coachLeft.has(committed)
        && !signedEarly(held, state.season, week)
        && courtedElsewhere(held, committed, book)
      ) {
        const status = book.editStatus(prospect.id);
        book.countCommit(committed, -1);
        status.committedTo = null;
        left.set(prospect.id, committed);
        news.push({ kind: 'decommit', week, prospect: prospect.id, program: committed });
        continue;
      }
      if (!full(committed)) {
        sign(prospect, committed);
        continue;
      }
      const status = book.editStatus(prospect.id);
      book.countCommit(committed, -1);
      status.committedTo = null;
      news.push({ kind: 'decommit', week, prospect: prospect.id, program: committed });
    }
    for (const prospect of state.prospects) {
      const status = book.statusOf(prospect.id);
      if (status.signedWith || status.committedTo) continue;
      let best: string | null = null;
      let bestInterest = SIGNING_DAY_MIN_INTEREST;
      for (const suitor of status.suitors) {
        if (suitor.program === left.get(prospect.id)) continue;
        if (
          suitor.offered
          && suitor.interest >= bestInterest
          && book.scholarshipsLeft(suitor.program) > 0
          && !full(suitor.program)
        ) {
          best = suitor.program;
          bestInterest = suitor.interest;
        }
      }
      if (best) sign(prospect, best);
    }
    if (lateOffers.size > 0)
      signLateOffers(
        state.prospects.filter((p) => !walkOnsPromised.has(p.id)),
        book,
        lateOffers,
        full,
        sign,
      );
  }
  const walkOns: Record<string, number> = {};
  for (const program of programs)
    walkOns[program.name] = Math.max(0, program.scholarships - classes[program.name].length);
  return { state: book.result(week), news, classes, walkOns };
}

/**
 * Late offers: a staff with places still open offers the undecided prospects who like it (interest at least
 * SIGNING_DAY_MIN_INTEREST, no offer yet), as real staffs fill a class in the last days before signing day rather than
 * leave a scholarship to a walk-on. Each prospect still unsigned, best-ranked first, signs with the one he likes most.
 */
function signLateOffers(
  prospects: readonly Prospect[],
  book: SigningBook,
  lateOffers: ReadonlySet<string>,
  full: (program: string) => boolean,
  sign: (prospect: Prospect, program: string) => void,
): void {
  for (const prospect of prospects) {
    const status = book.statusOf(prospect.id);
    if (status.signedWith || status.committedTo) continue;
    let best: string | null = null;
    let bestInterest = SIGNING_DAY_MIN_INTEREST;
    for (const suitor of status.suitors) {
      if (!lateOffers.has(suitor.program) || suitor.interest < bestInterest) continue;
      if (book.scholarshipsLeft(suitor.program) > 0 && !full(suitor.program)) {
        best = suitor.program;
        bestInterest = suitor.interest;
      }
    }
    if (best) sign(prospect, best);
  }
}
