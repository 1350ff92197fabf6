// The static build (`npm run build:static`, into a folder of its own here) finishes without a warning: a warning
// such as INEFFECTIVE_DYNAMIC_IMPORT says an import does not do what its code means it to.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const out = mkdtempSync(join(tmpdir(), 'dynasty-static-build-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The build's output as read: without the terminal's colours. */
function plain(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes start with ESC
  return text.replace(/\u001B\[[0-9;]*m/g, '');
}

test('the static build prints no warning', () => {
  const build = spawnSync(
    join('node_modules', '.bin', 'vite'),
    ['build', '--config', 'vite.static.config.ts', '--outDir', out, '--emptyOutDir'],
    { encoding: 'utf8', timeout: 600_000 },
  );
  const log = plain(`${build.stdout}${build.stderr}`);
  expect(build.status, log).toBe(0);
  // Rolldown names each warning in brackets ("[INEFFECTIVE_DYNAMIC_IMPORT] ..."), Vite starts its own "(!)". The
  // plugin timings are a report of how long the build took, which depends on the machine, not a warning of the code.
  const warnings = log
    .split('\n')
    .filter((line) => /^\s*(\[[A-Z_]+\]|\(!\))/.test(line) && !line.includes('[PLUGIN_TIMINGS]'));
  expect(warnings).toEqual([]);
  // The build is whole, in the folder asked for: the page, its logos, the service worker naming the worker.
  expect(existsSync(join(out, 'index.html'))).toBe(true);
  expect(existsSync(join(out, 'logos', 'teams', 'Ohio State.svg'))).toBe(true);
  expect(readFileSync(join(out, 'sw.js'), 'utf8')).toMatch(/assets\/worker-[\w-]+\.js/);
});
