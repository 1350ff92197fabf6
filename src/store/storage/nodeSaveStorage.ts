// Saves as files, opened and written by SQLite itself (saveFile.ts): here only what SQLite does not do, naming,
// listing and deleting saves, and the small notes beside them.
import {
  accessSync,
  closeSync,
  constants,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
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

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // not there
  }
}

/** Writes a small note whole: a reader finds the old text or the new one (temporary file, rename), not fsynced. */
export function writeFileAtomic(path: string, bytes: Uint8Array): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.tmp-${process.pid}-${tempCounter++}`);
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, path);
  } finally {
    // Renamed into place, or left by a failure: the temporary name goes either way.
    removeFile(temp);
  }
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
    // A note is a hint (the folder's current save, a save's last checked stamp): a power cut may lose it.
    writeFileAtomic(path, new TextEncoder().encode(text));
  },
  removeNote: removeFile,
};
