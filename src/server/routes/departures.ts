// Leaving the program: GET /api/draft/?year=, GET /api/portal/?position=&min_rating=,
// POST /api/portal/offer/ {"player": "First Last" | id}; the market: GET /api/portal/market/?player=,
// POST /api/portal/promise/ {"player"}, POST /api/portal/day/.
import type { ContractRoutes } from '../contract.js';
import type { PortalOfferResponse } from '../../shared/departures-types.js';
import { offerPortalPlayer } from '../../store/actions/portal.js';
import { advancePortalDay, promiseStartingRole } from '../../store/actions/portalMarket.js';
import { portalDayAnswer, portalMarketView } from '../../store/views/portalMarket.js';
import { draftView } from '../../store/views/draft.js';
import { portalView, type PortalFilters } from '../../store/views/portal.js';
import { portalPlayerEntry } from '../../store/views/portalEntries.js';
import { pageFor, changeGame, identify, readPage, type Session } from '../session.js';

export function registerDepartureRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/draft', async (request) => {
    const player = identify(session, request);
    const year = request.query.year;
    return readPage(session, player, request, (ctx) => draftView(ctx, year));
  });

  app.get('/api/portal', async (request) => {
    const player = identify(session, request);
    const filters: PortalFilters = { position: request.query.position, minRating: request.query.min_rating };
    return readPage(session, player, request, (ctx) => portalView(ctx, filters));
  });

  app.post('/api/portal/offer', async (request) => {
    const player = identify(session, request);
    const { player: who } = request.body;
    return changeGame(session, player, request, (save, program): PortalOfferResponse => {
      const { entry } = save.change(() => offerPortalPlayer(save.db, program, who));
      const ctx = pageFor(save.db, request, program);
      return { status: 'success', offered: portalPlayerEntry(entry, new Set([entry.player_id])), ...portalView(ctx) };
    });
  });

  app.get('/api/portal/market', async (request) => {
    const player = identify(session, request);
    const who = request.query.player.trim();
    return readPage(session, player, request, (ctx) => portalMarketView(ctx, who));
  });

  app.post('/api/portal/promise', async (request) => {
    const player = identify(session, request);
    const { player: who } = request.body;
    return changeGame(session, player, request, (save, program) => {
      save.change(() => promiseStartingRole(save.db, program, who));
      return portalMarketView(pageFor(save.db, request, program), who);
    });
  });

  app.post('/api/portal/day', async (request) => {
    const player = identify(session, request);
    return changeGame(session, player, request, (save, program) =>
      portalDayAnswer(
        program,
        save.change(() => advancePortalDay(save.db, program)),
      ),
    );
  });
}
