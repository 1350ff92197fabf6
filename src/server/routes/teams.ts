// One team's pages: GET /api/{team}/schedule/, /api/{team}/roster/, /api/{team}/history/, /api/{team}/stats/.
import type { ContractRoutes } from '../contract.js';
import { rosterView } from '../../store/views/roster.js';
import { teamHistoryView } from '../../store/views/teamHistory.js';
import { teamScheduleView } from '../../store/views/teamSchedule.js';
import { teamSeasonStatsView } from '../../store/views/teamStats.js';
import { identify, readPage, type Session } from '../session.js';

export function registerTeamRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/:team/schedule', async (request) => {
    const player = identify(session, request);
    const team = request.params.team;
    const year = request.query.year;
    return readPage(session, player, request, (ctx) => teamScheduleView(ctx, team, year ?? ctx.year));
  });

  app.get('/api/:team/roster', async (request) => {
    const player = identify(session, request);
    const team = request.params.team;
    return readPage(session, player, request, (ctx) => rosterView(ctx, team));
  });

  app.get('/api/:team/history', async (request) => {
    const player = identify(session, request);
    const team = request.params.team;
    return readPage(session, player, request, (ctx) => teamHistoryView(ctx, team));
  });

  app.get('/api/:team/stats', async (request) => {
    const player = identify(session, request);
    const team = request.params.team;
    return readPage(session, player, request, (ctx) => teamSeasonStatsView(ctx, team));
  });
}
