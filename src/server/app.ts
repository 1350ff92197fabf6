// The HTTP server of CFB Dynasty: a thin layer over the store's views and actions. buildApp() assembles it
// without listening, so tests and `dynasty serve` start it the same way.
import { randomInt } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerApiDocument, registerApiReference } from './apiReference.js';
import { answerWriter } from './answerWriter.js';
import { serveCall } from './contract.js';
import { httpError, jsonErrorBody } from './errors.js';
import { SaveRegistry } from './saveRegistry.js';
import { ChangeWorkers } from './changeWorker.js';
import { DEFAULT_HOSTED_LIMITS, Limits, type HostedLimitSettings } from './limits.js';
import { LOCAL_IMPORT_MAX_BYTES, registerRateLimit, registerSaveImport, registerWorkAtOnce } from './changeLimits.js';
import {
  DEFAULT_CONNECTION_LIMITS,
  capConnections,
  connectionOptions,
  type ConnectionLimitSettings,
} from './connectionLimits.js';
import type { Session } from './session.js';
import { registerLogos, registerWebUi } from './static.js';
import { registerSiteGuard } from './siteGuard.js';
import { siteLinksFromEnv } from './siteLinks.js';
import { registerGameRoutes } from './routes/index.js';
import { registerSaveExportRoute } from './routes/saveExport.js';
import { registerLeagueExportRoute } from './routes/leagueExport.js';
import type { AnyRequest, Routes } from './router.js';
import { answeredUnchanged } from './answerTags.js';
import { partReader, type RequestPart } from '../shared/contract/check.js';
import type { SiteLinksResponse } from '../shared/site-types.js';
import { Players, type ServerMode } from './users.js';
import { Accounts } from './accounts/accounts.js';
import type { AccountLimitSettings } from './accounts/accountTuning.js';
import { AccountGate } from './accounts/gate.js';
import { openServerDb, serverDbPath } from './accounts/serverDb.js';
import { registerAccountRoutes } from './routes/accounts.js';
import { registerLeagueRoutes, type LeaguePlay } from './routes/leagues.js';
import { LeagueSaves, leagueSavePath } from './leagues/leagueGame.js';
import { LeagueTurns } from './leagues/turns.js';
import { registerLeagueSeats } from './leagues/leagueSeats.js';
import { mkdirSync } from 'node:fs';
import { LEAGUE_HEADER, PROGRAM_HEADER, STREAM_HEADER } from '../shared/programHeader.js';
import { SYSTEM_CLOCK, type LiveClock } from './live/clock.js';
import { EventBus } from './live/eventBus.js';
import type { LiveEvent } from '../shared/headToHead-types.js';
import { DEFAULT_PLAY_CLOCK_SECONDS, HeadToHeadHost } from './live/headToHead.js';
import { DEFAULT_STREAM_LIMITS, registerLiveRoutes, type StreamLimits } from './live/routes.js';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where `npm run build` (Vite) puts the web UI. */
export const DEFAULT_WEB_ROOT = join(PROJECT_ROOT, 'dist', 'web');
/** Smaller bodies are sent as they are: compressing them saves less than a packet. */
const COMPRESS_THRESHOLD = 1024;
/**
 * Bodies up to this size (every page's JSON: the largest, the team stats, is about 90 KiB) are compressed in one
 * call on the main thread rather than through a zlib stream on libuv's threadpool. On two cores the threadpool
 * has no spare core to overlap with, and a stream per response (setup, chunking, scheduling) cost more than the
 * compression: about 1.3 ms of CPU per page call against 0.2-1 ms in one call (bench/server.ts, load).
 */
const SYNC_COMPRESS_LIMIT = 256 * 1024;
/**
 * gzip at level 4 costs about what brotli's quality 4 (the plugin's default, what browsers get) does: half the CPU
 * of level 6 for about 15% more bytes (the 90 KiB team stats: 17.0 KiB against 14.6).
 */
const GZIP_LEVEL = 4;
/**
 * The Vite dev server's origins (`npm run dev`, which starts the server with --dev-origins): trusted with credentials
 * there only, never by default, since any page served on such a port of a player's machine could then act for him.
 */
export const DEV_ORIGINS: readonly (string | RegExp)[] = [/^http:\/\/(localhost|127\.0\.0\.1):517\d$/];

