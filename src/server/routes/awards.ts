// Awards, the Heisman watch, the record book and league history: GET /api/heisman/,
// /api/awards/?year=, /api/records/?team=, /api/league_history/. Reading calls over one view each.
import type { ContractRoutes } from '../contract.js';
import { awardsView } from '../../store/views/awards.js';
import { heismanWatchView } from '../../store/views/heismanWatch.js';
import { leagueHistoryView } from '../../store/views/leagueHistory.js';
import { recordsView } from '../../store/views/records.js';
import { identify, readPage, type Session } from '../session.js';

export function registerAwardRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/heisman', async (request) => readPage(session, identify(session, request), request, heismanWatchView));

  app.get('/api/awards', async (request) => {
    const player = identify(session, request);
    const year = request.query.year;
    return readPage(session, player, request, (ctx) => awardsView(ctx, year));
  });

  app.get('/api/records', async (request) => {
    const player = identify(session, request);
    const { team } = request.query;
    return readPage(session, player, request, (ctx) => recordsView(ctx, team));
  });

  app.get('/api/league_history', async (request) =>
    readPage(session, identify(session, request), request, leagueHistoryView),
  );
}
