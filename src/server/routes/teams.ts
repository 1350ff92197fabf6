// One team's pages: GET /api/{team}/schedule/, /api/{team}/roster/, /api/{team}/history/, /api/{team}/stats/.
import type { Routes } from '../router.js';
import { rosterView } from '../../store/views/roster.js';
import { teamHistoryView } from '../../store/views/teamHistory.js';
import { teamScheduleView } from '../../store/views/teamSchedule.js';
import { teamSeasonStatsView } from '../../store/views/teamStats.js';
import { nameParam, optionalNaturalNumber, type Query } from '../params.js';
import { identify, readPage, type Session } from '../session.js';

type TeamRoute = { Params: { team: string } };

export function registerTeamRoutes(app: Routes, session: Session): void {
  app.get<TeamRoute>('/api/:team/schedule', async (request) => {
    const player = identify(session, request);
    const team = nameParam(request.params.team, 'Team');
    const year = optionalNaturalNumber((request.query as Query).year, 'Year');
    return readPage(session, player, request, (ctx) => teamScheduleView(ctx, team, year ?? ctx.year));
  });

  app.get<TeamRoute>('/api/:team/roster', async (request) => {
    const player = identify(session, request);
    const team = nameParam(request.params.team, 'Team');
    return readPage(session, player, request, (ctx) => rosterView(ctx, team));
  });

  app.get<TeamRoute>('/api/:team/history', async (request) => {
    const player = identify(session, request);
    const team = nameParam(request.params.team, 'Team');
    return readPage(session, player, request, (ctx) => teamHistoryView(ctx, team));
  });

  app.get<TeamRoute>('/api/:team/stats', async (request) => {
    const player = identify(session, request);
    const team = nameParam(request.params.team, 'Team');
    return readPage(session, player, request, (ctx) => teamSeasonStatsView(ctx, team));
  });
}
