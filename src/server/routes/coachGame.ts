// Coaching the player's game: GET /api/coached_game (the coached game as it stands), POST /api/coached_game/start
// (start the team's next game, or resume the one in progress), POST /api/coached_game/call {"call": "...", "tempo":
// "hurry"} (answer the decision it waits for, setting the offense's tempo first; a tempo alone only sets it; a call
// the decision does not take is a 400 and changes nothing), POST /api/coached_game/situations {"situations": [...],
// "sides": "both"} (which decisions come to the coach, either or both; start takes them too). The call that ends
// the game plays its week; each call is one small transaction of the save.
import type { ContractRoutes } from '../contract.js';
import type { CoachedGameResponse } from '../../shared/coached-types.js';
import { coachedGameInProgress, setCoachedSituations, startCoachedGame } from '../../store/actions/coach/coachGame.js';
import { sendSnap } from '../../store/actions/coach/snap.js';
import { callInputOf } from '../../store/actions/coach/callInput.js';
import { situationsOf } from '../../store/actions/coach/situations.js';
import { coachedGameResponse, coachedGameView } from '../../store/views/coachedGame.js';
import { pageFor, changeGame, identify, readPage, type Session } from '../session.js';

export function registerCoachGameRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/coached_game', async (request) => {
    const player = identify(session, request);
    return readPage(session, player, request, (ctx): CoachedGameResponse => coachedGameView(ctx));
  });

  app.post('/api/coached_game/start', async (request) => {
    const player = identify(session, request);
    // No body, or one without situations: the game in progress keeps its own, a new one the last game's.
    const body = request.body;
    const situations = body && ('situations' in body || 'sides' in body) ? situationsOf(body) : undefined;
    return changeGame(session, player, request, (save, program): CoachedGameResponse => {
      const record = save.change(() => startCoachedGame(save.db, program, situations));
      return coachedGameView(pageFor(save.db, request, program), record);
    });
  });

  app.post('/api/coached_game/call', async (request) => {
    const player = identify(session, request);
    const { call, tempo } = callInputOf(request.body);
    return changeGame(session, player, request, (save, program): CoachedGameResponse => {
      const snap = sendSnap(save, program, call, tempo);
      const ctx = pageFor(save.db, request, program);
      return snap.run ? coachedGameResponse(ctx, snap.record, snap.run) : coachedGameView(ctx, snap.record);
    });
  });

  app.post('/api/coached_game/situations', async (request) => {
    const player = identify(session, request);
    return changeGame(session, player, request, (save, program): CoachedGameResponse => {
      const set = situationsOf(request.body, coachedGameInProgress(save.db, program).situations);
      const record = save.change(() => setCoachedSituations(save.db, program, set));
      return coachedGameView(pageFor(save.db, request, program), record);
    });
  });
}
