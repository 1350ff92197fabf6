// `npm test`: the format and lint check (Biome), the type check, the unit and integration tests (vitest), then
// the browser tests (Playwright), in that order, each with its own output; at the end, how long the whole run took.
// Stops at the first step that fails and exits with its status, so CI (.ci/run) sees the failure.
import { spawnSync } from 'node:child_process';

const steps = [
  // Formatting and lint first: the quickest step, and the one a branch most often forgets (docs/architecture.md).
  ['lint', 'npm', ['run', 'lint']],
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
