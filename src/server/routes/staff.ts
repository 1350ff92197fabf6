// The player's staff and money: GET /api/staff/, POST /api/staff/hire/ {name}, POST /api/staff/fire/ {role}, POST /api/staff/join/ {team},
// GET /api/budget/, POST /api/budget/facility/ {}, POST /api/nil/offer/ {name, amount}.
import type { ContractRoutes } from '../contract.js';
import { budgetView } from '../../store/views/budget.js';
import { staffView } from '../../store/views/staff.js';
import { change, identify, readPage, type Session } from '../session.js';

/** A staff or budget change's answer: what its use case said, marked a success. */
const succeeded = <R extends object>(_after: unknown, done: R) => ({ status: 'success' as const, ...done });

export function registerStaffRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/staff', async (request) =>
    readPage(session, identify(session, request), request, (ctx) => staffView(ctx.db, ctx.program)),
  );

  app.post('/api/staff/hire', async (request) =>
    change(session, request, 'hireCoordinator', { name: String(request.body.name) }, succeeded),
  );

  app.post('/api/staff/fire', async (request) =>
    change(session, request, 'fireCoordinator', { role: String(request.body.role) }, succeeded),
  );

  app.post('/api/staff/join', async (request) =>
    change(session, request, 'joinAsCoordinator', { team: String(request.body.team) }, succeeded),
  );

  app.get('/api/budget', async (request) =>
    readPage(session, identify(session, request), request, (ctx) => budgetView(ctx.db, ctx.program)),
  );

  app.post('/api/budget/facility', async (request) => change(session, request, 'startFacilityProject', {}, succeeded));

  app.post('/api/nil/offer', async (request) => {
    // A name or a number (an id; an amount such as 250000): the actions read either as text.
    const input = { name: String(request.body.name), amount: String(request.body.amount) };
    return change(session, request, 'offerNil', input, succeeded);
  });
}
