// The player's staff and money: GET /api/staff/, POST /api/staff/hire/ {name}, POST /api/staff/fire/ {role}, POST /api/staff/join/ {team},
// GET /api/budget/, POST /api/budget/facility/ {}, POST /api/nil/offer/ {name, amount}. Short changes (no worker).
import type { Routes } from '../router.js';
import { offerNil, startFacilityProject } from '../../store/actions/staff/budgetActions.js';
import { fireCoordinator, hireCoordinator, joinAsCoordinator } from '../../store/actions/staff/staffActions.js';
import { budgetView } from '../../store/views/budget.js';
import { staffView } from '../../store/views/staff.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

/** A field of a body as the contract checked it (a name or a number), as the staff actions read it. */
function bodyField(body: unknown, field: string): string {
  return String((body as Record<string, unknown>)[field]);
}

export function registerStaffRoutes(app: Routes, session: Session): void {
  app.get('/api/staff', async (request) =>
    readPage(session, identify(session, request), request, (ctx) => staffView(ctx.db)),
  );

  app.post('/api/staff/hire', async (request) => {
    const player = identify(session, request);
    const name = bodyField(request.body, 'name');
    return changeGame(session, player, request, (save) => ({
      status: 'success',
      ...save.change(() => hireCoordinator(save.db, name)),
    }));
  });

  app.post('/api/staff/fire', async (request) => {
    const player = identify(session, request);
    const role = bodyField(request.body, 'role');
    return changeGame(session, player, request, (save) => ({
      status: 'success',
      ...save.change(() => fireCoordinator(save.db, role)),
    }));
  });

  app.post('/api/staff/join', async (request) => {
    const player = identify(session, request);
    const team = bodyField(request.body, 'team');
    return changeGame(session, player, request, (save) => ({
      status: 'success',
      ...save.change(() => joinAsCoordinator(save.db, team)),
    }));
  });

  app.get('/api/budget', async (request) =>
    readPage(session, identify(session, request), request, (ctx) => budgetView(ctx.db)),
  );

  app.post('/api/budget/facility', async (request) => {
    const player = identify(session, request);
    return changeGame(session, player, request, (save) => ({
      status: 'success',
      ...save.change(() => startFacilityProject(save.db)),
    }));
  });

  app.post('/api/nil/offer', async (request) => {
    const player = identify(session, request);
    const name = bodyField(request.body, 'name');
    const amount = bodyField(request.body, 'amount');
    return changeGame(session, player, request, (save) => ({
      status: 'success',
      ...save.change(() => offerNil(save.db, name, amount)),
    }));
  });
}
