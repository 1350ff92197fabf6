// The league's setup: GET /api/league_setup/, POST /api/league_setup/ {action, ...} (one change, preseason
// only) and GET /api/league_setup/export/ (the league file, docs/league-file.md).
import type { FastifyInstance } from 'fastify';
import { applyLeagueChange, parseLeagueChange } from '../../store/actions/leagueChange.js';
import { exportLeague } from '../../store/actions/leagueSetup.js';
import { PageContext } from '../../store/views/context.js';
import { leagueSetupView } from '../../store/views/leagueSetup.js';
import { changeGame, identify, readPage, requireGame, type Session } from '../session.js';

export function registerLeagueSetupRoutes(app: FastifyInstance, session: Session): void {
  app.get('/api/league_setup', async (request) => readPage(session, identify(session, request), request, leagueSetupView));

  app.get('/api/league_setup/export', async (request, reply) => {
    const player = identify(session, request);
    const text = await session.saves.read(player.savePath, (save) => exportLeague(requireGame(save).db));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="league.json"')
      .send(text);
  });

  app.post('/api/league_setup', async (request) => {
    const player = identify(session, request);
    const change = parseLeagueChange(request.body);
    return changeGame(session, player, request, (save) => {
      save.change(() => applyLeagueChange(save.db, change));
      return leagueSetupView(new PageContext(save.db));
    });
  });
}
