// The season and the stage cycle: GET /api/dashboard/, /api/sim/{week}/, /api/summary/,
// /api/roster_progression/, /api/recruiting_summary/, POST /api/advance/, and GET /api/frame/ (where the dynasty
// stands, for the navigation and season controls of pages whose own answer does not say it).
// Opening the page of the stage that follows the current one advances the game into it (spec section 4); the web
// app's own calls ask for `read_only` and move the game only on the player's click (POST /api/advance/).
// Simulating past a coached game in progress is refused unless finish_coached says to let the coordinator finish it.
// Simulating and advancing run in a worker thread (changeWorker.ts): the server answers others meanwhile.
import type { ContractRoutes } from '../contract.js';
import type { AdvanceResponse, DashboardResponse, GamePage, SimResponse } from '../../shared/api-types.js';
import { dashboardView } from '../../store/views/dashboard.js';
import { startSeasonQuestion } from '../../shared/seasonStart.js';
import { refuseToFinishCoachedGame } from '../../store/actions/coach/inProgress.js';
import { summerRecruitingWarning } from '../../store/views/recruiting/summerWarning.js';
import { change, identify, readPage, stagePage, type Session } from '../session.js';
import { ADVANCE_BUSINESS, refuseOthersBusiness } from '../../store/views/programs.js';

/** How a refusal for another coached program's business says to go on. */
const OTHERS_HOW = 'Act for them first, or send confirm_others=1 to move on for everyone.';

export function registerSeasonRoutes(app: ContractRoutes, session: Session): void {
  // In the preseason the web app's read-only dashboard is the dashboard as it stands, with the season's question
  // beside it (the season's start page asks it).
  app.get('/api/dashboard', (request) =>
    stagePage<'dashboard', DashboardResponse>(
      session,
      request,
      (ctx): DashboardResponse => ({
        ...dashboardView(ctx),
        season_start: {
          year: ctx.state.year,
          question: startSeasonQuestion(ctx.state.year),
          recruiting: summerRecruitingWarning(ctx),
        },
      }),
    ),
  );
  app.get('/api/summary', (request) => stagePage<'summary'>(session, request));
  app.get('/api/roster_progression', (request) => stagePage<'roster_progression'>(session, request));
  app.get('/api/recruiting_summary', (request) => stagePage<'recruiting_summary'>(session, request));
  // Only reads: a reload of any page shows the same bar without moving the game.
  app.get('/api/frame', async (request) =>
    readPage(
      session,
      identify(session, request),
      request,
      (ctx): GamePage => ({ info: ctx.info(), conferences: ctx.conferences() }),
    ),
  );

  app.get('/api/sim/:week', async (request) => {
    const { week } = request.params;
    const finishCoached = request.query.finish_coached ?? false;
    const confirmed = request.query.confirm_others ?? false;
    let from = 0;
    return change(
      session,
      request,
      'simulate',
      (before) => {
        if (!finishCoached)
          refuseToFinishCoachedGame(
            before.db,
            before.program,
            week,
            'resume coaching it, or simulate with finish_coached=1 to let the coordinator finish it',
            (team) =>
              `${team}'s player resumes coaching it, or simulate with finish_coached=1 to let its coordinator finish it`,
          );
        if (!confirmed) refuseOthersBusiness(before.db, before.program, ['recruiting'], OTHERS_HOW);
        from = before.state.currentWeek;
        return { week };
      },
      (after): SimResponse => {
        const info = after.info();
        return { status: 'success', weeks_simulated: Math.max(0, info.currentWeek - from), info };
      },
    );
  });

  app.post('/api/advance', async (request) => {
    const confirmed = request.query.confirm_others ?? false;
    return change(
      session,
      request,
      'advance',
      (before) => {
        if (!confirmed) refuseOthersBusiness(before.db, before.program, ADVANCE_BUSINESS, OTHERS_HOW);
        return {};
      },
      (ctx): AdvanceResponse => ({ info: ctx.info() }),
    );
  });
}
