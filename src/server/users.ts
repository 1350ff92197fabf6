// Who is playing: in local mode the one player of the one save; in hosted mode every browser is its own
// player, known by the X-User-ID header, with its own save DIR/{userId}.db.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GameError } from '../store/errors.js';

export const USER_ID_HEADER = 'x-user-id';

/** 128 random bits as 32 lower-case hex digits: unguessable, and safe as a file name on any file system. */
export function newUserId(): string {
  return randomBytes(16).toString('hex');
}

const USER_ID = /^[0-9a-f]{32}$/;

export function isUserId(value: unknown): value is string {
  return typeof value === 'string' && USER_ID.test(value);
}

export type ServerMode = { kind: 'local'; savePath: string } | { kind: 'hosted'; usersDir: string };

/** Why the player is asking: home and a new game may hand out a fresh id, other calls use the one they have. */
export type Purpose = 'home' | 'new_game' | 'play';

export interface Player {
  /** The player's save file (it may not exist yet). */
  savePath: string;
  /** Hosted mode: the id to send back in every body (user_id). Local mode: null. */
  userId: string | null;
}

/** A malformed X-User-ID: refused with 400; the body offers a fresh id so the browser can recover. */
export class BadUserIdError extends GameError {
  constructor(readonly freshUserId: string) {
    super('bad_input', 'Invalid X-User-ID header: expected the id this server handed out (32 hex digits).');
  }
}

/** How many handed-out ids without a save yet are remembered (a new game is usually started within minutes). */
const ISSUED_MEMORY = 10_000;

export class Players {
  private readonly issued = new Set<string>();

  constructor(readonly mode: ServerMode) {}

  /** The save of a user id (only ever called with a checked id, so the id never escapes the folder). */
  private pathOf(userId: string): string {
    if (this.mode.kind !== 'hosted' || !isUserId(userId)) throw new Error('pathOf needs a hosted mode and a checked id');
    return join(resolve(this.mode.usersDir), `${userId}.db`);
  }

  private issue(): Player {
    const userId = newUserId();
    this.issued.add(userId);
    if (this.issued.size > ISSUED_MEMORY) {
      const oldest = this.issued.values().next().value;
      if (oldest !== undefined) this.issued.delete(oldest);
    }
    return { savePath: this.pathOf(userId), userId };
  }

  /** Known ids: handed out by this server, or owning a save. Others may not name a new save. */
  private isKnown(userId: string): boolean {
    return this.issued.has(userId) || existsSync(this.pathOf(userId));
  }

  /**
   * The player behind a request's X-User-ID header. Without one (or, for home and a new game, with one this
   * server does not know) the player gets a fresh id: only ids the server made ever name a save file.
   */
  identify(header: unknown, purpose: Purpose): Player {
    if (this.mode.kind === 'local') return { savePath: resolve(this.mode.savePath), userId: null };
    const value = Array.isArray(header) ? header[0] : header;
    // Home and a new game treat a malformed id like a missing one (wire format section 0: a browser holding an
    // id of another format, e.g. the original's UUID4, must not stay stuck); other calls refuse it.
    if (value === undefined || value === '' || (purpose !== 'play' && !isUserId(value))) return this.issue();
    if (!isUserId(value)) throw new BadUserIdError(this.issue().userId!);
    if (purpose !== 'play' && !this.isKnown(value)) return this.issue();
    return { savePath: this.pathOf(value), userId: value };
  }
}
