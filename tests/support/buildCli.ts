// vitest global setup: tests spawn the real bin/dynasty, which runs the CLI bundled in dist/node. Bundle it
// from the current sources first (a fraction of a second), so no test runs a stale build.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function buildCli(): void {
  execFileSync('sh', [join(import.meta.dirname, 'build-node.sh')], { stdio: ['ignore', 'inherit', 'inherit'] });
}
