// The dashboard's panels that load beside it: GET /api/news?year=&week= (store/views/newsFeed.ts) and
// GET /api/dashboard/glance (store/views/seasonGlance.ts); and a played game to watch, GET /api/game/{id}/live
// (store/views/liveGame.ts).
import type { ContractRoutes } from '../contract.js';
import { newsFeedView } from '../../store/views/newsFeed.js';
import { seasonGlanceView } from '../../store/views/seasonGlance.js';
import { liveGameView } from '../../store/views/liveGame.js';
import { identify, readPage, type Session } from '../session.js';

export function registerDashboardPanelRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/news', async (request) => {
    const player = identify(session, request);
    const { year, week } = request.query;
    return readPage(session, player, request, (ctx) => newsFeedView(ctx, { year, week }));
  });

  app.get('/api/game/:id/live', async (request) => {
    const player = identify(session, request);
    const id = request.params.id;
    return readPage(session, player, request, (ctx) => liveGameView(ctx, id));
  });

  app.get('/api/dashboard/glance', async (request) =>
    readPage(session, identify(session, request), request, seasonGlanceView),
  );
}
