// The dynasty's settings: GET /api/settings/ and POST /api/settings/ {"detail_seasons": N | "all"}.
import type { ContractRoutes } from '../contract.js';
import { parseRetention } from '../../store/actions/settings.js';
import { settingsView } from '../../store/views/settings.js';
import { change, identify, readPage, type Session } from '../session.js';

export function registerSettingsRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/settings', async (request) => readPage(session, identify(session, request), request, settingsView));

  app.post('/api/settings', async (request) => {
    const retention = parseRetention(request.body.detail_seasons);
    return change(session, request, 'changeRetention', retention, settingsView);
  });
}
