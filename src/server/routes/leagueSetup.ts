// The league's setup: GET /api/league_setup/, POST /api/league_setup/ {action, ...} (one change, preseason
// only); the league file's download is HTTP's own (leagueExport.ts).
import type { ContractRoutes } from '../contract.js';
import type { LeagueChange } from '../../shared/api-types.js';
import { leagueSetupView } from '../../store/views/leagueSetup.js';
import { change, identify, readPage, type Session } from '../session.js';

export function registerLeagueSetupRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/league_setup', async (request) =>
    readPage(session, identify(session, request), request, leagueSetupView),
  );

  app.post('/api/league_setup', async (request) => {
    // The contract took the change's shape; whether it fits the league is the use case's to say.
    const edit: LeagueChange = request.body;
    // Trying the scheduler on the new league is the player's input's work: under the worker's time limit.
    return change(session, request, 'leagueChange', edit, leagueSetupView);
  });
}
