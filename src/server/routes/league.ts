// League-wide pages: GET /api/rankings/, /api/playoff/, /api/standings/{conference}/, /api/week/{week}/,
// /api/game/{id}/, /api/team_info/.
import type { Routes } from '../router.js';
import { gameView } from '../../store/views/game.js';
import { playoffView } from '../../store/views/playoff.js';
import { rankingsView } from '../../store/views/rankings.js';
import { standingsView } from '../../store/views/standings.js';
import { teamInfoView } from '../../store/views/teamInfo.js';
import { weekScheduleView } from '../../store/views/weekSchedule.js';
import { idParam, nameParam, optionalNaturalNumber, weekParam, type Query } from '../params.js';
import { identify, readPage, type Session } from '../session.js';

export function registerLeagueRoutes(app: Routes, session: Session): void {
  app.get('/api/rankings', async (request) => {
    const player = identify(session, request);
    const week = optionalNaturalNumber((request.query as Query).week, 'Week');
    const season = optionalNaturalNumber((request.query as Query).season, 'Season');
    return readPage(session, player, request, (ctx) => rankingsView(ctx, week, season ?? ctx.year));
  });

  app.get('/api/playoff', async (request) => readPage(session, identify(session, request), request, playoffView));

  app.get<{ Params: { conference: string } }>('/api/standings/:conference', async (request) => {
    const player = identify(session, request);
    const conference = nameParam(request.params.conference, 'Conference');
    return readPage(session, player, request, (ctx) => standingsView(ctx, conference));
  });

  app.get<{ Params: { week: string } }>('/api/week/:week', async (request) => {
    const player = identify(session, request);
    const week = weekParam(request.params.week);
    return readPage(session, player, request, (ctx) => weekScheduleView(ctx, week));
  });

  app.get<{ Params: { id: string } }>('/api/game/:id', async (request) => {
    const player = identify(session, request);
    const id = idParam(request.params.id, 'Game');
    return readPage(session, player, request, (ctx) => gameView(ctx, id));
  });

  app.get('/api/team_info', async (request) => {
    const player = identify(session, request);
    const team = nameParam((request.query as Query).team_name, 'Team name');
    return readPage(session, player, request, (ctx) => teamInfoView(ctx, team));
  });
}
