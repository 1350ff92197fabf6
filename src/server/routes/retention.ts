// Keeping players: GET /api/retention/, POST /api/retention/talk/ {player}, /promise/ {player, kind, value?},
// /auto/. Short changes (no worker). The page is built for the asking program alone.
import type { ContractRoutes } from '../contract.js';
import type { RetentionChangeResponse } from '../../shared/retention-types.js';
import { promiseTo, staffKeeps, talkTo, type KeepingChange } from '../../store/actions/retention/keeping.js';
import { retentionView } from '../../store/views/retention.js';
import type { Program } from '../../store/program.js';
import type { SaveFile } from '../../store/saveFile.js';
import type { AnyRequest } from '../router.js';
import { changeGame, identify, pageFor, readPage, type Session } from '../session.js';

function answer(
  save: SaveFile,
  request: AnyRequest,
  program: Program,
  change: () => KeepingChange,
): RetentionChangeResponse {
  const result = save.change(change);
  return {
    status: 'success',
    message: result.message,
    ...(result.negotiation ? { negotiation: result.negotiation } : {}),
    retention: retentionView(pageFor(save.db, request, program)),
  };
}

export function registerRetentionRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/retention', async (request) => readPage(session, identify(session, request), request, retentionView));

  app.post('/api/retention/talk', async (request) => {
    const player = identify(session, request);
    const who = String(request.body.player);
    return changeGame(session, player, request, (save, program) =>
      answer(save, request, program, () => talkTo(save.db, program, who)),
    );
  });

  app.post('/api/retention/promise', async (request) => {
    const player = identify(session, request);
    const who = String(request.body.player);
    const kind = request.body.kind;
    const value = request.body.value === undefined ? undefined : String(request.body.value);
    return changeGame(session, player, request, (save, program) =>
      answer(save, request, program, () => promiseTo(save.db, program, who, kind, value)),
    );
  });

  app.post('/api/retention/auto', async (request) => {
    const player = identify(session, request);
    return changeGame(session, player, request, (save, program) =>
      answer(save, request, program, () => staffKeeps(save.db, program)),
    );
  });
}
