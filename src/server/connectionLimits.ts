// What one client may hold of the server, in both modes: a request must arrive whole within a time limit, idle
// connections are closed, and open connections are capped, so half-sent requests cannot pile up and hold the
// server (Node's and Fastify's defaults keep a half-sent request open for ever). See docs/hosting.md.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ConnectionLimitSettings {
  /** A request's headers must arrive within this, in ms. */
  headersTimeoutMs: number;
  /** A whole request (headers and body: a save file's upload) must arrive within this, in ms. */
  requestTimeoutMs: number;
  /** A kept-alive connection with no new request is closed after this, in ms. */
  keepAliveTimeoutMs: number;
  /**
   * A connection with no traffic either way for this long is closed (a client that stops reading its answer). Longer
   * than the slowest answer, a season's simulation, which sends nothing until it is done.
   */
  idleTimeoutMs: number;
  /** Open connections at once; the server closes new ones beyond this until some end. */
  maxConnections: number;
  /**
   * Open connections at once from one client address (a browser opens about six), so one client cannot take every
   * connection; not counted behind a trusted proxy, whose connections are every client's (limit them there).
   */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimitSettings = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 300_000,
  maxConnections: 1000,
  maxConnectionsPerAddress: 50,
};

/** Node checks the time limits of open requests at this interval: a fraction of the shorter limit, at most 5 s. */
function checkingInterval(limits: ConnectionLimitSettings): number {
  return Math.max(10, Math.min(5_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
}

/** Fastify's options for these limits (given when the server is made). */
export function connectionOptions(limits: ConnectionLimitSettings) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: checkingInterval(limits),
    },
  };
}

/**
 * The caps on open connections: Node's own for all of them, and one per client address (perAddress: false behind a
 * trusted proxy). A connection beyond either is closed as it arrives.
 */
export function capConnections(app: FastifyInstance, limits: ConnectionLimitSettings, perAddress: boolean): void {
  app.server.maxConnections = limits.maxConnections;
  if (!perAddress) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
