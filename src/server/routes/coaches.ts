// The player's coaching career and the carousel: GET /api/coach/, POST /api/coach/accept/ {team},
// GET /api/carousel/?year=. Accepting an offer is a short change (no worker thread).
import type { ContractRoutes } from '../contract.js';
import type { AcceptOfferResponse } from '../../shared/api-types.js';
import { acceptCoachOffer } from '../../store/actions/coaches/offers.js';
import { carouselView, coachView } from '../../store/views/coach.js';
import { pageFor, changeGame, identify, readPage, type Session } from '../session.js';

export function registerCoachRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/coach', async (request) => readPage(session, identify(session, request), request, coachView));

  app.get('/api/carousel', async (request) => {
    const player = identify(session, request);
    const year = request.query.year;
    return readPage(session, player, request, (ctx) => carouselView(ctx, year));
  });

  app.post('/api/coach/accept', async (request) => {
    const player = identify(session, request);
    const { team } = request.body;
    return changeGame(session, player, request, (save, program): AcceptOfferResponse => {
      const accepted = save.change(() => acceptCoachOffer(save.db, program, team));
      return {
        status: 'success',
        from: accepted.from,
        to: accepted.to,
        // The seat coaches the program he moved to now.
        info: pageFor(save.db, request, { ...program, team: accepted.to }).info(),
      };
    });
  });
}
