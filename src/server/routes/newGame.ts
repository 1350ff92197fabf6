// Home, starting a dynasty and the preseason: GET /api/home/, GET /api/noncon/, POST /api/schedulenc/,
// GET /api/fetchteams/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { advanceStage } from '../../store/actions/advance.js';
import { newDynasty } from '../../store/actions/newDynasty.js';
import { scheduleNonConferenceGame } from '../../store/actions/scheduleNonConference.js';
import { isGameError } from '../../store/errors.js';
import { hasDynasty } from '../../store/queries/meta.js';
import { PageContext } from '../../store/views/context.js';
import { fetchTeamsView } from '../../store/views/fetchTeams.js';
import { homeView } from '../../store/views/home.js';
import { nonconView } from '../../store/views/noncon.js';
import { isNewGameQuery, newGameParams, optionalNaturalNumber, scheduleNonconBody, weekParam, type Query } from '../params.js';
import { changeGame, identify, readPage, requireGame, stagePage, withUserId, type Session } from '../session.js';

async function startNewGame(session: Session, request: FastifyRequest, query: Query) {
  const player = identify(session, request, 'new_game');
  const options = newGameParams(query);
  if (session.players.mode.kind === 'local') {
    // The local save may be any file the player pointed --save at: only one of ours is ever replaced.
    await session.saves.read(player.savePath, () => null);
  }
  const path = player.savePath;
  await session.saves.replace(path, () => newDynasty(path, { ...options, seed: session.newGameSeed(), force: true, label: session.saves.labelOf(path) }));
  return withUserId(request, await session.saves.read(path, (save) => nonconView(new PageContext(requireGame(save).db))));
}

export function registerNewGameRoutes(app: FastifyInstance, session: Session): void {
  app.get('/api/home', async (request) => {
    const player = identify(session, request, 'home');
    const year = optionalNaturalNumber((request.query as Query).year, 'Year');
    const body = await session.saves
      .read(player.savePath, (save) => homeView(save && hasDynasty(save.db) ? save.db : null, year))
      .catch((error: unknown) => {
        // A file that is not a save hides no game: home still lets the player start one.
        if (isGameError(error) && error.kind === 'bad_save') return homeView(null, year);
        throw error;
      });
    return withUserId(request, body);
  });

  app.get('/api/noncon', async (request) => {
    const query = request.query as Query;
    if (isNewGameQuery(query)) return startNewGame(session, request, query);
    return stagePage(session, request, 'noncon', (save) => save.change(() => advanceStage(save.db)), nonconView);
  });

  app.post('/api/schedulenc', async (request) => {
    const player = identify(session, request);
    const { opponent, week } = scheduleNonconBody(request.body);
    return changeGame(session, player, request, (save) => {
      save.change(() => scheduleNonConferenceGame(save.db, opponent, week));
      return nonconView(new PageContext(save.db));
    });
  });

  app.get('/api/fetchteams', async (request) => {
    const player = identify(session, request);
    const week = weekParam((request.query as Query).week);
    // A bare list of names (no room for user_id): the browser keeps the id it has.
    const body = await readPage(session, player, request, (ctx) => ({ teams: fetchTeamsView(ctx, week) }));
    return body.teams;
  });
}
