// Scheduling series from the noncon stage: GET /api/noncon/series/ (the player's booked games), POST
// /api/noncon/series/ (book one), POST /api/noncon/series/remove/ (remove a booked game).
import type { BookSeriesResponse, RemoveBookedGameResponse } from '../../shared/api-types.js';
import { bookSeries, removeBookedGame } from '../../store/actions/series.js';
import { bookedSeriesView, seriesGamesText } from '../../store/views/series.js';
import { wholeOf, type BodyFor } from '../params.js';
import type { Routes } from '../router.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

export function registerSeriesRoutes(app: Routes, session: Session): void {
  app.get('/api/noncon/series', async (request) => {
    const player = identify(session, request);
    return readPage(session, player, request, (ctx) => bookedSeriesView(ctx.db));
  });

  app.post('/api/noncon/series', async (request) => {
    const player = identify(session, request);
    const asked = request.body as BodyFor<'POST /api/noncon/series'>;
    const from = asked.from === undefined ? undefined : wholeOf(asked.from);
    const body = { opponent: asked.opponent, kind: asked.kind, week: wholeOf(asked.week), from, first: asked.first };
    return changeGame(session, player, request, (save): BookSeriesResponse => {
      const games = save.change(() => bookSeries(save.db, body));
      const view = bookedSeriesView(save.db);
      return { status: 'success', message: `Booked a ${body.kind}: ${seriesGamesText(games, view.team)}.`, ...view };
    });
  });

  app.post('/api/noncon/series/remove', async (request) => {
    const player = identify(session, request);
    const id = wholeOf((request.body as BodyFor<'POST /api/noncon/series/remove'>).game);
    return changeGame(session, player, request, (save): RemoveBookedGameResponse => {
      const game = save.change(() => removeBookedGame(save.db, id));
      const view = bookedSeriesView(save.db);
      return { status: 'success', message: `Removed: ${seriesGamesText([game], view.team)}.`, ...view };
    });
  });
}
