// A hosted server's online leagues (src/shared/contract/leagueRoutes.ts): each call on the strength of the
// signed-in account (401 without one), each change behind the CSRF checks (403), and the league's own rules on
// who may do what (src/server/leagues/leagues.ts). A local server has no leagues: every call is a 404.
import { serveFastifyCall } from '../contract.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LeaguesResponse } from '../../shared/league-types.js';
import { GameError } from '../../store/errors.js';
import type { CoachCreation } from '../../core/coaches/creation.js';
import { coachCreationFromText, type CoachCreationText } from '../../store/actions/coaches/creationInput.js';
import type { Account } from '../accounts/accounts.js';
import type { AccountGate } from '../accounts/gate.js';
import type { LeagueSaves } from '../leagues/leagueGame.js';
import type { LeagueTurns } from '../leagues/turns.js';

/** The leagues' games of a hosted server (null for a local one). */
export interface LeaguePlay {
  gate: AccountGate;
  game: LeagueSaves;
  turns: LeagueTurns;
}

/** What every league call needs: the hosted server's parts, the asking account, and the league's game. */
interface LeagueAccess {
  hosted(): AccountGate;
  playing(): LeaguePlay;
  /** The account of a page, and of a change (its CSRF checks first). */
  reader(request: FastifyRequest): Account;
  changer(request: FastifyRequest): Account;
  intoGame(leagueId: string, account: Account, team: string, coach: CoachCreation): Promise<void>;
  outOfGame(leagueId: string, team: string): Promise<void>;
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** The coach a coach made taking his program, as typed (the new game's reading: creationInput.ts); none: the game's. */
function madeCoach(typed: CoachCreationText | undefined): CoachCreation {
  return typed ? coachCreationFromText(typed) : {};
}

export function registerLeagueRoutes(app: FastifyInstance, play: LeaguePlay | null): void {
  const access = leagueAccess(play);
  registerMembershipRoutes(app, access);
  registerLeagueGameRoutes(app, access);
}

function leagueAccess(play: LeaguePlay | null): LeagueAccess {
  const gate = play?.gate ?? null;
  const hosted = (): AccountGate => {
    if (!gate)
      throw new GameError('not_found', 'Online leagues are kept by a hosted server (dynasty serve --users-dir).');
    return gate;
  };
  const playing = (): LeaguePlay => {
    hosted();
    if (!play) throw new Error('a hosted server has its leagues');
    return play;
  };
  return {
    hosted,
    playing,
    reader: (request) => hosted().reader(request).account,
    changer: (request) => hosted().changer(request).account,
    /**
     * A started league's new coach takes his program in its game, as the coach he made; if he cannot, he has not
     * joined.
     */
    async intoGame(leagueId, account, team, coach) {
      const {
        game,
        gate: { leagues },
      } = playing();
      if (game.row(leagueId)?.started_at === null) return;
      try {
        await game.addProgram(leagueId, team, coach);
      } catch (error) {
        leagues.unjoin(leagueId, account, error instanceof Error ? error.message : 'the game refused it');
        throw error;
      }
    },

    /** A program whose coach left is the computer's again in a started league's game. */
    async outOfGame(leagueId, team) {
      const { game, turns } = playing();
      if (game.row(leagueId)?.started_at === null) return;
      await game.dropProgram(leagueId, team);
      // The coaches left may all be ready.
      turns.goOnIfAllReady(leagueId);
    },
  };
}

/** The leagues an account is in, and coming and going: created, invited, joined, removed, left. */
function registerMembershipRoutes(app: FastifyInstance, access: LeagueAccess): void {
  const { hosted, playing, reader, changer, intoGame, outOfGame } = access;
  serveFastifyCall(app, 'GET /api/leagues', async (request): Promise<LeaguesResponse> => {
    const account = reader(request);
    return { leagues: hosted().leagues.listOf(account) };
  });

  serveFastifyCall(app, 'POST /api/leagues/create', async (request) => {
    const account = changer(request);
    const { name, year, team, playoff_teams: playoffTeams, coach } = request.body;
    return hosted().leagues.create(account, name, year, team ?? null, playoffTeams ?? null, madeCoach(coach));
  });

  // Read before signing in too (the link opened in a browser not signed in shows whom it is from): the token is the
  // key, its origin and CSRF token are checked as a sign-in's.
  serveFastifyCall(app, 'POST /api/leagues/invitation', async (request) => {
    const g = hosted();
    g.signInChange(request);
    return g.leagues.invitation(request.body.token, g.signedIn(request)?.account ?? null);
  });

  serveFastifyCall(app, 'POST /api/leagues/join', async (request) => {
    const account = changer(request);
    const { token, team, coach } = request.body;
    const made = madeCoach(coach);
    const joined = hosted().leagues.join(token, account, team, made);
    await intoGame(joined.id, account, team, made);
    return hosted().leagues.view(joined.id, account);
  });

  serveFastifyCall(app, 'GET /api/leagues/:id', async (request) => {
    const account = reader(request);
    const view = hosted().leagues.view(idOf(request), account);
    playing().turns.checkDeadline(view.id);
    return view;
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/invite', async (request) => {
    const account = changer(request);
    const { hours, seats } = request.body;
    return hosted().leagues.invite(idOf(request), account, hours, seats ?? 1);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/revoke', async (request) => {
    const account = changer(request);
    return hosted().leagues.revoke((request.params as { id: string }).id, account, request.body.invite);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/remove', async (request) => {
    const account = changer(request);
    const { team, reason } = request.body;
    const view = hosted().leagues.removeCoach(idOf(request), account, team, reason ?? '');
    await outOfGame(view.id, team);
    return hosted().leagues.view(view.id, account);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/leave', async (request) => {
    const account = changer(request);
    const leagueId = idOf(request);
    const team = hosted().leagues.teamOf(leagueId, account);
    const left = hosted().leagues.leave(leagueId, account);
    if (team !== null) await outOfGame(leagueId, team);
    return left;
  });
}

/** The deadline asked for, in minutes (or in hours, as it was first given), or null for none. */
function deadlineMinutes(body: { minutes?: number | null; hours?: number | null }): number | null {
  const { minutes, hours } = body;
  if (minutes !== undefined && hours !== undefined)
    throw new GameError('bad_input', 'Give the deadline in minutes or in hours, not both.');
  if (minutes === undefined && hours === undefined)
    throw new GameError('bad_input', 'Give the deadline in minutes (or hours), or null for none.');
  if (minutes !== undefined) return minutes;
  return hours === null || hours === undefined ? null : hours * 60;
}

function registerLeagueGameRoutes(app: FastifyInstance, access: LeagueAccess): void {
  const { hosted, playing, reader, changer, intoGame } = access;
  // The league's game and the commissioner's powers: each act in the log (leagues.ts, turns.ts).
  serveFastifyCall(app, 'POST /api/leagues/:id/start', async (request) => {
    const account = changer(request);
    await playing().turns.start(idOf(request), account);
    return hosted().leagues.view(idOf(request), account);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/ready', async (request) => {
    const account = changer(request);
    await playing().turns.ready(idOf(request), account, request.body.ready);
    return hosted().leagues.view(idOf(request), account);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/advance', async (request) => {
    const account = changer(request);
    hosted().leagues.commissioned(idOf(request), account);
    const reason = (request.body.reason ?? '').trim();
    await playing().turns.advance(idOf(request), 'command', account, reason);
    return hosted().leagues.view(idOf(request), account);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/pause', async (request) => {
    const account = changer(request);
    playing().turns.pause(idOf(request), account, request.body.paused);
    return hosted().leagues.view(idOf(request), account);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/deadline', async (request) => {
    const account = changer(request);
    playing().turns.setDeadline(idOf(request), account, deadlineMinutes(request.body));
    return hosted().leagues.view(idOf(request), account);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/god_mode', async (request) => {
    const account = changer(request);
    await playing().turns.godMode(idOf(request), account, request.body.on);
    return hosted().leagues.view(idOf(request), account);
  });

  serveFastifyCall(app, 'GET /api/leagues/:id/games', (request) =>
    playing().turns.forcibleGames(idOf(request), reader(request)),
  );

  serveFastifyCall(app, 'POST /api/leagues/:id/force', async (request) => {
    const account = changer(request);
    const { game, winner, reason } = request.body;
    await playing().turns.force(idOf(request), account, game, winner, reason ?? '');
    return hosted().leagues.view(idOf(request), account);
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/assign', async (request) => {
    const account = changer(request);
    const { coach, team } = request.body;
    const assigned = hosted().leagues.assign(idOf(request), account, coach, team);
    await intoGame(idOf(request), assigned, team, {});
    return hosted().leagues.view(idOf(request), account);
  });
}
