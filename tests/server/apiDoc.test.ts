// API.md's tables name every call of the API contract (src/shared/contract), and no call the contract lacks: the
// contract is the one description, the document follows it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/shared/contract/routes.js';

const API_MD = readFileSync(new URL('../../src/server/API.md', import.meta.url), 'utf8');

/** 'GET /api/sim/:week' as API.md writes it: 'GET /api/sim/{week}' (no trailing slash). */
function documentedKey(method: string, path: string): string {
  return `${method} ${path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`;
}

/**
 * The calls API.md's tables name. A row's first cell names one call ("GET /api/player/{id}/") or several sharing a
 * method: full paths ("/api/stats/team/, /api/stats/individual/") or the first one's path with its last segments
 * replaced ("/api/recruiting/scout/, /contact/, /offer/"; "/api/recruiting/board/add/, /board/remove/").
 */
function documentedCalls(markdown: string): Set<string> {
  const calls = new Set<string>();
  for (const row of markdown.matchAll(/^\| (GET|POST) ([^|]+)\|/gm)) {
    const method = row[1];
    const paths = row[2].split(',').map((p) => p.replace(/`|\(.*\)/g, '').trim());
    const first = paths[0].split('/').filter(Boolean);
    for (const path of paths) {
      if (!path.startsWith('/')) continue;
      const tail = path.split('/').filter(Boolean);
      const full = path.startsWith('/api/') ? path : `/${[...first.slice(0, -tail.length), ...tail].join('/')}`;
      calls.add(`${method} ${full.replace(/\/$/, '')}`);
    }
  }
  return calls;
}

describe('API.md and the contract', () => {
  it('names every call of the contract, and no other', () => {
    const documented = documentedCalls(API_MD);
    const contract = Object.values(ROUTES).map((entry) => documentedKey(entry.method, entry.path));
    // The logos are files, described in the opening prose rather than the table.
    const inTables = contract.filter((key) => !key.startsWith('GET /logos/'));
    for (const key of contract.filter((k) => k.startsWith('GET /logos/')))
      expect(API_MD).toContain(key.slice(4).replace(/\{file\}$/, ''));
    expect(inTables.filter((key) => !documented.has(key))).toEqual([]);
    expect([...documented].filter((key) => !contract.includes(key))).toEqual([]);
  });

  it('links the reference generated from the contract, and keeps no generated examples', () => {
    expect(API_MD).toContain('GET /api/openapi.json');
    expect(API_MD).toContain('`/reference/`');
    expect(API_MD).not.toMatch(/^### (GET|POST) \//m);
  });

  it('reads a row of several calls as each of them', () => {
    const calls = documentedCalls(
      '| POST /api/recruiting/scout/, /contact/ | x | y |\n| GET /api/a/{id}/, /api/b/ | x | y |\n| POST /api/r/b/add/, /b/remove/ |',
    );
    expect([...calls].sort()).toEqual([
      'GET /api/a/{id}',
      'GET /api/b',
      'POST /api/r/b/add',
      'POST /api/r/b/remove',
      'POST /api/recruiting/contact',
      'POST /api/recruiting/scout',
    ]);
  });
});
