// Multi-team mode's answers: the coached programs of a save, whose turn it is, and what each has left to do. Each
// type is its answer's schema's (contract/answers/programRoster.ts).
import type { Static } from 'typebox';
import type {
  coachedProgramLineAnswer,
  programBusinessAnswer,
  programChangeAnswer,
  programsAnswer,
} from './contract/answers/programRoster.js';

export type ProgramBusiness = Static<typeof programBusinessAnswer>;
export type CoachedProgramLine = Static<typeof coachedProgramLineAnswer>;
export type ProgramsResponse = Static<typeof programsAnswer>;
export type ProgramChangeResponse = Static<typeof programChangeAnswer>;

/** What another coached program has left that a stage moved on settles for it (every front end asks first). */
export const ADVANCE_BUSINESS: readonly ProgramBusiness['kind'][] = ['coached_game', 'recruiting', 'job_offers'];
/** What a week played settles (a coached game in progress: see its own refusal and finish_coached). */
export const WEEK_BUSINESS: readonly ProgramBusiness['kind'][] = ['coached_game', 'recruiting'];
