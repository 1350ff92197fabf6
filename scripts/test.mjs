// `npm test`: the format and lint check (Biome), the dead-code check (knip), the type check, the unit and integration
// tests (vitest), then the browser tests (Playwright), in that order, each with its own output; at the end, how long
// the whole run took.
// Stops at the first step that fails and exits with its status, so CI (.ci/run) sees the failure.
// On a fresh clone it first installs the project (npm ci) and, as root on Debian, Debian's Chromium for the browser
// tests, as .ci/run does; without them it says in one line what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

const steps = [
  // Formatting and lint first: the quickest step, and the one a branch most often forgets (docs/architecture.md).
  ['lint', 'npm', ['run', 'lint']],
  // Files, exports and dependencies nothing uses (knip.jsonc).
  ['dead code', 'knip', ['--no-progress']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // npm puts node_modules/.bin on the PATH of its scripts.
  ['vitest', 'vitest', ['run']],
  ['playwright', 'playwright', ['test']],
  // The static build from a plain file server, no game server (docs/static.md).
  ['playwright static', 'playwright', ['test', '--config', 'playwright.static.config.ts']],
];

const started = Date.now();
let status = 0;
for (const [name, command, args] of steps) {
  const run = spawnSync(command, args, { stdio: 'inherit' });
  status = run.status ?? 1;
  if (status !== 0) {
    console.error(`npm test: ${name} failed (exit ${status})`);
    break;
  }
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`npm test: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(status);
