// The answers a server writes with their schemas, recorded as they leave the route: what JSON.stringify would have
// written (the bytes before answers had schemas) and how the answer differs from its call's schema. A test compares
// the bytes the client got with the first, and wants the second empty.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export interface RecordedAnswer {
  /** The call: 'GET /api/rankings'. */
  call: string;
  /** The answer as JSON.stringify writes it. */
  json: string;
  /** Where the answer does not fit its schema: "/rankings/0/poll_score must be number". */
  problems: string[];
}

/** The differences between a value and a schema, one line each ([] when it fits). */
export function schemaProblems(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((e) => `${e.instancePath || '/'} ${e.message}`);
}

/** Records every answer written with a schema (status 200) from now on, in the order they are sent. */
export function recordAnswers(app: FastifyInstance): RecordedAnswer[] {
  const recorded: RecordedAnswer[] = [];
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = (request.routeOptions.schema?.response as Record<number, TSchema> | undefined)?.[200];
    if (reply.statusCode === 200 && schema)
      recorded.push({
        call: `${request.method} ${request.routeOptions.url}`,
        json: JSON.stringify(payload),
        problems: schemaProblems(schema, payload),
      });
    return payload;
  });
  return recorded;
}

/**
 * Checks every answer written with a schema (status 200) from now on: it fits the schema, and the serializer kept
 * every value (a key the schema does not name passes through; one it names wrongly is dropped or changed). Each
 * misfit is one line in the list returned.
 */
export function checkAnswers(app: FastifyInstance): string[] {
  const misfits: string[] = [];
  const written = new WeakMap<FastifyRequest, { call: string; json: string }>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = (request.routeOptions.schema?.response as Record<number, TSchema> | undefined)?.[200];
    if (reply.statusCode !== 200 || !schema) return payload;
    const call = `${request.method} ${request.routeOptions.url}`;
    for (const problem of schemaProblems(schema, payload).slice(0, 5)) misfits.push(`${call}: ${problem}`);
    written.set(request, { call, json: JSON.stringify(payload) });
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const sent = written.get(request);
    if (sent && typeof payload === 'string' && !isDeepStrictEqual(JSON.parse(payload), JSON.parse(sent.json)))
      misfits.push(`${sent.call}: the serializer changed the answer: ${payload.slice(0, 300)}`);
    return payload;
  });
  return misfits;
}
