// Live play's calls: GET /api/head_to_head (the program's next head-to-head game, who has joined it, the game as
// its side sees it), POST /api/head_to_head/join (joins it: it kicks off when both sides have), POST
// /api/head_to_head/call {"call": "...", "tempo": "hurry"} (the side's call at the waiting decision), and GET
// /api/events, the save's events as a stream of server-sent events for the program the request acts for: `ready`
// once it listens (with the stream's id, which the page sends back with its calls: its own changes are not told to it), `changed` when the save moves, `head_to_head` with its side of the game after every snap, `league` with each entry of an online league's log. A
// stream is bounded: a few per client and a cap for the server, a heartbeat comment to keep proxies from closing
// it, and it is dropped when the client goes.
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

export interface StreamLimits {
  /** Open streams at once from one client (a player id, else an address). */
  perClient: number;
  /** Open streams at once on the server. */
  total: number;
  /** A comment line is sent this often, in ms, so that an idle stream stays open through proxies. */
  heartbeatMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perClient: 8, total: 200, heartbeatMs: 20_000 };

/** One event as the stream writes it. */
function frame(message: LiveMessage): string {
  return `event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;
}

export function registerLiveRoutes(
  app: FastifyInstance,
  session: Session,
  live: { bus: EventBus; host: HeadToHeadHost; clock: LiveClock; limits: StreamLimits },
): void {
  const { bus, host, clock, limits } = live;
  const open = new Map<string, number>();
  let total = 0;

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
    const page = await session.saves.change(player.savePath, (save, apply) => {
      const game = requireGame(save);
      return host.join(player.savePath, game, programFor(game.db, request), apply);
    });
    return withUserId(request, page);
  });

  serveHttpCall(app, 'POST /api/head_to_head/call', async (request) => {
    const player = identify(session, request);
    const { call, tempo } = callInputOf(request.body);
    session.limits.beforeChange(player);
    const page = await session.saves.change(player.savePath, (save, apply) => {
      const game = requireGame(save);
      return host.call(player.savePath, game, programFor(game.db, request), apply, call, tempo);
    });
    return withUserId(request, page);
  });

  serveHttpCall(app, 'GET /api/events', async (request, reply) => {
    const player = identify(session, request);
    // A league's coach listens for his program (his league's game may not have started: it has no save yet).
    const team =
      request.leagueSeat?.team
      ?? (await session.saves.read(player.savePath, (save) => programFor(requireGame(save).db, request).team));
    const client = request.userId ?? request.ip;
    if ((open.get(client) ?? 0) >= limits.perClient)
      throw new GameError('limit', `At most ${limits.perClient} event streams at once: close another page first.`);
    if (total >= limits.total) throw new GameError('limit', 'The server has too many event streams open: try later.');
    open.set(client, (open.get(client) ?? 0) + 1);
    total += 1;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
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
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
      total -= 1;
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
