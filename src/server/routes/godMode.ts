// God Mode: GET /api/god_mode/ and POST /api/god_mode/ {action: "switch" | "player" | "move_player" | "coach" |
// "prestige" | "force", ...}: one change, logged in the save.
import type { ContractRoutes } from '../contract.js';
import type { GodModeChange } from '../../shared/api-types.js';
import { godModeView } from '../../store/views/godMode.js';
import { change, identify, readPage, type Session } from '../session.js';

export function registerGodModeRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/god_mode', async (request) => readPage(session, identify(session, request), request, godModeView));

  app.post('/api/god_mode', async (request) => {
    // The contract took the change's shape; whether it fits the game is the use case's to say.
    const edit: GodModeChange = request.body;
    return change(session, request, 'godModeChange', edit, (after, done) => ({ ...godModeView(after), done }));
  });
}
