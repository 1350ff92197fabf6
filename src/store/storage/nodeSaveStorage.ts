// Saves as files, opened by SQLite itself (saveFile.ts): here only what SQLite does not do, naming, listing and
// deleting saves, the notes beside them, and a new save written whole (temporary file, fsync, rename, fsync of the
// folder), so a crash leaves no half-made save.
import {
  accessSync,
  closeSync,
  constants,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { checkedNoteOf, type SaveListing, type SaveStorage, type Stamp, type WriteRefusal } from './saveStorage.js';

let tempCounter = 0;

/** A file's identity: its inode, size and modification time. */
export function fileStamp(path: string): Stamp | null {
  try {
    const stat = statSync(path, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  } catch {
    return null;
  }
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

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // not there
  }
}

/**
 * Writes bytes to path so that a crash at any moment leaves either the old file or the new one (none if there was
 * none). durable: false skips the fsyncs, for a note that a power cut may lose at no cost but a check made again.
 * exclusive: never over a file that is there (an import's new name taken meanwhile): false, and nothing written.
 */
export function writeFileAtomic(path: string, bytes: Uint8Array, durable = true, exclusive = false): boolean {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.tmp-${process.pid}-${tempCounter++}`);
  try {
    const fd = openSync(temp, 'w');
    try {
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset, offset);
      if (durable) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (!exclusive) renameSync(temp, path);
    else {
      try {
        linkSync(temp, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    }
  } finally {
    // Renamed or linked into place, or left by a failure: the temporary name goes either way.
    removeFile(temp);
  }
  if (durable) fsyncFolder(dir);
  return true;
}

/** No write bit at all (checked by mode, so it holds for root too, who ignores permissions). */
function isReadOnly(path: string): boolean {
  try {
    return (statSync(path).mode & 0o222) === 0;
  } catch {
    return false;
  }
}

/** Can this process create files in the folder (SQLite's journal or WAL beside the save)? One not made yet is. */
function folderWritable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return !isReadOnly(dir);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

export const nodeSaveStorage: SaveStorage = {
  files: true,
  locate: (path) => resolve(path),
  kind(path) {
    try {
      return statSync(path).isDirectory() ? 'folder' : 'save';
    } catch {
      return null;
    }
  },
  read(path) {
    const stamp = fileStamp(path);
    if (stamp === null) return null;
    return { bytes: readFileSync(path), stamp };
  },
  stamp: fileStamp,
  head(path, length) {
    const fd = openSync(path, 'r');
    try {
      const head = Buffer.alloc(length);
      return head.subarray(0, readSync(fd, head, 0, length, 0));
    } finally {
      closeSync(fd);
    }
  },
  fileId: (path) => statSync(path, { throwIfNoEntry: false })?.ino ?? null,
  write(path, bytes) {
    writeFileAtomic(path, bytes);
    return fileStamp(path);
  },
  writeRefusal(path): WriteRefusal {
    if (isReadOnly(path)) return 'save';
    return folderWritable(dirname(path)) ? null : 'folder';
  },
  remove(path) {
    unlinkSync(path);
    // SQLite's files beside it (a server's WAL, a journal a crash left) would belong to a later save of that name.
    for (const suffix of ['-wal', '-shm', '-journal']) removeFile(`${path}${suffix}`);
    removeFile(checkedNoteOf(path));
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
        let modified = stat.mtime;
        // A save a server or the terminal game has open is written in its WAL first.
        const wal = statSync(join(folder, `${name}-wal`), { throwIfNoEntry: false });
        if (wal && wal.mtime > modified) modified = wal.mtime;
        if (stat.isFile()) saves.push({ name, size: stat.size, modified });
      } catch {
        // deleted meanwhile
      }
    }
    return saves;
  },
  readNote(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null;
    }
  },
  writeNote(path, text) {
    // A note is a hint (the folder's current save, a save's last checked stamp): atomic, not fsynced.
    writeFileAtomic(path, new TextEncoder().encode(text), false);
  },
  removeNote: removeFile,
};
