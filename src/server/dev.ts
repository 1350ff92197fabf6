// `npm run dev`: the API server restarted on every source change (tsx watch) and the Vite dev server with hot
// reload, side by side. Vite proxies /api and /logos to the API on port 8000 (vite.config.ts).
// Extra arguments go to `dynasty serve` (e.g. `npm run dev -- --users-dir saves/users`).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from './app.js';

const bin = (name: string): string => join(PROJECT_ROOT, 'node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(
    bin('tsx'),
    [
      'watch',
      '--clear-screen=false',
      join(PROJECT_ROOT, 'src', 'cli', 'main.ts'),
      'serve',
      '--port',
      '8000',
      // The Vite dev server's pages call the API: trusted here only.
      '--dev-origins',
      ...process.argv.slice(2),
    ],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    },
  ),
  spawn(bin('vite'), [], { cwd: PROJECT_ROOT, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
