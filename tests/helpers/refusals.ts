// A refused use case: it throws a GameError of its kind and message and leaves the save's tables as they were.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../src/store/database.js';
import { GameError, type GameErrorKind } from '../../src/store/errors.js';

/** Every row of the named tables (all the save's tables unless named), hashed: what "nothing changed" compares. */
export function tablesHash(db: Db, tables?: readonly string[]): string {
  const names =
    tables
    ?? db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((t) => t.name);
  const hash = createHash('sha256');
  for (const name of names) {
    for (const row of db.values(`SELECT * FROM "${name}"`)) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

/**
 * Runs action, which must be refused: a GameError of kind whose message matches message, with what unchanged
 * reads (a hash of the save's tables or bytes) the same before and after. Returns the error.
 */
export function expectGameError(
  action: () => unknown,
  kind: GameErrorKind,
  message: RegExp,
  unchanged: () => unknown,
): GameError {
  const before = unchanged();
  let error: unknown;
  try {
    action();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(GameError);
  expect((error as GameError).kind).toBe(kind);
  expect((error as GameError).message).toMatch(message);
  expect(unchanged()).toEqual(before);
  return error as GameError;
}

/** The GameError run throws (it must be refused; any other error is the test's failure). */
export function refusal(run: () => unknown): GameError {
  try {
    run();
  } catch (error) {
    if (error instanceof GameError) return error;
    throw error;
  }
  throw new Error('not refused');
}
