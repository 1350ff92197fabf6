// Statistics pages: GET /api/stats/team/, /api/stats/individual/ (both accept ?year=; individual ?category= too),
// /api/stats/ratings/.
import type { ContractRoutes } from '../contract.js';
import { individualStatsView } from '../../store/views/individualStats.js';
import { ratingsStatsView } from '../../store/views/ratingsStats.js';
import { teamStatsView } from '../../store/views/teamStats.js';
import { identify, readPage, type Session } from '../session.js';

export function registerStatsRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/stats/team', async (request) => {
    const player = identify(session, request);
    const year = request.query.year;
    return readPage(session, player, request, (ctx) => teamStatsView(ctx, year ?? ctx.year));
  });

  app.get('/api/stats/individual', async (request) => {
    const player = identify(session, request);
    const { year, category } = request.query;
    return readPage(session, player, request, (ctx) => individualStatsView(ctx, year ?? ctx.year, category));
  });

  app.get('/api/stats/ratings', async (request) =>
    readPage(session, identify(session, request), request, ratingsStatsView),
  );
}
