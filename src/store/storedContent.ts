// Reading what a save stores inside its tables: JSON columns and encoded blobs. A save whose SQLite structure is
// intact can still hold a damaged value (a flipped byte on disk, an edit by hand). Every read of stored content goes
// through here, so a value that cannot be decoded is answered like any other damaged save (bad_save: exit 2 from
// the CLI, 409 from the server), never as a crash.
import { GameError, isGameError } from './errors.js';

/** The damaged-save error for a stored value that cannot be read; what names it in the player's words. */
export function damagedContent(what: string): GameError {
  return new GameError('bad_save', `The save is damaged and cannot be read (${what} cannot be decoded).`);
}

/**
 * A JSON column's value, parsed: a value that is not JSON (or not text), or not of the expected kind (a list, an
 * object), is a damaged save.
 */
export function parseStoredJson<T>(text: unknown, what: string, kind: 'list' | 'object' = 'object'): T {
  let value: unknown;
  try {
    value = JSON.parse(text as string);
  } catch {
    throw damagedContent(what);
  }
  const fits = kind === 'list' ? Array.isArray(value) : typeof value === 'object' && value !== null;
  if (typeof text !== 'string' || !fits) throw damagedContent(what);
  return value as T;
}

/**
 * A blob decoder that answers a damaged save for any failure while decoding (bad deflate data, a packed stream
 * that ends too soon, counts or indexes out of range). Game errors pass through as they are.
 */
export function storedDecoder<A extends unknown[], R>(what: string, decode: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    try {
      return decode(...args);
    } catch (error) {
      if (isGameError(error)) throw error;
      throw damagedContent(what);
    }
  };
}
