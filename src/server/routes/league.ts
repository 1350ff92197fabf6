// League-wide pages: GET /api/rankings/, /api/playoff/, /api/standings/{conference}/, /api/week/{week}/,
// /api/game/{id}/, /api/team_info/.
import type { ContractRoutes } from '../contract.js';
import { gameView } from '../../store/views/game.js';
import { playoffView } from '../../store/views/playoff.js';
import { rankingsView } from '../../store/views/rankings.js';
import { standingsView } from '../../store/views/standings.js';
import { teamInfoView } from '../../store/views/teamInfo.js';
import { weekScheduleView } from '../../store/views/weekSchedule.js';
import { identify, readPage, type Session } from '../session.js';

export function registerLeagueRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/rankings', async (request) => {
    const player = identify(session, request);
    const week = request.query.week;
    const season = request.query.season;
    return readPage(session, player, request, (ctx) => rankingsView(ctx, week, season ?? ctx.year));
  });

  app.get('/api/playoff', async (request) => readPage(session, identify(session, request), request, playoffView));

  app.get('/api/standings/:conference', async (request) => {
    const player = identify(session, request);
    const conference = request.params.conference;
    return readPage(session, player, request, (ctx) => standingsView(ctx, conference));
  });

  app.get('/api/week/:week', async (request) => {
    const player = identify(session, request);
    const week = request.params.week;
    return readPage(session, player, request, (ctx) => weekScheduleView(ctx, week));
  });

  app.get('/api/game/:id', async (request) => {
    const player = identify(session, request);
    const id = request.params.id;
    return readPage(session, player, request, (ctx) => gameView(ctx, id));
  });

  app.get('/api/team_info', async (request) => {
    const player = identify(session, request);
    const team = request.query.team_name;
    return readPage(session, player, request, (ctx) => teamInfoView(ctx, team));
  });
}
