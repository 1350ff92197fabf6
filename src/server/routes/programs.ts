// Multi-team mode: GET /api/programs/ (the coached programs, whose turn it is and what each has left),
// POST /api/programs/add/ {team} and /api/programs/drop/ {team}. The program a call acts for is named by its
// program header (shared/programHeader.ts); these answer for the program added, or the one left to act for.
import type { ContractRoutes } from '../contract.js';
import type { ProgramChangeResponse } from '../../shared/programs-types.js';
import { addCoachedProgram, dropCoachedProgram } from '../../store/actions/programs.js';
import { PageContext } from '../../store/views/context.js';
import { programsView } from '../../store/views/programs.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

export function registerProgramRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/programs', async (request) =>
    readPage(session, identify(session, request), request, (ctx) => {
      const view = programsView(ctx);
      // In an online league another coach's business (his job offers, his recruiting left undone) is his own.
      if (!request.leagueSeat) return view;
      const programs = view.programs.map((p) => (p.acting ? p : { ...p, business: [] }));
      return { programs, waiting_on: programs.filter((p) => p.business.length > 0).map((p) => p.team) };
    }),
  );

  app.post('/api/programs/add', async (request) => {
    const player = identify(session, request);
    const { team } = request.body;
    return changeGame(session, player, request, (save): ProgramChangeResponse => {
      const change = save.change(() => addCoachedProgram(save.db, team));
      return { status: 'success', message: change.message, ...programsView(new PageContext(save.db, change.program)) };
    });
  });

  app.post('/api/programs/drop', async (request) => {
    const player = identify(session, request);
    const { team } = request.body;
    return changeGame(session, player, request, (save, program): ProgramChangeResponse => {
      const change = save.change(() => dropCoachedProgram(save.db, team));
      // Still acting for the program it was (unless that is the one dropped: then the one left to act for).
      const acting = change.program.seat === program.seat ? undefined : program;
      return { status: 'success', message: change.message, ...programsView(new PageContext(save.db, acting)) };
    });
  });
}
