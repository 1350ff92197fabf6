// vitest global setup: tests spawn the real bin/dynasty, which runs the compiled CLI in dist/. Build it first
// when it is missing or older than the sources (a no-op otherwise), so no test runs a stale build.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function buildCli(): void {
  execFileSync('sh', [join(import.meta.dirname, 'build-node.sh')], { stdio: ['ignore', 'inherit', 'inherit'] });
}
