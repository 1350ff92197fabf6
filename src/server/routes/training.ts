// Development choices: GET /api/training/, POST /api/training/group/ {group, focus}, POST /api/training/player/
// {player, focus}, GET /api/coach/abilities/, POST /api/coach/spend/ {ability, points?}. Short changes (no worker).
import type { Routes } from '../router.js';
import type { CoachSpendResponse, TrainingChangeResponse } from '../../shared/training-types.js';
import { spendCoachXp } from '../../store/actions/coaches/abilities.js';
import { setGroupFocus, setPlayerFocus } from '../../store/actions/training.js';
import { coachAbilitiesView } from '../../store/views/coachAbilities.js';
import { PageContext } from '../../store/views/context.js';
import { trainingView } from '../../store/views/training.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

/** A body as the contract checked it: each field an id, a number or a name. */
type Body = Record<string, unknown>;

/** A field as the training actions read it (a number as its digits). */
function field(body: Body, name: string): string {
  return String(body[name]);
}

export function registerTrainingRoutes(app: Routes, session: Session): void {
  app.get('/api/training', async (request) => readPage(session, identify(session, request), request, trainingView));

  app.post('/api/training/group', async (request) => {
    const player = identify(session, request);
    const body = request.body as Body;
    const group = field(body, 'group');
    const focus = field(body, 'focus');
    return changeGame(session, player, request, (save): TrainingChangeResponse => {
      const result = save.change(() => setGroupFocus(save.db, group, focus));
      return { status: 'success', message: result.message, training: trainingView(new PageContext(save.db)) };
    });
  });

  app.post('/api/training/player', async (request) => {
    const player = identify(session, request);
    const body = request.body as Body;
    const who = field(body, 'player');
    const focus = field(body, 'focus');
    return changeGame(session, player, request, (save): TrainingChangeResponse => {
      const result = save.change(() => setPlayerFocus(save.db, who, focus));
      return { status: 'success', message: result.message, training: trainingView(new PageContext(save.db)) };
    });
  });

  app.get('/api/coach/abilities', async (request) =>
    readPage(session, identify(session, request), request, coachAbilitiesView),
  );

  app.post('/api/coach/spend', async (request) => {
    const player = identify(session, request);
    const body = request.body as Body;
    const ability = field(body, 'ability');
    const points = body.points === undefined ? undefined : field(body, 'points');
    return changeGame(session, player, request, (save): CoachSpendResponse => {
      const spent = save.change(() => spendCoachXp(save.db, ability, points));
      return { status: 'success', message: spent.message, abilities: coachAbilitiesView(new PageContext(save.db)) };
    });
  });
}
