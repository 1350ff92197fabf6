// Leaving the program: GET /api/draft/?year=, GET /api/portal/?position=&min_rating=,
// POST /api/portal/offer/ {"player": "First Last" | id}; the market: GET /api/portal/market/?player=,
// POST /api/portal/promise/ {"player"}, POST /api/portal/day/.
import type { ContractRoutes } from '../contract.js';
import type { PortalOfferResponse } from '../../shared/departures-types.js';
import { portalDayAnswer, portalMarketView } from '../../store/views/portalMarket.js';
import { draftView } from '../../store/views/draft.js';
import { portalView, type PortalFilters } from '../../store/views/portal.js';
import { portalPlayerEntry } from '../../store/views/portalEntries.js';
import { change, identify, readPage, type Session } from '../session.js';

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

  app.post('/api/portal/offer', async (request) =>
    change(
      session,
      request,
      'offerPortalPlayer',
      { player: request.body.player },
      (after, { entry }): PortalOfferResponse => ({
        status: 'success',
        offered: portalPlayerEntry(entry, new Set([entry.player_id])),
        ...portalView(after),
      }),
    ),
  );

  app.get('/api/portal/market', async (request) => {
    const player = identify(session, request);
    const who = request.query.player.trim();
    return readPage(session, player, request, (ctx) => portalMarketView(ctx, who));
  });

  app.post('/api/portal/promise', async (request) => {
    const { player: who } = request.body;
    return change(session, request, 'promiseStartingRole', { player: who }, (after) => portalMarketView(after, who));
  });

  app.post('/api/portal/day', async (request) =>
    change(session, request, 'advancePortalDay', {}, (after, day) => portalDayAnswer(after.program, day)),
  );
}
