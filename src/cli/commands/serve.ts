// dynasty serve: the web UI and its HTTP API.
import type { Command } from 'commander';
import type { ServerMode } from '../../server/users.js';
import { GameError } from '../../store/errors.js';
import type { CliIo } from '../io.js';
import { parseInteger, savePathOf } from '../options.js';
import { resolve } from 'node:path';

interface ServeOptions {
  port: string;
  host: string;
  usersDir?: string;
  seed?: string;
}

export const DEFAULT_PORT = 8000;
export const DEFAULT_HOST = '127.0.0.1';

export function registerServe(program: Command, io: CliIo): void {
  program
    .command('serve')
    .description('serve the web UI and its API (local: one save shared with these commands; hosted: a save per browser)')
    .option('--port <n>', 'port to listen on', String(DEFAULT_PORT))
    .option('--host <address>', 'address to listen on (0.0.0.0 for every interface)', DEFAULT_HOST)
    .option('--users-dir <dir>', 'hosted mode: every browser plays its own save, DIR/{userId}.db')
    .option('--seed <n>', 'seed of new dynasties (default: a fresh random seed each)')
    .action(async (options: ServeOptions, command: Command) => {
      const port = parseInteger(options.port, 'Port');
      if (port < 0 || port > 65535) throw new GameError('bad_input', `Port must be from 0 to 65535, not ${port}.`);
      const globalSave = command.optsWithGlobals<{ save?: string }>().save;
      if (options.usersDir !== undefined && globalSave !== undefined) {
        throw new GameError('bad_input', 'Choose either --save (local mode) or --users-dir (hosted mode), not both.');
      }
      const mode: ServerMode = options.usersDir !== undefined
        ? { kind: 'hosted', usersDir: resolve(options.usersDir) }
        : { kind: 'local', savePath: savePathOf(command) };
      // Loaded here, not at the top: Fastify and the routes would slow every other command's start.
      const { buildApp } = await import('../../server/app.js');
      const app = buildApp({ mode, seed: options.seed === undefined ? undefined : parseInteger(options.seed, 'Seed') });
      await app.listen({ port, host: options.host });
      const address = app.server.address();
      const shownHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
      const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${typeof address === 'object' && address ? address.port : port}/`;
      io.out(`CFB Dynasty is running at ${url}`);
      io.out(mode.kind === 'local' ? `Local mode: save ${mode.savePath}` : `Hosted mode: one save per browser in ${mode.usersDir}`);
      io.out('Press Ctrl+C to stop.');
      const stop = (): void => {
        void app.close().finally(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
