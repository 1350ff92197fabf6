// GET /api/site: the footer's links as the server's configuration gives them (DYNASTY_REPO_URL,
// DYNASTY_AUTHOR_URL), null when unset or not an http(s) address.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteLinksFromEnv } from '../../src/server/siteLinks.js';
import { Client, startServer, type Running } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'site-links-'));
const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('site links', () => {
  it('reads the repository and author addresses from the environment, refusing what is not http(s)', () => {
    expect(
      siteLinksFromEnv({
        DYNASTY_REPO_URL: ' https://example.org/dynasty ',
        DYNASTY_AUTHOR_URL: 'http://example.org/me',
      }),
    ).toEqual({
      repo_url: 'https://example.org/dynasty',
      author_url: 'http://example.org/me',
    });
    expect(siteLinksFromEnv({})).toEqual({ repo_url: null, author_url: null });
    expect(siteLinksFromEnv({ DYNASTY_REPO_URL: 'javascript:alert(1)', DYNASTY_AUTHOR_URL: 'not a url' })).toEqual({
      repo_url: null,
      author_url: null,
    });
  });

  it('GET /api/site answers the configured links, and nulls without configuration', async () => {
    const configured = await startServer({
      mode: { kind: 'hosted', usersDir: join(dir, 'a') },
      siteLinks: { repo_url: 'https://example.org/r', author_url: null },
    });
    const bare = await startServer({
      mode: { kind: 'hosted', usersDir: join(dir, 'b') },
      siteLinks: siteLinksFromEnv({}),
    });
    running.push(configured, bare);
    const a = await new Client(configured.base).get('/api/site/');
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ repo_url: 'https://example.org/r', author_url: null });
    const b = await new Client(bare.base).get('/api/site');
    expect(b.body).toEqual({ repo_url: null, author_url: null });
  });
});
