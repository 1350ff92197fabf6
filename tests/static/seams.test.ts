// Every module the static build swaps (BROWSER_SEAMS in vite.static.config.ts) is held by the type checker to the
// module it replaces (src/static/worker/seams.ts): this keeps the two lists the same.
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { expect, test } from 'vitest';

const config = readFileSync('vite.static.config.ts', 'utf8');
const checks = readFileSync('src/static/worker/seams.ts', 'utf8');

function swapped(): [string, string][] {
  const table = /const BROWSER_SEAMS[^{]*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return [...table.matchAll(/'([^']+)':\s*'([^']+)'/g)].map((m) => [m[1], m[2]]);
}

/** The import specifier seams.ts uses for a repo path: relative to src/static/worker, with .js. */
const specifier = (path: string) => {
  const rel = relative('src/static/worker', dirname(path)) || '.';
  return `${rel.startsWith('.') ? rel : `./${rel}`}/${path.split('/').pop()!.replace(/\.ts$/, '.js')}`;
};

test('the static build swaps three modules, each checked against its original', () => {
  const seams = swapped();
  expect(seams.length).toBe(3);
  for (const [original, standIn] of seams) {
    expect(checks, original).toContain(`from '${specifier(original)}'`);
    expect(checks, standIn).toContain(`from '${specifier(standIn)}'`);
  }
  expect([...checks.matchAll(/StandsIn<typeof /g)].length).toBe(seams.length);
});
