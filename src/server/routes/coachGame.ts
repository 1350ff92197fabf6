// Coaching the player's game: GET /api/coached_game (the coached game as it stands), POST /api/coached_game/start
// (start the team's next game, or resume the one in progress), POST /api/coached_game/call {"call": "...", "tempo":
// "hurry"} (answer the decision it waits for, setting the offense's tempo first; a tempo alone only sets it; a call
// the decision does not take is a 400 and changes nothing), POST /api/coached_game/situations {"situations": [...],
// "sides": "both"} (which decisions come to the coach, either or both; start takes them too). The call that ends
// the game plays its week; each call is one small transaction of the save.
import type { ContractRoutes } from '../contract.js';
import type { CoachedGameResponse } from '../../shared/coached-types.js';
import { callInputOf } from '../../store/actions/coach/callInput.js';
import type { PageContext } from '../../store/views/context.js';
import { coachedGamePage, coachedGameView, type CoachedGamePlay } from '../../store/views/coachedGame.js';
import { change, identify, readPage, type Session } from '../session.js';

/** The coached game's page after a change: its play as the worker replayed it, else read (head to head, a final). */
const coachedAnswer = (after: PageContext, play: CoachedGamePlay | null): CoachedGameResponse =>
  play ? coachedGamePage(after, play) : coachedGameView(after);

export function registerCoachGameRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/coached_game', async (request) => {
    const player = identify(session, request);
    return readPage(session, player, request, (ctx): CoachedGameResponse => coachedGameView(ctx));
  });

  app.post('/api/coached_game/start', async (request) => {
    // No body, or one without situations: the game in progress keeps its own, a new one the last game's.
    const { situations, sides }: { situations?: string[]; sides?: string } = request.body ?? {};
    return change(session, request, 'startCoachedGame', { situations, sides }, coachedAnswer);
  });

  app.post('/api/coached_game/call', async (request) => {
    const { call, tempo } = callInputOf(request.body);
    return change(session, request, 'coachCall', { call, tempo }, coachedAnswer);
  });

  app.post('/api/coached_game/situations', async (request) => {
    const { situations, sides } = request.body;
    return change(session, request, 'setCoachedSituations', { situations, sides }, coachedAnswer);
  });
}
