// Where saves live: the one seam between the store and a file system. SaveFile and the saves folder (saveFolder.ts)
// reach the bytes of a save, its lock and the folder's list only through a SaveStorage; the rest of the store sees
// sql.js databases. nodeSaveStorage.ts keeps saves as files (the CLI, `dynasty play`, the server), and
// memorySaveStorage.ts in memory (tests, and the shape a browser's storage will take).
//
// Synchronous on purpose: a change (SaveFile.change) runs its SQL and writes the save in one synchronous step under
// the lock, as every use case calls it, and a browser can do the same in a worker through OPFS's synchronous access
// handles. Only the lock has an asynchronous form too (lock), for callers that wait without blocking an event loop.
//
// A save is named by its location: a file path for the Node storage, any key for one in memory. A folder of saves is
// the location's folder (dirname), its saves' names the last part (basename).

/** The identity of a save's contents: it changes with every write, by anyone; null when there is no save. */
export type Stamp = string;

export interface SaveListing {
  name: string;
  size: number;
  /** When the save was last written. */
  modified: Date;
}

export interface StoredSave {
  bytes: Uint8Array;
  stamp: Stamp;
}

/** Why a save cannot be written: the save itself or its folder is read-only; null when it can. */
export type WriteRefusal = 'save' | 'folder' | null;

export interface HeldLock {
  release(): void;
}

export interface SaveStorage {
  /** The location as the storage names it (an absolute path for files). */
  locate(location: string): string;
  /** A save there, a folder there (not a save), or nothing. */
  kind(location: string): 'save' | 'folder' | null;
  /** One whole version of the save and its stamp; null when there is none. */
  read(location: string): StoredSave | null;
  /** The stamp of the save there now; null when there is none. */
  stamp(location: string): Stamp | null;
  /** Writes the save so that a crash at any moment leaves either the old save or the new one; its new stamp. */
  write(location: string, bytes: Uint8Array): Stamp | null;
  writeRefusal(location: string): WriteRefusal;
  /** Deletes the save and whatever the storage keeps beside it. */
  remove(location: string): void;
  /** The saves of a folder whose names pass the test. */
  list(folder: string, isSaveName: (name: string) => boolean): SaveListing[];
  /** Leftovers of writes that died (temporary files): removed when their writer is gone. */
  cleanUp(location: string): void;

  /** A small text record kept beside the saves (the folder's current save, a save's last checked stamp). */
  readNote(location: string): string | null;
  writeNote(location: string, text: string): void;
  /** Adds text at the end of a note (made first if there is none), durable before it returns: a crash keeps it. */
  appendNote(location: string, text: string): void;
  removeNote(location: string): void;

  /** Runs fn holding the save's lock across processes (the one this thread holds already, or one taken now). */
  withLockSync<T>(location: string, fn: () => T): T;
  /** Takes the save's lock, waiting without blocking up to waitMs; refused as 'busy' after that. */
  lock(location: string, waitMs?: number): Promise<HeldLock>;
}

/** The folder of a save's location (all before its last slash). */
export function folderOf(location: string): string {
  const slash = location.lastIndexOf('/');
  return slash < 0 ? '.' : slash === 0 ? '/' : location.slice(0, slash);
}

/** The save's name in its folder (all after its last slash). */
export function nameInFolder(location: string): string {
  return location.slice(location.lastIndexOf('/') + 1);
}

/** A location in a folder. */
export function inFolder(folder: string, name: string): string {
  return folder.endsWith('/') ? `${folder}${name}` : `${folder}/${name}`;
}

/** A hidden note beside a save, named after it: `.NAME.suffix`. */
export function noteBeside(location: string, suffix: string): string {
  return inFolder(folderOf(location), `.${location.slice(location.lastIndexOf('/') + 1)}.${suffix}`);
}

/** The note of a save's stamp as our last write or integrity check left it (`.NAME.checked`). */
export function checkedNoteOf(location: string): string {
  return noteBeside(location, 'checked');
}

/** The log of small changes beside a save (`.NAME.changes`, store/changeLog.ts). */
export function changeLogOf(location: string): string {
  return noteBeside(location, 'changes');
}

/** The log of a coached game's snaps beside a save (`.NAME.snaps`, store/snapLog.ts). */
export function snapLogOf(location: string): string {
  return noteBeside(location, 'snaps');
}
