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

/** The files under src/ a source file imports, by its relative import paths (without their extension). */
function importedFiles(file: string): Set<string> {
  const text = readFileSync(join(SRC, file), 'utf8');
  const targets = new Set<string>();
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    targets.add(relative(SRC, resolve(join(SRC, dirname(file)), match[1])).replace(/\.(js|ts|tsx)$/, ''));
  }
  return targets;
}

/** The project folders (core, store, ...) a source file imports from. */
function importedFolders(file: string): Set<string> {
  return new Set([...importedFiles(file)].map((target) => target.split('/')[0]));
}

function offenders(folder: string, allowed: readonly string[], files = sourcesUnder(folder)): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const target of importedFolders(file)) {
      if (!allowed.includes(target)) found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

/**
 * What of the server the static build's worker hosts: the route table and the routes (router, routes/), their errors
 * and limits, and the saves and change jobs the routes answer through (saveRegistry, session, player, changeJobs,
 * changeWorker), so that every call runs the server's own use case. Nothing else of the server: its HTTP, accounts,
 * leagues and hosting stay out of the browser.
 */
const SERVER_IN_THE_STATIC_WORKER = [
  'server/changeJobs',
  'server/changeWorker',
  'server/errors',
  'server/limits',
  'server/player',
  'server/router',
  'server/routes/index',
  'server/routes/saves',
  'server/saveRegistry',
  'server/session',
];

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
    expect(offenders('cli', ['cli', 'server', 'workbench', 'store', 'core', 'shared'])).toEqual([]);
  });

  it('the balancing workbench stands on the store beside the command line, which calls it', () => {
    expect(offenders('workbench', ['workbench', 'store', 'core', 'shared'])).toEqual([]);
  });

  it("the static build: its page is the web app's, its worker hosts the server's route table on the store", () => {
    const worker = sourcesUnder('static/worker');
    const page = sourcesUnder('static').filter((file) => !worker.includes(file));
    expect(offenders('static', ['static', 'web', 'shared'], page)).toEqual([]);
    expect(offenders('static', ['static', 'server', 'store', 'core', 'shared'], worker)).toEqual([]);
    const server = worker.flatMap((file) =>
      [...importedFiles(file)]
        .filter((target) => target.startsWith('server/') && !SERVER_IN_THE_STATIC_WORKER.includes(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(server).toEqual([]);
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

  it("the server and the static build change a save only in its worker's job, through the use cases", () => {
    // changeJobs.ts runs a job's use cases (runUseJob) and records a new league game's turn; a route, a league's
    // turn or a head-to-head move names a use case to SaveRegistry.change (`saves.change`) and writes nothing itself.
    const writers = [...sourcesUnder('server'), ...sourcesUnder('static')].filter(
      (file) => file !== 'server/changeJobs.ts' && /(?<!\bsaves)\.change\(/.test(readFileSync(join(SRC, file), 'utf8')),
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
