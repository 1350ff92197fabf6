// The player's staff and money: GET /api/staff/, POST /api/staff/hire/ {name}, POST /api/staff/fire/ {role}, POST /api/staff/join/ {team},
// GET /api/budget/, POST /api/budget/facility/ {}, POST /api/nil/offer/ {name, amount}. Short changes (no worker).
import type { ContractRoutes } from '../contract.js';
import { offerNil, startFacilityProject } from '../../store/actions/staff/budgetActions.js';
import { fireCoordinator, hireCoordinator, joinAsCoordinator } from '../../store/actions/staff/staffActions.js';
import { budgetView } from '../../store/views/budget.js';
import { staffView } from '../../store/views/staff.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

export function registerStaffRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/staff', async (request) =>
    readPage(session, identify(session, request), request, (ctx) => staffView(ctx.db, ctx.program)),
  );

  app.post('/api/staff/hire', async (request) => {
    const player = identify(session, request);
    const name = String(request.body.name);
    return changeGame(session, player, request, (save, program) => ({
      status: 'success',
      ...save.change(() => hireCoordinator(save.db, program, name)),
    }));
  });

  app.post('/api/staff/fire', async (request) => {
    const player = identify(session, request);
    const role = String(request.body.role);
    return changeGame(session, player, request, (save, program) => ({
      status: 'success',
      ...save.change(() => fireCoordinator(save.db, program, role)),
    }));
  });

  app.post('/api/staff/join', async (request) => {
    const player = identify(session, request);
    const team = String(request.body.team);
    return changeGame(session, player, request, (save, program) => ({
      status: 'success',
      ...save.change(() => joinAsCoordinator(save.db, program, team)),
    }));
  });

  app.get('/api/budget', async (request) =>
    readPage(session, identify(session, request), request, (ctx) => budgetView(ctx.db, ctx.program)),
  );

  app.post('/api/budget/facility', async (request) => {
    const player = identify(session, request);
    return changeGame(session, player, request, (save, program) => ({
      status: 'success',
      ...save.change(() => startFacilityProject(save.db, program)),
    }));
  });

  app.post('/api/nil/offer', async (request) => {
    const player = identify(session, request);
    // A name or a number (an id; an amount such as 250000): the actions read either as text.
    const name = String(request.body.name);
    const amount = String(request.body.amount);
    return changeGame(session, player, request, (save, program) => ({
      status: 'success',
      ...save.change(() => offerNil(save.db, program, name, amount)),
    }));
  });
}
