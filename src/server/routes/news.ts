// GET /api/news?year=&week=: the news feed's stories (store/views/newsFeed.ts).
import type { FastifyInstance } from 'fastify';
import { newsFeedView } from '../../store/views/newsFeed.js';
import { optionalNaturalNumber, type Query } from '../params.js';
import { identify, readPage, type Session } from '../session.js';

export function registerNewsRoutes(app: FastifyInstance, session: Session): void {
  app.get('/api/news', async (request) => {
    const player = identify(session, request);
    const query = request.query as Query;
    const year = optionalNaturalNumber(query.year, 'Year');
    const week = optionalNaturalNumber(query.week, 'Week');
    return readPage(session, player, request, (ctx) => newsFeedView(ctx, { year, week }));
  });
}
