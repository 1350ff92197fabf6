// The dashboard's panels that load beside it: GET /api/news?year=&week= (store/views/newsFeed.ts) and
// GET /api/dashboard/glance (store/views/seasonGlance.ts).
import type { FastifyInstance } from 'fastify';
import { newsFeedView } from '../../store/views/newsFeed.js';
import { seasonGlanceView } from '../../store/views/seasonGlance.js';
import { optionalNaturalNumber, type Query } from '../params.js';
import { identify, readPage, type Session } from '../session.js';

export function registerDashboardPanelRoutes(app: FastifyInstance, session: Session): void {
  app.get('/api/news', async (request) => {
    const player = identify(session, request);
    const query = request.query as Query;
    const year = optionalNaturalNumber(query.year, 'Year');
    const week = optionalNaturalNumber(query.week, 'Week');
    return readPage(session, player, request, (ctx) => newsFeedView(ctx, { year, week }));
  });

  app.get('/api/dashboard/glance', async (request) => readPage(session, identify(session, request), request, seasonGlanceView));
}
