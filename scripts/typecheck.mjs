// `npm run typecheck`: tsc over each of the project's configurations in turn, stopping at the first that fails.
// Node sizes its heap from the machine's memory (a quarter of it: 512 MiB on a 2 GiB machine), and checking the
// whole tree holds about 670 MiB, so each tsc is given a heap of its own size rather than the machine's guess.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const HEAP_MIB = 1536;
const CONFIGS = [
  'tsconfig.core.json',
  'tsconfig.json',
  'tsconfig.web.json',
  'tsconfig.static.json',
  'tests/e2e/tsconfig.json',
  'tests/e2e-static/tsconfig.json',
];

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
for (const config of CONFIGS) {
  const run = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MIB}`, tsc, '-p', config], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error(`typecheck: ${config} failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status ?? 1);
  }
}
