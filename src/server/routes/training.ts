// Development choices: GET /api/training/, POST /api/training/group/ {group, focus}, POST /api/training/player/
// {player, focus}, GET /api/coach/abilities/, POST /api/coach/spend/ {ability, points?}, POST /api/coach/abilities/buy/
// {ability}.
import type { ContractRoutes } from '../contract.js';
import type { CoachBuyResponse, CoachSpendResponse, TrainingChangeResponse } from '../../shared/training-types.js';
import { coachAbilitiesView } from '../../store/views/coachAbilities.js';
import { trainingView } from '../../store/views/training.js';
import type { PageContext } from '../../store/views/context.js';
import { change, identify, readPage, type Session } from '../session.js';

export function registerTrainingRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/training', async (request) => readPage(session, identify(session, request), request, trainingView));

  const trained = (after: PageContext, done: { message: string }): TrainingChangeResponse => ({
    status: 'success',
    message: done.message,
    training: trainingView(after),
  });

  app.post('/api/training/group', async (request) => {
    // Each field an id or a name: the actions read a number as its digits.
    const input = { group: String(request.body.group), focus: String(request.body.focus) };
    return change(session, request, 'setGroupFocus', input, trained);
  });

  app.post('/api/training/player', async (request) => {
    const input = { player: String(request.body.player), focus: String(request.body.focus) };
    return change(session, request, 'setPlayerFocus', input, trained);
  });

  app.get('/api/coach/abilities', async (request) =>
    readPage(session, identify(session, request), request, coachAbilitiesView),
  );

  app.post('/api/coach/spend', async (request) => {
    const { ability, points } = request.body;
    const input = { ability: String(ability), points: points === undefined ? undefined : String(points) };
    return change(
      session,
      request,
      'spendCoachXp',
      input,
      (after, spent): CoachSpendResponse => ({
        status: 'success',
        message: spent.message,
        abilities: coachAbilitiesView(after),
      }),
    );
  });

  app.post('/api/coach/abilities/buy', async (request) => {
    const input = { ability: String(request.body.ability) };
    return change(
      session,
      request,
      'buyCoachAbility',
      input,
      (after, bought): CoachBuyResponse => ({
        status: 'success',
        message: bought.message,
        abilities: coachAbilitiesView(after),
      }),
    );
  });
}
