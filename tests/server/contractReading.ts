// A call's request read through its entry in the API contract, as the server and the static worker read it: the
// parts a route receives, or the 400's message.
import { partReader, type RequestPart } from '../../src/shared/contract/check.js';
import type { RouteEntry } from '../../src/shared/contract/entry.js';
import { ROUTES, type RouteMap } from '../../src/shared/contract/routes.js';

export interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

const PARTS: [keyof RequestParts, RequestPart][] = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
];

/** The request as the entry reads it, or the refusal's message. */
export function readThrough(entry: RouteEntry, parts: Partial<RequestParts>): RequestParts | string {
  const read: RequestParts = { params: {}, query: {}, body: undefined, ...parts };
  for (const [key, part] of PARTS) {
    const schema = entry[key];
    if (!schema) continue;
    const reading = partReader(schema, part)(read[key]);
    if ('error' in reading) return reading.error.message;
    read[key] = reading.value;
  }
  return read;
}

/** What the route of this call receives, or the 400's message. */
export function routed(key: keyof RouteMap, parts: Partial<RequestParts>): RequestParts | string {
  return readThrough(ROUTES[key], parts);
}

/** The 400's message for this body, or null when the call takes it. */
export function bodyProblem(entry: RouteEntry, body: unknown): string | null {
  const read = readThrough(entry, { body });
  return typeof read === 'string' ? read : null;
}
