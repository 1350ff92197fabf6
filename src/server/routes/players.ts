// GET /api/player/{id}/?year=
import type { ContractRoutes } from '../contract.js';
import { playerView } from '../../store/views/player.js';
import { identify, readPage, type Session } from '../session.js';

export function registerPlayerRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/player/:id', async (request) => {
    const player = identify(session, request);
    const id = request.params.id;
    const year = request.query.year;
    return readPage(session, player, request, (ctx) => playerView(ctx, id, year));
  });
}
