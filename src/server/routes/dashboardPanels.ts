// The dashboard's panels that load beside it: GET /api/news?year=&week= (store/views/newsFeed.ts) and
// GET /api/dashboard/glance (store/views/seasonGlance.ts); and a played game to watch, GET /api/game/{id}/live
// (store/views/liveGame.ts).
import type { Routes } from '../router.js';
import { newsFeedView } from '../../store/views/newsFeed.js';
import { seasonGlanceView } from '../../store/views/seasonGlance.js';
import { liveGameView } from '../../store/views/liveGame.js';
import { idParam, optionalNaturalNumber, type Query } from '../params.js';
import { identify, readPage, type Session } from '../session.js';

export function registerDashboardPanelRoutes(app: Routes, session: Session): void {
  app.get('/api/news', async (request) => {
    const player = identify(session, request);
    const query = request.query as Query;
    const year = optionalNaturalNumber(query.year, 'Year');
    const week = optionalNaturalNumber(query.week, 'Week');
    return readPage(session, player, request, (ctx) => newsFeedView(ctx, { year, week }));
  });

  app.get<{ Params: { id: string } }>('/api/game/:id/live', async (request) => {
    const player = identify(session, request);
    const id = idParam(request.params.id, 'Game');
    return readPage(session, player, request, (ctx) => liveGameView(ctx, id));
  });

  app.get('/api/dashboard/glance', async (request) =>
    readPage(session, identify(session, request), request, seasonGlanceView),
  );
}
