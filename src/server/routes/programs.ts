// Multi-team mode: GET /api/programs/ (the coached programs, whose turn it is and what each has left),
// POST /api/programs/add/ {team} and /api/programs/drop/ {team}. The program a call acts for is named by its
// program header (shared/programHeader.ts); these answer for the program added, or the one left to act for.
import type { ContractRoutes } from '../contract.js';
import type { ProgramChangeResponse } from '../../shared/programs-types.js';
import { addCoachedProgram, dropCoachedProgram } from '../../store/actions/programs.js';
import { programOf } from '../../store/program.js';
import { programsView } from '../../store/views/programs.js';
import { pageFor, changeGame, identify, readPage, type Session } from '../session.js';

export function registerProgramRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/programs', async (request) => readPage(session, identify(session, request), request, programsView));

  app.post('/api/programs/add', async (request) => {
    const player = identify(session, request);
    const { team } = request.body;
    return changeGame(session, player, request, (save): ProgramChangeResponse => {
      const change = save.change(() => addCoachedProgram(save.db, team));
      return { status: 'success', message: change.message, ...programsView(pageFor(save.db, request, change.program)) };
    });
  });

  app.post('/api/programs/drop', async (request) => {
    const player = identify(session, request);
    const { team } = request.body;
    return changeGame(session, player, request, (save, program): ProgramChangeResponse => {
      const change = save.change(() => dropCoachedProgram(save.db, team));
      // Still acting for the program it was (unless that is the one dropped: then the one left to act for).
      const acting = change.program.seat === program.seat ? undefined : program;
      const page = pageFor(save.db, request, acting ?? programOf(save.db));
      return { status: 'success', message: change.message, ...programsView(page) };
    });
  });
}
