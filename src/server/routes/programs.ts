// Multi-team mode: GET /api/programs/ (the coached programs, whose turn it is and what each has left),
// POST /api/programs/add/ {team} and /api/programs/drop/ {team}. The program a call acts for is named by its
// program header (shared/programHeader.ts); these answer for the program added, or the one left to act for.
import type { ContractRoutes } from '../contract.js';
import type { ProgramChangeResponse } from '../../shared/programs-types.js';
import { programsView } from '../../store/views/programs.js';
import { change, identify, pageFor, readPage, type Session } from '../session.js';

export function registerProgramRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/programs', async (request) => readPage(session, identify(session, request), request, programsView));

  app.post('/api/programs/add', async (request) =>
    change(
      session,
      request,
      'addCoachedProgram',
      { team: request.body.team },
      (after, added): ProgramChangeResponse => ({
        status: 'success',
        message: added.message,
        ...programsView(pageFor(after.db, request, added.program)),
      }),
    ),
  );

  // Still acting for the program it was (unless that is the one dropped: then the one left to act for).
  app.post('/api/programs/drop', async (request) =>
    change(
      session,
      request,
      'dropCoachedProgram',
      { team: request.body.team },
      (after, dropped): ProgramChangeResponse => ({
        status: 'success',
        message: dropped.message,
        ...programsView(after),
      }),
    ),
  );
}