export interface AppOptions {
  mode: ServerMode;
  /** The built web UI; null serves the API only. Default dist/web. */
  webRoot?: string | null;
  /** Saves kept open between requests (hosted mode): least recently used ones are closed beyond this. */
  openSaves?: number;
  /** Seed of every new dynasty (tests); default a fresh random seed per dynasty. */
  seed?: number;
  /** Other origins allowed to call the API from a browser (CORS) and to make changes; false for none (the default). */
  corsOrigins?: readonly (string | RegExp)[] | false;
  /**
   * Local mode: host names a request's Host may give besides the loopback names and the address it reached
   * ("name" on any port, "name:port"): `--host` when it is a name, and `--allowed-host` (siteGuard.ts).
   */
  allowedHosts?: readonly string[];
  /** Hosted mode: limits per player (default DEFAULT_HOSTED_LIMITS); ignored in local mode. */
  limits?: Partial<HostedLimitSettings>;
  /** Both modes: time limits on requests and connections, and the cap on open connections (connectionLimits.ts). */
  connections?: Partial<ConnectionLimitSettings>;
  /**
   * The reverse proxy in front of the server, whose X-Forwarded-For names the client: its addresses or CIDR ranges,
   * comma-separated ("127.0.0.1", "loopback", "10.0.0.0/8"), as Fastify's trustProxy. Without it the header is
   * ignored and every limit counts the socket's address.
   */
  trustProxy?: string;
  /** The footer's links (GET /api/site). Default: DYNASTY_REPO_URL and DYNASTY_AUTHOR_URL from the environment. */
  siteLinks?: SiteLinksResponse;
  /** The time limit of a league file's check or a league change, in ms (default 5 s). */
  untrustedJobMs?: number;
  /** Hosted mode: the accounts' sign-in limits (accountTuning.ts) and whether every cookie is Secure. */
  accounts?: { limits?: Partial<AccountLimitSettings>; alwaysSecure?: boolean };
  /**
   * The clock of the accounts and the online leagues (sessions, sign-in waits, deadlines, invitations, their log):
   * tests move it. Default Date.now.
   */
  clock?: () => number;
  /** Awaited by each advance of an online league once it holds the league: tests hold an advance open with it. */
  leagueAdvanceHook?: (leagueId: string) => Promise<void>;
  /** Awaited by each advance once the league's save has moved, before the server's database records it (tests). */
  leagueMovedHook?: (leagueId: string) => Promise<void>;
  /** How often the online leagues' deadlines are looked at, in ms (default a minute); 0 for never (tests). */
  deadlineCheckMs?: number;
  /** Called with errors that are bugs (500). Default: printed to stderr. */
  onInternalError?: (error: unknown) => void;
  /** Live play: the clock of the play clocks and heartbeats (tests move their own), a play clock's length, the streams' limits. */
  live?: { clock?: LiveClock; playClockSeconds?: number; streams?: Partial<StreamLimits> };
}

/** The longest URL segment taken (team names, ids); longer ones are answered 404 by the router. */
const MAX_PARAM_LENGTH = 200;
/** Request bodies are a few bytes ({opponent, week}). */
const BODY_LIMIT = 16 * 1024;
/** Calls whose body is a file's text: a league file (docs/league-file.md) runs to some tens of KB. */
const LARGE_BODY_LIMITS: Readonly<Record<string, number>> = { '/api/league_file': 512 * 1024 };

/**
 * The accounts of a hosted server, over its own database beside the players' folders, created by the first account
 * call that needs it: a server nobody signs up on writes no file, as an id without a game writes none.
 */
function accountGate(
  usersDir: string,
  options: AppOptions,
  corsOrigins: readonly (string | RegExp)[] | false,
  events: EventBus,
): AccountGate {
  const open = (): Accounts => {
    mkdirSync(usersDir, { recursive: true });
    return new Accounts(openServerDb(serverDbPath(usersDir)), options.accounts?.limits, options.clock);
  };
  return new AccountGate(open, {
    alwaysSecure: options.accounts?.alwaysSecure ?? false,
    allowedOrigins: corsOrigins === false ? [] : corsOrigins,
    now: options.clock,
    // Each entry of a league's log (a coach ready, an advance, a commissioner's act) is told to the league's pages.
    onLeagueLog: (league, kind) =>
      events.publish(leagueSavePath(usersDir, league), { type: 'league', league, kind } satisfies LiveEvent),
  });
}

