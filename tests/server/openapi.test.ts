// The API published from its contract: GET /api/openapi.json is a valid OpenAPI 3.1 document that names every call
// of the contract with its schemas, and /reference/ browses it from the server's own files (no network).
import { Validator } from '@seriousme/openapi-schema-validator';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/shared/contract/routes.js';
import type { RouteEntry } from '../../src/shared/contract/entry.js';
import { Client, startServer, type Running } from './helpers.js';

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** '/api/sim/:week' as OpenAPI writes it: '/api/sim/{week}'. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let server: Running;
  let dir: string;
  let client: Client;
  let document: Document;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dynasty-openapi-'));
    server = await startServer({ mode: { kind: 'local', savePath: join(dir, 'dynasty.db') } });
    client = new Client(server.base);
    const answer = await client.get<Document>('/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every call of the contract with its parameters, body and answer', () => {
    for (const entry of Object.values(ROUTES) as RouteEntry[]) {
      const operation = document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];
      const key = `${entry.method} ${entry.path}`;
      expect(operation, key).toBeDefined();
      expect(operation.summary, key).toBe(entry.summary);
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath.sort(), key).toEqual([...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort());
      expect(operation.requestBody !== undefined, `${key}: a body`).toBe(entry.body !== undefined);
      if (entry.answer) expect(operation.responses['200']?.content?.['application/json'], key).toBeDefined();
    }
  });

  it('is browsed at /reference/ from the server itself', async () => {
    const page = await fetch(`${server.base}/reference/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    // Every script and style the page loads is the server's own.
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, source).not.toMatch(/^(https?:)?\/\//);
      const asset = await fetch(new URL(source, `${server.base}/reference/`));
      expect(asset.status, source).toBe(200);
    }
  });
});
