// God Mode: GET /api/god_mode/ and POST /api/god_mode/ {action: "switch" | "player" | "move_player" | "coach" |
// "prestige" | "force", ...}: one change, logged in the save.
import type { ContractRoutes } from '../contract.js';
import { applyGodModeChange } from '../../store/actions/godMode.js';
import type { GodModeChange } from '../../shared/api-types.js';
import { godModeView } from '../../store/views/godMode.js';
import { pageFor, changeGame, identify, readPage, type Session } from '../session.js';

export function registerGodModeRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/god_mode', async (request) => readPage(session, identify(session, request), request, godModeView));

  app.post('/api/god_mode', async (request) => {
    const player = identify(session, request);
    // The contract took the change's shape; whether it fits the game is the use case's to say.
    const change: GodModeChange = request.body;
    return changeGame(session, player, request, (save, program) => {
      const done = save.change(() => applyGodModeChange(save.db, change));
      return { ...godModeView(pageFor(save.db, request, program)), done };
    });
  });
}
