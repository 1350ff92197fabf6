// dynasty serve: the web UI and its HTTP API.
import type { Command } from 'commander';
import { DEFAULT_ACCOUNT_LIMITS } from '../../server/accounts/accountTuning.js';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimitSettings } from '../../server/connectionLimits.js';
import { DEFAULT_HOSTED_LIMITS, type HostedLimitSettings } from '../../server/limits.js';
import { MB } from '../../server/limitsTuning.js';
import type { ServerMode } from '../../server/users.js';
import { GameError } from '../../store/errors.js';
import type { CliIo } from '../io.js';
import { parseInteger, savePathOf } from '../options.js';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

interface ServeOptions {
  port: string;
  host: string;
  allowedHost: string[];
  usersDir?: string;
  secureCookies?: boolean;
  seed?: string;
  maxSaves: string;
  newGamesPerHour: string;
  quotaMb: string;
  importMaxMb: string;
  changesPerMinute: string;
  readsPerMinute: string;
  readsAtOnce: string;
  changesAtOnce: string;
  requestTimeout: string;
  maxConnections: string;
  maxConnectionsPerAddress: string;
  addressMaxSaves: string;
  addressNewGamesPerHour: string;
  addressQuotaMb: string;
  trustProxy?: string;
  signUpsPerHour: string;
  devOrigins?: boolean;
}

const positive = (value: string, what: string): number => {
  const n = parseInteger(value, what);
  if (n < 1) throw new GameError('bad_input', `${what} must be at least 1, not ${n}.`);
  return n;
};

/** The hosted limits from their options: each a whole number of at least 1. */
function limitsOf(options: ServeOptions): HostedLimitSettings {
  return {
    maxSaves: positive(options.maxSaves, '--max-saves'),
    newGamesPerHour: positive(options.newGamesPerHour, '--new-games-per-hour'),
    quotaBytes: positive(options.quotaMb, '--quota-mb') * MB,
    importMaxBytes: positive(options.importMaxMb, '--import-max-mb') * MB,
    changesPerMinute: positive(options.changesPerMinute, '--changes-per-minute'),
    readsPerMinute: positive(options.readsPerMinute, '--reads-per-minute'),
    readsAtOnce: positive(options.readsAtOnce, '--reads-at-once'),
    changesAtOnce: positive(options.changesAtOnce, '--changes-at-once'),
    addressMaxSaves: positive(options.addressMaxSaves, '--address-max-saves'),
    addressNewGamesPerHour: positive(options.addressNewGamesPerHour, '--address-new-games-per-hour'),
    addressQuotaBytes: positive(options.addressQuotaMb, '--address-quota-mb') * MB,
  };
}

/** The time a whole request may take to arrive and the cap on open connections (both modes). */
function connectionsOf(options: ServeOptions): Partial<ConnectionLimitSettings> {
  return {
    requestTimeoutMs: positive(options.requestTimeout, '--request-timeout') * 1000,
    maxConnections: positive(options.maxConnections, '--max-connections'),
    maxConnectionsPerAddress: positive(options.maxConnectionsPerAddress, '--max-connections-per-address'),
  };
}

/**
 * The clock of the online leagues (deadlines, invitations, sessions): the machine's, or, where DYNASTY_LEAGUE_CLOCK_FILE
 * names a file, the machine's plus the milliseconds the file holds (the browser tests move a deadline past this way,
 * without waiting hours). A missing or unreadable file adds nothing.
 */
export function leagueClockOf(file: string | undefined): (() => number) | undefined {
  if (!file) return undefined;
  return () => {
    try {
      const ahead = Number(readFileSync(file, 'utf8').trim());
      return Date.now() + (Number.isFinite(ahead) ? ahead : 0);
    } catch {
      return Date.now();
    }
  };
}

/** Wildcard addresses: the server listens on every interface, and a browser names none of them. */
const EVERY_INTERFACE = ['0.0.0.0', '::', '[::]'];

/**
 * The names a local server answers at besides the loopback names and the address a request reached (siteGuard.ts):
 * --host when it is a name, and every --allowed-host.
 */
