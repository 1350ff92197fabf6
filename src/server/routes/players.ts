// GET /api/player/{id}/?year=
import type { Routes } from '../router.js';
import { playerView } from '../../store/views/player.js';
import { idParam, optionalNaturalNumber, type Query } from '../params.js';
import { identify, readPage, type Session } from '../session.js';

export function registerPlayerRoutes(app: Routes, session: Session): void {
  app.get<{ Params: { id: string } }>('/api/player/:id', async (request) => {
    const player = identify(session, request);
    const id = idParam(request.params.id, 'Player');
    const year = optionalNaturalNumber((request.query as Query).year, 'Year');
    return readPage(session, player, request, (ctx) => playerView(ctx, id, year));
  });
}
