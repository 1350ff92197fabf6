// Development choices: GET /api/training/, POST /api/training/group/ {group, focus}, POST /api/training/player/
// {player, focus}, GET /api/coach/abilities/, POST /api/coach/spend/ {ability, points?}. Short changes (no worker).
import type { Routes } from '../router.js';
import type { CoachSpendResponse, TrainingChangeResponse } from '../../shared/training-types.js';
import { spendCoachXp } from '../../store/actions/coaches/abilities.js';
import { setGroupFocus, setPlayerFocus } from '../../store/actions/training.js';
import { GameError } from '../../store/errors.js';
import { coachAbilitiesView } from '../../store/views/coachAbilities.js';
import { PageContext } from '../../store/views/context.js';
import { trainingView } from '../../store/views/training.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

type Body = Record<string, unknown>;

function objectBody(body: unknown, shape: string): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new GameError('bad_input', `Send a JSON object ${shape}.`);
  return body as Body;
}

function field(body: Body, name: string): string {
  const value = body[name];
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) return value;
  throw new GameError('bad_input', `${name} is required (text).`);
}

export function registerTrainingRoutes(app: Routes, session: Session): void {
  app.get('/api/training', async (request) => readPage(session, identify(session, request), request, trainingView));

  app.post('/api/training/group', async (request) => {
    const player = identify(session, request);
    const body = objectBody(request.body, '{"group": "QB", "focus": "emphasis"}');
    const group = field(body, 'group');
    const focus = field(body, 'focus');
    return changeGame(session, player, request, (save): TrainingChangeResponse => {
      const result = save.change(() => setGroupFocus(save.db, group, focus));
      return { status: 'success', message: result.message, training: trainingView(new PageContext(save.db)) };
    });
  });

  app.post('/api/training/player', async (request) => {
    const player = identify(session, request);
    const body = objectBody(request.body, '{"player": id or "First Last", "focus": "emphasis"}');
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
    const body = objectBody(request.body, '{"ability": "recruiting", "points": 1}');
    const ability = field(body, 'ability');
    const points = body.points === undefined ? undefined : field(body, 'points');
    return changeGame(session, player, request, (save): CoachSpendResponse => {
      const spent = save.change(() => spendCoachXp(save.db, ability, points));
      return { status: 'success', message: spent.message, abilities: coachAbilitiesView(new PageContext(save.db)) };
    });
  });
}
