// `npm test`: the format and lint check (Biome), the dead-code check (knip), the type check, the unit and integration
// tests (vitest), a part of them again under Node 24 and Node 22, the calibration step, then the browser tests
// (Playwright), in that order, each with its own output; at the end, how long the whole run took.
// Stops at the first step that fails and exits with its status, so CI (.ci/run) sees the failure.
// On a fresh clone it first installs the project (npm ci) and, as root on Debian, Debian's Chromium for the browser
// tests, as .ci/run does; without them it says in one line what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { otherNodeEnvironment } from './otherNodes.mjs';

/** Runs a command with its output shown; stops the whole run, saying which step, when it fails. */
function mustRun(name, command, args, env = process.env) {
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`npm test: ${name} failed (exit ${run.status ?? 1})`);
    process.exit(run.status ?? 1);
  }
}

if (!existsSync('node_modules/.bin/vitest')) {
  console.log('npm test: installing the project first (npm ci)...');
  mustRun('install', 'npm', ['ci', '--no-audit', '--no-fund']);
}

const chromium = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const canInstall = !process.env.E2E_CHROMIUM && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log("npm test: installing Debian's chromium for the browser tests...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    mustRun('installing chromium', 'apt-get', ['update', '-qq'], env);
    mustRun('installing chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], env);
  }
  if (!existsSync(chromium)) {
    console.error(
      `npm test: the browser tests need Chromium at ${chromium}: install Debian's (apt-get install chromium) or set E2E_CHROMIUM to a Chromium binary.`,
    );
    process.exit(1);
  }
}

/**
 * The tests run again under Node 24 (the active LTS) and Node 22, each taken from the npm registry into a cache with
 * better-sqlite3 built for it (scripts/otherNodes.mjs): those of what depends on the Node more than on the game. The
 * command as a player starts it (bin/dynasty) and every command that simulates through it, the seeded game's hashes
 * (the same game on every Node), the native save, damaged and killed, the server and its change worker threads, the
 * batch's worker processes and the terminal game; under Node 22, to keep within CI's time, the launcher, the seeded
 * game, the server and the terminal.
 */
const NODE_24 = '24.22.3';
const NODE_24_TESTS = [
  'tests/cli/bin.test.ts',
  'tests/cli/codeCache.test.ts',
  'tests/store/seededGame.test.ts',
  'tests/store/engines.test.ts',
  'tests/store/crash.test.ts',
  'tests/saves/race.test.ts',
  'tests/saves/damagedFiles.test.ts',
  'tests/saves/serveStartLine.test.ts',
  'tests/saves/serveFollowsTerminal.test.ts',
  'tests/server/static.test.ts',
  'tests/server/changeWorker.test.ts',
  'tests/server/localMode.test.ts',
  'tests/server/dynasty.test.ts',
  'tests/workbench/batch.test.ts',
  'tests/cli/gameCoach.test.ts',
  'tests/cli/play-season.test.tsx',
  'tests/cli/play-coachGame.test.tsx',
  'tests/cli/play-terminal.test.ts',
];
const NODE_22 = '22.23.5';
const NODE_22_TESTS = [
  'tests/cli/bin.test.ts',
  'tests/cli/codeCache.test.ts',
  'tests/store/seededGame.test.ts',
  'tests/server/static.test.ts',
  'tests/server/changeWorker.test.ts',
  'tests/cli/play-terminal.test.ts',
];

const node24 = () => otherNodeEnvironment(NODE_24);

/** Each step: its name, its command and arguments, and the environment it runs in (made when the step comes). */
const steps = [
  // Formatting and lint first: the quickest step, and the one a branch most often forgets (docs/architecture.md).
  ['lint', 'npm', ['run', 'lint']],
  // Files, exports and dependencies nothing uses (knip.jsonc).
  ['dead code', 'knip', ['--no-progress']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // npm puts node_modules/.bin on the PATH of its scripts.
  ['vitest', 'vitest', ['run']],
  [`vitest on Node ${NODE_24}`, 'vitest', ['run', ...NODE_24_TESTS], node24],
  [`vitest on Node ${NODE_22}`, 'vitest', ['run', ...NODE_22_TESTS], () => otherNodeEnvironment(NODE_22)],
  // The realism checks on held-out seeds, apart from the unit tests (docs/calibration.md, "The calibration step").
  ['calibration', 'vitest', ['run', '--config', 'vitest.calibration.config.ts']],
  ['playwright', 'playwright', ['test']],
  // The static build made by Node 24 (the browser tests above build the web game with the installing Node), then
  // played from a plain file server, no game server (docs/static.md).
  [
    `static build on Node ${NODE_24}`,
    'vite',
    ['build', '--config', 'vite.static.config.ts', '--logLevel', 'warn'],
    node24,
  ],
  ['playwright static', 'playwright', ['test', '--config', 'playwright.static.config.ts']],
];

const started = Date.now();
let status = 0;
for (const [name, command, args, environment] of steps) {
  let env;
  try {
    env = environment?.();
  } catch (error) {
    console.error(`npm test: ${name}: could not prepare that Node: ${error.message.split('\n')[0]}`);
    status = 1;
    break;
  }
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  status = run.status ?? 1;
  if (status !== 0) {
    console.error(`npm test: ${name} failed (exit ${status})`);
    break;
  }
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`npm test: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(status);
