// Development choices: GET /api/training/, POST /api/training/group/ {group, focus}, POST /api/training/player/
// {player, focus}, GET /api/coach/abilities/, POST /api/coach/spend/ {ability, points?}, POST /api/coach/abilities/buy/
// {ability}. Short changes (no worker).
import type { ContractRoutes } from '../contract.js';
import type { CoachBuyResponse, CoachSpendResponse, TrainingChangeResponse } from '../../shared/training-types.js';
import { buyCoachAbility } from '../../store/actions/coaches/growth.js';
import { spendCoachXp } from '../../store/actions/coaches/abilities.js';
import { setGroupFocus, setPlayerFocus } from '../../store/actions/training.js';
import { coachAbilitiesView } from '../../store/views/coachAbilities.js';
import { trainingView } from '../../store/views/training.js';
import { pageFor, changeGame, identify, readPage, type Session } from '../session.js';

export function registerTrainingRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/training', async (request) => readPage(session, identify(session, request), request, trainingView));

  app.post('/api/training/group', async (request) => {
    const player = identify(session, request);
    // Each field an id or a name: the actions read a number as its digits.
    const group = String(request.body.group);
    const focus = String(request.body.focus);
    return changeGame(session, player, request, (save, program): TrainingChangeResponse => {
      const result = save.change(() => setGroupFocus(save.db, program, group, focus));
      return { status: 'success', message: result.message, training: trainingView(pageFor(save.db, request, program)) };
    });
  });

  app.post('/api/training/player', async (request) => {
    const player = identify(session, request);
    const who = String(request.body.player);
    const focus = String(request.body.focus);
    return changeGame(session, player, request, (save, program): TrainingChangeResponse => {
      const result = save.change(() => setPlayerFocus(save.db, program, who, focus));
      return { status: 'success', message: result.message, training: trainingView(pageFor(save.db, request, program)) };
    });
  });

  app.get('/api/coach/abilities', async (request) =>
    readPage(session, identify(session, request), request, coachAbilitiesView),
  );

  app.post('/api/coach/spend', async (request) => {
    const player = identify(session, request);
    const ability = String(request.body.ability);
    const points = request.body.points === undefined ? undefined : String(request.body.points);
    return changeGame(session, player, request, (save, program): CoachSpendResponse => {
      const spent = save.change(() => spendCoachXp(save.db, program, ability, points));
      return {
        status: 'success',
        message: spent.message,
        abilities: coachAbilitiesView(pageFor(save.db, request, program)),
      };
    });
  });

  app.post('/api/coach/abilities/buy', async (request) => {
    const player = identify(session, request);
    const ability = String(request.body.ability);
    return changeGame(session, player, request, (save, program): CoachBuyResponse => {
      const bought = save.change(() => buyCoachAbility(save.db, program, ability));
      return {
        status: 'success',
        message: bought.message,
        abilities: coachAbilitiesView(pageFor(save.db, request, program)),
      };
    });
  });
}
