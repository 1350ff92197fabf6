// Which saves need no integrity check when opened: those this process, or a command before it, wrote or checked
// since anyone else changed them (saveFile.ts runs the check on all others).
import { defaultSaveStorage as storage } from './storage/defaultSaveStorage.js';
import { checkedNoteOf, type Stamp } from './storage/saveStorage.js';

/**
 * Saves this process wrote or checked, by location, with the stamp they had then. A full integrity check of a
 * 30-season save costs a good part of a cold command, so it runs only when a save is opened for the first time or was
 * changed by someone else since. Closing a save file (or writing one whole) leaves its stamp in a note beside it
 * (`.NAME.checked`), so the next command, a new process, trusts the save as long as nobody else has written it.
 */
const trustedSaves = new Map<string, string>();

export function isTrusted(location: string, stamp: Stamp | null): boolean {
  if (stamp === null) return false;
  if (trustedSaves.get(location) === stamp) return true;
  return storage.readNote(checkedNoteOf(location)) === stamp;
}

/** written: this process has just written the save, so the note beside it is brought up to date too. */
export function trust(location: string, stamp: Stamp | null, written = false): void {
  if (stamp) trustedSaves.set(location, stamp);
  else trustedSaves.delete(location);
  if (!written) return;
  try {
    if (stamp) storage.writeNote(checkedNoteOf(location), stamp);
    else storage.removeNote(checkedNoteOf(location));
  } catch {
    // a read-only folder: the next process checks the save once more, nothing worse
  }
}
