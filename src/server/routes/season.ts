// The season and the stage cycle: GET /api/dashboard/, /api/sim/{week}/, /api/summary/,
// /api/roster_progression/, /api/recruiting_summary/ and POST /api/advance/.
// Opening the page of the stage that follows the current one advances the game into it (spec section 4).
import type { FastifyInstance } from 'fastify';
import type { AdvanceResponse, SimResponse } from '../../shared/api-types.js';
import { advanceStage } from '../../store/actions/advance.js';
import { simulateTo } from '../../store/actions/season/simulate.js';
import type { SaveFile } from '../../store/saveFile.js';
import { PageContext } from '../../store/views/context.js';
import { dashboardView } from '../../store/views/dashboard.js';
import { recruitingSummaryView } from '../../store/views/recruitingSummary.js';
import { rosterProgressionView } from '../../store/views/rosterProgression.js';
import { summaryView } from '../../store/views/summary.js';
import { weekParam } from '../params.js';
import { changeGame, identify, stagePage, type Session } from '../session.js';

const advance = (save: SaveFile): void => void save.change(() => advanceStage(save.db));

export function registerSeasonRoutes(app: FastifyInstance, session: Session): void {
  app.get('/api/dashboard', (request) => stagePage(session, request, 'dashboard', advance, dashboardView));
  app.get('/api/summary', (request) => stagePage(session, request, 'summary', advance, summaryView));
  app.get('/api/roster_progression', (request) => stagePage(session, request, 'roster_progression', advance, rosterProgressionView));
  app.get('/api/recruiting_summary', (request) => stagePage(session, request, 'recruiting_summary', advance, recruitingSummaryView));

  app.get<{ Params: { week: string } }>('/api/sim/:week', async (request) => {
    const player = identify(session, request);
    const week = weekParam(request.params.week);
    return changeGame(session, player, request, (save): SimResponse => {
      const from = new PageContext(save.db).state.currentWeek;
      save.change(() => simulateTo(save.db, week));
      const info = new PageContext(save.db).info();
      return { status: 'success', weeks_simulated: Math.max(0, info.currentWeek - from), info };
    });
  });

  app.post('/api/advance', async (request) => {
    const player = identify(session, request);
    return changeGame(session, player, request, (save): AdvanceResponse => {
      advance(save);
      return { info: new PageContext(save.db).info() };
    });
  });
}
