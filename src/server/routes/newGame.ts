// Home, starting a dynasty and the preseason: GET /api/home/, GET /api/noncon/, POST /api/league_file/ (a league
// file checked, or a dynasty started in it), POST /api/schedulenc/, GET /api/fetchteams/, GET /api/noncon/opponents/.
import type { ContractRoutes } from '../contract.js';
import type { AnyRequest } from '../router.js';
import type { ScheduleNonconResponse } from '../../shared/api-types.js';
import { isGameError } from '../../store/errors.js';
import type { NewDynastyOptions } from '../../store/actions/newDynasty.js';
import type { LeagueSetup } from '../../core/league/types.js';
import type { LeagueFileCheckResponse } from '../../shared/api-types.js';
import { nameForNewDynasty } from '../../store/saveFolder.js';
import { inFolder } from '../../store/storage/saveStorage.js';
import { hasDynasty } from '../../store/queries/meta.js';
import { PageContext } from '../../store/views/context.js';
import { fetchTeamsView } from '../../store/views/fetchTeams.js';
import { homeView } from '../../store/views/home.js';
import { nonconView } from '../../store/views/noncon.js';
import { nonconOpponentsView } from '../../store/views/nonconOpponents.js';
import type { ChangeJob, LeagueFileChecked } from '../changeJobs.js';
import { newGameParams } from '../newGameParams.js';
import { startsNewGame } from '../../shared/contract/effects.js';
import {
  change,
  identify,
  readPage,
  requesterOf,
  requireGame,
  stagePage,
  withUserId,
  type Session,
} from '../session.js';

/** A new game is a new save in the player's folder, named after team and year, made current: none is replaced. */
async function startNewGame(session: Session, request: AnyRequest, options: NewDynastyOptions) {
  const player = identify(session, request, 'new_game');
  const requester = requesterOf(player, request);
  session.limits.beforeNewSave(requester);
  const name = nameForNewDynasty(player.folder, options.team, options.year);
  const path = inFolder(player.folder, name);
  // Building the league's rosters takes a while: in a worker thread, like the simulation.
  const job: ChangeJob = {
    kind: 'new_dynasty',
    options: { ...options, seed: session.newGameSeed() },
    answer: 'noncon',
  };
  const body = await session.saves.newDynasty(path, job, (save) => nonconView(new PageContext(requireGame(save).db)));
  session.limits.recordNewSave(requester);
  session.players.setCurrent(player, name);
  return withUserId(request, body);
}

function leagueFileCheck(year: number, setup: LeagueSetup): LeagueFileCheckResponse {
  const teams = [...setup.conferences.flatMap((c) => c.teams), ...setup.independents].sort((a, b) =>
    a.localeCompare(b),
  );
  return {
    year,
    conferences: setup.conferences.length,
    playoff_teams: setup.playoff.teams,
    playoff: { ...setup.playoff },
    teams,
  };
}

export function registerNewGameRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/home', async (request) => {
    const player = identify(session, request, 'home');
    const { year } = request.query;
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
    if (startsNewGame(request.entry.effects, request))
      return startNewGame(session, request, newGameParams(request.query));
    return stagePage<'noncon'>(session, request);
  });

  app.post('/api/league_file', async (request) => {
    const { file, team, year, staff_recruiting } = request.body;
    const staffRecruiting = staff_recruiting ?? false;
    // The same check as `dynasty league import`: nothing is made from a bad file. A stranger's file decides how
    // long the check runs: in a worker thread under a time limit, so every other request keeps being answered.
    const league = (await session.saves.check({ kind: 'league_file', text: file, year })) as LeagueFileChecked;
    if (team === undefined) return leagueFileCheck(league.year, league.setup);
    return startNewGame(session, request, { team, year: year ?? league.year, setup: league.setup, staffRecruiting });
  });

  app.post('/api/schedulenc', async (request) => {
    const { opponent, site, week } = request.body;
    const input = { opponent, week, site };
    // The original answers {status: "success"}; the updated page travels beside it.
    return change(
      session,
      request,
      'scheduleNonConferenceGame',
      input,
      (after): ScheduleNonconResponse => ({
        status: 'success',
        ...nonconView(after),
      }),
    );
  });

  app.get('/api/noncon/opponents', async (request) => {
    const player = identify(session, request);
    const { week } = request.query;
    return readPage(session, player, request, (ctx) => nonconOpponentsView(ctx, week));
  });

  app.get('/api/fetchteams', async (request) => {
    const player = identify(session, request);
    const { week } = request.query;
    // A bare list of names (no room for user_id): the browser keeps the id it has.
    const body = await readPage(session, player, request, (ctx) => ({ teams: fetchTeamsView(ctx, week) }));
    return body.teams;
  });
}
