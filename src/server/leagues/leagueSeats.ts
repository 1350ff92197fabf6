// Every game call that names an online league (LEAGUE_HEADER) is bound, before its route runs, to the asker's own
// seat in the league's save (leagueGame.ts): his session and his place in the league decide the program, whatever
// the request names. A coach on auto-pilot who changes anything runs his program again; a deadline passed is
// noticed; a fired coach takes a job offer himself (his seat moves with him); and the commissioner's God Mode edits
// go to the league's log. What another coach's business is, and so kept from the pages, the pages decide
// (PageContext.isPrivate, built for the seat by session.ts pageFor).
import type { FastifyInstance } from 'fastify';
import { routeEntry } from '../../shared/contract/routes.js';
import type { Method } from '../../shared/contract/entry.js';
import { LEAGUE_HEADER } from '../../shared/programHeader.js';
import type { AnyRequest } from '../router.js';
import type { Leagues } from './leagues.js';
import { keepsHisProgram, TAKES_JOB, type LeagueSaves } from './leagueGame.js';
import type { LeagueSeat } from '../router.js';
import { GameError } from '../../store/errors.js';
import type { LeagueTurns } from './turns.js';

/** The calls of accounts and of the leagues themselves: no league's game is played by them. */
const NOT_A_GAME_CALL = /^\/api\/(account|leagues)(\/|$)/;

/**
 * A coach takes a job offer only once his program has fired him (else the commissioner moves him), and only at a
 * program no other coach of the league holds.
 */
async function mayTakeJob(game: LeagueSaves, seat: LeagueSeat, body: unknown): Promise<void> {
  const league = game.row(seat.league);
  if (!league || !(await game.firedCoach(seat.league, seat.team))) throw keepsHisProgram(league?.name ?? 'a league');
  const named = (body as { team?: unknown } | null)?.team;
  const wanted = typeof named === 'string' ? named.trim().toLowerCase() : '';
  const held = game.db.get<{ team: string }>(
    'SELECT team FROM league_coaches WHERE league_id = ? AND lower(team) = ? AND team <> ?',
    [seat.league, wanted, seat.team],
  );
  if (held) throw new GameError('conflict', `${held.team} is another coach's program in ${league.name}.`);
}

export function registerLeagueSeats(
  calls: FastifyInstance,
  leagues: () => { leagues: Leagues; game: LeagueSaves; turns: LeagueTurns },
): void {
  calls.addHook('preHandler', async (request) => {
    if (request.headers[LEAGUE_HEADER] === undefined) return;
    const url = request.routeOptions.url;
    if (url === undefined || NOT_A_GAME_CALL.test(url)) return;
    const entry = routeEntry(request.method as Method, url);
    if (!entry || entry.effects.actsFor === 'anyone') return;
    request.entry = entry;
    const { game, turns } = leagues();
    // Not before the start's catch-up: a seat it moves must not act for the program its coach left.
    await turns.catchUp();
    const { seat, account, changes } = game.seatOf(request as unknown as AnyRequest);
    turns.checkDeadline(seat.league);
    if (changes) await turns.backFromAutoPilot(seat.league, account);
    if (`${entry.method} ${entry.path}` === TAKES_JOB) await mayTakeJob(game, seat, request.body);
    request.leagueSeat = seat;
  });

  // A fired coach who took a job coaches that program in the league from now on, as the log says.
  calls.addHook('preSerialization', async (request, _reply, payload) => {
    const seat = request.leagueSeat;
    if (!seat || `${request.entry?.method} ${request.entry?.path}` !== TAKES_JOB) return payload;
    const taken = payload as { status?: unknown; from?: unknown; to?: unknown } | null;
    const to = taken?.status === 'success' ? taken.to : undefined;
    if (typeof to !== 'string') return payload;
    const { leagues: all, game } = leagues();
    game.db.transaction(() => {
      const who = game.moveSeat(seat.league, seat.team, to);
      all.log(seat.league, 'job', `${who}, fired by ${seat.team}, took the job at ${to}.`, false);
    });
    return payload;
  });

  // The commissioner's God Mode is in the open: each edit he makes through it, in the log, in the words its answer
  // tells it in ("Set Texas's prestige to 5.").
  calls.addHook('preSerialization', async (request, reply, payload) => {
    const seat = request.leagueSeat;
    if (!seat || request.entry?.path !== '/api/god_mode' || request.method !== 'POST' || reply.statusCode >= 400)
      return payload;
    const done = (payload as { done?: unknown } | null)?.done;
    const { leagues: all, game } = leagues();
    if (typeof done !== 'string' || !game.row(seat.league)) return payload;
    const said = done.slice(0, 300).replace(/[^.!?]$/, '$&.');
    all.log(seat.league, 'god_mode_edit', `The commissioner (${seat.team}) used God Mode: ${said}`, true);
    return payload;
  });
}
