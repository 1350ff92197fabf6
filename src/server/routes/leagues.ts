// A hosted server's online leagues (src/shared/contract/leagueRoutes.ts): each call on the strength of the
// signed-in account (401 without one), each change behind the CSRF checks (403), and the league's own rules on
// who may do what (src/server/leagues/leagues.ts). A local server has no leagues: every call is a 404.
import { serveFastifyCall } from '../contract.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LeaguesResponse } from '../../shared/league-types.js';
import { GameError } from '../../store/errors.js';
import type { AccountGate } from '../accounts/gate.js';

export function registerLeagueRoutes(app: FastifyInstance, gate: AccountGate | null): void {
  const hosted = (): AccountGate => {
    if (!gate)
      throw new GameError('not_found', 'Online leagues are kept by a hosted server (dynasty serve --users-dir).');
    return gate;
  };
  /** The account of a page, and of a change (its CSRF checks first). */
  const reader = (request: FastifyRequest) => hosted().reader(request).account;
  const changer = (request: FastifyRequest) => hosted().changer(request).account;

  serveFastifyCall(app, 'GET /api/leagues', async (request): Promise<LeaguesResponse> => {
    const account = reader(request);
    return { leagues: hosted().leagues.listOf(account) };
  });

  serveFastifyCall(app, 'POST /api/leagues/create', async (request) => {
    const account = changer(request);
    const { name, year, team } = request.body as { name: string; year: number; team?: string | null };
    return hosted().leagues.create(account, name, year, team ?? null);
  });

  serveFastifyCall(app, 'POST /api/leagues/invitation', async (request) => {
    changer(request);
    return hosted().leagues.invitation((request.body as { token: string }).token);
  });

  serveFastifyCall(app, 'POST /api/leagues/join', async (request) => {
    const account = changer(request);
    const { token, team } = request.body as { token: string; team: string };
    return hosted().leagues.join(token, account, team);
  });

  serveFastifyCall(app, 'GET /api/leagues/:id', async (request) =>
    hosted().leagues.view((request.params as { id: string }).id, reader(request)),
  );

  serveFastifyCall(app, 'POST /api/leagues/:id/invite', async (request) => {
    const account = changer(request);
    return hosted().leagues.invite(
      (request.params as { id: string }).id,
      account,
      (request.body as { hours: number }).hours,
    );
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/revoke', async (request) => {
    const account = changer(request);
    return hosted().leagues.revoke(
      (request.params as { id: string }).id,
      account,
      (request.body as { invite: number }).invite,
    );
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/remove', async (request) => {
    const account = changer(request);
    const { team, reason } = request.body as { team: string; reason: string | null };
    return hosted().leagues.removeCoach((request.params as { id: string }).id, account, team, reason ?? '');
  });

  serveFastifyCall(app, 'POST /api/leagues/:id/leave', async (request) => {
    const account = changer(request);
    return hosted().leagues.leave((request.params as { id: string }).id, account);
  });
}
