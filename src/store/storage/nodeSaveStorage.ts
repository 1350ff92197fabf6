// Saves as files: a save is a file, written whole to a temporary file beside it, fsynced and renamed over it.
import { closeSync, fstatSync, fsyncSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { acquireSaveLock, isProcessAlive, withSaveLockSync } from '../saveLockFile.js';
import { checkedNoteOf, type SaveListing, type SaveStorage, type Stamp, type StoredSave, type WriteRefusal } from './saveStorage.js';

let tempCounter = 0;

/** The temporary files of a save's atomic writes: `.NAME.tmp-PID-N` beside it. */
function tempPrefix(path: string): string {
  return `.${basename(path)}.tmp-`;
}

/** A file's identity: a whole write renames a new file over the old one, so its inode changes with every write. */
function stampOf(stat: { ino: bigint; size: bigint; mtimeNs: bigint }): Stamp {
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
}

function fsyncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // some file systems do not allow fsync on a folder
  }
}

/** Writes bytes to path so that a crash at any moment leaves either the old file or the new one. */
export function writeFileAtomic(path: string, bytes: Uint8Array): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `${tempPrefix(path)}${process.pid}-${tempCounter++}`);
  try {
    const fd = openSync(temp, 'w');
    try {
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // the temporary file may not exist
    }
    throw error;
  }
  // Make the rename itself durable.
  fsyncFolder(dir);
}

/** No write bit at all (checked by mode, so it holds for root too, who ignores permissions). */
function isReadOnly(path: string): boolean {
  try {
    return (statSync(path).mode & 0o222) === 0;
  } catch {
    return false;
  }
}

function readStamped(path: string): StoredSave | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    // The open file is the version read to its end, even if another writer renames a new one over its name.
    const stat = fstatSync(fd, { bigint: true });
    const size = Number(stat.size);
    const bytes = Buffer.allocUnsafe(size);
    let length = 0;
    while (length < size) {
      const read = readSync(fd, bytes, length, size - length, length);
      if (read === 0) break;
      length += read;
    }
    return { bytes: bytes.subarray(0, length), stamp: stampOf(stat) };
  } finally {
    closeSync(fd);
  }
}

export const nodeSaveStorage: SaveStorage = {
  locate: (path) => resolve(path),
  kind(path) {
    try {
      return statSync(path).isDirectory() ? 'folder' : 'save';
    } catch {
      return null;
    }
  },
  read: readStamped,
  stamp(path) {
    try {
      return stampOf(statSync(path, { bigint: true }));
    } catch {
      return null;
    }
  },
  write(path, bytes) {
    writeFileAtomic(path, bytes);
    return this.stamp(path);
  },
  writeRefusal(path): WriteRefusal {
    if (isReadOnly(path)) return 'save';
    // Every write creates a temporary file beside the save and renames it over the save.
    return isReadOnly(dirname(path)) ? 'folder' : null;
  },
  remove(path) {
    unlinkSync(path);
    this.removeNote(checkedNoteOf(path));
  },
  list(folder, isSaveName): SaveListing[] {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return [];
    }
    const saves: SaveListing[] = [];
    for (const name of names.filter(isSaveName).sort()) {
      try {
        const stat = statSync(join(folder, name));
        if (stat.isFile()) saves.push({ name, size: stat.size, modified: stat.mtime });
      } catch {
        // deleted meanwhile
      }
    }
    return saves;
  },
  cleanUp(path) {
    const prefix = tempPrefix(path);
    let names: string[];
    try {
      names = readdirSync(dirname(path));
    } catch {
      return;
    }
    for (const name of names) {
      if (!name.startsWith(prefix)) continue;
      const pid = Number(name.slice(prefix.length).split('-')[0]);
      // Those of live processes may be in use.
      if (pid === process.pid || isProcessAlive(pid)) continue;
      try {
        unlinkSync(join(dirname(path), name));
      } catch {
        // another process cleaned it first, or the folder is read-only: it stays harmless
      }
    }
  },
  readNote(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null;
    }
  },
  writeNote(path, text) {
    writeFileAtomic(path, new TextEncoder().encode(text));
  },
  removeNote(path) {
    try {
      unlinkSync(path);
    } catch {
      // no note to remove
    }
  },
  withLockSync: withSaveLockSync,
  lock: acquireSaveLock,
};
