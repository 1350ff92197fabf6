// The player a call is made for, and how calls name them (X-User-ID): no Node module, so the static build's
// worker shares it (users.ts keeps the folders of players on disk).
import { GameError } from '../store/errors.js';

export const USER_ID_HEADER = 'x-user-id';

const USER_ID = /^[0-9a-f]{32}$/;

export function isUserId(value: unknown): value is string {
  return typeof value === 'string' && USER_ID.test(value);
}

export type ServerMode = { kind: 'local'; savePath: string } | { kind: 'hosted'; usersDir: string };

/** Why the player is asking: home and a new game may hand out a fresh id, other calls use the one they have. */
export type Purpose = 'home' | 'new_game' | 'play';

export interface Player {
  /** The player's current save file (it may not exist yet). */
  savePath: string;
  /** The folder of the player's saves. */
  folder: string;
  /** Hosted mode: the id to send back in every body (user_id). Local mode: null. */
  userId: string | null;
}

/** A malformed X-User-ID: refused with 400; the body offers a fresh id so the browser can recover. */
export class BadUserIdError extends GameError {
  constructor(readonly freshUserId: string) {
    super('bad_input', 'Invalid X-User-ID header: expected the id this server handed out (32 hex digits).');
  }
}