function allowedHostsOf(options: ServeOptions): string[] {
  for (const name of options.allowedHost) {
    if (name.trim() === '' || /[/?#@\\\s]/.test(name))
      throw new GameError('bad_input', `--allowed-host takes a host name (NAME or NAME:PORT), not "${name}".`);
  }
  const host = EVERY_INTERFACE.includes(options.host)
    ? []
    : [options.host.includes(':') && !options.host.startsWith('[') ? `[${options.host}]` : options.host];
  return [...host, ...options.allowedHost];
}

export const DEFAULT_PORT = 8000;
export const DEFAULT_HOST = '127.0.0.1';

export function registerServe(program: Command, io: CliIo): void {
  program
    .command('serve')
    .description(
      'serve the web UI and its API (local: one save shared with these commands; hosted: a save per browser)',
    )
    .option('--port <n>', 'port to listen on', String(DEFAULT_PORT))
    .option('--host <address>', 'address to listen on (0.0.0.0 for every interface)', DEFAULT_HOST)
    .option(
      '--allowed-host <name>',
      'local: another name the browser may reach the server by (NAME or NAME:PORT; repeat for more)',
      (name: string, names: string[]) => [...names, name],
      [],
    )
    .option('--users-dir <dir>', 'hosted mode: every browser plays its own saves, in DIR/{userId}/')
    .option('--seed <n>', 'seed of new dynasties (default: a fresh random seed each)')
    .option('--max-saves <n>', 'hosted: saves each player may keep', String(DEFAULT_HOSTED_LIMITS.maxSaves))
    .option(
      '--new-games-per-hour <n>',
      'hosted: new games (and imports) per player per hour',
      String(DEFAULT_HOSTED_LIMITS.newGamesPerHour),
    )
    .option(
      '--quota-mb <n>',
      "hosted: disk each player's saves may take, in MB",
      String(DEFAULT_HOSTED_LIMITS.quotaBytes / MB),
    )
    .option(
      '--import-max-mb <n>',
      'hosted: largest save file that may be imported, in MB',
      String(DEFAULT_HOSTED_LIMITS.importMaxBytes / MB),
    )
    .option(
      '--changes-per-minute <n>',
      'hosted: calls that change a game per client address per minute',
      String(DEFAULT_HOSTED_LIMITS.changesPerMinute),
    )
    .option(
      '--reads-per-minute <n>',
      'hosted: calls of pages that only read per client address per minute',
      String(DEFAULT_HOSTED_LIMITS.readsPerMinute),
    )
    .option(
      '--reads-at-once <n>',
      'hosted: pages one client address may have built or waiting at once',
      String(DEFAULT_HOSTED_LIMITS.readsAtOnce),
    )
    .option(
      '--changes-at-once <n>',
      'hosted: changes one client address may have running or queued at once',
      String(DEFAULT_HOSTED_LIMITS.changesAtOnce),
    )
    .option(
      '--request-timeout <seconds>',
      'a request (a save upload too) must arrive whole within this',
      String(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs / 1000),
    )
    .option(
      '--max-connections <n>',
      'open connections at once; more are closed until some end',
      String(DEFAULT_CONNECTION_LIMITS.maxConnections),
    )
    .option(
      '--max-connections-per-address <n>',
      'open connections at once from one client address (not behind --trust-proxy)',
      String(DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress),
    )
    .option(
      '--address-max-saves <n>',
      'hosted: saves the players of one client address may keep',
      String(DEFAULT_HOSTED_LIMITS.addressMaxSaves),
    )
    .option(
      '--address-new-games-per-hour <n>',
      'hosted: new games (and imports) per client address per hour',
      String(DEFAULT_HOSTED_LIMITS.addressNewGamesPerHour),
    )
    .option(
      '--address-quota-mb <n>',
      'hosted: disk the saves made from one client address may take, in MB',
      String(DEFAULT_HOSTED_LIMITS.addressQuotaBytes / MB),
    )
    .option(
      '--trust-proxy <addresses>',
      "the reverse proxy's addresses or CIDR ranges (comma-separated, or loopback): only its X-Forwarded-For names the client",
    )
    .option(
      '--sign-ups-per-hour <n>',
      'hosted: new accounts made from one client address per hour',
      String(DEFAULT_ACCOUNT_LIMITS.signUpsPerAddressPerHour),
    )
    .option(
      '--dev-origins',
      "trust the Vite dev server's pages (http://localhost:517x) to call the API: for `npm run dev` only",
    )
    .option(
      '--secure-cookies',
      "hosted: mark the accounts' cookies Secure even where the proxy sends no X-Forwarded-Proto",
    )
    .action(async (options: ServeOptions, command: Command) => {
      const port = parseInteger(options.port, 'Port');
      if (port < 0 || port > 65535) throw new GameError('bad_input', `Port must be from 0 to 65535, not ${port}.`);
      const globalSave = command.optsWithGlobals<{ save?: string }>().save;
      if (options.usersDir !== undefined && globalSave !== undefined) {
        throw new GameError('bad_input', 'Choose either --save (local mode) or --users-dir (hosted mode), not both.');
      }
      const mode: ServerMode =
        options.usersDir !== undefined
          ? { kind: 'hosted', usersDir: resolve(options.usersDir) }
          : { kind: 'local', savePath: savePathOf(command) };
      // Loaded here, not at the top: Fastify and the routes would slow every other command's start.
      const { buildApp, DEV_ORIGINS } = await import('../../server/app.js');
      const limits = limitsOf(options);
      const connections = connectionsOf(options);
      const app = buildApp({
        mode,
        limits,
        connections,
        trustProxy: options.trustProxy,
        allowedHosts: allowedHostsOf(options),
        corsOrigins: options.devOrigins === true ? DEV_ORIGINS : false,
        accounts: {
          alwaysSecure: options.secureCookies === true,
          limits: { signUpsPerAddressPerHour: positive(options.signUpsPerHour, '--sign-ups-per-hour') },
        },
        seed: options.seed === undefined ? undefined : parseInteger(options.seed, 'Seed'),
        clock: leagueClockOf(process.env.DYNASTY_LEAGUE_CLOCK_FILE),
      });
      await app.listen({ port, host: options.host });
      const address = app.server.address();
      const shownHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
      const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${typeof address === 'object' && address ? address.port : port}/`;
      io.out(`CFB Dynasty is running at ${url}`);
      io.out(
        mode.kind === 'local'
          ? existsSync(mode.savePath)
            ? `Local mode: save ${mode.savePath}`
            : `Local mode: no save yet (New Game saves in ${dirname(mode.savePath)})`
          : `Hosted mode: a folder of saves per browser in ${mode.usersDir}; per player: ${limits.maxSaves} saves, ${limits.newGamesPerHour} new games an hour, ${options.quotaMb} MB; per address: ${limits.addressMaxSaves} saves, ${limits.addressNewGamesPerHour} new games an hour, ${options.addressQuotaMb} MB, ${limits.changesPerMinute} changes and ${limits.readsPerMinute} pages a minute${options.trustProxy ? `; client addresses forwarded by ${options.trustProxy}` : ''}`,
      );
      io.out('Press Ctrl+C to stop.');
      const stop = (): void => {
        void app.close().finally(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
