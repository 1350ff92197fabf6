// The layers of docs/architecture.md, checked from the sources' imports: dependencies point one way, the web talks to
// the game only through src/shared's types, and a page's view reads without writing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** The project folders (core, store, ...) a source file imports from, by its relative import paths. */
function importedFolders(file: string): Set<string> {
  const text = readFileSync(join(SRC, file), 'utf8');
  const folders = new Set<string>();
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = relative(SRC, resolve(join(SRC, dirname(file)), match[1]));
    folders.add(target.split('/')[0]);
  }
  return folders;
}

function offenders(folder: string, allowed: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of sourcesUnder(folder)) {
    for (const target of importedFolders(file)) {
      if (!allowed.includes(target)) found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

describe('the layers', () => {
  it('core uses nothing of the project but shared plain data', () => {
    expect(offenders('core', ['core', 'shared'])).toEqual([]);
  });

  it('the store uses core and shared only', () => {
    expect(offenders('store', ['store', 'core', 'shared'])).toEqual([]);
  });

  it('shared is a leaf: types, shapes and plain data that import nothing else', () => {
    expect(offenders('shared', ['shared'])).toEqual([]);
  });

  it('the server and the command line stand on the store', () => {
    expect(offenders('server', ['server', 'store', 'core', 'shared'])).toEqual([]);
    expect(offenders('cli', ['cli', 'server', 'store', 'core', 'shared'])).toEqual([]);
  });

  it('the web app reaches the game only through shared', () => {
    expect(offenders('web', ['web', 'shared'])).toEqual([]);
  });

  it("a page's view reads the save and never writes it", () => {
    const writers = sourcesUnder('store/views').filter((file) =>
      /\b(INSERT|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\b|\.change\(/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(writers).toEqual([]);
  });

  it("the server builds a request's pages for its asker (session.ts pageFor), an online league's coach included", () => {
    // The pages built for no request's asker: why each needs none.
    const asked = new Set([
      'server/session.ts', // pageFor itself
      'server/routes/newGame.ts', // a new dynasty's first page, in the player's own saves
      'server/routes/saves.ts', // a save of the player's own, opened
      'server/leagues/leagueGame.ts', // where the league stands, for its page (the week, the stage)
      'server/leagues/turns.ts', // the turn to play (the week, the stage)
      'server/changeJobs.ts', // a stage page that moved the game: never a league coach's (leagueGame.ts refuses it)
      'server/live/headToHead.ts', // its pages built for each side, a league's too (isLeagueSave)
    ]);
    const builders = sourcesUnder('server').filter(
      (file) => !asked.has(file) && /new PageContext\(/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(builders).toEqual([]);
  });
});
