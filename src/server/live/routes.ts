// Live play's calls: GET /api/head_to_head (the program's next head-to-head game, who has joined it, the game as
// its side sees it), POST /api/head_to_head/join (joins it: it kicks off when both sides have), POST
// /api/head_to_head/call {"call": "...", "tempo": "hurry"} (the side's call at the waiting decision), and GET
// /api/events, the save's events as a stream of server-sent events for the program the request acts for: `ready`
// once it listens (with the stream's id, which the page sends back with its calls: its own changes are not told to
// it), `changed` when the save moves, `head_to_head` with its side of the game after every snap, `league` with each
// entry of an online league's log. A stream is bounded: a few per client (per account for a league's coach, from any
// number of addresses) and a cap for the server, beyond which a league's coach still has a share of his own for his
// league, so nobody can take every stream; a heartbeat comment keeps proxies from closing it, and it is dropped when
// the client goes.
import { randomUUID } from 'node:crypto';
import { STREAM_HEADER } from '../../shared/programHeader.js';
import type { FastifyInstance } from 'fastify';
import { serveHttpCall } from '../contract.js';
import { callInputOf } from '../../store/actions/coach/callInput.js';
import { GameError } from '../../store/errors.js';
import { programFor, identify, requireGame, withUserId, type Session } from '../session.js';
import type { LiveClock } from './clock.js';
import type { EventBus, LiveMessage } from './eventBus.js';
import type { HeadToHeadHost } from './headToHead.js';
import type { AnyRequest } from '../router.js';

export interface StreamLimits {
  /** Open streams at once of one client without an account (a player id, else an address). */
  perClient: number;
  /** Open streams at once of one account (an online league's coach), whatever addresses it opens them from. */
  perAccount: number;
  /**
   * Streams a league's coach may open for his league whatever the server's count (each counts only for him): he can
   * always follow his league, though others hold every other stream.
   */
  memberShare: number;
  /** Open streams at once on the server, besides the coaches' shares. */
  total: number;
  /** A comment line is sent this often, in ms, so that an idle stream stays open through proxies. */
  heartbeatMs: number;
}

/** A browser opens one stream a tab: a player's few tabs stay below these. */
export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perClient: 8,
  perAccount: 6,
  memberShare: 2,
  total: 200,
  heartbeatMs: 20_000,
};

/** Who holds a stream: a league's coach (his account, and his share in that league), or a client without one. */
interface Holder {
  key: string;
  max: number;
  /** The coach's share in his league, or null. */
  share: string | null;
}

/** Counts by key, a key dropped at zero. */
class Counts {
  private readonly counts = new Map<string, number>();
  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string, by: number): void {
    const n = this.of(key) + by;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}

/** One event as the stream writes it. */
function frame(message: LiveMessage): string {
  return `event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;
}

export function registerLiveRoutes(
  app: FastifyInstance,
  session: Session,
  live: {
    bus: EventBus;
    host: HeadToHeadHost;
    clock: LiveClock;
    limits: StreamLimits;
    /** The signed-in account of an online league's coach's request (its seat bound), else null. */
    accountOf: (request: AnyRequest) => number | null;
    /** The session cookie renewed by the request, if it moved the session on (its stream sets it: see gate.ts). */
    renewedCookie: (request: AnyRequest) => string | null;
  },
): void {
  const { bus, host, clock, limits } = live;
  const open = new Counts();
  let total = 0;

  const holderOf = (request: AnyRequest): Holder => {
    const account = request.leagueSeat ? live.accountOf(request) : null;
    if (account === null) return { key: `client:${request.userId ?? request.ip}`, max: limits.perClient, share: null };
    return { key: `account:${account}`, max: limits.perAccount, share: `${account}:${request.leagueSeat?.league}` };
  };

  /** Takes a stream for the holder: in his share, or of the server's total (429 when neither has room). */
  const take = (holder: Holder): { inShare: boolean } => {
    if (open.of(holder.key) >= holder.max)
      throw new GameError(
        'limit',
        `At most ${holder.max} event streams at once${holder.share ? ' for one account' : ''}: close another page first.`,
      );
    const inShare = holder.share !== null && open.of(holder.share) < limits.memberShare;
    if (!inShare && total >= limits.total)
      throw new GameError('limit', 'The server has too many event streams open: try later.');
    open.add(holder.key, 1);
    if (inShare && holder.share) open.add(holder.share, 1);
    else total += 1;
    return { inShare };
  };

  serveHttpCall(app, 'GET /api/head_to_head', async (request) => {
    const player = identify(session, request);
    const page = await session.saves.read(player.savePath, (save) => {
      const game = requireGame(save);
      return host.page(player.savePath, game, programFor(game.db, request));
    });
    return withUserId(request, page);
  });

  serveHttpCall(app, 'POST /api/head_to_head/join', async (request) => {
    const player = identify(session, request);
    session.limits.beforeChange(player);
    const page = await host.join(player.savePath, (save) => programFor(requireGame(save).db, request));
    return withUserId(request, page);
  });

  serveHttpCall(app, 'POST /api/head_to_head/call', async (request) => {
    const player = identify(session, request);
    const { call, tempo } = callInputOf(request.body);
    session.limits.beforeChange(player);
    const page = await host.call(player.savePath, (save) => programFor(requireGame(save).db, request), call, tempo);
    return withUserId(request, page);
  });

  serveHttpCall(app, 'GET /api/events', async (request, reply) => {
    const player = identify(session, request);
    // A league's coach listens for his program (his league's game may not have started: it has no save yet).
    const team =
      request.leagueSeat?.team
      ?? (await session.saves.read(player.savePath, (save) => programFor(requireGame(save).db, request).team));
    const holder = holderOf(request);
    const { inShare } = take(holder);
    reply.hijack();
    const res = reply.raw;
    const renewed = live.renewedCookie(request);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      ...(renewed ? { 'Set-Cookie': renewed } : {}),
    });
    let closed = false;
    let cancelBeat = (): void => {};
    const beat = (): void => {
      cancelBeat = clock.after(limits.heartbeatMs, () => {
        if (closed) return;
        res.write(': heartbeat\n\n');
        beat();
      });
    };
    const end = (): void => {
      if (closed) return;
      closed = true;
      cancelBeat();
      unsubscribe();
      open.add(holder.key, -1);
      if (inShare && holder.share) open.add(holder.share, -1);
      else total -= 1;
      if (bus.listening(player.savePath, team) === 0) host.left(player.savePath, team);
      res.end();
    };
    // The page may name its stream (its tab's id, sent with every call from its first): then no call of its own,
    // even one made before this stream was open, is told back to it.
    const asked = request.headers[STREAM_HEADER];
    const id = typeof asked === 'string' && /^[A-Za-z0-9-]{16,64}$/.test(asked) ? asked : randomUUID();
    const unsubscribe = bus.subscribe(player.savePath, {
      id,
      team,
      send: (message) => {
        if (!closed) res.write(frame(message));
      },
      end,
    });
    res.on('close', end);
    res.write(`retry: 3000\n\n${frame({ type: 'ready', team, stream: id })}`);
    beat();
  });
}
