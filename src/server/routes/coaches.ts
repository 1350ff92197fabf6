// The player's coaching career and the carousel: GET /api/coach/, POST /api/coach/accept/ {team},
// GET /api/carousel/?year=.
import type { ContractRoutes } from '../contract.js';
import type { AcceptOfferResponse } from '../../shared/api-types.js';
import { carouselView, coachView } from '../../store/views/coach.js';
import { change, identify, readPage, type Session } from '../session.js';

export function registerCoachRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/coach', async (request) => readPage(session, identify(session, request), request, coachView));

  app.get('/api/carousel', async (request) => {
    const player = identify(session, request);
    const year = request.query.year;
    return readPage(session, player, request, (ctx) => carouselView(ctx, year));
  });

  app.post('/api/coach/accept', async (request) =>
    // The seat coaches the program he moved to now: the page is its.
    change(
      session,
      request,
      'acceptCoachOffer',
      { team: request.body.team },
      (after, accepted): AcceptOfferResponse => ({
        status: 'success',
        from: accepted.from,
        to: accepted.to,
        info: after.info(),
      }),
    ),
  );
}
