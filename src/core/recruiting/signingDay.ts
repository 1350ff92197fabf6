// Signing day ends the cycle: committed prospects sign; an uncommitted prospect signs with his best
// offering program that still has room if he likes it enough; open scholarships go to walk-ons. A program signs no
// more than the places its roster has left: one that recruited for departures that did not come releases its
// lowest-ranked commitments, who sign with another offering program that has room.

import { Ledger } from './ledger.js';
import { SIGNING_DAY_MIN_INTEREST } from './tuning.js';
import type { Prospect, RecruitingNews, RecruitingProgram, RecruitingState } from './types.js';

export interface SigningDay {
  state: RecruitingState;
  news: RecruitingNews[];
  /** Each program's signed class, best national rank first (every program has an entry). */
  classes: Record<string, Prospect[]>;
  /** Scholarships left open, to fill with walk-ons so every roster stays complete. */
  walkOns: Record<string, number>;
}

/**
 * `room`: places each program's roster has left under its limit once the season's departures and transfers are
 * known (absent: no limit beyond its scholarships). `inPlace`: the caller gives the state up, and signing day edits
 * its statuses rather than copying them (the same result).
 */
export function signingDay(state: RecruitingState, programs: readonly RecruitingProgram[], room?: Readonly<Record<string, number>>, inPlace = false): SigningDay {
  const ledger = new Ledger(state, programs, {}, undefined, inPlace);
  const news: RecruitingNews[] = [];
  const classes: Record<string, Prospect[]> = {};
  for (const program of programs) classes[program.name] = [];
  const sign = (prospect: Prospect, program: string) => {
    const status = ledger.editStatus(prospect.id);
    if (status.committedTo !== program) ledger.countCommit(program, prospect.pos, 1);
    status.committedTo = program;
    status.signedWith = program;
    ledger.commitmentMoved(prospect.id);
    classes[program]?.push(prospect);
    news.push({ kind: 'sign', week: ledger.week, prospect: prospect.id, program });
  };
  const full = (program: string) => room !== undefined && classes[program].length >= (room[program] ?? 0);
  if (!state.signed) {
    // Best-ranked commitments first (the class is in rank order), so a full class releases its lowest.
    for (const prospect of state.prospects) {
      const committed = ledger.statusOf(prospect.id).committedTo;
      if (!committed || !classes[committed]) continue;
      if (!full(committed)) {
        sign(prospect, committed);
        continue;
      }
      const status = ledger.editStatus(prospect.id);
      ledger.countCommit(committed, prospect.pos, -1);
      status.committedTo = null;
      ledger.commitmentMoved(prospect.id);
      news.push({ kind: 'decommit', week: ledger.week, prospect: prospect.id, program: committed });
    }
    for (const prospect of state.prospects) {
      const status = ledger.statusOf(prospect.id);
      if (status.signedWith || status.committedTo) continue;
      let best: string | null = null;
      let bestInterest = SIGNING_DAY_MIN_INTEREST;
      for (const suitor of status.suitors) {
        if (suitor.offered && suitor.interest >= bestInterest && ledger.scholarshipsLeft(suitor.program) > 0 && !full(suitor.program)) {
          best = suitor.program;
          bestInterest = suitor.interest;
        }
      }
      if (best) sign(prospect, best);
    }
  }
  const walkOns: Record<string, number> = {};
  for (const program of programs) walkOns[program.name] = Math.max(0, program.scholarships - classes[program.name].length);
  return { state: ledger.result(true), news, classes, walkOns };
}
