// The season and the stage cycle: GET /api/dashboard/, /api/sim/{week}/, /api/summary/,
// /api/roster_progression/, /api/recruiting_summary/, POST /api/advance/, and GET /api/frame/ (where the dynasty
// stands, for the navigation and season controls of pages whose own answer does not say it).
// Opening the page of the stage that follows the current one advances the game into it (spec section 4).
// Simulating and advancing run in a worker thread (changeWorker.ts): the server answers others meanwhile.
import type { Routes } from '../router.js';
import type { AdvanceResponse, GamePage, SimResponse } from '../../shared/api-types.js';
import { weekParam } from '../params.js';
import { changeGameInWorker, identify, readPage, stagePage, type Session } from '../session.js';

export function registerSeasonRoutes(app: Routes, session: Session): void {
  app.get('/api/dashboard', (request) => stagePage(session, request, 'dashboard'));
  app.get('/api/summary', (request) => stagePage(session, request, 'summary'));
  app.get('/api/roster_progression', (request) => stagePage(session, request, 'roster_progression'));
  app.get('/api/recruiting_summary', (request) => stagePage(session, request, 'recruiting_summary'));
  // Only reads: a reload of any page shows the same bar without moving the game.
  app.get('/api/frame', async (request) =>
    readPage(session, identify(session, request), request, (ctx): GamePage => ({ info: ctx.info(), conferences: ctx.conferences() })),
  );

  app.get<{ Params: { week: string } }>('/api/sim/:week', async (request) => {
    const player = identify(session, request);
    const week = weekParam(request.params.week);
    let from = 0;
    return changeGameInWorker(
      session,
      player,
      request,
      (before) => {
        from = before.state.currentWeek;
        return { kind: 'simulate', week };
      },
      (after): SimResponse => {
        const info = after.info();
        return { status: 'success', weeks_simulated: Math.max(0, info.currentWeek - from), info };
      },
    );
  });

  app.post('/api/advance', async (request) => {
    const player = identify(session, request);
    return changeGameInWorker(session, player, request, () => ({ kind: 'advance' }), (ctx): AdvanceResponse => ({ info: ctx.info() }));
  });
}
