// Multi-team mode's answers: the coached programs of a save, whose turn it is, and what each has left to do.

/** One thing a coached program's player has left before the week (or the stage) moves on for everyone. */
export interface ProgramBusiness {
  kind: 'coached_game' | 'recruiting' | 'job_offers';
  text: string;
}

export interface CoachedProgramLine {
  team: string;
  /** The seat: the player's place in the save, kept through his coach's job changes. */
  seat: number;
  /** His coach: a head coach, or a coordinator on the career ladder; null while fired and waiting for a job. */
  coach: string;
  role: 'head_coach' | 'coordinator' | 'fired';
  /** This season's record. */
  record: string;
  /** The program this answer was built for. */
  acting: boolean;
  /** The program acted for when a call or command names none. */
  last_used: boolean;
  /** What its player has left this week; empty when its turn is done. */
  business: ProgramBusiness[];
}

export interface ProgramsResponse {
  programs: CoachedProgramLine[];
  /** The programs still to take their turn (business left), in the order they joined. */
  waiting_on: string[];
}

export interface ProgramChangeResponse extends ProgramsResponse {
  status: 'success';
  message: string;
}

/** What another coached program has left that a stage moved on settles for it (every front end asks first). */
export const ADVANCE_BUSINESS: readonly ProgramBusiness['kind'][] = ['coached_game', 'recruiting', 'job_offers'];
/** What a week played settles (a coached game in progress: see its own refusal and finish_coached). */
export const WEEK_BUSINESS: readonly ProgramBusiness['kind'][] = ['coached_game', 'recruiting'];
