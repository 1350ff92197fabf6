// Import circles between the source files: each is gone, or explained in one line where it stands: the import that
// closes it has the line "// Import circle: why" just above it. Type-only and lazy (`await import`) imports count, as
// a reader follows them too. Circles in files other engineers are rewriting now are explained in the list below.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');

/** Imports that close a circle, explained here rather than at the import: their files are being rewritten. */
const EXPLAINED_HERE: readonly { from: string; to: string; why: string }[] = [
  {
    from: 'server/leagues/leagueGame.ts',
    to: 'server/accounts/gate.ts',
    why: "the account gate opens the leagues, and a league's game is handed the gate (a type only)",
  },
];

const MARK = /^\s*\/\/ Import circle: \S/;

interface Edge {
  from: string;
  to: string;
  explained: boolean;
}

const FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
);

/** The source file an import names, if it is one of ours. */
function resolved(from: string, specifier: string): string | undefined {
  const path = relative(SRC, resolve(SRC, dirname(from), specifier)).replace(/\.(js|ts|tsx)$/, '');
  return [`${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((file) => FILES.includes(file));
}

/** Every relative import of a file (static, type-only, re-exports and `import()`), each marked if explained. */
function importsOf(file: string): Edge[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const lines = text.split('\n');
  const edges: Edge[] = [];
  const statement = /(^|\n)[ \t]*(?:(?:import|export)\b[^;'"]*?\bfrom|import)\s*'(\.{1,2}\/[^']+)'/g;
  const lazy = /import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;
  const found = [
    ...[...text.matchAll(statement)].map((m) => ({ at: m.index + m[1].length, specifier: m[2] })),
    ...[...text.matchAll(lazy)].map((m) => ({ at: m.index, specifier: m[1] })),
  ];
  for (const { at, specifier } of found) {
    const to = resolved(file, specifier);
    if (!to) continue;
    const line = text.slice(0, at).split('\n').length - 1;
    const listed = EXPLAINED_HERE.some((e) => e.from === file && e.to === to);
    edges.push({ from: file, to, explained: listed || MARK.test(lines[line - 1] ?? '') });
  }
  return edges;
}

/** The groups of files that import each other round a circle (Tarjan's strongly connected components). */
function circles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (next.get(file) ?? []).includes(file)) groups.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return groups;
}

const EDGES = FILES.flatMap(importsOf);

describe('import circles', () => {
  it('are gone, or each passes through an import explained where it stands', () => {
    expect(circles(EDGES.filter((e) => !e.explained))).toEqual([]);
  });

  it('explains only imports that close a circle', () => {
    const groupOf = new Map(circles(EDGES).flatMap((group, i) => group.map((file) => [file, i] as const)));
    const needless = EDGES.filter(
      (e) => e.explained && (!groupOf.has(e.from) || groupOf.get(e.from) !== groupOf.get(e.to)),
    );
    expect(needless.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
    for (const { from, to } of EXPLAINED_HERE) expect(EDGES).toContainEqual({ from, to, explained: true });
  });

  it('finds the circles of a graph, through type-only and lazy imports too', () => {
    const edge = (from: string, to: string): Edge => ({ from, to, explained: false });
    expect(circles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts'), edge('c.ts', 'd.ts')])).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
    ]);
    // A play's step takes the game's state as a type only.
    expect(EDGES).toContainEqual({ from: 'core/sim/clock.ts', to: 'core/sim/state.ts', explained: true });
    // A lazy import is an edge too: the terminal game is loaded by its command when it runs.
    expect(EDGES).toContainEqual({ from: 'cli/commands/play.ts', to: 'cli/play/launch.tsx', explained: false });
  });
});