/** How often a hosted server looks for leagues past their deadline. */
const DEADLINE_CHECK_MS = 60_000;

/** The online leagues' games of a hosted server, and the timer that moves on the leagues past their deadline. */
function leaguePlay(
  app: FastifyInstance,
  gate: AccountGate,
  session: Session,
  usersDir: string,
  options: AppOptions,
  onError: (error: unknown) => void,
): LeaguePlay {
  const game = new LeagueSaves(gate, session.saves, usersDir);
  let turns: LeagueTurns | null = null;
  const play: LeaguePlay = {
    gate,
    game,
    // Made when first asked for: the accounts' database opens with the first account call (accountGate).
    get turns() {
      if (turns) return turns;
      turns = new LeagueTurns(
        gate.leagues,
        game,
        options.clock ?? Date.now,
        session.newGameSeed,
        onError,
        options.leagueAdvanceHook,
        options.leagueMovedHook,
      );
      // Once, when made: a league whose advance was stopped after its save moved (the server killed) records that
      // turn now, and seats follow their coaches' job moves. (Later, a league held by an advance is one moving on.)
      void turns.catchUp();
      return turns;
    },
  };
  const every = options.deadlineCheckMs ?? DEADLINE_CHECK_MS;
  if (every > 0) {
    // Only once the database is open: a server nobody signed up on has no league to look at.
    const timer = setInterval(() => {
      if (gate.isOpen) void play.turns.tick().catch(onError);
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return play;
}

export function buildApp(options: AppOptions): FastifyInstance {
  const connections = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  const app = Fastify({
    ...connectionOptions(connections),
    logger: false,
    trustProxy: options.trustProxy || false,
    bodyLimit: BODY_LIMIT,
    // HEAD would run the GET handlers, and opening a stage's page may change the game.
    exposeHeadRoutes: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
  });
  capConnections(app, connections, !options.trustProxy);
  // Before any other hook: another site's page changes nothing, and a local server answers only at its own address.
  const corsOrigins = options.corsOrigins ?? false;
  registerSiteGuard(app, {
    allowedOrigins: corsOrigins === false ? [] : corsOrigins,
    alwaysHttps: options.mode.kind === 'hosted' && (options.accounts?.alwaysSecure ?? false),
    allowedHosts: options.mode.kind === 'local' ? (options.allowedHosts ?? []) : null,
  });
  // A hosted server names no path on its disk in any answer; a local one names the save's file.
  const workers = new ChangeWorkers(options.untrustedJobMs);
  const saves =
    options.mode.kind === 'hosted'
      ? new SaveRegistry(options.openSaves ?? 32, () => 'Your save', workers, true)
      : new SaveRegistry(1, (path) => basename(path), workers, true);
  const limits = options.mode.kind === 'hosted' ? { ...DEFAULT_HOSTED_LIMITS, ...options.limits } : null;
  const events = new EventBus();
  const session: Session = {
    players: new Players(options.mode),
    saves,
    limits: new Limits(limits),
    newGameSeed: () => options.seed ?? randomInt(1, 2 ** 31 - 1),
    events,
  };
  // A hosted server keeps accounts in its own database beside the players' folders.
  const gate = options.mode.kind === 'hosted' ? accountGate(options.mode.usersDir, options, corsOrigins, events) : null;
  const onInternalError =
    options.onInternalError ?? ((error: unknown) => console.error('dynasty serve: internal error:', error));
  const play =
    gate && options.mode.kind === 'hosted'
      ? leaguePlay(app, gate, session, options.mode.usersDir, options, onInternalError)
      : null;

  app.decorateRequest('userId', null);
  app.decorateRequest('entry', null);
  app.decorateRequest('leagueSeat', null);
  // Requests are read by the contract's one check (src/shared/contract/check.ts), as the static build's worker reads
  // them: codecs applied, refusals worded alike.
  app.setValidatorCompiler(({ schema, httpPart }) => partReader(schema, httpPart as RequestPart));
  // Answers are written with their schemas (answerWriter.ts). An answer its schema cannot write is a defect reported
  // as one, and sent as it is rather than refused: the player keeps his page.
  app.setSerializerCompiler(({ schema }) => {
    const write = answerWriter(schema as object);
    return (answer) => {
      try {
        return write(answer);
      } catch (error) {
        onInternalError(error);
        return JSON.stringify(answer);
      }
    };
  });
  app.setErrorHandler((error, request, reply) => {
    const answer = httpError(error);
    if (answer.internal) onInternalError(error);
    const body = request.userId ? { ...answer.body, user_id: request.userId } : answer.body;
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Game pages change with every simulated week: never cached, but for a tagged answer (answerTags.ts), which the
    // browser keeps and asks again with its tag every time.
    if (request.url.startsWith('/api/'))
      reply.header('Cache-Control', reply.hasHeader('ETag') ? 'no-cache' : 'no-store');
    // A session whose expiry this request moved on: its cookie lasts as long again.
    if (gate?.isOpen) gate.renewCookie(request, reply);
    return jsonErrorBody(request, reply, payload);
  });
  const liveClock = options.live?.clock ?? SYSTEM_CLOCK;
  const headToHead = new HeadToHeadHost(
    events,
    liveClock,
    options.live?.playClockSeconds ?? DEFAULT_PLAY_CLOCK_SECONDS,
    saves,
    onInternalError,
    (path) => play?.game.isLeagueSave(path) ?? false,
  );
  // Before the server waits for the requests still running: a job in a worker thread is stopped, not awaited; the
  // event streams (which never end by themselves) are ended and the play clocks stopped.
  app.addHook('preClose', async () => {
    events.endAll();
    headToHead.stop();
    await workers.close();
  });
  app.addHook('onClose', async () => {
    await saves.close();
    gate?.close();
  });

  // JSON pages and the web app's scripts shrink five- to tenfold (gzip or brotli, whichever the client accepts).
  void app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: SYNC_COMPRESS_LIMIT,
    zlibOptions: { level: GZIP_LEVEL },
  });

  if (corsOrigins !== false && corsOrigins.length > 0) {
    void app.register(fastifyCors, {
      origin: [...corsOrigins],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', 'X-User-ID', 'X-CSRF-Token', PROGRAM_HEADER, LEAGUE_HEADER, STREAM_HEADER],
    });
  }

  // Before any route: the OpenAPI document collects them as they register.
  registerApiDocument(app);
  if (limits) {
    registerRateLimit(app, limits);
    registerWorkAtOnce(app, limits);
  }
  registerSaveImport(app, limits?.importMaxBytes ?? LOCAL_IMPORT_MAX_BYTES);
  // The game's calls are registered once the plugins above have loaded (compression and the rate limit hook
  // routes as they are added), in a child scope that inherits the error handler and hooks.
  void app.register(async (calls) => {
    // Each call with its entry's schemas; a call with its own body limit states it, the others keep the server's
    // (and the save import's parser its own).
    const routes: Routes = {
      add: (entry, handler) => {
        const bodyLimit = LARGE_BODY_LIMITS[entry.path];
        // The main pages answer 304 to a browser whose copy is still the save's (answerTags.ts).
        const served = async (request: AnyRequest, reply: FastifyReply) =>
          (await answeredUnchanged(session, request, reply)) ? reply : handler(request);
        serveCall(calls, entry, served, bodyLimit === undefined ? {} : { bodyLimit });
      },
    };
    // An online league's game call is bound to its coach's own program before it runs.
    if (play) registerLeagueSeats(calls, () => ({ leagues: play.gate.leagues, game: play.game, turns: play.turns }));
    registerGameRoutes(routes, session, options.siteLinks ?? siteLinksFromEnv(process.env));
    registerSaveExportRoute(calls, session);
    registerLeagueExportRoute(calls, session);
    registerLogos(calls);
    registerAccountRoutes(calls, gate);
    registerLeagueRoutes(calls, play);
    registerApiReference(calls);
    registerLiveRoutes(calls, session, {
      bus: events,
      host: headToHead,
      clock: liveClock,
      limits: { ...DEFAULT_STREAM_LIMITS, ...options.live?.streams },
      accountOf: (request) => gate?.signedIn(request as unknown as FastifyRequest)?.account.id ?? null,
      renewedCookie: (request) => gate?.renewedCookie(request as unknown as FastifyRequest) ?? null,
    });
  });
  registerWebUi(app, options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot);
  return app;
}
