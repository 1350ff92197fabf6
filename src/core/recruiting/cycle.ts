// The start of a recruiting cycle: every prospect unattached, every program with a board (the staff's
// shortlist ranked once, so weeks stay cheap).

import { noSuitors } from './ledger.js';
import { groupProspects, rankShortlist } from './shortlist.js';
import type {
  Prospect,
  ProspectStatus,
  RecruitingBoard,
  RecruitingError,
  RecruitingProgram,
  RecruitingState,
} from './types.js';

/** A new cycle for the class. Boards are run by their staff except those of `playerPrograms` (unless they let the staff recruit later). */
export function startRecruitingCycle(
  season: number,
  prospects: readonly Prospect[],
  programs: readonly RecruitingProgram[],
  playerPrograms: readonly string[] = [],
): RecruitingState {
  const status: Record<number, ProspectStatus> = {};
  for (const prospect of prospects)
    status[prospect.id] = { suitors: noSuitors(), committedTo: null, committedWeek: 0, signedWith: null };
  const boards: Record<string, RecruitingBoard> = {};
  const groups = groupProspects(prospects);
  for (const program of programs) {
    boards[program.name] = {
      program: program.name,
      targets: [],
      scouting: {},
      auto: !playerPrograms.includes(program.name),
      shortlist: rankShortlist(prospects, program, groups),
    };
  }
  return { season, week: 0, prospects, status, boards, signed: false };
}

/** "Let my staff recruit" on or off for a program's board, any week. */
export function setStaffRecruiting(
  state: RecruitingState,
  program: string,
  auto: boolean,
): { ok: true; state: RecruitingState } | { ok: false; error: RecruitingError } {
  const board = state.boards[program];
  if (!board)
    return {
      ok: false,
      error: { code: 'unknown-program', message: `No program named ${program} recruits this cycle` },
    };
  return { ok: true, state: { ...state, boards: { ...state.boards, [program]: { ...board, auto } } } };
}
