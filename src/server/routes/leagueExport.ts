// GET /api/league_setup/export/: the league file (docs/league-file.md) as a download (HTTP's own).
import type { FastifyInstance } from 'fastify';
import { exportLeague } from '../../store/actions/leagueSetup.js';
import { serveHttpCall } from '../contract.js';
import { identify, requireGame, type Session } from '../session.js';

export function registerLeagueExportRoute(app: FastifyInstance, session: Session): void {
  serveHttpCall(app, 'GET /api/league_setup/export', async (request, reply) => {
    const player = identify(session, request);
    const text = await session.saves.read(player.savePath, (save) => exportLeague(requireGame(save).db));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="league.json"')
      .send(text);
  });
}
