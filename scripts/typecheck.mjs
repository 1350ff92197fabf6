// `npm run typecheck`: tsc over each of the project's configurations, in two lanes side by side, each lane stopping
// at its first failure. Each tsc gets a heap of its own size rather than Node's guess from the machine's memory, and
// keeps its incremental state in the system's temporary folder (one folder per checkout), so a second run checks only
// what changed: a cold run takes some 40 s on an idle 2-core machine, a warm one about 12 s.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HEAP_MIB = 1536;
// Balanced by time: the whole tree and the static build are the two long ones.
const LANES = [
  ['tsconfig.json', 'tsconfig.core.json', 'tests/e2e-static/tsconfig.json'],
  ['tsconfig.static.json', 'tsconfig.web.json', 'tests/e2e/tsconfig.json'],
];

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const cache = join(
  tmpdir(),
  'cfb-dynasty-typecheck',
  createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12),
);
let incremental = true;
try {
  mkdirSync(cache, { recursive: true });
} catch {
  incremental = false;
}

/** Runs tsc on one configuration; resolves with its exit status, its output printed whole when it ends. */
function check(config) {
  const args = [`--max-old-space-size=${HEAP_MIB}`, tsc, '-p', config];
  if (incremental)
    args.push('--incremental', '--tsBuildInfoFile', join(cache, `${config.replaceAll('/', '_')}.tsbuildinfo`));
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      // One line a configuration, so a run cut short still shows how far it got.
      if (code === 0) console.log(`typecheck: ${config} passed in ${seconds} s`);
      else console.error(`typecheck: ${config} failed (exit ${code ?? signal}) after ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

async function lane(configs) {
  for (const config of configs) {
    const status = await check(config);
    if (status !== 0) return status;
  }
  return 0;
}

const statuses = await Promise.all(LANES.map(lane));
process.exit(statuses.find((status) => status !== 0) ?? 0);
