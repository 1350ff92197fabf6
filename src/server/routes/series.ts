// Scheduling series from the noncon stage: GET /api/noncon/series/ (the player's booked games), POST
// /api/noncon/series/ (book one), POST /api/noncon/series/remove/ (remove a booked game).
import type { BookSeriesResponse, RemoveBookedGameResponse } from '../../shared/api-types.js';
import { bookSeries, removeBookedGame } from '../../store/actions/series.js';
import { bookedSeriesView, seriesGamesText } from '../../store/views/series.js';
import type { ContractRoutes } from '../contract.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

export function registerSeriesRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/noncon/series', async (request) => {
    const player = identify(session, request);
    return readPage(session, player, request, (ctx) => bookedSeriesView(ctx.db, ctx.program));
  });

  app.post('/api/noncon/series', async (request) => {
    const player = identify(session, request);
    const body = request.body;
    return changeGame(session, player, request, (save, program): BookSeriesResponse => {
      const games = save.change(() => bookSeries(save.db, program, body));
      const view = bookedSeriesView(save.db, program);
      return { status: 'success', message: `Booked a ${body.kind}: ${seriesGamesText(games, view.team)}.`, ...view };
    });
  });

  app.post('/api/noncon/series/remove', async (request) => {
    const player = identify(session, request);
    const id = request.body.game;
    return changeGame(session, player, request, (save, program): RemoveBookedGameResponse => {
      const game = save.change(() => removeBookedGame(save.db, program, id));
      const view = bookedSeriesView(save.db, program);
      return { status: 'success', message: `Removed: ${seriesGamesText([game], view.team)}.`, ...view };
    });
  });
}
