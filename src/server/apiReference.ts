// The API published from its contract: GET /api/openapi.json, the OpenAPI 3.1 document @fastify/swagger builds from
// every route's schemas (src/shared/contract), and /reference/, a page to browse it (Swagger UI, served from the
// package's own files: it works with no network). API.md is the part a person writes; this is the rest.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { serveHttpCall } from './contract.js';

/** Where the browsable reference is served. */
export const REFERENCE_PATH = '/reference';

/** Collects the routes as they register: call before any route is added. */
export function registerApiDocument(app: FastifyInstance): void {
  void app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CFB Dynasty API',
        version: '1',
        description:
          'Every call of `dynasty serve`, from its API contract. The concepts, the errors and the limits are in '
          + 'src/server/API.md.',
      },
    },
  });
}

/** GET /api/openapi.json and the reference page. */
export function registerApiReference(app: FastifyInstance): void {
  // @fastify/swagger types its document for OpenAPI 2 or 3; ours is 3.1 (the plugin's options above).
  serveHttpCall(app, 'GET /api/openapi.json', () => app.swagger() as { openapi: '3.1.0' });
  void app.register(fastifySwaggerUi, {
    routePrefix: REFERENCE_PATH,
    // The page reads the same document the API serves.
    uiConfig: { url: '/api/openapi.json', deepLinking: true },
    staticCSP: true,
  });
}
