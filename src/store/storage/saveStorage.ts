// Where saves live: the one seam between the store and a file system. SaveFile and the saves folder (saveFolder.ts)
// reach a save, the folder's list and the notes beside the saves only through a SaveStorage.
//
// Two kinds. Files (nodeSaveStorage.ts, `files: true`): SQLite opens the save itself and does its own journaling and
// locking (saveFile.ts); the storage only names, lists, deletes and writes new files whole. Bytes
// (memorySaveStorage.ts: tests, and the static build's worker, which keeps them in the browser's storage): a save is
// read into a database in memory, and written back whole after each change.
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

export interface SaveStorage {
  /** Files that SQLite opens itself (true), or bytes read and written whole. */
  readonly files: boolean;
  /** The location as the storage names it (an absolute path for files). */
  locate(location: string): string;
  /** A save there, a folder there (not a save), or nothing. */
  kind(location: string): 'save' | 'folder' | null;
  /** One whole version of the save and its stamp; null when there is none. A storage of bytes only. */
  read?(location: string): StoredSave | null;
  /** The stamp of the save there now; null when there is none. */
  stamp(location: string): Stamp | null;
  /** The save's first bytes (SQLite's header), without reading the rest. */
  head(location: string, length: number): Uint8Array;
  /** Which file is there now (its inode; another one there is another save); null when there is none. Files only. */
  fileId?(location: string): number | null;
  /**
   * Writes a whole save so that a crash at any moment leaves either the old one or the new one; its new stamp. A
   * storage of bytes only: SQLite writes files itself (SaveFile.save).
   */
  write?(location: string, bytes: Uint8Array): Stamp | null;
  writeRefusal(location: string): WriteRefusal;
  /** Deletes the save and whatever the storage keeps beside it. */
  remove(location: string): void;
  /** The saves of a folder whose names pass the test. */
  list(folder: string, isSaveName: (name: string) => boolean): SaveListing[];

  /** A small text record kept beside the saves (the folder's current save, a save's last checked stamp). */
  readNote(location: string): string | null;
  writeNote(location: string, text: string): void;
  removeNote(location: string): void;
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

/** The note of a save's stamp as our last check or close left it (`.NAME.checked`, saveTrust.ts). */
export function checkedNoteOf(location: string): string {
  return inFolder(folderOf(location), `.${nameInFolder(location)}.checked`);
}
