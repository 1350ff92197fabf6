// Scheduling series from the noncon stage: GET /api/noncon/series/ (the player's booked games), POST
// /api/noncon/series/ (book one), POST /api/noncon/series/remove/ (remove a booked game).
import type { BookSeriesResponse, RemoveBookedGameResponse } from '../../shared/api-types.js';
import { bookedSeriesView, seriesGamesText } from '../../store/views/series.js';
import type { ContractRoutes } from '../contract.js';
import { change, identify, readPage, type Session } from '../session.js';

export function registerSeriesRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/noncon/series', async (request) => {
    const player = identify(session, request);
    return readPage(session, player, request, (ctx) => bookedSeriesView(ctx.db, ctx.program));
  });

  app.post('/api/noncon/series', async (request) => {
    const body = request.body;
    return change(session, request, 'bookSeries', body, (after, games): BookSeriesResponse => {
      const view = bookedSeriesView(after.db, after.program);
      return { status: 'success', message: `Booked a ${body.kind}: ${seriesGamesText(games, view.team)}.`, ...view };
    });
  });

  app.post('/api/noncon/series/remove', async (request) => {
    const input = { game: request.body.game };
    return change(session, request, 'removeBookedGame', input, (after, game): RemoveBookedGameResponse => {
      const view = bookedSeriesView(after.db, after.program);
      return { status: 'success', message: `Removed: ${seriesGamesText([game], view.team)}.`, ...view };
    });
  });
}
