// The real server on a loopback port, and a small client that talks to it like the browser does.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import { saveBytes } from '../helpers/saveContents.js';
import { checkAnswers } from './answerRecorder.js';

export interface Running {
  app: FastifyInstance;
  base: string;
  internalErrors: unknown[];
  close(): Promise<void>;
}

export async function startServer(
  options: AppOptions,
  /** Hooks of the test's own, added before the server loads its routes (they see every call). */
  prepare?: (app: FastifyInstance) => void,
): Promise<Running> {
  const internalErrors: unknown[] = [];
  // Reads as many as a test asks (the read limit itself is tested in serverLimits.test.ts).
  const limits = { readsPerMinute: 1_000_000, ...options.limits };
  const app = buildApp({ webRoot: null, seed: 11, onInternalError: (e) => internalErrors.push(e), ...options, limits });
  const misfits = checkAnswers(app);
  prepare?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('server has no port');
  const close = async (): Promise<void> => {
    await app.close();
    // Every test of a real server checks every answer it got against its call's schema.
    if (misfits.length > 0) throw new Error(`answers that do not fit their schemas:\n${misfits.join('\n')}`);
  };
  return { app, base: `http://127.0.0.1:${address.port}`, internalErrors, close };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A browser: sends its stored user id, stores the one the server hands back. */
export class Client {
  userId: string | null = null;

  constructor(
    readonly base: string,
    /** Keep the id the server hands out (like the web UI does). */
    readonly remember = true,
  ) {}

  async request<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const all: Record<string, string> = { Accept: 'application/json', ...headers };
    if (this.userId && !('X-User-ID' in headers)) all['X-User-ID'] = this.userId;
    if (body !== undefined) all['Content-Type'] = 'application/json';
    const start = Date.now();
    const send = () =>
      fetch(this.base + path, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
    // A kept-alive connection the server closes as idle just as a request goes out on it is reset: a browser sends
    // a GET again on a new connection then, and so does this one (a change is never sent twice).
    const response = await send().catch((error: unknown) => {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (method === 'GET' && code === 'ECONNRESET') return send();
      throw error;
    });
    // SLOW_LOG=1 lists the calls that take long (to see where a suite spends its time).
    if (process.env.SLOW_LOG && Date.now() - start > 200)
      console.error(`slow: ${Date.now() - start} ms ${method} ${path}`);
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (
      this.remember
      && parsed
      && typeof parsed === 'object'
      && !Array.isArray(parsed)
      && typeof (parsed as { user_id?: unknown }).user_id === 'string'
    ) {
      this.userId = (parsed as { user_id: string }).user_id;
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<Answer<T>> {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer<T>> {
    return this.request<T>('POST', path, body, headers);
  }

  /** GET that must succeed. */
  async ok<T = unknown>(path: string): Promise<T> {
    const answer = await this.get<T>(path);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer.body;
  }
}

/** Every file of a folder with its bytes, to prove a request changed nothing (a save: its rows, read with its WAL). */
export function snapshot(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    // A hosted player's saves are a folder of their own: their files are named folder/file.
    if (entry.isDirectory())
      for (const [name, bytes] of snapshot(join(dir, entry.name), `${prefix}${entry.name}/`)) files.set(name, bytes);
    // A save's WAL is read with the save (saveBytes: SQLite folds it into the file when it likes); SQLite's index of
    // a WAL in shared memory, which reads write too, and the note of the server's last check of a save (saveTrust.ts)
    // are not the save's contents.
    else if (!/(-wal|-shm|\.checked)$/.test(entry.name))
      files.set(prefix + entry.name, saveBytes(join(dir, entry.name)).toString('base64'));
  }
  return files;
}

/** Names of the files that differ between two snapshots (empty: nothing changed). */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

/**
 * A call the server must refuse (call makes it): the status, a JSON error matching message, no stack trace or
 * source path in the answer, and no file under dir changed. Returns the error answer.
 */
export async function expectRefused(
  dir: string,
  call: () => Promise<Answer<ErrorResponse>>,
  status: number,
  message: RegExp,
): Promise<ErrorResponse> {
  const before = snapshot(dir);
  const answer = await call();
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  expect(answer.body.error).toMatch(message);
  expect(answer.text).not.toMatch(/\bat \S+ \([^)]*:\d+:\d+\)|\.ts:\d+|node_modules|\/work\//);
  expect(changedFiles(before, snapshot(dir))).toEqual([]);
  return answer.body;
}

/** GET (a body is ignored) or POST with the body. */
export function call<T>(client: Client, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  return method === 'GET' ? client.get<T>(path) : client.post<T>(path, body);
}

export const seg = encodeURIComponent;

/** The call that starts a new dynasty: a four-team playoff of the best four unless told otherwise. */
export function newGame(
  team: string,
  year: number,
  playoff = 'playoff_teams=4&playoff_autobids=0&playoff_conf_champ_top_4=false',
): string {
  return `/api/noncon/?team=${seg(team)}&year=${year}&${playoff}`;
}

/** A hosted server over a temporary users folder, with one player; close also removes the folder. */
export interface HostedServer extends Running {
  usersDir: string;
  client: Client;
}

/**
 * Starts a hosted server in a new temporary folder and has one player start the dynasty of newGamePath;
 * with playTo, the player opens the dashboard (the season starts) and plays up to that week; app: the server's options.
 */
export async function startHostedDynasty(
  folder: string,
  newGamePath: string,
  options: { playTo?: number; app?: Partial<AppOptions> } = {},
): Promise<HostedServer> {
  const dir = mkdtempSync(join(tmpdir(), folder));
  const usersDir = join(dir, 'users');
  const server = await startServer({ ...options.app, mode: { kind: 'hosted', usersDir } });
  const close = async (): Promise<void> => {
    try {
      await server.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const client = new Client(server.base);
  try {
    await client.ok(newGamePath);
    if (options.playTo !== undefined) {
      await client.ok('/api/dashboard/');
      await client.ok(`/api/sim/${options.playTo}/`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { ...server, usersDir, client, close };
}
