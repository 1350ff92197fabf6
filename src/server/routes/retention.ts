// Keeping players: GET /api/retention/, POST /api/retention/talk/ {player}, /promise/ {player, kind, value?},
// /auto/. The page is built for the asking program alone.
import type { ContractRoutes } from '../contract.js';
import type { RetentionChangeResponse } from '../../shared/retention-types.js';
import type { KeepingChange } from '../../store/actions/retention/keeping.js';
import type { PageContext } from '../../store/views/context.js';
import { retentionView } from '../../store/views/retention.js';
import { change, identify, readPage, type Session } from '../session.js';

/** What a talk or a promise did, with the page as it left it. */
const kept = (after: PageContext, done: KeepingChange): RetentionChangeResponse => ({
  status: 'success',
  message: done.message,
  ...(done.negotiation ? { negotiation: done.negotiation } : {}),
  retention: retentionView(after),
});

export function registerRetentionRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/retention', async (request) => readPage(session, identify(session, request), request, retentionView));

  app.post('/api/retention/talk', async (request) =>
    change(session, request, 'talkTo', { player: String(request.body.player) }, kept),
  );

  app.post('/api/retention/promise', async (request) => {
    const { player, kind, value } = request.body;
    const input = { player: String(player), kind, value: value === undefined ? undefined : String(value) };
    return change(session, request, 'promiseTo', input, kept);
  });

  app.post('/api/retention/auto', async (request) => change(session, request, 'staffKeeps', {}, kept));
}
