// The dynasty's settings: GET /api/settings/ and POST /api/settings/ {"detail_seasons": N | "all"}.
import type { Routes } from '../router.js';
import { changeRetention, parseRetention } from '../../store/actions/settings.js';
import type { Retention } from '../../store/queries/retention.js';
import { GameError } from '../../store/errors.js';
import { PageContext } from '../../store/views/context.js';
import { settingsView } from '../../store/views/settings.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

function settingsBody(body: unknown): Retention {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('detail_seasons' in body)) {
    throw new GameError('bad_input', 'Send a JSON object {"detail_seasons": a number of past seasons, or "all"}.');
  }
  return parseRetention((body as { detail_seasons: unknown }).detail_seasons);
}

export function registerSettingsRoutes(app: Routes, session: Session): void {
  app.get('/api/settings', async (request) => readPage(session, identify(session, request), request, settingsView));

  app.post('/api/settings', async (request) => {
    const player = identify(session, request);
    const retention = settingsBody(request.body);
    return changeGame(session, player, request, (save) => {
      save.change(() => changeRetention(save.db, retention));
      return settingsView(new PageContext(save.db));
    });
  });
}
